"""Round-684 blind batch: DOCUMENT-AI / OCR TOOLS THAT SERVE VISION-LANGUAGE MODELS WITH vLLM, from those tools' own
trackers (olmOCR, MinerU, dots.ocr, DeepSeek-OCR, PaddleOCR-VL / PaddleX's vLLM server, marker / surya / chandra,
docling's vLLM pipeline, Nanonets-OCR / docext, GOT-OCR2, Qwen2.5-VL-based OCR repos, MonkeyOCR, HunyuanOCR, the uv-scripts
OCR recipes), 2024-2026: vLLM refusing to start, or the first requests failing because of how vLLM was launched;
collected by helper wild684 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round684-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only (README's message_kind table / diagnosis.cause list and earlier fixtures of the same kind were read for the
labels). Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 32 of the 35 allowed, all ``search`` (30 corpus=issues, 2 corpus=pages); no read_file / find_string /
fetch. 1 case:
- uv-scripts-for-ai #9 (the glm-ocr.py OCR recipe pinned to vLLM nightly 0.22.1rc1.dev188 on HF Jobs' default
  uv image: FlashInfer's top-k/top-p sampler JIT at the engine's sampler warm-up, 'Could not find nvcc and default
  cuda_home='/usr/local/cuda' doesn't exist'; fix VLLM_USE_FLASHINFER_SAMPLER=0).

How mined the slice is: mined out for this tool. Every earlier round's skip list names these trackers (olmocr
#50/#83/#259/#260/#267/#269/#270/#353/#368/#373/#424, MinerU #3582/#3603/#3705/#3853/#3909/#3992/#4265/#4350/#4366/
#4516/#4604/#4868, dots.ocr #3/#6/#11/#16/#26/#47/#61/#84/#101/#123/#135/#168/#175/#179/#196/#233/#267, DeepSeek-OCR
#5/#49/#77/#91/#110/#115/#176/#195/#198/#229/#244/#299, PaddleOCR #16738/#16784/#17094/#17148/#17171/#17587/#17689,
HunyuanOCR #1/#4/#11/#14/#15/#18/#51/#55, GLM-OCR (17 threads), MonkeyOCR #125, OCRFlux #64/#73, docext #46, marker
#30/#47, surya #543). The fresh threads the search reaches are (a) long tracebacks whose stored chunk stops before the
root error line (the search returns one chunk per thread and the same chunk for every query), (b) open issues with
no answer, or (c) client-side failures of the OCR tool (connection errors, 404 / 400 from its own request format)
with no vLLM text. A later round on this slice should not expect more than 0-1 cases.

Sources given up (for the lead, not cases):
- Error line not in the stored chunk (traceback frames only) and no answer reached: studio-dots-ai/dots.ocr #176
  (v0.10.1.1, 'DotsOCRForCausalLM is already registered, and will be overwritten', EngineCore failed), #193 ('NCCL
  error in', docker, --gpu-memory-utilization 0.40; frames down to profile_run only), #44 (rednotehilab/dots.ocr:
  vllm-openai-v0.9.1 image, closed, frames only), #98 (k8s log, frames only), #122 (vLLM 0.9.1 docker, frames only),
  #30 / #31 (duplicate pair: docker-compose with flash-attn 2.8.0.post2 vs xformers' 'Requires Flash-Attention
  version >=2.7.1,<=2.7.4' -- the title carries the error but the stored chunk stops in the entrypoint patch lines,
  and no answer); NanoNets/docext #41, #42 (Nanonets-OCR-s under vllm serve, frames only, open, no answer), #48
  (kkiskkk's comment: AutoImageProcessor failure in the engine, no cause); Tencent-Hunyuan/HunyuanOCR #25 (H200,
  vLLM 0.11.2.dev296, "Error in inspecting model architecture 'HunYuanVLForConditionalGeneration'", closed, but the
  inner error and the answer are not in the stored chunk); PaddlePaddle/PaddleOCR #17490 (genai_server --backend
  vllm, description ends at '报错如下', the log is not stored).
- Error stored but no cause in the thread: dots.ocr #220 ('The size of tensor a (19600) must match the size of tensor
  b (9800) at non-singleton dimension 1' in profile_run, open, no reply).
- No vLLM text (the OCR tool's own client or a hang): datalab-to/chandra #7, #17 ('Error during VLLM generation:
  Connection error.'); PaddleOCR #17263, #17015, #17050, #17507 (paddleocr-vl-api 500 / 'vlm' worker connection
  error), #17308 (Jetson 'std::length_error' abort, no vLLM line), #17259 (screenshots), #16897 (PaddleX config
  'vllm' vs 'vllm-server' and a /v1 path 404 -- the server's 404, but a client path problem); MonkeyOCR #141 (the
  tool's own 'input_image' part refused by the chat API: request format, not launch), #322 (attachments only),
  #67 / #174 (LMDeploy, not vLLM); docling #3231, #3033, #3403, docling-serve #297, #399, #542 (client / output
  quality, no launch failure).
- Named in a fix table without vLLM's own text: davanstrien/uv-scripts-for-ai PR #65 (dots-ocr / lighton-ocr2 recipes:
  full-page scans over --max-model-len 8192, 'vLLM rejects the request', but only the tool's '[OCR ERROR]' is quoted).
- Not this slice or used: vllm-project/vllm #32897 (PaddleOCR-VL request crash, vLLM's own tracker); zai-org/GLM-V
  #204 (GLM-4.1V, not an OCR tool); datalab-to/surya #543 (skip-listed in round 578; claimed in CLAIMS.txt by this
  round before the skip list was checked, NOT used); Yuliang-Liu/MonkeyOCR #125 (skip-listed in rounds 257 / 407).

Judgement calls for the lead:
1. uv-scripts-for-ai-9 is a maintainer's own issue (davanstrien cold-testing the OCR recipes), not a user's report;
   the issue body itself carries the root cause and the fix, which are left out of the excerpt (kept: title,
   Summary, the command, the error line and the one-line stack summary). Its twin, merged PR #12 of the same repo
   ('fleet-wide form of #9': 4 of 6 OCR recipes failing identically on vLLM 0.22.x, fix baked into 22 scripts), was
   NOT taken as a second case (same message, same cause, same author); it is cited in fix.
2. The GPU (NVIDIA L4) is read from the HF Jobs flavor 'l4x1' in the command; the release from the issue's own Root
   cause paragraph (nightly v0.22.1rc1.dev188, 2026-06-02, cu129 wheels). The failing launch is vLLM's offline
   engine inside the uv script, so the command is the Jobs command as quoted, not a vllm serve line.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round684-blind")
case = BATCH.case

# ---------------------------------------- uv-scripts-for-ai #9: glm-ocr.py on vLLM nightly (HF Jobs default uv image, L4) -> FlashInfer sampler JIT 'Could not find nvcc'
case("uv-scripts-for-ai-9-glm-ocr-vllm-nightly-flashinfer-sampler-jit-could-not-find-nvcc",
     "https://github.com/davanstrien/uv-scripts-for-ai/issues/9",
     "glm-ocr quickstart crashes on default image (nvcc/FlashInfer from vLLM nightly) \u2014 launch blocker\n"
     "\n"
     "## Summary\n"
     "\n"
     "Cold-testing the README quickstart before going public, the **flagship command fails on the default Jobs "
     "image**:\n"
     "\n"
     "```bash\n"
     "hf jobs uv run --flavor l4x1 --secrets HF_TOKEN \\\n"
     "  https://huggingface.co/datasets/uv-scripts/ocr/raw/main/glm-ocr.py \\\n"
     "  davanstrien/ufo-ColPali your-username/ufo-ocr\n"
     "```\n"
     "\n"
     "vLLM's engine core crashes at warmup:\n"
     "\n"
     "```\n"
     "RuntimeError: Could not find nvcc and default cuda_home='/usr/local/cuda' doesn't exist\n"
     "```\n"
     "\n"
     "(Stack: `_dummy_sampler_run` \u2192 `topk_topp_sampler` \u2192 FlashInfer.) Same class of issue as the "
     "ABot/NuExtract image-mode problem in huggingface/hub-docs#2517.",
     "triton_compiler_missing", {}, "triton_compiler_missing",
     "glm-ocr.py (the uv-scripts OCR recipe for GLM-OCR) pins vLLM nightly (wheels.vllm.ai/nightly/cu129). The nightly "
     "of 2026-06-02 (v0.22.1rc1.dev188) defaults to FlashInfer's top-k/top-p sampler, which JIT-compiles a CUDA kernel "
     "at engine init (the sampler warm-up, _dummy_sampler_run) and needs nvcc; the default HF Jobs image "
     "(ghcr.io/astral-sh/uv:python3.12-bookworm) is a runtime-only image with no CUDA toolkit, so the engine core "
     "dies before serving. The command worked earlier in the year and broke silently when the nightly advanced. Not "
     "memory, length or parallelism.",
     "from the issue itself (author's 'Fixes' (a), 'validated end-to-end'): set VLLM_USE_FLASHINFER_SAMPLER=0 so vLLM "
     "falls back to the PyTorch-native sampler (greedy OCR does not use the FlashInfer sampler; negligible cost). The "
     "follow-up merged PR #12 of the same repo bakes os.environ.setdefault('VLLM_USE_FLASHINFER_SAMPLER', '0') before "
     "the vLLM import into all 22 vLLM-engine OCR scripts and documents the vllm/vllm-openai image as a fallback; "
     "the issue also names pinning a stable vLLM instead of nightly for reproducibility.",
     release="0.22.1rc1.dev188 (nightly, cu129 wheels)", gpu="NVIDIA L4 (HF Jobs flavor l4x1)", gpus=1,
     command="hf jobs uv run --flavor l4x1 --secrets HF_TOKEN "
             "https://huggingface.co/datasets/uv-scripts/ocr/raw/main/glm-ocr.py davanstrien/ufo-ColPali "
             "your-username/ufo-ocr",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--cpu-offload-gb"}, {"flag": "--quantization"}],
     note="Excerpt: the issue title and its Summary section as stored (the command, the error line, the one-line stack "
          "summary); the '## Root cause' and '## Fixes' sections of the same description are left out. A maintainer's "
          "own issue (judgement call 1). Release and GPU are read from the left-out Root cause paragraph and the Jobs "
          "flavor (judgement call 2).")

BATCH.write()
