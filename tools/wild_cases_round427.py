"""Round-427 blind batch: DOCUMENT-AI / OCR tools that serve their model with vLLM (MinerU, olmOCR, dots.ocr,
DeepSeek-OCR, PaddleOCR-VL, chandra / marker, Nanonets, docling, GOT-OCR, Qwen OCR recipes) where the vLLM server or
engine fails to start; collected by helper wild427 and NOT graded by the collector -> tests/golden/wild/<id>.json, each
marked ``"batch": "round427-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code,
and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 38 of the 50 allowed (37 ``search`` corpus=issues, 1 ``search`` corpus=pages; no read_file / find_string /
find_files / fetch). 5 cases: studio-dots-ai/dots.ocr #123 (Runpod serverless, trust_remote_code), NanoNets/docext #46
(docext image, Qwen2.5-VL processor x transformers), vllm-ascend #11661 (DeepSeek-OCR-2 on the v0.22.1rc1 image),
vllm #35393 (GLM-OCR on the v0.16.0 image, transformers 4.56), zai-org/GLM-OCR #25 (vLLM 0.15.0 + transformers
5.0.1.dev0). The slice is heavily mined: most dots.ocr / DeepSeek-OCR / PaddleOCR / olmocr / HunyuanOCR threads the
search returned were already in USED_SOURCES.txt or earlier skip lists, and the MinerU threads the corpus holds store
only the generic 'Engine core initialization failed' traceback, never the root-cause line, so no MinerU case could be
taken (10 look-ups spent on MinerU). Sources were checked against USED_SOURCES.txt, the fixtures' source_url and the
docstrings of tools/wild_cases_round3*.py / round4*.py.

Sources given up (for the lead, not cases):
- Already used or named in earlier skip lists (not re-opened): MinerU #3582, #4604; olmocr #260, #267, #269, #368;
  dots.ocr #3, #6, #44, #135, #267; DeepSeek-OCR #5, #53, #77, #110, #240, #299; PaddleOCR #16738, #16784, #17171,
  #17308, #17490, #17689; HunyuanOCR #1, #14, #15, #18, #25, #41; GLM-OCR #55; vllm #31372 (PaddleOCR-VL on ROCm).
- Root-cause line not in the stored chunk (only the generic 'Engine core initialization failed' traceback, an
  attachment or a cut log): MinerU #4366 (Pro 6000, Python 3.13, MinerU 2.7.1), #4571 (docker, vllm-openai v0.11.0
  base), #4394 / #4400 (fastapi hybrid-auto-engine), #3680, #4604 (log only as attached .txt files); vllm #38797
  (DeepSeek-OCR-2, 'Failed core proc(s): {}', maintainer asks for the full log); DeepSeek-OCR #229 (RTX 5090, chunk
  stops in AsyncLLMEngine.from_vllm_config); vllm-ascend #5771 (DeepseekOCR with graph mode, chunk stops inside
  capture_model); vllm #28658 (dots.ocr with PP=2 on the production-stack chart, error not in the chunk); NanoNets/docext
  #42 and #41 (Nanonets-OCR-s, tracebacks cut before the error); GLM-OCR #10 (vLLM 0.15.0 log cut before the error;
  its reply is cited in the GLM-OCR #25 case).
- Same incident class already taken / second reports: vllm-ascend #11926 and #11991 (same v0.22.1rc1 DeepSeek-OCR-2
  failure as #11661); GLM-OCR #56 (the same three errors as #25, errors as screenshots); kyuz0/amd-strix-halo-vllm-toolboxes
  #17 (the same 'model type glm_ocr' refusal as vllm #35393 on a ROCm toolbox, no answer stored); runpod-workers/
  worker-vllm #91 (TRUST_REMOTE_CODE not applied; out of slice, answers partly images).
- No fix or no start-up failure: dots.ocr #84 (one line, 'Failed to apply Qwen2VLProcessor', open with no reply);
  vllm #32897 and #29285 (PaddleOCR-VL crashes on requests, not at start-up); datalab-to/chandra #17 (client-side
  'Connection error', no vLLM log); olmocr #353 (404 on model name with an external server); vllm #34154
  (DeepSeek-OCR memory fault on a 7900 XTX, no answer stored); GLM-OCR #184 (pip conflict, never launched);
  HunyuanOCR #55 (request-time 400).

Judgement calls for the lead:
1. dots.ocr #123: the fix is a commenter's with the same setup (satish860: pass trust_remote_code=true on Runpod's
   vLLM worker); the reporter did not confirm. kind/cause trust_remote_code_required; no release is printed.
2. docext #46: no reply is stored; real_cause and fix come from the log and the same TypeError in earlier fixtures
   (robosense-track1-3, labelled dependency_version_mismatch); the TypeError itself is only in the reporter's summary
   line above the cut traceback.
3. vllm-ascend #11661: kind profiling_assertion (a crash in the model forward while the engine starts, as round 405
   labelled vllm-58203) for want of a closer label; cause release_regression (the reporter's workaround is the older
   v0.18.0 image). The lead may prefer architecture_unsupported or vllm_check_failed for the kind.
4. vllm #35393: the issue title states the cause ('glm_ocr not in _CONFIG_REGISTRY, requires transformers >= 5.1') and
   is left out of the excerpt; kind model_type_unknown, cause transformers_too_old (as 32 earlier fixtures label the
   same message); the fix is the linked vLLM PR #34982 (merged) or upgrading transformers, not a reply in the issue.
5. GLM-OCR #25: the fix is a suggestion quoted by the reporter (install the vLLM 0.16 preview); closed without a
   stored confirmation. kind/cause dependency_version_mismatch (vLLM 0.15.0 with transformers 5.0.1.dev0, which pip
   flagged). GLM-OCR is not named in the slice list but is a document-OCR model served with vLLM.
6. None of the five prints a figure under a LABELS.txt key that the failure turns on, so numbers is {} throughout.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round427-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--cpu-offload-gb"},
        {"flag": "--kv-cache-dtype"}]

# ---------------------------------------- dots.ocr #123: rednote-hilab/dots.ocr image on Runpod serverless -> contains custom code, pass trust_remote_code=True
case("dots-ocr-123-runpod-serverless-dots-ocr-image-trust-remote-code-validationerror",
     "https://github.com/studio-dots-ai/dots.ocr/issues/123",
     "I'm trying to run the docker image [](https://hub.docker.com/r/rednotehilab/dots.ocr/tags) in serverless mode on "
     "the runpod. However, it seems like it's not prepared for this. Here's the error:\n"
     "\n"
     "```\n"
     "datgo1t12vudsh[error]worker exited with exit code 1\n"
     "datgo1t12vudsh[info]    For further information visit https://errors.pydantic.dev/2.11/v/value_error\\n\n"
     "datgo1t12vudsh[info]Please pass the argument `trust_remote_code=True` to allow custom code to be run. "
     "[type=value_error, input_value=ArgsKwargs((), {'model': ..., 'model_impl': 'auto'}), input_type=ArgsKwargs]\\n\n"
     "datgo1t12vudsh[info]  Value error, The repository `rednote-hilab/dots.ocr` contains custom code which must be "
     "executed to correctly load the model. You can inspect the repository content at "
     "https://hf.co/rednote-hilab/dots.ocr.\\n\n"
     "datgo1t12vudsh[info]pydantic_core._pydantic_core.ValidationError: 1 validation error for ModelConfig\\n\n"
     "datgo1t12vudsh[info]    s.__pydantic_validator__.validate_python(ArgsKwargs(args, kwargs), self_instance=s)\\n\n"
     "datgo1t12vudsh[info]  File \"/usr/local/lib/python3.10/dist-packages/pydantic/_internal/_dataclasses.py\", line "
     "120, in __init__\\n\n"
     "datgo1t12vudsh[info]    return ModelConfig(\\n\n"
     "datgo1t12vudsh[info]  File \"/usr/local/lib/python3.10/dist-packages/vllm/engine/arg_utils.py\", line 910, in "
     "create_model_config\\n",
     "trust_remote_code_required", {}, "trust_remote_code_required",
     "rednote-hilab/dots.ocr ships its model code in the Hub repository (custom DotsOCR modeling / processor code), and "
     "the Runpod serverless worker started vLLM on it without trust_remote_code, so ModelConfig validation refused the "
     "repository ('contains custom code which must be executed ... pass trust_remote_code=True') and the worker exited "
     "with code 1 before any engine was built. A missing launch flag, not memory or hardware.",
     "a commenter with the same setup (satish860, 2025-08-21): 'I have solved this issue by passing the VLLM argument as "
     "trust_remote_code = true' (on Runpod's vLLM worker, its TRUST_REMOTE_CODE setting); he then hit a separate "
     "flash-attention install problem, fixed by changing the flash-attn install line. The original reporter did not "
     "confirm (the issue is open)",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--dtype"}],
     note="Excerpt: the issue description as the stored chunk shows it; the Runpod log prints newest line first, so "
          "the traceback reads bottom-up, and each line ends in a literal '\\n' as pasted. The chunk stops at "
          "create_model_config. The command is not given (Runpod serverless template with the rednotehilab/dots.ocr "
          "image); release unknown (the image tag is not named; the traceback's Python 3.10 paths and "
          "pydantic 2.11 suggest vLLM 0.9.x-0.10.x).")

# ---------------------------------------- NanoNets/docext #46: docext v0.1.10 image, hosted_vllm Qwen2.5-VL-7B-AWQ on RTX 4080 -> Qwen2_5_VLProcessor got multiple values for 'image_processor'
case("docext-46-docext-0110-qwen25-vl-7b-awq-rtx4080-processor-multiple-values-image-processor",
     "https://github.com/NanoNets/docext/issues/46",
     "Encountered  an error when trying to run on RTX4080 16G by docker the docext application with the hosted_vllm:\n"
     "docker run --rm \\\n"
     "  --env \"...\" \\\n"
     "  -v ~/.cache/huggingface:/root/.cache/huggingface \\\n"
     "  --network host \\\n"
     "  --shm-size=20.24gb \\\n"
     "  --gpus all \\\n"
     "  nanonetsopensource/docext:v0.1.10 --model_name \"hosted_vllm/Qwen/Qwen2.5-VL-7B-Instruct-AWQ\"\n"
     "\n"
     "The main error occurred during the initialization of the vLLM server with the Qwen2_5_VLProcessor class:\n"
     "TypeError: Qwen2_5_VLProcessor.__init__() got multiple values for argument 'image_processor'.\n"
     "\n"
     "Here is an extract from setup log:\n"
     "...\n"
     "...ERROR 06-28 04:01:12 [core.py:390] EngineCore hit an exception: Traceback (most recent call last):\n"
     "ERROR 06-28 04:01:12 [core.py:390]   File \"/app/.venv/lib/python3.11/site-packages/vllm/v1/engine/core.py\", line "
     "378, in run_engine_core\n"
     "ERROR 06-28 04:01:12 [core.py:390]     engine_core = EngineCoreProc(*args, **kwargs)\n"
     "ERROR 06-28 04:01:12 [core.py:390]                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "ERROR 06-28 04:01:12 [core.py:390]   File \"/app/.venv/lib/python3.11/site-packages/vllm/v1/engine/core.py\", line "
     "319, in __init__\n"
     "ERROR 06-28 04:01:12 [core.py:390]     super().__init__(vllm_config, executor_class, log_stats)\n"
     "ERROR 06-28 04:01:12 [core.py:390]   File \"/app/.venv/lib/python3.11/site-packages/vllm/v1/engine/core.py\", line "
     "71, in __init__",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "docext's v0.1.10 Docker image starts its own vLLM server (V1 engine) for Qwen/Qwen2.5-VL-7B-Instruct-AWQ. While "
     "the engine builds the multimodal processor (start-up profiling), transformers' Qwen2_5_VLProcessor is constructed "
     "with image_processor passed twice: the transformers release in the environment (late June 2025, the 4.53 "
     "processor changes) no longer matches the way that vLLM release builds HF processors. A vLLM / transformers "
     "version mismatch inside the image, not the GPU (RTX 4080 16 GB), the AWQ model or memory.",
     "not in the stored text (the issue is closed without a stored reply). From the log and the same error elsewhere "
     "(robosense2025/track1 #3, vllm #19833 / transformers #38898, June 2025): pair vLLM with a transformers release it "
     "supports, i.e. pin transformers below 4.53 for the image's vLLM, or use a vLLM release (0.9.2 or later) that "
     "handles the new processor signature, e.g. a newer docext image",
     release=None, gpu="NVIDIA RTX 4080 (16 GB)", gpus=None,
     command="docker run --rm --env \"...\" -v ~/.cache/huggingface:/root/.cache/huggingface --network host "
             "--shm-size=20.24gb --gpus all nanonetsopensource/docext:v0.1.10 --model_name "
             "\"hosted_vllm/Qwen/Qwen2.5-VL-7B-Instruct-AWQ\"",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--trust-remote-code"},
                       {"flag": "--enforce-eager"}],
     note="Excerpt: the issue description as the stored chunk shows it (the reporter's own '...' lines are his); the "
          "chunk stops inside the traceback at core.py line 71, so the TypeError appears only in the reporter's "
          "summary sentence above the log. vLLM and transformers versions are not printed; the core.py line numbers "
          "(run_engine_core at 378, 'EngineCore hit an exception') point to a vLLM 0.8.x V1 engine. gpus not stated "
          "(one RTX 4080 named).")

# ---------------------------------------- vllm-ascend #11661: DeepSeek-OCR-2 on the v0.22.1rc1 image -> 'AscendQwen2DecoderLayer' object has no attribute 'attention_type'
case("vllm-ascend-11661-deepseek-ocr-2-v0221rc1-ascendqwen2decoderlayer-no-attention-type",
     "https://github.com/vllm-project/vllm-ascend/issues/11661",
     "镜像：m.daocloud.io/quay.io/ascend/vllm-ascend:v0.22.1rc1\n"
     "问题：vllm server后报错：\n"
     "(EngineCore pid=373) ERROR 07-09 00:41:08 [core.py:1165]   File "
     "\"/vllm-workspace/vllm-ascend/vllm_ascend/ops/qwen2_decoder.py\", line 233, in forward\n"
     "(EngineCore pid=373) ERROR 07-09 00:41:08 [core.py:1165]     "
     "attention_mask=causal_mask_mapping[decoder_layer.attention_type],\n"
     "(EngineCore pid=373) ERROR 07-09 00:41:08 [core.py:1165]                                        "
     "^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore pid=373) ERROR 07-09 00:41:08 [core.py:1165]   File "
     "\"/usr/local/python3.12.13/lib/python3.12/site-packages/torch/nn/modules/module.py\", line 1965, in __getattr__\n"
     "(EngineCore pid=373) ERROR 07-09 00:41:08 [core.py:1165]     raise AttributeError(\n"
     "(EngineCore pid=373) ERROR 07-09 00:41:08 [core.py:1165] AttributeError: 'AscendQwen2DecoderLayer' object has no "
     "attribute 'attention_type'\n"
     "(EngineCore pid=373) Process EngineCore:\n"
     "(EngineCore pid=373) Traceback (most recent call last):",
     "profiling_assertion", {}, "release_regression",
     "DeepSeek-OCR-2 (whose vision encoder is a Qwen2-style decoder) served with the official vllm-ascend v0.22.1rc1 "
     "image on Ascend NPUs: vllm-ascend's replacement layer AscendQwen2DecoderLayer (vllm_ascend/ops/qwen2_decoder.py) "
     "is driven by code that looks up decoder_layer.attention_type, an attribute that replacement layer does not "
     "define, so the engine core dies in its first forward pass while starting up. A bug in that vllm-ascend release's "
     "DeepSeek-OCR-2 path (other users hit it with the documented image too), not a memory or launch-flag problem.",
     "the reporter (subendong, 2026-07-09), answering another user with the same failure: '使用0.18.0这个版本的镜像可以部署' "
     "(the v0.18.0 vllm-ascend image deploys it), i.e. go back to the v0.18.0 image until the v0.22 regression is "
     "fixed; no maintainer fix is in the stored text (a maintainer was pinged, issue open)",
     release="vllm-ascend v0.22.1rc1 (quay.io/ascend/vllm-ascend:v0.22.1rc1)", gpu="Huawei Ascend NPU (model not stated)",
     gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs"}, {"flag": "--trust-remote-code"}],
     note="Excerpt: the issue description as the stored chunk shows it (image line, 'vllm server后报错' = 'error after "
          "vllm serve', the tail of the EngineCore traceback); the replies (a second user with the same error, the "
          "reporter's v0.18.0 workaround, a maintainer ping) are left out. The serve command is not in the chunk. "
          "Judgement call: kind profiling_assertion (a crash in the model's forward during engine start-up, as round "
          "405 labelled vllm-58203) for want of a closer label; the chunk does not show the profile_run frame itself. "
          "vllm-ascend #11926 and #11991 (other reporters, same v0.22.1rc1 DeepSeek-OCR-2 failure) were not taken "
          "separately.")

# ---------------------------------------- vllm #35393: GLM-OCR on the vllm-openai v0.16.0 image (transformers 4.56.x) -> model type `glm_ocr` not recognized
case("vllm-35393-glm-ocr-v0160-image-transformers-456-model-type-glm-ocr-not-recognized",
     "https://github.com/vllm-project/vllm/issues/35393",
     "### Your current environment\n"
     "\n"
     "- vLLM: `v0.16.0` (also reproducible on main)\n"
     "- transformers: `4.56.x` (as pinned by vllm requirements: >= 4.56.0, < 5)\n"
     "- Model: [zai-org/GLM-OCR](https://huggingface.co/zai-org/GLM-OCR)\n"
     "\n"
     "Using [vllm-openai v0.16.0 docker image](https://hub.docker.com/layers/vllm/vllm-openai/v0.16.0/images/"
     "sha256-d940d90815c6b282337bdffb2cd2a6b32de9efa15456ae72e2633271147e4baa)\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "GLM-OCR fails to load with the following error:\n"
     "\n"
     "```\n"
     "pydantic_core._pydantic_core.ValidationError: 1 validation error for ModelConfig\n"
     "Value error, The checkpoint you are trying to load has model type `glm_ocr` but Transformers does not recognize "
     "this architecture.\n"
     "```",
     "model_type_unknown", {}, "transformers_too_old",
     "zai-org/GLM-OCR (model_type glm_ocr) on the official vllm-openai v0.16.0 image: vLLM 0.16.0 ships the GLM-OCR model "
     "code (GlmOcrForConditionalGeneration) but has no config class of its own for glm_ocr, so it asks transformers' "
     "AutoConfig, and the image's transformers 4.56.x (vLLM pins >= 4.56, < 5) predates GlmOcrConfig (transformers >= "
     "5.1). Config validation therefore refuses the model before any engine starts. A transformers version gap, not "
     "memory, GPU or a missing --trust-remote-code.",
     "in the vLLM tree: PR #34982 ('Add GlmOcrConfig for GLM-OCR model type recognition', merged) registers a GLM-OCR "
     "config inside vLLM so transformers 4.x works; before that, the maintainer's suggestion in that PR (DarkLight1337): "
     "'define a custom Dockerfile with an additional step to update the Transformers version' (transformers >= 5.1 in "
     "the image), which is also what the GLM-OCR README asks for. The issue itself is open with no reply stored",
     release="0.16.0 (vllm/vllm-openai:v0.16.0 image)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--trust-remote-code"}],
     note="Excerpt: the start of the description as the stored chunk shows it, up to the error block; the issue "
          "title (which names the cause: 'glm_ocr not in _CONFIG_REGISTRY, requires transformers >= 5.1') and the reporter's numbered root-cause analysis after it (glm_ocr missing from _CONFIG_REGISTRY, "
          "GlmOcrConfig only in transformers >= 5.1) is the answer and is left out. The fix comes from the linked PR "
          "#34982, found by the same search, not from a reply in the issue. GPU not stated.")

# ---------------------------------------- zai-org/GLM-OCR #25: vllm 0.15.0 + transformers 5.0.1.dev0 (README order) -> 'Glm46VImageProcessorFast' has no 'get_number_of_image_patches'
case("glm-ocr-25-vllm-0150-transformers-501dev-glm46vimageprocessorfast-no-get-number-of-image-patches",
     "https://github.com/zai-org/GLM-OCR/issues/25",
     "环境python 3.12和3.10都相同的问题，按照此顺序安装\n"
     "git clone https://github.com/zai-org/glm-ocr.git\n"
     "cd glm-ocr && pip install -e .\n"
     "pip install -U vllm --extra-index-url https://wheels.vllm.ai/nightly\n"
     "pip install git+https://github.com/huggingface/transformers.git\n"
     "执行最后一步报冲突\n"
     "ERROR: pip's dependency resolver does not currently take intoaccount all the packages that are installed. This "
     "behaviour is thhe source of the following dependency conflicts.\n"
     "vllm 0.15.0 requires transformers<5,>=4.56.0, but you have transformers 5.0.1.dev0 which iis incompatible.\n"
     "\n"
     "执行\n"
     "vllm serve zai-org/GLM-OCR --allowed-local-media-path / --port 8080 \n"
     "报错AttributeError: 'Glm46VImageProcessorFast' object has no attribute 'get_number_of_image_patches'",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "GLM-OCR installed in the README's order: the nightly index still resolved vLLM 0.15.0 (which pins transformers "
     "< 5 and predates GLM-OCR support), and transformers was then upgraded from source to 5.0.1.dev0 against that pin. "
     "The model config now resolves, but vLLM 0.15.0's multimodal code calls get_number_of_image_patches on the "
     "transformers-5 image processor (Glm46VImageProcessorFast), which has no such method, so `vllm serve` fails at "
     "start-up. A vLLM / transformers version mismatch (pip itself warned of it), not memory or a launch flag.",
     "the suggestion the reporter quotes in the thread (2026-02-03): '新版的vllm应该是0.16的预览版，尝试重新安装一下vllm，追踪最新版' "
     "-- the right vLLM is the 0.16 preview; reinstall vLLM from the nightly index so it is newer than 0.15.0 (in the "
     "sister thread GLM-OCR #10 a commenter names vllm==0.16.0rc1.dev128+ga0a984ac2 from wheels.vllm.ai/nightly). The "
     "issue was closed; the reporter's own confirmation is not in the stored text",
     release="vLLM 0.15.0 with transformers 5.0.1.dev0", gpu=None, gpus=None,
     command="vllm serve zai-org/GLM-OCR --allowed-local-media-path / --port 8080",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--trust-remote-code"}, {"flag": "--quantization"}],
     note="Excerpt: the 'System Info' part of the issue description as the stored chunk shows it (the reporter's typos "
          "'intoaccount', 'thhe', 'iis' kept); the 'Information / Reproduction / Expected behavior' template lines after "
          "it and the replies are left out. Translation: '环境python 3.12和3.10都相同的问题，按照此顺序安装' = 'same problem with "
          "Python 3.12 and 3.10, installed in this order'; '执行最后一步报冲突' = 'the last step reports a conflict'; "
          "'报错' = 'fails with'. GLM-OCR #56 (another reporter, the same three errors in sequence, with screenshots) "
          "and #10 (vLLM 0.15.0 log, error not in the stored chunk) were not taken separately.")

if __name__ == "__main__":
    BATCH.write()
