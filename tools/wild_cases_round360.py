"""Round-360 blind batch: DOCSTRING_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round360-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #2247: docker, local model dir mounted over /root/.cache/huggingface, --model <bare dir name>
case("vllm-2247-docker-local-model-mounted-as-hf-cache-bare-name",
     "https://github.com/vllm-project/vllm/issues/2247",
     "`docker run --gpus all -v /home/appuser/repo/models:/root/.cache/huggingface -p 8800:8000 --ipc=host "
     "vllm/vllm-openai:latest --model Qwen-14B-Chat-AWQ --quantization awq --tensor-parallel-size 2`, however, vllm "
     "reported it failed to load the model file:\n"
     "```\n"
     "OSError: We couldn't connect to 'https://huggingface.co' to load this file, couldn't find it in the cached files "
     "and it looks like Qwen-14B-Chat-AWQ is not the path to a directory containing a file named config.json.\n"
     "```\n"
     "Then, I looked into the image, \n"
     "```\n"
     "docker run --rm -it -v /home/appuser/repo/models:/root/.cache/huggingface --entrypoint bash  vllm/vllm-openai:latest\n"
     "ls /root/.cache/huggingface/   \n"
     "Qwen-14B-Chat-AWQ\n"
     "```",
     "model_not_found", {}, "model_not_found",
     "The host folder of plain model directories was mounted over /root/.cache/huggingface and the model was passed as "
     "the bare folder name 'Qwen-14B-Chat-AWQ'. That is neither a hub repo id in the HF cache layout "
     "(hub/models--org--name/snapshots/...) nor a path relative to the container's working directory, so transformers "
     "found no config.json and tried the hub. A mount / --model path mistake, not a GPU or memory problem.",
     "jarekmor (comment, 2024-02-11, in the thread): mount the models folder at a plain path (-v "
     "/home/appuser/repo/models/:/mnt/model/) and pass --model with the absolute path inside the container (with "
     "TRANSFORMERS_OFFLINE=1); the later maintainer reply (hmellor) is cut in the stored text and the author does not "
     "confirm. The general fix from the log: give --model the absolute in-container path of the directory holding "
     "config.json (e.g. /root/.cache/huggingface/Qwen-14B-Chat-AWQ).",
     release=None, gpu=None, gpus=2,
     command="docker run --gpus all -v /home/appuser/repo/models:/root/.cache/huggingface -p 8800:8000 --ipc=host "
             "vllm/vllm-openai:latest --model Qwen-14B-Chat-AWQ --quantization awq --tensor-parallel-size 2",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--quantization"}],
     note="Excerpt: the issue body from the docker run line through the ls inside the container (the leading sentence "
          "about the tutorial dropped). gpus=2 is read from --tensor-parallel-size 2 (the thread does not name the GPU). "
          "The error is transformers' OSError, printed by vLLM's config load.")

if __name__ == "__main__":
    BATCH.write()
