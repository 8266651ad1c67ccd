"""Round-427 blind batch: DOCUMENT-AI / OCR tools that serve their model with vLLM (MinerU, olmOCR, dots.ocr,
DeepSeek-OCR, PaddleOCR-VL, chandra / marker, Nanonets, docling, GOT-OCR, Qwen OCR recipes) where the vLLM server or
engine fails to start; collected by helper wild427 and NOT graded by the collector -> tests/golden/wild/<id>.json, each
marked ``"batch": "round427-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code,
and nothing is to be fitted on it.

DOCSTRING_PLACEHOLDER
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

if __name__ == "__main__":
    BATCH.write()
