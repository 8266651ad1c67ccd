"""Round-18 blind batch: real vLLM launch failures of any class, met through the frameworks and apps that launch vLLM
(serving wrappers, RL/eval frameworks, model repositories), collected by helper wild18 and NOT graded by the collector
-> tests/golden/wild/<id>.json, each marked ``"batch": "round18-blind"``; the lead grades it once
(``python tests/wild_grade.py round18``).

Same rules as tools/wild_cases_round11.py and rounds 14-16: the collector did not run ``kvroom explain``,
tests/wild_grade.py or the test suite on these excerpts, and did not read kvroom's source (src/) to choose them; every
expectation (kind, printed numbers, cause, fixes that would be wrong for that user) was written from the thread only.
Causes are the ones the excerpt itself evidences (round 10's lesson; no release_regression in this batch); a deeper
story only the thread tells is in real_cause/note. Excerpts are the text as the search tool's stored copy shows it (a
line the stored copy cut stays cut); where lines in between were dropped or parts of a thread assembled, the note says
so.

Slice: GitHub trackers of wrappers and apps that launch vLLM (Langchain-Chatchat, NVIDIA NIM, RunPod worker-vllm, verl,
api-for-open-llm, LLaMA-Factory, KServe, Ray Serve, VLMEvalKit) and model repositories (OpenBMB MiniCPM and its vLLM fork
iceflame89/vllm, OpenSQZ MiniCPM-V-CookBook, QwenLM Qwen3-VL); no vllm-project/vllm thread. Sources: the search tool's
issues corpus only, 103 look-ups (all ``search``). Threads were taken in the order the searches returned them when the
stored text had the error (pasted or retyped) and either what fixed it or a maintainer's diagnosis; every url was checked
against /work/coord/USED_SOURCES.txt and the skip lists in BLIND.md. Most wrapper threads the corpus returns are already
fixtures or named skips, or their replies are not in the stored text (see BLIND.md's round-18 section), which is why the
batch holds 15 cases.

Judgement calls for the lead (each case's ``note`` says more):
1. Kind of its own (no README kind fits; used as its own cause): ``world_size_mismatch`` (vlmevalkit-561: vLLM's
   parallel_state assert "world_size (8) is not equal to tensor_model_parallel_size (1) x pipeline_model_parallel_size
   (1)" when an offline vllm.LLM is built inside each of 8 torchrun processes).
2. Existing kind for a wording the README does not list: nim-deploy-60 (get_rope's "Unknown RoPE scaling type extended"
   filed as rope_scaling_unsupported); runpod-257 (ModelConfig's "rope_scaling should have a 'rope_type' key" filed as
   rope_scaling_unsupported, though the thread points at the wrapper's ROPE_SCALING handling, not the checkpoint);
   qwen3-vl-808 and verl-649 (vLLM's `assert "factor" in rope_scaling` in _get_and_verify_max_len, filed as
   rope_scaling_unsupported); minicpm-v-cookbook-7 (the MiniCPMV class's own "Currently, MiniCPMV only supports
   versions 2.0, 2.5, and 2.6", filed as architecture_unsupported: a model version the release lacks).
3. Existing kind on thin evidence: kserve-4722 (no_gpu_visible from vLLM's DEBUG platform-detection lines, "CUDA
   platform is not available because: NVML Shared Library Not Found"; the final error line is not in the stored text);
   kserve-3791 (nccl_error from the title "NCCL error occurs when GPU>1" and Ray's /dev/shm warning; the NCCL line
   itself is not in the stored text); api-for-open-llm-185 (the trust-remote-code refusal only as quoted in the title);
   llamafactory-3347 (the bfloat16 refusal retyped in prose: "an error occurs that BFfloat is not supported");
   qwen3-vl-808 (title only; the description is a screenshot).
4. Fixes not from a maintainer: chatchat-1645 (commenters: turn the vLLM backend off, or dtype half), runpod-257 (a
   second user reverted the worker template; a later worker PR is related but not linked in the stored text),
   kserve-4722 (a commenter's runtimeClassName: nvidia on k3s), kserve-3791 (the reporter's hostIPC via RawDeployment;
   the maintainer pointed at a nightly image), verl-649 (the reporter's upgrade to vLLM 0.7.3).
5. Traps: minicpm-222 and iceflame89-1 run a vLLM whose registry lacks the MiniCPM architecture: the fix is the MiniCPM
   team's patch/fork or a later vLLM, not memory or TP flags; verl-pr259's cure is max_num_batched_tokens (or chunked
   prefill), not memory; vlmevalkit-561's TP/PP flags are already 1 (the 8 comes from torchrun).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round18-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]

# ------------------------------------------------------------------ a dtype the card does not have
case("chatchat-1645-v100-qwen14b-bf16", "https://github.com/chatchat-space/Langchain-Chatchat/issues/1645",
     "Qwen14b启动webui报错ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0.\n\n"
     "**问题描述 / Problem Description**\n"
     "2.5版本使用Qwen-14b-chat，python startup.py --all-webui后报错ValueError: Bfloat16 is only supported on GPUs with "
     "compute capability of at least 8.0. Your Tesla V100-SXM2-32GB GPU has compute capability 7.0.\n"
     "我在2.2版本同样的配置用三步启动webui（python server/llm_api.py；python server/api.py；streamlit run webui.py）没有问题，"
     "Qwen-14b-chat可以正常使用，2.5版本就不行了",
     "dtype_unsupported", {"compute_capability": "7.0"}, "dtype_unsupported",
     "Langchain-Chatchat v0.2.5 (October 2023) serving Qwen-14B-Chat through its vLLM backend (its 'infer_turbo' "
     "setting) on a Tesla V100-SXM2-32GB: the checkpoint's bfloat16 is refused on a compute capability 7.0 card; the "
     "reporter's 0.2.2 three-step launch with the same configuration worked.",
     "commenters: set server_config's infer_turbo to False (do not use the vLLM backend) (hzg0601), or set dtype to "
     "half as in vllm#730 (supercocoa)",
     release="not stated (Langchain-Chatchat 0.2.5, October 2023)", gpu="Tesla V100-SXM2-32GB", gpus=None,
     forbidden=NO_MEMORY_FIX,
     note="judgement call 4 (fixes from commenters, no confirmation in the stored text). Chinese thread; the error "
          "line is glued to the Chinese text before it ('后报错ValueError:'). The title and description are the stored "
          "text; the screenshot of the run is not")

case("llamafactory-3347-v100-baichuan2-bf16-retyped", "https://github.com/hiyouga/LlamaFactory/issues/3347",
     "Data type error reported during vllm inference\n\n"
     "CUDA_VISIBLE_DEVICES=0 API_PORT=8000 python src/api_demo.py \\\n"
     "    --model_name_or_path /home/Baichuan2/Baichuan2-7B-Chat \\\n"
     "    --template baichuan2 \\\n"
     "    --finetuning_type lora \\\n"
     "    --infer_backend vllm \n\n"
     "When running on the v100 machine, an error occurs that BFfloat is not supported. Solution: Add parameter "
     "dtype='float16' in line 36 of src/src/llmtuner/chat/vllm_engine.py",
     "dtype_unsupported", {}, "dtype_unsupported",
     "LLaMA-Factory's API demo with the vLLM backend (April 2024) serving Baichuan2-7B-Chat on a V100: LLaMA-Factory "
     "passed no dtype, so vLLM took the checkpoint's bfloat16, which compute capability 7.0 lacks.",
     "the reporter's own: pass dtype='float16' to the vLLM engine in LLaMA-Factory's vllm_engine.py; the maintainer "
     "(hiyouga): fixed (LLaMA-Factory later exposed vllm_dtype)",
     release="not stated (April 2024)", gpu="V100", gpus=1,
     command="CUDA_VISIBLE_DEVICES=0 API_PORT=8000 python src/api_demo.py --model_name_or_path "
             "/home/Baichuan2/Baichuan2-7B-Chat --template baichuan2 --finetuning_type lora --infer_backend vllm",
     forbidden=NO_MEMORY_FIX,
     note="judgement call 3: vLLM's 'Bfloat16 is only supported on GPUs with compute capability of at least 8.0' is "
          "retyped in prose ('BFfloat is not supported'), not pasted, so no number is expected; the V100 is named")

# ------------------------------------------------------------------ rope_scaling formats
case("nim-deploy-60-llama31-unknown-rope-extended", "https://github.com/NVIDIA/nim-deploy/issues/60",
     "Unknown RoPE scaling type {scaling_type}\n\n"
     "[rank0]:   File \"/opt/nim/llm/.venv/lib/python3.10/site-packages/vllm/model_executor/models/llama.py\", line 264, "
     "in __init__\n"
     "[rank0]:     self.layers = nn.ModuleList([\n"
     "[rank0]:   File \"/opt/nim/llm/.venv/lib/python3.10/site-packages/vllm/model_executor/models/llama.py\", line 265, "
     "in <listcomp>\n"
     "[rank0]:     LlamaDecoderLayer(config=config,\n"
     "[rank0]:   File \"/opt/nim/llm/.venv/lib/python3.10/site-packages/vllm/model_executor/models/llama.py\", line 190, "
     "in __init__\n"
     "[rank0]:     self.self_attn = LlamaAttention(\n"
     "[rank0]:   File \"/opt/nim/llm/.venv/lib/python3.10/site-packages/vllm/model_executor/models/llama.py\", line 139, "
     "in __init__\n"
     "[rank0]:     self.rotary_emb = get_rope(\n"
     "[rank0]:   File \"/opt/nim/llm/.venv/lib/python3.10/site-packages/vllm/model_executor/layers/rotary_embedding.py\", "
     "line 860, in get_rope\n"
     "[rank0]:     raise ValueError(f\"Unknown RoPE scaling type {scaling_type}\")\n"
     "[rank0]: ValueError: Unknown RoPE scaling type extended",
     "rope_scaling_unsupported", {}, "rope_scaling_unsupported",
     "the Llama 3.1 8B NIM's vLLM profile (July/August 2024): the vLLM inside that NIM build had no RoPE "
     "implementation for the rope scaling type it was given for Llama 3.1 ('extended', as the error prints), so "
     "building the first attention layer failed while the model was constructed.",
     "the maintainer (supertetelman, NVIDIA): a known issue of the vLLM profile of the Llama 3.1 8B NIM, listed in the "
     "NIM release notes ('vLLM is not currently supported on Llama 3.1 models'); use the other (TensorRT-LLM) profile "
     "until a fixed NIM release",
     release="the vLLM bundled in the Llama 3.1 8B NIM (mid-2024; not printed)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX,
     note="judgement call 2: get_rope's 'Unknown RoPE scaling type X' is not among the README's rope_scaling wordings "
          "(rope_scaling['type'] KeyError, transformers' two-field check); it is the same class (a rope_scaling the "
          "installed vLLM cannot build). The title is the stored text's; the traceback is the tail of the description "
          "as stored (the lines above it were not stored)")

case("runpod-worker-vllm-257-medgemma-rope-type-key", "https://github.com/runpod-workers/worker-vllm/issues/257",
     "rope_scaling should have a 'rope_type' key [type=value_error, input_value=ArgsKwargs((), {'model': "
     "...rocessor_plugin': None}), input_type=ArgsKwargs]\n\n"
     "I'm getting this error since today (3rd Feb'2026) , previously didn't get any error .\n\n"
     "I tried to insert the json format **rope_scalling** but it was received by vllm engine as string \n\n"
     "I tried to keep it empty, still got error.\n\n"
     "engine.py           :170  2026-02-03 12:50:43,752 Error initializing vLLM engine: 1 validation error for "
     "ModelConfig\n"
     "  Value error, rope_scaling should have a 'rope_type' key [type=value_error, input_value=ArgsKwargs((), "
     "{'model': ...rocessor_plugin': None}), input_type=ArgsKwargs]\n"
     "    For further information visit https://errors.pydantic.dev/2.12/v/value_error\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/engine/arg_utils.py\", line 1142, in create_engine_config\n"
     "    model_config = self.create_model_config()\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/engine/arg_utils.py\", line 994, in create_model_config\n"
     "    return ModelConfig(\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/pydantic/_internal/_dataclasses.py\", line 121, in __init__\n"
     "    s.__pydantic_validator__.validate_python(ArgsKwargs(args, kwargs), self_instance=s)\n"
     "pydantic_core._pydantic_core.ValidationError: 1 validation error for ModelConfig\n"
     "  Value error, rope_scaling should have a 'rope_type' key [type=value_error, input_value=ArgsKwargs((), "
     "{'model': ...rocessor_plugin': None}), input_type=ArgsKwargs]",
     "rope_scaling_unsupported", {}, "rope_scaling_unsupported",
     "RunPod's serverless vLLM worker (the template after v2.11.0, February 2026) serving google/medgemma-27b-text-it "
     "(and medgemma-1.5-4b-it for a second user): the engine's ModelConfig validation refused the rope_scaling it was "
     "handed, which the worker built from its ROPE_SCALING setting (received as a string, or empty) rather than the "
     "model's own config.json.",
     "a second user: revert to the v2.11.0 version of the RunPod vLLM template; a later worker PR (#273, March 2026, "
     "'fix rope scaling to be forward compatible from hf_overrides') addresses the same path",
     release="RunPod worker-vllm template after v2.11.0 (February 2026; vLLM release not printed)", gpu=None,
     gpus=None, forbidden=NO_MEMORY_FIX,
     note="judgement calls 2 and 4: the wording is vLLM's ModelConfig check, not one the README lists for "
          "rope_scaling_unsupported; the real cause is the wrapper's argument handling (a regression between worker "
          "templates), which the excerpt only suggests. Assembled: title, the description's text and two pastes of "
          "the error (the engine.py log line and the traceback's tail) as stored; the long engine-args line between "
          "them was dropped")

# ------------------------------------------------------------------ scheduler budget below the context
case("verl-pr259-batched-8192-lt-model-len-9216", "https://github.com/verl-project/verl/pull/259",
     "[misc] fix: disable chunked-prefill by default\n\n"
     "- Related issue: https://github.com/volcengine/verl/issues/189\n\n"
     "`[36m(main_task pid=3523385) ValueError: max_num_batched_tokens (8192) is smaller than max_model_len (9216). "
     "This effectively limits the maximum sequence length to max_num_batched_tokens and makes vLLM reject longer "
     "sequences. Please increase max_num_batched_tokens or decrease max_model_len.`\n\n"
     "When enable_chunked_prefill is activated, the aforementioned issue will be concealed. Please increase "
     "`max_num_batched_tokens` or `decrease max_model_len`.",
     "batched_tokens_too_small", {"max_num_batched_tokens": 8192, "max_model_len": 9216}, "batched_tokens_too_small",
     "verl's vLLM rollout (February 2025) built with max_model_len = prompt + response length (9216) and the rollout's "
     "max_num_batched_tokens 8192, chunked prefill off: vLLM refuses a batch budget below the model length.",
     "the maintainers' PR (PeterSH6; vermouth1992 reviewing): increase the rollout's max_num_batched_tokens or decrease "
     "max_model_len; with chunked prefill on the check does not fire (the PR makes chunked prefill off the default so "
     "the mismatch surfaces, and the reviewer proposes an explicit assertion)",
     release="vLLM 0.6.x/0.7.x under verl (February 2025; not printed)", gpu=None, gpus=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}],
     note="the excerpt is the PR's title and description (the issue it names, verl#189, was skipped by round 14 for "
          "having no fix in its stored text; this PR is the maintainers' diagnosis of that incident, taken once). "
          "'[36m' is Ray's colour escape as the description shows it")

# ------------------------------------------------------------------ checkpoints with code of their own
case("api-for-open-llm-185-vllm-trust-remote-code-env", "https://github.com/xusenlinzy/api-for-open-llm/issues/185",
     "vLLM启动时报错“then set the option `trust_remote_code=True` to remove this error”",
     "trust_remote_code_required", {}, "trust_remote_code_required",
     "api-for-open-llm's vLLM server (November 2023) started from the wrong .env example: the vLLM environment the "
     "reporter used apparently did not set the trust-remote-code option the checkpoint's custom code needs, so "
     "transformers refused to load its configuration.",
     "the maintainer (xusenlinzy): the local-environment settings for vLLM in the docs had not been updated; use the "
     "ones in docs/VLLM_SCRIPT.md (local environment); the reporter: 'I may have used the wrong .env.example'",
     release="not stated (November 2023)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX,
     note="judgement call 3: only the title quotes the error (transformers' older wording '... then set the option "
          "`trust_remote_code=True` to remove this error'); the description's log is not in the stored text. The "
          "model is not named in the stored text")

# ------------------------------------------------------------------ architectures the installed vLLM does not register
case("iceflame89-vllm-1-minicpmv-not-registered", "https://github.com/iceflame89/vllm/issues/1",
     "[Bug]: ```text The output of `python minicpmv_example.py` ``` File \"/data/envs/jh_llava/lib/python3.10/"
     "site-packages/vllm/model_executor/model_loader/utils.py\", line 35, in get_model_architecture Valu\n\n"
     " File \"/data/envs/jh_llava/lib/python3.10/site-packages/vllm/model_executor/model_loader/utils.py\", line 35, "
     "in get_model_architecture\n"
     "ValueError: Model architectures ['MiniCPMV'] are not supported for now. Supported architectures:\n"
     "这个问题是环境版本的问题吗？\n"
     "如果是的话能提供一下正确的版本吗",
     "architecture_unsupported", {}, "architecture_unsupported",
     "the MiniCPM-V example (minicpmv_example.py) run in June 2024 against an installed vLLM whose registry had no "
     "MiniCPMV: the model was only served by the MiniCPM team's vLLM fork (its minicpmv branch) until the code was "
     "merged into vLLM itself.",
     "the fork's maintainer (HwwwwwwwH): at that time use the fork's `minicpmv` branch; the code has since been merged "
     "into the official vLLM repository, so use official vLLM (or the fork's updated main)",
     release="not stated (June 2024)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX,
     note="the tracker is the MiniCPM-V team's fork of vLLM (iceflame89/vllm), not vllm-project/vllm. The title is "
          "GitHub's cut of the description; the supported list after 'Supported architectures:' is not in the stored "
          "text. The right fix names the first vLLM release that registers MiniCPMV, if kvroom knows it")

case("minicpm-222-minicpm3-not-registered-patch", "https://github.com/OpenBMB/MiniCPM/issues/222",
     "[Bug]: 按照官方vllm装不上的解答步骤，未运行成功\n\n"
     "按照https://modelbest.feishu.cn/wiki/LrdMwKKt3iZgoYkQlPRcvY1PnXc中的说明，安装了官方vllm后，对指定位置进行修改，"
     "运行时报错ValueError: Model architectures ['MiniCPM3ForCausalLM'] are not supported for now. Supported "
     "architectures",
     "architecture_unsupported", {}, "architecture_unsupported",
     "MiniCPM3-4B on an official vLLM installed in a container (September 2024), following the MiniCPM team's guide "
     "that patches the installed vLLM to register MiniCPM3: the registry edit was incomplete, so the installed vLLM "
     "still did not know MiniCPM3ForCausalLM.",
     "the maintainer (LDLINGLINGLING): the error is because __init__.py (the model registry) was not modified; the "
     "tutorial has two places to change",
     release="not stated (September 2024)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX,
     note="Chinese thread; the error is retyped inline ('运行时报错ValueError: ...', glued to the Chinese text) and "
          "cut after 'Supported architectures'. After the maintainer's answer the reporter hit another error shown "
          "only in screenshots; later vLLM releases register MiniCPM3ForCausalLM natively")

# ------------------------------------------------------------------ no GPU visible to vLLM
case("kserve-4722-nvml-not-found-runtimeclass", "https://github.com/kserve/kserve/issues/4722",
     "Nvidia GPUs not being detected\n\n"
     "INFO 10-01 12:03:46 [importing.py:53] Triton module has been replaced with a placeholder.\n"
     "DEBUG 10-01 12:03:46 [__init__.py:28] No plugins for group vllm.platform_plugins found.\n"
     "DEBUG 10-01 12:03:46 [__init__.py:34] Checking if TPU platform is available.\n"
     "DEBUG 10-01 12:03:46 [__init__.py:44] TPU platform is not available because: No module named 'libtpu'\n"
     "DEBUG 10-01 12:03:46 [__init__.py:52] Checking if CUDA platform is available.\n"
     "DEBUG 10-01 12:03:47 [__init__.py:76] Exception happens when checking CUDA platform: NVML Shared Library Not "
     "Found\n"
     "DEBUG 10-01 12:03:47 [__init__.py:93] CUDA platform is not available because: NVML Shared Library Not Found\n"
     "DEBUG 10-01 12:03:47 [__init__.py:100] Checking if ROCm platform is available.\n"
     "DEBUG 10-01 12:03:47 [__init__.py:114] ROCm platform is not available because: No module named 'amdsmi'\n"
     "DEBUG 10-01 12:03:47 [__init__.py:122] Checking if HPU platform is available.\n"
     "DEBUG 10-01 12:03:47 [__init__.py:129] HPU platform is not available because habana_frameworks is not found.\n"
     "DEBUG 10-01 12:03:47 [__init__.py:140] Checking if XPU platform is available.\n"
     "DEBUG 10-01 12:03:47 [__init__.py:150] XPU platform is not available because: No module named "
     "'intel_extension_for_pytorch'\n"
     "DEBUG 10-01 12:03:47 [__init__.py:158] Checking if CPU platform is available.\n"
     "DEBUG 10-01 12:03:47 [__init__.py:180] Checking if Neuron platform is available.",
     "no_gpu_visible", {}, "no_gpu_visible",
     "KServe v0.15.2's Hugging Face serving runtime (vLLM backend) in RawDeployment mode on an on-prem RKE2 cluster "
     "(October 2025): vLLM found no CUDA platform because the NVML library was not there in the predictor pod, "
     "most likely because the pod did not run under the NVIDIA container runtime (the commenter's fix).",
     "a commenter (jokestax): on a k3s cluster the same InferenceService worked after adding `runtimeClassName: "
     "nvidia` to the predictor (and --served-model-name); the issue is open",
     release="not stated (KServe v0.15.2, October 2025)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}],
     note="judgement calls 3 and 4: the excerpt is vLLM's DEBUG platform detection as the description stores it (the "
          "title plus the log lines); the final error (vLLM's 'Failed to infer device type' or the like) is not in "
          "the stored text, only 'CUDA platform is not available because: NVML Shared Library Not Found'. The fix is "
          "a commenter's on another cluster, not confirmed by the reporter")

case("ray-51193-serve-vllm-no-cuda-gpus", "https://github.com/ray-project/ray/issues/51193",
     "[Ray Serve]: \"RuntimeError: No CUDA GPUs are available\" when running vllm with ray\n\n"
     "I use the same code in [this tutorial](https://docs.ray.io/en/latest/serve/tutorials/vllm-example.html), except "
     "that i changed the model (it also does not work if i did not change the model)",
     "no_gpu_visible", {}, "no_gpu_visible",
     "Ray Serve's vLLM tutorial deployment (March 2025, the vLLM 0.7 era): vLLM's engine, created inside a Serve "
     "replica, saw no CUDA device; the thread gives no more detail (ray#51242 analyses this recurring error as the "
     "engine's process getting no GPU from Ray's placement group).",
     "the maintainers (akshay-anyscale, kouroshHakha): use the newly released Ray Serve LLM APIs (ray.serve.llm), which "
     "address this; closed",
     release="not stated (March 2025)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX,
     note="the excerpt is the title (which quotes torch's error) and the description's reproduction sentence as "
          "stored; the traceback is not in the stored text. The same incident was analysed at length in "
          "ray-project/ray#51242 and vllm#14610 (not used here)")

# ------------------------------------------------------------------ NCCL between TP ranks
case("kserve-3791-tp-gt1-nccl-shm-64mib-v043", "https://github.com/kserve/kserve/issues/3791",
     "When reasoning with huggingface server, NCCL error occurs when GPU>1\n\n"
     "I try to run the https://huggingface.co/Qwen/Qwen2-7B-Instruct model inference and using multiple gpu，I "
     "downloaded the model locally and mounted it into pod, but miraculously my service worked fine when I had "
     "nvidia.com/gpu = 1, and failed and reported errors when I had nvidia.com/gpu > 1.\n\n"
     "WARNING 07-14 08:10:30 config.py:1155] Casting torch.bfloat16 to torch.float16.\n"
     "2024-07-14 08:10:33,156\tWARNING services.py:1996 -- WARNING: The object store is using /tmp instead of "
     "/dev/shm because /dev/shm has only 67108864 bytes available. This will harm performance! You may be able to free "
     "up space by deleting files in /dev/shm. If you are inside a Docker container, you can increase /dev/shm size by "
     "passing '--shm-size=10.24gb' to 'docker run' (or add it to the run_options list in a Ray cluster config). Make "
     "sure to set this to more than 30% of available RAM.\n"
     "2024-07-14 08:10:34,257\tINFO worker.py:1743 -- Started a local Ray instance. View the dashboard at "
     "127.0.0.1:8265\n"
     "INFO 07-14 08:10:35 llm_engine.py:161] Initializing an LLM engine (v0.4.3) with config: "
     "model='/mnt/models/Qwen2-7B-Instruct', speculative_config=None, tokenizer='/mnt/models/Qwen2-7B-Instruct', "
     "skip_tokenizer_init=False,",
     "nccl_error", {}, "nccl_error",
     "KServe's Hugging Face server (vLLM 0.4.3 backend) serving Qwen2-7B-Instruct with more than one GPU in a "
     "serverless (Knative) pod (July 2024): the pod's /dev/shm is 64 MiB and it cannot share the host's IPC namespace, "
     "so NCCL between the tensor-parallel ranks fails; the same image under `docker run --ipc=host --gpus=2` works.",
     "the reporter: in RawDeployment mode the pod spec can set hostIPC, which made multi-GPU work (serverless mode "
     "does not pass it through); the maintainer (sivanantha321) had pointed at a fix in the nightly "
     "kserve/huggingfaceserver:latest image",
     release="0.4.3 (KServe huggingfaceserver, July 2024)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX,
     note="judgement calls 3 and 4: the NCCL error line itself is not in the stored text (the title names it); the "
          "excerpt is the title, the description's first sentence and the head of its log as stored, cut where the "
          "stored copy cuts the engine-config line. Ray's warning shows /dev/shm at 67108864 bytes (64 MiB)")

# ------------------------------------------------------------------ a distributed world vLLM did not expect
case("vlmevalkit-561-torchrun-world-size-8", "https://github.com/open-compass/VLMEvalKit/issues/561",
     "[Bug] RuntimeError: world_size (8) is not equal to tensor_model_parallel_size (1) x "
     "pipeline_model_parallel_size (1)\n\n"
     "I used the interface from the vllm repository (https://github.com/vllm-project/vllm) to load the model and ran \n"
     "```bash\n"
     "torchrun --nproc-per-node=8 run.py --data Video-MME --model Qwen2_VL-M-RoPE-80k\n"
     "```\n"
     " for evaluation, but I got the error \n"
     "```bash\n"
     "RuntimeError: world_size (8) is not equal to tensor_model_parallel_size (1) x pipeline_model_parallel_size (1). \n"
     "```\n"
     "Could you please advise on how to resolve this?\n\n"
     "Here is the interface\n"
     "```\n"
     "from vllm import LLM\n"
     "llm = LLM(\"/mnt/hwfile/mllm/weixilin/cache/Qwen2-VL-7B-Instruct\", \n"
     "            max_model_len=100000,\n"
     "            limit_mm_per_prompt={\"video\": 10},\n"
     "            )\n"
     "```",
     "world_size_mismatch", {"world_size": 8, "tensor_parallel_size": 1, "pipeline_parallel_size": 1},
     "world_size_mismatch",
     "VLMEvalKit run under `torchrun --nproc-per-node=8` with a custom model wrapper that builds an offline vllm.LLM "
     "(Qwen2-VL-7B, October 2024): each of the 8 torchrun processes initialises vLLM inside a torch.distributed world "
     "of size 8, which vLLM's parallel_state refuses for a TP 1 x PP 1 engine.",
     "the maintainer (kennymckormick): a problem on the vLLM side of the coupling; launch the model as an API service "
     "(vLLM's server) and evaluate through API calls instead of building vLLM inside the torchrun job",
     release="not stated (October 2024)", gpu=None, gpus=8,
     forbidden=NO_MEMORY_FIX,
     note="judgement call 1 (kind of its own, world_size_mismatch): vLLM's assert in "
          "vllm/distributed/parallel_state.py (the reporter links it) has no README kind; the numbers are the three "
          "in the message. The fixes that would be right are the launch shape (one process for vLLM, or TP 8 in a "
          "single process), not memory flags")

# ------------------------------------------------------------------ rope_scaling the installed vLLM reads differently
case("qwen3-vl-808-qwen2vl-assert-factor-rope", "https://github.com/QwenLM/Qwen3-VL/issues/808",
     "使用vllm部署报错， assert \"factor\" in rope_scaling",
     "rope_scaling_unsupported", {}, "rope_scaling_unsupported",
     "a Qwen2/2.5-VL checkpoint served with vLLM (February 2025): vLLM's max-length derivation found a rope_scaling "
     "without the 'mrope' type it special-cases (the transformers build in use rewrote Qwen2-VL's rope_scaling), so it "
     "asserted a 'factor' key the multimodal RoPE config does not have.",
     "the maintainer (wulipc) asked for the vLLM and transformers versions and pointed at the solution in vllm#8388 "
     "(matching transformers and vLLM versions for Qwen2-VL)",
     release="not stated (February 2025)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX,
     note="judgement calls 2 and 3: the stored text is the title (the description is a screenshot); vLLM's "
          "`assert \"factor\" in rope_scaling` in _get_and_verify_max_len is not among the README's rope_scaling "
          "wordings but is the same class. The real cause is the maintainers' pointer, not shown in the excerpt")

case("verl-649-v063-assert-factor-rope", "https://github.com/verl-project/verl/issues/649",
     "vllm version question! 0.6.3?\n\n"
     "I install it according to the instructions in doc, but meet the problem:\n"
     " return ModelConfig(\n"
     "(main_task pid=181638)            ^^^^^^^^^^^^\n"
     "(main_task pid=181638)   File \"/inspire/hdd/ws-ba572160-47f8-4ca1-984e-d6bcdeb95dbb/a100-maybe/liweizhen/verl/"
     "verl/third_party/vllm/vllm_v_0_6_3/config.py\", line 47, in __init__\n"
     "(main_task pid=181638)     super().__init__(model=hf_config._name_or_path, tokenizer=hf_config._name_or_path, "
     "*args, **kwargs)\n"
     "(main_task pid=181638)   File \"/root/miniconda3/envs/verl/lib/python3.12/site-packages/vllm/config.py\", line "
     "186, in __init__\n"
     "(main_task pid=181638)     self.max_model_len = _get_and_verify_max_len(\n"
     "(main_task pid=181638)                          ^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(main_task pid=181638)   File \"/root/miniconda3/envs/verl/lib/python3.12/site-packages/vllm/config.py\", line "
     "1764, in _get_and_verify_max_len\n"
     "(main_task pid=181638)     assert \"factor\" in rope_scaling\n"
     "(main_task pid=181638)            ^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(main_task pid=181638) AssertionError\n\n"
     "update the vllm to 0.7.3, new problem occurs:",
     "rope_scaling_unsupported", {}, "rope_scaling_unsupported",
     "verl's vLLM 0.6.3 rollout (March 2025, the version verl's docs then named) building its ModelConfig for a model "
     "(not named) whose rope_scaling, as the installed transformers loads it, has no 'factor' key: vLLM 0.6.3's "
     "max-length derivation asserts one; vLLM 0.7.3 accepts the same configuration.",
     "the reporter's own: with vLLM 0.7.3 the engine configuration passed (a different, request-time error followed); "
     "the issue is labelled 'vllm related' and closed",
     release="0.6.3 (verl's third_party/vllm_v_0_6_3)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX,
     note="judgement call 2 (the assert is not a README rope_scaling wording). The model is not named in the stored "
          "text. The excerpt stops at 'new problem occurs:' (the later, request-time traceback is another failure). "
          "No maintainer reply is in the stored text; the fix is the reporter's upgrade")

# ------------------------------------------------------------------ a model version the installed vLLM's class refuses
case("minicpm-v-cookbook-7-minicpmv-versions-2x", "https://github.com/OpenSQZ/MiniCPM-V-CookBook/issues/7",
     "vllm 推理报错\n\n"
     "使用vllm推理报错：ValueError: Currently, MiniCPMV only supports versions 2.0, 2.5, and 2.6\n"
     "[rank0]:[W806 21:01:24.443786282 ProcessGroupNCCL.cpp:1479] Warning: WARNING: destroy_process_group() was not "
     "called before program exit, which can leak resources. For more info, please see "
     "https://pytorch.org/docs/stable/distributed.html#shutdown (function operator())",
     "architecture_unsupported", {}, "architecture_unsupported",
     "a MiniCPM-V 4.0 checkpoint (August 2025) on a released vLLM whose MiniCPMV implementation knew only versions 2.0, "
     "2.5 and 2.6: the architecture name is registered, the model version is not.",
     "the maintainer (tc-mb): support is being merged into vLLM (vllm#22166); then 'vLLM has merged it' (use a vLLM "
     "with that change)",
     release="not stated (August 2025)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX,
     note="judgement call: 'Currently, MiniCPMV only supports versions 2.0, 2.5, and 2.6' is the model class's own "
          "refusal, not the registry's; filed as architecture_unsupported (the release lacks support for this model, "
          "fixed by a later vLLM). Chinese thread; the error follows '使用vllm推理报错：'")

BATCH.write()
