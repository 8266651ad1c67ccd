"""Round-391 blind batch: vLLM's own issue tracker (vllm-project/vllm), issues numbered 10000-20000 whose logs show a
start-up failure (any kind), collected by helper wild391 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round391-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 42 of the 50 allowed (all ``search`` corpus=issues). 4 cases. This slice is very heavily mined: of roughly
70 in-range vllm issues the searches surfaced, about 55 were already in USED_SOURCES.txt or named in earlier rounds'
docstrings, so most look-ups returned only used threads. Two of the four cases carry no author-confirmed fix (said so
in fix_that_worked).

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt or earlier rounds): vllm #10337, #10439, #10517, #10569, #10717, #10794, #10970,
  #11251, #11560, #12505, #12522, #12577, #12656, #12820, #12847, #12983, #13150, #13200, #13398, #13510, #13608,
  #13640, #13677, #13814, #13819, #13946, #14040, #14076, #14102, #14154, #14184, #14452, #14723, #14925, #14939,
  #14942, #15066, #15277, #15300, #15457, #15598, #15614, #15754, #15769, #15802, #15853, #15992, #16141, #16197,
  #16292, #16330, #16414, #16681, #16808, #17238, #17250, #17366, #17431, #17979, #17980, #18124, #18450, #18835,
  #19018, #19906, #10142, #10512, #14465.
- Error line not in the stored chunk (only the title, the environment dump, or an attached log / image): vllm #16429
  (Cannot load Qwen2.5-VL, Ray Serve script only), #16374 (qwen2.5 gguf), #19865 (B200 DeepSeek-R1 NCCL, chunk stops
  at 'Errors:'), #12948 (error only in an attached 2.log), #12323 (speculative decoding, chunk is the config line),
  #16380 / #16378 (Gemma-3-27b, the chunk is a runtime forward traceback without the final line), #14696 (feature
  thread; the quoted log is a warning, the server starts), #18168 and #12124 (Phi-3-small, 'Traceback:' then cut),
  #12956 and #12958 (DeepSeek on V1 in 0.7.2; no error line stored; #12958's reply 'DeepSeek not supported on V1 yet'),
  #16984 ('cannot find -lcuda when running inference', only the env dump and a pointer to #12505), #10035 (error only
  in the title), #12661 (V1 TypeError 'a bytes-like object is required', then a NotImplementedError from a notebook
  cell; mixed and no launch failure to label).
- Not a start-up failure: vllm #16948 (Llama-4 Scout crash at 10k-token inputs), #15136 (Qwen2.5-VL video request
  hangs 'No available block found in 60 second').
- Same author and incident: vllm #12510 is hahmad2008's second post of the #13091 log (taken once, under #13091).

Judgement calls for the lead:
1. vllm #16165 ('VLLM_USE_V1=1 is not supported with --kv-cache-dtype.') is labelled kind and cause
   kv_cache_dtype_unsupported, the closest existing label for a KV-cache-dtype refusal. Earlier rounds put the other
   'VLLM_USE_V1=1 is not supported with X' messages (device type=cpu, --quantization bitsandbytes) under
   vllm_check_failed; if the lead prefers that family-wide, relabel this one.
2. vllm #11643 and #13091 ('/usr/bin/ld: cannot find -lcuda' while Triton builds its CUDA helper) use
   triton_compiler_missing, following round 300's kserve #4649 case; round 267 used cuda_library_mismatch for a
   similar line. #11643's last printed line is Triton's own TypeError (CalledProcessError missing 'cmd'), the ld line
   is in the author's prose right after it.
3. vllm #13091 fails at the first (guided-decoding) request rather than at engine start; taken under the brief's
   'failing at its first requests because of how it was launched' (the container image it was launched in).
4. vllm #12573's excerpt is a commenter quoting the error line (the original post is not in the stored chunk); the
   fix comment (PR #13167) is from a contributor, confirmed by the unsloth maintainer's reply.
"""
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
