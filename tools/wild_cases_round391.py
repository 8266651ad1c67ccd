"""Round-391 blind batch (in progress; docstring completed at the end of the round)."""
from wild_blind import BlindBatch

BATCH = BlindBatch("round391-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #12573: DeepSeek-R1 unsloth dynamic GGUF -> GGUF architecture deepseek2 not supported
case("vllm-12573-deepseek-r1-unsloth-dynamic-gguf-deepseek2-not-supported",
     "https://github.com/vllm-project/vllm/issues/12573",
     "> ValueError: GGUF model with architecture deepseek2 is not supported yet.\n"
     "\n"
     "I also same.",
     "architecture_unsupported", {}, "architecture_unsupported",
     "Serving unsloth's DeepSeek-R1 dynamic-quant GGUF files (1.58-bit, and Q4_K_M for a later commenter) with the vLLM "
     "of early February 2025: vLLM's GGUF loader reads the architecture 'deepseek2' from the GGUF metadata and had no "
     "mapping for it (transformers could not turn a deepseek2 GGUF into a config either), so it refused the model "
     "before loading anything. A missing feature in that release, not a memory or launch-flag problem.",
     "SzymonOzog (2025-02-12, in the thread): 'Added support in https://github.com/vllm-project/vllm/pull/13167 still "
     "unoptimized though' — i.e. upgrade to a vLLM release containing PR #13167 (DeepSeek GGUF support; later reports "
     "such as vllm #15277 show it also needs --hf-config-path / --tokenizer pointing at the original DeepSeek repo, "
     "since transformers cannot derive the config from a deepseek2 GGUF)",
     release="vLLM of early February 2025 (0.7.x; not printed in the stored chunk)", gpu=None, gpus=None,
     command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization", "value": "awq"}],
     note="Excerpt: commenter lys791227 (2025-02-11) quoting the error line from earlier in the thread and adding 'I "
          "also same.'; the stored chunk starts at this comment, so the original post and its traceback are not "
          "reachable. The error line is the one vLLM prints (ValueError from the GGUF config path). Another commenter "
          "(kissint8, 2025-02-14) hits the same line with the Q4_K_M GGUF. The fix comment is left out of the excerpt.")

# ---------------------------------------- vllm #11643: GLM4-9b-chat on vllm 0.6.5 -> triton build '/usr/bin/ld: cannot find -lcuda'
case("vllm-11643-glm4-9b-chat-v065-triton-ld-cannot-find-lcuda-calledprocesserror",
     "https://github.com/vllm-project/vllm/issues/11643",
     "[rank0]:           ^^^^^^^^^^\n"
     "[rank0]: TypeError: CalledProcessError.__init__() missing 1 required positional argument: 'cmd'\n"
     "[rank0]:[W1231 10:07:41.345588356 ProcessGroupNCCL.cpp:1250] Warning: WARNING: process group has NOT been destroyed "
     "before we destruct ProcessGroupNCCL. On normal program exit, the application should call destroy_process_group to "
     "ensure that any pending NCCL operations have finished in this process. In rare cases this process can exit before "
     "this point and block the progress of another member of the process group. This constraint has always been present,  "
     "but this warning has only been added since PyTorch 2.4 (function operator())\n"
     "```\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "I try to use glm4-9b-chat with vllm==0.6.5, but the error say `/usr/bin/ld: cannot find -lcuda`, when I use "
     "vllm==0.5.5, it can works.",
     "triton_compiler_missing", {}, "triton_compiler_missing",
     "vLLM 0.6.5 (with its newer torch/Triton) compiles Triton's CUDA driver helper (driver.c -> cuda_utils) with the "
     "host C compiler at start-up, and the link step fails because the linker cannot find libcuda.so (only the "
     "driver's versioned library, or none, is on the linker path; the machine also reports an old CUDA 11.4 runtime). "
     "Triton's error path then itself crashes (TypeError in CalledProcessError), which is the last line printed. vLLM "
     "0.5.5 did not hit this path. An environment / toolchain problem, not memory or a vLLM flag.",
     "no confirmed fix in the stored text (closed as stale). Maintainer jeejeelee (2024-12-31): 'Maybe the cause is your "
     "cuda runtime is old: CUDA runtime version: 11.4.48'. From the log: make libcuda.so findable by the linker (e.g. "
     "the driver's libcuda.so / the CUDA stubs directory on LIBRARY_PATH, or a libcuda.so symlink), or use an "
     "environment with a newer CUDA toolkit/driver install",
     release="vLLM 0.6.5", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the tail of the traceback the author pasted in the environment section (the stored chunk starts "
          "mid-traceback) and the first sentence of the bug description, which names the ld error. The lines between "
          "(the Triton compile frames) are not in the chunk. The maintainer's guess is left out of the excerpt. "
          "collect_env reports CUDA runtime 11.4.48.")

# ---------------------------------------- vllm #13091: vllm 0.6.6.post1 on A100 RedHat, xgrammar first request -> ld cannot find -lcuda
case("vllm-13091-v066post1-a100-redhat-cuda-runtime-image-xgrammar-ld-cannot-find-lcuda",
     "https://github.com/vllm-project/vllm/issues/13091",
     "- vllm==0.6.6.post1\n"
     "- FROM nvidia/cuda:12.1.0-runtime-ubuntu22.04\n"
     "- Python 3.9\n"
     "- RedHat\n"
     "\n"
     "```\n"
     "/usr/bin/ld: cannot find -lcuda: No such file or directory\n"
     "collect2: error: ld returned 1 exit status\n"
     "INFO 01-28 17:10:28 model_runner_base.py:120] Writing input of failed execution to "
     "/tmp/err_execute_model_input_20250128-171028.pkl...\n"
     "INFO 01-28 17:10:28 model_runner_base.py:149] Completed writing input of failed execution to "
     "/tmp/err_execute_model_input_20250128-171028.pkl.\n"
     "ERROR 01-28 17:10:28 async_llm_engine.py:68] Engine background task failed\n"
     "ERROR 01-28 17:10:28 async_llm_engine.py:68] Traceback (most recent call last):\n"
     "ERROR 01-28 17:10:28 async_llm_engine.py:68]   File \"/usr/local/lib/python3.10/dist-packages/vllm/worker/"
     "model_runner_base.py\", line 116, in _wrapper\n"
     "ERROR 01-28 17:10:28 async_llm_engine.py:68]     return func(*args, **kwargs)",
     "triton_compiler_missing", {}, "triton_compiler_missing",
     "vLLM 0.6.6.post1 in a container built FROM nvidia/cuda:12.1.0-runtime-ubuntu22.04 on a RedHat host with an A100: "
     "the first structured-output request makes xgrammar's Triton kernel compile, and Triton's build of its CUDA helper "
     "fails at the link step because no libcuda.so is visible to the linker inside the container (the runtime image "
     "has no unversioned libcuda.so; what the host's NVIDIA container runtime injects differs between the author's "
     "hosts, since T4/RedHat and A10/Ubuntu work). The engine's background loop dies on that first request. An "
     "environment problem, not memory.",
     "not in the stored text (closed as stale). From the log: make libcuda.so resolvable to the linker inside the "
     "container (e.g. a libcuda.so symlink to the injected libcuda.so.1, or LIBRARY_PATH to the CUDA stubs / driver "
     "library), or avoid the Triton path (another guided-decoding backend such as outlines)",
     release="vLLM 0.6.6.post1", gpu="NVIDIA A100", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the environment list and the start of the log block from the issue body (the engine traceback after "
          "the first frame is dropped). This fails at the first (guided-decoding) request, not at engine start, "
          "because of the container the server was launched in. The same author posted the same log under vllm #12510 "
          "('Asyncengine is dead after sending request!', 1xA100 RedHat, Llama-3.3-70B AWQ); that twin was not taken.")

# ---------------------------------------- vllm #16165: v0.8.3 image, V1 refuses --kv-cache-dtype
case("vllm-16165-v083-image-v1-not-supported-with-kv-cache-dtype",
     "https://github.com/vllm-project/vllm/issues/16165",
     "Hi, as a feedback what is still missing to switch to v1.\n"
     "\n"
     "NotImplementedError: VLLM_USE_V1=1 is not supported with --kv-cache-dtype.\n"
     "\n"
     "version: vllm/vllm-openai:v0.8.3",
     "kv_cache_dtype_unsupported", {}, "kv_cache_dtype_unsupported",
     "vllm/vllm-openai:v0.8.3 with a quantized KV cache (--kv-cache-dtype, fp8) and the V1 engine: in that release V1 "
     "accepted a non-auto KV-cache dtype only with its own FlashAttention backend (support merged in PR #15191); with the "
     "attention backend forced to the V0 one (VLLM_ATTENTION_BACKEND=FLASH_ATTN_VLLM... per the reply) the argument "
     "check refuses the combination before the engine starts. A feature/config combination, not memory.",
     "mikelasby-cohere (2025-04-09, in the thread): 'Support was recently merged with "
     "https://github.com/vllm-project/vllm/pull/15191, make sure you are either not setting the VLLM_ATTENTION_BACKEND "
     "manually or use FLASH_ATTN_VLLM_V1. Note that FLASH_ATTN_VLLM backend will raise here' — i.e. unset "
     "VLLM_ATTENTION_BACKEND (or set FLASH_ATTN_VLLM_V1); alternatives are VLLM_USE_V1=0 or dropping --kv-cache-dtype. "
     "Not confirmed by the author in the stored text",
     release="vLLM 0.8.3 (vllm/vllm-openai:v0.8.3)", gpu=None, gpus=None, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--cpu-offload-gb"},
                {"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue body as stored (a '[Feature]:' issue listing what blocks the author from V1), without the "
          "template lines; no traceback or launch command was pasted. The error line is vLLM's own arg_utils check. The "
          "backend variable's value is not shown by the author; the reply implies a V0 backend was forced. The reply "
          "with the fix is left out of the excerpt.")

if __name__ == "__main__":
    BATCH.write()
