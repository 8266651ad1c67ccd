"""DOCSTRING_PLACEHOLDER"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round448-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- xinference #2307: xinference 0.15.0 + vLLM 0.6.1, Qwen2-72B-AWQ on 4x 4090 -> Cannot re-initialize CUDA in forked subprocess
case("xinference-2307-qwen2-72b-awq-4x4090-vllm-061-cannot-reinitialize-cuda-forked-subprocess",
     "https://github.com/xorbitsai/inference/issues/2307",
     "详情：\n"
     "RuntimeError: Cannot re-initialize CUDA in forked subprocess. To use CUDA with multiprocessing, you must use the "
     "'spawn' start method\n"
     "4张4090卡\n"
     "Qwen2-72B-AWQ",
     "cuda_fork_reinit", {}, "cuda_fork_reinit",
     "Xinference 0.15.0 launching Qwen2-72B-AWQ with its vLLM engine across four RTX 4090s (vLLM 0.6.1, so a "
     "multi-GPU launch with vLLM's multiprocessing workers): CUDA had already been initialised in the parent (the "
     "Xinference model actor) when vLLM started its tensor-parallel workers with fork, so the forked workers could not "
     "re-initialise CUDA. The combination vLLM 0.6.1 + its flash-attn package triggered it; not a memory problem.",
     "confirmed by the reporter (CEfanmin, 2024-09-18, after maintainer qinxuye asked for the vLLM version and "
     "suggested trying 0.5.5): installing vllm==0.6.1.post2 with vllm-flash-attn==2.6.1 solved it ('问题解决！'). "
     "The general workaround for this message is VLLM_WORKER_MULTIPROC_METHOD=spawn",
     release="0.6.1 (Xinference 0.15.0)", gpu="NVIDIA RTX 4090", gpus=4, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 4}, {"flag": "--quantization"}],
     note="Excerpt: the whole issue description as the stored text shows it (Chinese: '详情' = details, '4张4090卡' = "
          "four 4090 cards); no traceback was pasted. The title says 'xinference==0.15.0版本的vLLM引擎报错' (the vLLM "
          "engine of xinference 0.15.0 errors). The vLLM version comes from the reporter's reply ('vLLM==0.6.1，maybe "
          "0.5.5？'); the comments with the fix are left out.")

if __name__ == "__main__":
    BATCH.write()
