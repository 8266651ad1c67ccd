"""Round-293 blind batch: DOCSTRING_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round293-blind")
case = BATCH.case

# ---------------------------------------------- OPEA GenAIComps: vllm:cpu image entrypoint is api_server, bash -c passed as args
case("github-opea-genaicomps-336-vllm-cpu-image-entrypoint-api-server-bash-c-unrecognized",
     "https://github.com/opea-project/GenAIComps/issues/336",
     "```docker run -it --name vllm_service -p 8008:80 -e HF_TOKEN=${HUGGINGFACEHUB_API_TOKEN} -v ./data:/data vllm:cpu "
     "/bin/bash -c \"cd / && export VLLM_CPU_KVCACHE_SPACE=40 && python3 -m vllm.entrypoints.openai.api_server --model "
     "${your_hf_llm_model} --port 80\"```\n"
     "causes the below issue, since the vllm:cpu image entry point is set to `ENTRYPOINT [\"python3\", \"-m\", "
     "\"vllm.entrypoints.openai.api_server\"]`\n"
     "```\n"
     "api_server.py: error: unrecognized arguments: /bin/bash -c cd / && export VLLM_CPU_KVCACHE_SPACE=40 && python3 -m "
     "vllm.entrypoints.openai.api_server --model  --port 80\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "OPEA GenAIComps' README ran the vLLM CPU image (vllm:cpu, built from vLLM's Dockerfile.cpu) with a trailing "
     "`/bin/bash -c \"... python3 -m vllm.entrypoints.openai.api_server ...\"`; the image's ENTRYPOINT is already "
     "`python3 -m vllm.entrypoints.openai.api_server`, so the whole bash command line was handed to vLLM's argparse as "
     "extra arguments and the OpenAI server exited with 'unrecognized arguments'. Nothing about the model, memory or "
     "hardware.",
     "the reporter's own fix in the issue: override the entrypoint — `docker run --entrypoint /bin/bash -it --name "
     "vllm_service -p 8008:80 -e HF_TOKEN=... -v ./data:/data vllm:cpu -c \"cd / && export VLLM_CPU_KVCACHE_SPACE=40 && "
     "python3 -m vllm.entrypoints.openai.api_server --model Intel/neural-chat-7b-v3-3 --port 80\"`; a later comment "
     "says the launch script now passes VLLM_CPU_KVCACHE_SPACE with '-e' instead",
     release="not stated (vLLM CPU image built from Dockerfile.cpu, July 2024)",
     gpu="none (CPU backend)", gpus=0,
     command="docker run -it --name vllm_service -p 8008:80 -e HF_TOKEN=${HUGGINGFACEHUB_API_TOKEN} -v ./data:/data "
             "vllm:cpu /bin/bash -c \"cd / && export VLLM_CPU_KVCACHE_SPACE=40 && python3 -m "
             "vllm.entrypoints.openai.api_server --model ${your_hf_llm_model} --port 80\"",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--dtype"}],
     note="Excerpt: the issue description as stored, up to the error block; the reporter's fix paragraph after it ('one "
          "of the options is to fix the issue by passing the `--entrypoint` ...') is left out. The error line is as "
          "the reporter pasted it ('--model  --port 80': the shell variable was empty in their run). gpus=0: the CPU "
          "backend. Kind/cause vllm_check_failed as earlier rounds label argparse refusals; the real root is the "
          "container entrypoint doubling (an image that already runs the API server).")

if __name__ == "__main__":
    BATCH.write()
