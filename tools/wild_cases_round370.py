"""Round-370 blind batch: (DOCSTRING PENDING)
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round370-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- gpustack #1079: bnb-4bit Llama-3.2-11B-Vision on vLLM 0.8.1 venv without bitsandbytes
case("gpustack-1079-llama32-11b-vision-bnb4bit-bitsandbytes-not-installed-081",
     "https://github.com/gpustack/gpustack/issues/1079",
     r'''{"message": "Please install bitsandbytes>=0.45.0 via `pip install bitsandbytes>=0.45.0` to use bitsandbytes quantizer.", "exc_info": "Traceback (most recent call last):\n  File \"/root/.local/share/pipx/venvs/vllm-0-8-1/lib/python3.10/site-packages/vllm/model_executor/layers/quantization/bitsandbytes.py\", line 157, in __init__\n    import bitsandbytes\nModuleNotFoundError: No module named 'bitsandbytes'\n\nThe above exception was the direct cause of the following exception:\n\nTraceback (most recent call last):\n  File \"/root/.local/share/pipx/venvs/vllm-0-8-1/lib/python3.10/site-packages/vllm/engine/multiprocessing/engine.py\", line 436, in run_mp_engine\n    engine = MQLLMEngine.from_vllm_config(\n  File \"/root/.local/share/pipx/venvs/vllm-0-8-1/lib/python3.10/site-packages/vllm/engine/multiprocessing/engine.py\", line 128, in from_vllm_config\n    return cls(\n  File \"/root/.local/share/pipx/venvs/vllm-0-8-1/lib/python3.10/site-packages/vllm/engine/multiprocessing/engine.py\", line 82, in __init__\n    self.engine = LLMEngine(*args, **kwargs)''',
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "GPUStack launched vLLM 0.8.1 (also tried 0.7.3 / 0.8.0) from its own pipx venv to serve the pre-quantized "
     "unsloth/Llama-3.2-11B-Vision-Instruct-bnb-4bit; that venv has no bitsandbytes package at all, so vLLM's "
     "bitsandbytes quantization method fails its import check (it wants bitsandbytes>=0.45.0) while building the "
     "model. A missing dependency in the serving environment, not a memory or model problem.",
     "not confirmed in the stored text: the commenter (artemus717) asks whether GPUStack's feature request 'Add "
     "BitsandBytes quantization support by default' (i.e. installing bitsandbytes into the vLLM venv) will fix it; "
     "the message itself says to `pip install bitsandbytes>=0.45.0` into the venv vLLM runs from",
     release="0.8.1", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the structured-log JSON line as the comment pastes it (exc_info with literal \\n escapes), cut "
          "where the stored chunk ends inside the traceback. The same commenter's later gpustack #1963 (Qwen3-32B "
          "bnb-4bit on 0.8.5.post1, 'No module named bitsandbytes') is the same class; not taken separately.")

if __name__ == "__main__":
    BATCH.write()
