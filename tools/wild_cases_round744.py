"""Round-744 blind batch: DOCUMENT/OCR AND MULTIMODAL APPLICATIONS that serve their model with vLLM (allenai/olmocr,
datalab-to/marker, opendatalab/MinerU, PaddlePaddle/PaddleOCR, rednote-hilab/dots.ocr, stepfun-ai/GOT-OCR,
deepseek-ai/DeepSeek-OCR, OpenGVLab/InternVL, QwenLM/Qwen2.5-VL), 2024-2026, whose stored text quotes the start-up
error of the vLLM the application launched; collected by helper wild744 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round744-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus (or the stored file) shows it; the fix is left out of
the excerpt.

Look-ups: 37 of the 45 allowed: 34 ``search`` (33 corpus=issues, 1 corpus=code), 2 ``read_file`` and 1 ``find_files``
(both on tendant/simple-content-ocr, to reach the stored version of PADDLEOCR_VL_SETUP.md that carries the error). Every
source was checked with grep against /work/coord/USED_SOURCES.txt, /work/coord/CLAIMS.txt and the earlier rounds'
skip lists before it was spent on, and claimed in CLAIMS.txt. 2 cases:
- studio-dots-ai/dots.ocr #31 (the rednote-hilab/dots.ocr repository, renamed): the dots.ocr docker-compose image
  (vLLM 0.9.1) on a GTX 1650 laptop under WSL2: 'ImportError: Requires Flash-Attention version >=2.7.1,<=2.7.4 but got
  2.8.0.post2.' -- the pre-Ampere GPU sends vLLM to the XFormers backend, whose xformers 0.0.30 refuses the
  flash-attn 2.8.0.post2 the image carries; fixed by pinning flash-attn <= 2.7.4 (or xformers 0.0.31), per the thread.
- tendant/simple-content-ocr PADDLEOCR_VL_SETUP.md (a committed setup guide of an OCR service): PaddleOCR-VL on the
  vllm/vllm-openai:latest image: 'ValueError: There is no module or parameter named 'mlp_AR' in
  TransformersForCausalLM' (vLLM's Transformers fallback for an architecture it had no class for); the author's fix:
  a custom transformers server instead of vLLM.

How mined the slice is: essentially mined out. USED_SOURCES.txt and the skip lists already hold some 30 MinerU, 30
DeepSeek-OCR, 27 InternVL, 25 PaddleOCR, 25 dots.ocr, 30 olmocr and 20+ Qwen2.5-VL (QwenLM/Qwen3-VL, renamed) threads;
nearly every search in this round answered with threads already used (KV-cache / free-memory / bfloat16 / AWQ-TP
refusals of these apps), and the unused ones stored no error line or no cause.

Sources given up (for the lead, not cases):
- Already used or skip-listed (not re-opened): olmocr #260, #267, #269, #368, #373, #83, #97; dots.ocr #44, #3, #6, #47,
  #98, #175, #176, #193 (CLAIMS round684), #267; MinerU #3582, #4868; PaddleOCR #16784, #17371; DeepSeek-OCR #49, #91,
  #134, #176, #240; InternVL #1174; QwenLM/Qwen3-VL #223, #230, #236, #831, #1204, #1205, #1224; vllm #31372, #18124,
  #17891, #13640, #13677, #8097; Tencent-Hunyuan/HunyuanOCR #1, #25 (CLAIMS rounds 684/696);
  Bogdanovich77/DeekSeek-OCR---Dockerized-API #12; gpustack #1800, #2769.
- Error line not in the stored chunk: studio-dots-ai/dots.ocr #122 (vLLM 0.9.1 log of loading modeling_dots_vision.py,
  stored chunk stops in the engine-config line), #131 (V0 engine, enforce_eager, chunk stops in the config line);
  deepseek-ai/DeepSeek-OCR #134 (a screenshot: 'CUDA version incompatibility').
- No cause in the stored thread: liunian-Jay/MU-GOT #13 (vllm serve stepfun-ai/GOT-OCR2_0 on vLLM 0.6.3: "Model
  architectures ['Qwen2GotForCausalLM'] are not supported for now", open, no answer stored; the reporter's image
  carries a patched got.py); liunian-Jay/MU-GOT #3 (same message, stored chunk is the traceback head).
- Not a start-up failure / not vLLM: MU-GOT #5 (dtype mismatch in a worker while executing, multi-GPU),
  DoanNgocCuong/fintech OCR/start_vllm_v2_03112025.sh (dots.ocr; request-time CUDA assert with images; repository named
  in round 161), PaddleOCR #17023 (host RAM filled while installing), datalab-to/chandra #17 (client 'Connection
  error'), Yuliang-Liu/MonkeyOCR #20, #29, #67 (lmdeploy, not vLLM), OpenGVLab/InternVL #538 (lmdeploy).

Judgement calls for the lead:
1. dots-ocr-31: the error is xformers' own ImportError (xformers/ops/fmha/flash.py), raised while vLLM 0.9.1 imports
   its XFormers attention backend -- not one of vLLM's raise texts. README's table names no row for it; the kind is
   labelled dependency_version_mismatch (two packages at versions that do not fit, as earlier fixtures label
   version-pinned ImportErrors), with the same cause. The lead may prefer kind None. The error line is in the issue's
   TITLE only: the stored description (a docker-compose log) is cut at '2025-08-05 11:40' before the traceback. #30 is
   the same author's duplicate (same title, same text); #31 holds the answers. The vLLM release (0.9.1) and the GPU
   (GTX 1650) come from the comments, not the description.
2. dots-ocr-31's fix has three reported routes: pin flash-attn to 2.7.1-2.7.4 (szthanatos; junxi-liu: 'this solved
   the problem'), upgrade xformers 0.0.30 -> 0.0.31 (relayed from a WeChat group by the reporter), or an Ampere or
   newer GPU (the reporter's RTX 3060 Ti did not hit it). A T4 user later reports the XFormers fallback line again;
   the thread does not say whether the pin fixed it there.
3. tendant-simple-content-ocr: a committed setup guide, not an issue thread; the 'thread' is the file's own history.
   The excerpt joins two stored versions of the same file: the launch command from commit 024cb51 (the guide before
   the failure was recorded) and the error block from commit 0f5889f (where the author marked vLLM 'DOES NOT WORK').
   Same family as the used fixtures paddleocr-17148 and vllm-28517 (kind weight_loading_mismatch, cause
   architecture_unsupported there too); drop it if a third of the family adds nothing. The guide's fix (a transformers
   server) is a workaround; a vLLM release with the native PaddleOCR-VL class is the error's own reading, as in those
   fixtures, not stated in the guide.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round744-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--enforce-eager"}, {"flag": "--quantization"},
               {"flag": "--max-num-seqs"}]

# ---------------------------------------- dots.ocr #31: docker-compose image (vLLM 0.9.1), GTX 1650 -> xformers refuses flash-attn 2.8.0.post2
case("dots-ocr-31-docker-gtx1650-xformers-flash-attn-2-8-0-post2-importerror",
     "https://github.com/studio-dots-ai/dots.ocr/issues/31",
     "ImportError: Requires Flash-Attention version >=2.7.1,<=2.7.4 but got 2.8.0.post2.\n"
     "\n"
     "在Windows11 wsl2 Ubuntu 24.02上使用docker-compose.yml进行部署后报错，日志如下：\n"
     "\n"
     "2025-08-05 11:40:07.405 | --- Starting setup and server ---\n"
     "2025-08-05 11:40:07.405 | Modifying vllm entrypoint...\n"
     "2025-08-05 11:40:07.405 | + echo '--- Starting setup and server ---'\n"
     "2025-08-05 11:40:07.405 | + echo 'Modifying vllm entrypoint...'\n"
     "2025-08-05 11:40:07.408 | ++ which vllm\n"
     "2025-08-05 11:40:07.413 | + sed -i '/^from vllm\\.entrypoints\\.cli\\.main import main/a from DotsOCR import "
     "modeling_dots_ocr_vllm' /usr/local/bin/vllm\n"
     "2025-08-05 11:40:07.421 | vllm script after patch:\n"
     "2025-08-05 11:40:07.421 | + echo 'vllm script after patch:'\n"
     "2025-08-05 11:40:07.421 | ++ which vllm\n"
     "2025-08-05 11:40:07.423 | + grep -A 1 'from vllm.entrypoints.cli.main import main' /usr/local/bin/vllm\n"
     "2025-08-05 11:40:07.426 | from vllm.entrypoints.cli.main import main\n"
     "2025-08-05 11:40:07.426 | from DotsOCR import modeling_dots_ocr_vllm\n"
     "2025-08-05 11:40:07.427 | Starting server...\n"
     "2025-08-05 11:40:07.427 | + echo 'Starting server...'\n"
     "2025-08-05 11:40:07.427 | + exec vllm serve /workspace/weights/DotsOCR --tensor-parallel-size 1 "
     "--gpu-memory-utilization 0.8 --chat-template-content-format string --served-model-name dotsocr-model "
     "--trust-remote-code\n"
     "2025-08-05 11:40:18.421 | INFO 08-04 20:40:18 [__init__.py:244] Automatically detected platform cuda.\n"
     "2025-08-05 11:40",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "The dots.ocr docker-compose deployment (vLLM 0.9.1 image, per the thread) ran on a GTX 1650 laptop GPU (Turing, "
     "compute capability 7.5; later commenters hit it on a 2080 Ti, a 4080 laptop in docker and a T4). On a pre-Ampere "
     "GPU vLLM cannot use its FlashAttention-2 backend and logs 'Cannot use FlashAttention-2 backend ... Using "
     "XFormers backend.' (the reporter points at that line); importing xformers 0.0.30 then runs its own version check "
     "against the separately installed flash-attn package, 2.8.0.post2 in the image, and raises ImportError because "
     "that xformers release only accepts flash-attn 2.7.1-2.7.4 (a commenter: 'vllm0.9.1 and flash-attn 2.8.0.post2 "
     "look incompatible'). Two packages at versions that do not fit; not memory, not the model, not the launch flags. "
     "On the reporter's RTX 30-series desktop the XFormers path is not taken and the error does not appear.",
     "from the thread (no maintainer answer): pin flash-attn to the range xformers accepts, `pip install "
     "\"flash-attn>=2.7.1,<=2.7.4\" --no-build-isolation` (szthanatos; junxi-liu, on a 4080 laptop in docker: 'thanks, "
     "this solved the problem'); or upgrade xformers from 0.0.30 to 0.0.31 (which pulls torch 2.7.1), relayed by the "
     "reporter from the project's chat group ('it runs for me'); or run on an Ampere or newer GPU (the reporter: 'on "
     "the 30-series card it is not reported'). Uninstalling flash-attn, so xformers does not probe it, is the same "
     "remedy's other form (the collector's reading, not reported in this thread).",
     release="0.9.1", gpu="NVIDIA GeForce GTX 1650 (laptop)", gpus=None,
     command="vllm serve /workspace/weights/DotsOCR --tensor-parallel-size 1 --gpu-memory-utilization 0.8 "
             "--chat-template-content-format string --served-model-name dotsocr-model --trust-remote-code",
     forbidden=_NOT_MEMORY + [{"flag": "--tensor-parallel-size", "above": 1}],
     note="Excerpt: the issue title (the error line) and the description as the stored text shows it; the stored "
          "description is cut at '2025-08-05 11:40' before the traceback, so the error line appears only in the "
          "title. The release (0.9.1) and the GPU (GTX 1650 laptop) come from the comments (m-wei, the reporter), not "
          "the description; the '[__init__.py:244] Automatically detected platform cuda.' line matches the 0.9.1 "
          "logs of dots.ocr #122. #30 is the same author's duplicate. See judgement calls 1-2.")

# ---------------------------------------- tendant/simple-content-ocr: PaddleOCR-VL on vllm/vllm-openai:latest -> no 'mlp_AR' in TransformersForCausalLM
case("github-tendant-simple-content-ocr-paddleocr-vl-vllm-latest-transformers-fallback-mlp-ar",
     "https://github.com/tendant/simple-content-ocr/blob/0f5889f3ebea98d1129abe288d0afaa089b54c45/PADDLEOCR_VL_SETUP.md",
     "# PaddleOCR-VL Setup Guide\n"
     "...\n"
     "# With Podman (GPU via CDI)\n"
     "podman run -d \\\n"
     "    --device nvidia.com/gpu=all \\\n"
     "    --security-opt=label=disable \\\n"
     "    -v ~/.cache/huggingface:/root/.cache/huggingface:Z \\\n"
     "    -p 8000:8000 \\\n"
     "    --name paddleocr-vl \\\n"
     "    docker.io/vllm/vllm-openai:latest \\\n"
     "    --model PaddlePaddle/PaddleOCR-VL \\\n"
     "    --host 0.0.0.0 \\\n"
     "    --port 8000 \\\n"
     "    --trust-remote-code\n"
     "...\n"
     "You will get this error:\n"
     "```\n"
     "ValueError: There is no module or parameter named 'mlp_AR' in TransformersForCausalLM\n"
     "```",
     "weight_loading_mismatch", {}, "architecture_unsupported",
     "An OCR service's setup guide served PaddlePaddle/PaddleOCR-VL from the vllm/vllm-openai:latest image of the time "
     "with --trust-remote-code. That vLLM had no native class for the checkpoint's PaddleOCR-VL architecture, so it "
     "fell back to its generic Transformers backend (TransformersForCausalLM), which has no module for the model's "
     "vision projector: loading the checkpoint's 'mlp_AR' tensors failed with 'There is no module or parameter named "
     "'mlp_AR' in TransformersForCausalLM'. The architecture is not supported by that release; not memory, not "
     "parallelism, not the GPU (the guide's own older-GPU notes are a separate matter).",
     "the guide's own: the author marked the vLLM method 'DOES NOT WORK' ('PaddleOCR-VL is NOT compatible with vLLM') "
     "and replaced it with a custom server on Hugging Face transformers with trust_remote_code=True "
     "(scripts/run_paddleocr_server.py, OpenAI-compatible, ~1.8 GB VRAM), keeping OCR_ENGINE=vllm for the client. "
     "The error's own reading, as in the used fixtures paddleocr-17148 and vllm-28517: a vLLM release with the native "
     "PaddleOCR-VL model instead of the Transformers fallback, or PaddlePaddle's own vLLM server image (which the guide "
     "lists with 'Unknown Status').",
     release=None, gpu=None, gpus=None,
     command="podman run -d --device nvidia.com/gpu=all --security-opt=label=disable "
             "-v ~/.cache/huggingface:/root/.cache/huggingface:Z -p 8000:8000 --name paddleocr-vl "
             "docker.io/vllm/vllm-openai:latest --model PaddlePaddle/PaddleOCR-VL --host 0.0.0.0 --port 8000 "
             "--trust-remote-code",
     forbidden=_NOT_MEMORY + [{"flag": "--tensor-parallel-size"}, {"flag": "--dtype"}],
     note="Excerpt: two stored versions of one committed file joined, marked '...': the guide's heading and its Podman "
          "launch of vllm/vllm-openai:latest from commit 024cb51b6c6dd2d9bde0e31a19ea429361a734b8 (before the failure "
          "was recorded), then the error block from commit 0f5889f3ebea98d1129abe288d0afaa089b54c45 (the URL), where "
          "the author struck the vLLM method through; the author's workaround (the custom server) is left out. The "
          "vLLM release behind 'latest' and the GPU are not stated. See judgement call 3.")

BATCH.write()
