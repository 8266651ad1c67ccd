"""Round-658 blind batch: vLLM start-up failures under MODEL-SERVING PLATFORMS' vLLM WRAPPERS other than KServe, KubeAI,
llm-d, AIBrix, production-stack, GPUStack, Xinference, Dynamo and NIM (Triton's vllm_backend, BentoML / OpenLLM,
LitServe, Modal's vLLM examples, Baseten truss, Replicate cog-vllm, SkyPilot / dstack recipes, Hugging Face Inference
Endpoints, SageMaker LMI / djl-serving, RunPod worker-vllm), 2024-2026; collected by helper wild658 and NOT graded by
the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round658-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source only.
The excerpt is the source's text verbatim; the fix is left out of the excerpt.

Look-ups: 34 of the 40 allowed (30 ``search``: 18 corpus=issues, 9 code, 2 pages, 1 docs; 2 ``read_file``; 1
``find_string``; 1 ``fetch`` of iaamar/extract-anything to read the file's git history, which holds a single commit). **1 case**: iaamar/extract-anything llama_modal/llama_3_2_11b.py (Modal
vLLM recipe, Llama-3.2-11B-Vision FP8 under vLLM 0.7.2's V1 engine). The slice is MINED OUT in the issues corpus: every
wrapper thread the queries returned (Triton server / vllm_backend, djl-serving / LMI, SageMaker, OpenLLM / BentoVLLM,
cog-vllm, truss, SkyPilot, dstack, RunPod worker-vllm, HF Inference Endpoints, LitServe) was already in
USED_SOURCES.txt or named in the skip lists of rounds 141, 263, 318, 437, 448 and later. The one case came from the
code corpus (a wrapper script holding the pasted traceback next to the setting that fixed it).

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): triton-inference-server/server #8578 (and #7562, a named skip); djl-serving #1724; vllm #2418,
  #2248, #17431, #2084, #1647, #23283, #20758 (skip-listed), #8374 (skip-listed); runpod-workers/worker-vllm PR #35;
  basalam/product-catalog-generator #10; OpenRLHF #336; DeepSeek-V2 #83; api-for-open-llm #225; instructlab #3122;
  production-stack #407; lemonade-sdk/vllm-rocm #5; gpustack #1897; taresh18/orpheus-streaming #7 (request-time);
  tenstorrent/tt-inference-server #3151; BentoVLLM #38, #42; OpenLLM #309, #1009.
- Named in earlier rounds' skip lists (not re-opened): triton server #6578 ('NoneType' object is not subscriptable);
  OpenLLM #967, #1185, #882; BentoVLLM #170 (stuck, screenshot); aws-samples/amazon-sagemaker-generativeai #111 (only
  the generic 'Engine core initialization failed ... {}' line); skypilot #3638 (vLLM tutorial, no module vllm), PR
  #2922; runpod worker-vllm #68 (request-time); instructlab #3466.
- Not a vLLM failure / out of slice: aws-neuron/deep-learning-containers #171 (the Neuron DLC's own entrypoint,
  FileNotFoundError 'serve', no vLLM log); replicate/cog-vllm #38 (Replicate training UI message, no log);
  replicate/cog #1541 (not vLLM); skypilot #3454 (SkyPilot optimizer, no vLLM log); triton tensorrtllm_backend threads
  (TensorRT-LLM, not vLLM); xorbitsai/inference #884, #2525, #2900, #2787 (Xinference is outside this slice).
- Code-corpus write-ups without a citable repository or a confirmed fix: a Markdown note 'CRITICAL FIX: Triton
  Instance Group Configuration' (find_string id 30606838011; Qwen3-30B-A3B-Thinking-2507 under Triton's vLLM backend on
  8 GPUs, only 'Engine core initialization failed. Failed core proc(s): {}' plus elided 'TRITONBACKEND_ModelInstance
  Initialize: Qwen_..._0_0 (GPU device N)' lines; diagnosis instance_group KIND_GPU -> one engine per GPU, fix
  KIND_MODEL, but the note ends 'Now test it', so the fix is unconfirmed; and neither the search nor find_string named
  its repository), with its sibling notes 'Triton vLLM Backend Initialization Fix' and 'Quick Fix for Triton vLLM
  Initialization' (speculative lists of causes). omertt27/ai-stanbul VLLM_ENGINE_FAILED_FIX.md / SERVER_CRASHED_FIX.md
  (RunPod guides without a real log).
- Only seen as context, not a source: DeEvade/ia150x-simpilot modal/app.py and modal-labs/modal-examples PR #1064
  (the Modal vLLM recipe of early 2025 pinned vllm==0.7.2 and set VLLM_USE_V1=1), which explain why the case's engine
  ran V1 although V1 was opt-in in 0.7.2.

Judgement calls for the lead:
1. extract-anything: the source is a repository file, not a thread. The traceback (3 lines, as the author pasted it
   into a docstring) and the Modal recipe around it are verbatim; the author's diagnosis comment ('VLLM V1 doesn't
   support quantized VLMs yet') and the fix line (vllm_image.env({"VLLM_USE_V1": "0"})) are left out of the excerpt.
   The author's comment blames quantization, but the message names encoder/cross-attention: the real cause written
   here is Mllama being an encoder-decoder model that V1's FlashAttentionImpl (vLLM 0.7.2) did not implement; so
   --quantization is forbidden as a fix. Kind and cause attention_backend_feature_unsupported, as the three earlier
   fixtures with the same message ('Encoder self-attention and encoder/decoder cross-attention are not implemented for
   ...Impl': vllm-13053, vllm-28184, llm-scaler-41); architecture_unsupported is the alternative cause. The fix is what
   the same commit sets (VLLM_USE_V1=0, i.e. the V0 engine); the file does not say in words that it then served,
   but it was committed and shared in that state.
2. The vLLM command is written from the script's cmd list (joined with spaces as the script does), with the
   placeholder API key the file itself holds; numbers {} (max_model_len 40000 and max_num_seqs 16 are printed in
   the recipe but play no part in the failure).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round658-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- iaamar/extract-anything: Modal recipe, vLLM 0.7.2 (V1), Llama-3.2-11B-Vision FP8 on 1x A100 -> V1 FlashAttentionImpl lacks encoder/cross-attention
case("github-iaamar-extract-anything-modal-llama32-11b-vision-fp8-vllm072-v1-flashattn-encoder-cross-attention-not-implemented",
     "https://github.com/iaamar/extract-anything/blob/57227a82130f9a7073999339827fc2f1a467c857/llama_modal/llama_3_2_11b.py",
     "# https://modal.com/docs/examples/vllm_inference\n"
     "import modal\n"
     "\n"
     "vllm_image = (\n"
     "    modal.Image.debian_slim(python_version=\"3.12\")\n"
     "    .pip_install(\n"
     "        \"vllm==0.7.2\",\n"
     "    \"huggingface_hub[hf_transfer]==0.26.2\",\n"
     "        \"flashinfer-python==0.2.0.post2\",  # pinning, very unstable\n"
     "        extra_index_url=\"https://flashinfer.ai/whl/cu124/torch2.5\",\n"
     "    )\n"
     "    .env({\"HF_HUB_ENABLE_HF_TRANSFER\": \"1\"})  # faster model transfers\n"
     ")\n"
     "\n"
     "\"\"\"\n"
     "File \"/usr/local/lib/python3.12/site-packages/vllm/v1/attention/backends/flash_attn.py\", line 134, in __init__\n"
     "  raise NotImplementedError(\"Encoder self-attention and \"\n"
     "NotImplementedError: Encoder self-attention and encoder/decoder cross-attention are not implemented for "
     "FlashAttentionImpl\n"
     "\"\"\"\n"
     "\n"
     "MODELS_DIR = \"/llamas\"\n"
     "MODEL_NAME = \"neuralmagic/Llama-3.2-11B-Vision-Instruct-FP8-dynamic\"\n"
     "MODEL_REVISION = \"95d23e17186bdadbbd97dd8e7271caa610636b5a\"\n"
     "...\n"
     "N_GPU = 1\n"
     "...\n"
     "@app.function(\n"
     "    image=vllm_image,\n"
     "    gpu=f\"A100:{N_GPU}\",\n"
     "    # how many requests can one replica handle? tune carefully!\n"
     "    allow_concurrent_inputs=100,\n"
     "    # how long should we stay up with no requests?\n"
     "    scaledown_window=15 * MINUTES,\n"
     "...\n"
     "@modal.web_server(port=VLLM_PORT, startup_timeout=5 * MINUTES)\n"
     "def serve():\n"
     "    import subprocess\n"
     "\n"
     "    cmd = [\n"
     "        \"vllm\",\n"
     "        \"serve\",\n"
     "        \"--uvicorn-log-level=info\",\n"
     "        MODEL_NAME,\n"
     "        \"--revision\",\n"
     "        MODEL_REVISION,\n"
     "        \"--host\",\n"
     "        \"0.0.0.0\",\n"
     "        \"--port\",\n"
     "        str(VLLM_PORT),\n"
     "        \"--enforce-eager\",\n"
     "        \"--max-num-seqs\",\n"
     "        \"16\",\n"
     "        \"--max-model-len\",\n"
     "        \"40000\",\n"
     "        \"--api-key\",\n"
     "        API_KEY,\n"
     "    ]",
     "attention_backend_feature_unsupported", {}, "attention_backend_feature_unsupported",
     "A Modal app built from Modal's vLLM recipe (vllm==0.7.2, whose recipe of the time ran the then opt-in V1 engine; "
     "the traceback's path vllm/v1/attention/backends/flash_attn.py shows V1 was running) serving "
     "neuralmagic/Llama-3.2-11B-Vision-Instruct-FP8-dynamic on one A100. Llama 3.2 Vision (Mllama) is an "
     "encoder-decoder model with cross-attention layers, and V1's FlashAttentionImpl in vLLM 0.7.2 implemented only "
     "decoder self-attention, so building the model's attention layers raised 'Encoder self-attention and "
     "encoder/decoder cross-attention are not implemented for FlashAttentionImpl' and the server never came up. "
     "Not a memory, quantization or flag-value problem (the author's comment blames quantized VLMs, but the message "
     "names the attention type).",
     "The author set VLLM_USE_V1=0 in the Modal image's environment (vllm_image.env({\"VLLM_USE_V1\": \"0\"})), i.e. "
     "ran the V0 engine, whose attention backends support Mllama's encoder/cross-attention; committed in the same "
     "file next to the pasted traceback.",
     release="0.7.2", gpu="NVIDIA A100", gpus=1,
     command="vllm serve --uvicorn-log-level=info neuralmagic/Llama-3.2-11B-Vision-Instruct-FP8-dynamic --revision "
             "95d23e17186bdadbbd97dd8e7271caa610636b5a --host 0.0.0.0 --port 8000 --enforce-eager --max-num-seqs 16 "
             "--max-model-len 40000 --api-key super-secret-key",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--enforce-eager"}],
     note="Source: a repository file (single commit 57227a8, 2025-03-21, 'share'), not an issue thread. Excerpt: the "
          "file's text verbatim with two things left out: the author's diagnosis comment ('# VLLM V1 doesn't support "
          "quantized VLMs yet') above the pasted traceback, and the fix line after it; the volume / app / constant "
          "lines between were shortened ('...' marks each cut: the cache volumes, app name, API_KEY / MINUTES / "
          "VLLM_PORT constants, and the volumes argument of the decorator). The traceback is the three lines the author pasted (the head of the stack is not in the "
          "file). --enforce-eager was already on, so it is forbidden as a fix; --quantization too, since the FP8 "
          "checkpoint is not what the message refuses. Alternative cause label: architecture_unsupported (the V1 "
          "engine of 0.7.2 did not support encoder-decoder models).")

BATCH.write()
