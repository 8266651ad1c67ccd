"""Round-466 blind batch: vLLM start-up failures from vLLM's own tracker (vllm-project/vllm issues #10000-#30000, late
2024 - 2025, releases 0.6.4-0.11), THIRD pass, searched by specific error strings rather than topics; collected by
helper wild466 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch":
"round466-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is
to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 39 of the 40 allowed (38 ``search`` corpus=issues, 1 ``read_file`` that found nothing: issues are not
files). 3 cases: vllm #12440 (+ its twin #12441, same reporter: vLLM's _C with only a CPU kernel for rms_norm on 4x
V100), vllm #15338 (gemma-3-27b W4A16 on vLLM 0.8.1 with more than 3 images per prompt: the profiling run's prompt
updates do not match), QwenLM/Qwen3-VL #559 (Qwen2-VL-7B, HeaderTooLarge from an incompletely downloaded shard; outside
the slice, see judgement call 3). The slice is mined out for every generic error string tried: nearly every vLLM
thread the searches returned was already in USED_SOURCES.txt or an earlier round's skip list (see below).

Sources given up (for the lead, not cases):
- Already used or in earlier rounds' skip lists (checked with grep, not re-opened): vllm #13009, #14095, #14092,
  #16995, #22008, #25797, #23025, #25029, #19002, #19045, #17939, #25837, #17618, #23176, #23826, #19050, #13150,
  #22906, #28199, #20361, #13608, #15066, #19259, #18302, #26612, #15457, #14076, #15480, #13980, #11352, #15060,
  #25312, #14465, #16681, #21122, #16292, #28184, #25318, #24358, #25864, #22331, #13284, #17344, #12847, #14610,
  #12983, #13521, #7815, #17249, #12526, #19670, #15445, #15592, #27890, #18163, #11996, #16811; zai-org/GLM-V #8;
  QwenLM/Qwen3-VL #264.
- New but not a case: vllm #10151 (determine_num_available_blocks under a serverless-llm / Llumnix launcher, stale,
  no fix); #19631 (Llama-4-Maverick FP8 TP8 illegal memory access at start-up on a main-branch build, filed by a
  torch.compile maintainer, closed, the fix not in the stored text); #10389 (illegal memory access in model
  execution under load on 0.6.4.post1: runtime, not start-up); #18547 (chunked prefill cannot be turned off on V1:
  not a failure); #15764 (data-dependent multimodal placeholder mismatch at run time); #16334 / #17239 / #19467
  (DP + --task embed hangs, no error line or fix in the stored chunks); #27807 (CPU basic.py 'Device string must not
  be empty', only the title stored); #13075 ('_C::rms_norm' only registered for HIP after `pip install -vvv vllm`,
  open, no GPU or fix in the stored text; same message family as case 1); #17095 ('_C::machete_prepack_B' in a
  dp+tp two-node launch, stale, no diagnosis); #8732 (below the slice's numbers); QwenLM/Qwen3-VL #553 (the same
  reporter and error as Qwen3-VL #559, taken once).

Judgement calls for the lead:
1. vllm-12440: no answer is in the stored thread (closed). The cause is read from the message itself: torch lists
   CPU as the only backend with a kernel for '_C::rms_norm' ("CPU: registered at /workspace/csrc/torch_bindings.cpp:18
   [kernel]"), so the vllm/_C in this environment carries no CUDA kernel for it while the engine runs on V100s. Kind /
   cause as README's `vllm_extension_import_failed` row says for "Could not run '_C::X' with arguments from the
   'CUDA' backend": vllm_extension_import_failed / vllm_extension_missing. The excerpt joins #12440 (its title is the
   command; the NotImplementedError) and #12441 (same reporter, same day, same message: the environment and the
   line before the traceback); both are listed as sources.
2. vllm-15338: the error line is only in the issue title (the stored chunks carry the log head and the traceback's
   middle frames: determine_num_available_blocks, i.e. the profiling run). The diagnosis is a maintainer's, quoted in
   the reporter's 2025-03-27 comment: "It should be fixed by #14980" (PR #14980 'Re-enable Gemma3 for V1', merged
   2025-03-19: "Fix consecutive newline and boi tokens breaking prompt replacement when pad and scan is enabled
   because \\n\\n\\n\\n is a single token"); whether the reporter's retry worked is not in the stored text (the issue
   stays open). Kind profiling_assertion (README: a check failing inside the profiling run's dummy inputs); cause
   release_regression as earlier rounds labelled "a model bug of this release fixed in a later one" (glm-v-204,
   vllm-ascend-11661); the lead may prefer profiling_assertion as the cause too.
3. qwen3-vl-559 is outside the slice (QwenLM's tracker, not vLLM's): it came up for the HeaderTooLarge string and is
   a vLLM start-up failure whose fix the reporter confirmed; taken because the slice gave so few. Kind / cause
   checkpoint_file_corrupt as qwen3-vl-264 (MetadataIncompleteBuffer) was labelled.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round466-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #12440 / #12441: TableGPT2-7B on V100 -> '_C::rms_norm' has only a CPU kernel
case("vllm-12440-tablegpt2-7b-v100-c-rms-norm-only-cpu-kernel-could-not-run-cuda-backend",
     "https://github.com/vllm-project/vllm/issues/12440",
     "[Bug]: python -m vllm.entrypoints.openai.api_server --served-model-name TableGPT2-7B --port 12233 "
     "--trust-remote-code --gpu-memory-utilization 0.9 --model ./TableGPT2-7B/ --dtype=half\n"
     "\n"
     "```\n"
     "    raise NotImplementedError(msg % (fn.__name__, e)) from e\n"
     "NotImplementedError: Error in calling custom op rms_norm: Could not run '_C::rms_norm' with arguments from the "
     "'CUDA' backend. This could be because the operator doesn't exist for this backend, or was omitted during the "
     "selective/custom build process (if using custom build). If you are a Facebook employee using PyTorch on mobile, "
     "please visit https://fburl.com/ptmfixes for possible resolutions. '_C::rms_norm' is only available for these "
     "backends: [CPU, Meta, BackendSelect, Python, FuncTorchDynamicLayerBackMode, Functionalize, Named, Conjugate, "
     "Negative, ZeroTensor, ADInplaceOrView, AutogradOther, AutogradCPU, AutogradCUDA, AutogradXLA, AutogradMPS, "
     "AutogradXPU, AutogradHPU, AutogradLazy, AutogradMeta, Tracer, AutocastCPU, AutocastXPU, AutocastMPS, "
     "AutocastCUDA, FuncTorchBatched, BatchedNestedTensor, FuncTorchVmapMode, Batched, VmapMode, FuncTorchGradWrapper, "
     "PythonTLSSnapshot, FuncTorchDynamicLayerFrontMode, PreDispatch, PythonDispatcher].\n"
     "\n"
     "CPU: registered at /workspace/csrc/torch_bindings.cpp:18 [kernel]\n"
     "Meta: registered at ../aten/src/ATen/core/MetaFallbackKernel.cpp:23 [backend fallback]\n"
     "```\n"
     "\n"
     "[#12441, same reporter] Could not run '_C::rms_norm' with arguments from the 'CUDA' backend.\n"
     "PyTorch version: 2.5.1+cu124\n"
     "Is debug build: False\n"
     "CUDA used to build PyTorch: 12.4\n"
     "ROCM used to build PyTorch: N/A\n"
     "\n"
     "OS: CentOS Linux 7 (Core) (x86_64)\n"
     "GCC version: (conda-forge gcc 14.2.0-1) 14.2.0\n"
     "Python version: 3.10.16 | packaged by conda-forge | (main, Dec  5 2024, 14:16:10) [GCC 13.3.0] (64-bit runtime)\n"
     "Is CUDA available: True\n"
     "CUDA runtime version: 12.4.131\n"
     "GPU models and configuration: \n"
     "GPU 0: Tesla V100-PCIE-32GB\n"
     "GPU 1: Tesla V100-PCIE-32GB\n"
     "GPU 2: Tesla V100-PCIE-32GB\n"
     "GPU 3: Tesla V100-PCIE-32GB\n"
     "```\n"
     "Not implemented or built, mostly likely because the current current device does not support this kernel (less "
     "likely TORCH_CUDA_ARCH_LIST was set incorrectly while building)\n"
     "Traceback (most recent call last):\n"
     "  File \"/data/miniconda3/envs/vllm/lib/python3.10/runpy.py\", line 196, in _run_module_as_main\n"
     "    return _run_code(code, main_globals, None,\n"
     "  File \"/data/miniconda3/envs/vllm/lib/python3.10/site-packages/vllm/entrypoints/openai/api_server.py\", line "
     "585, in <module>\n"
     "    uvloop.run(run_server(args))",
     "vllm_extension_import_failed", {}, "vllm_extension_missing",
     "The vllm/_C extension installed in this conda environment registers its rms_norm op only for the CPU dispatch "
     "key (torch: 'only available for these backends: [CPU, ...]', 'CPU: registered at "
     "/workspace/csrc/torch_bindings.cpp:18 [kernel]'), i.e. the compiled kernels are not a CUDA build, so the first "
     "custom op the engine calls on the Tesla V100s (TableGPT2-7B, a Qwen2-architecture model, --dtype half) fails at "
     "start-up. Not a memory, dtype or model problem.",
     "no fix reached in the stored thread (both issues closed without an answer in the stored text). What the message "
     "points to: install a vLLM build whose _C has CUDA kernels for this GPU (the PyPI CUDA wheel matching torch "
     "2.5.1+cu124, or a source build with CUDA, not a CPU build) in this environment",
     release=None, gpu="Tesla V100-PCIE-32GB", gpus=4,
     command="python -m vllm.entrypoints.openai.api_server --served-model-name TableGPT2-7B --port 12233 "
             "--trust-remote-code --gpu-memory-utilization 0.9 --model ./TableGPT2-7B/ --dtype=half",
     forbidden=_MEM + [{"flag": "--enforce-eager"}, {"flag": "--dtype"}, {"flag": "--quantization"}],
     note="Excerpt: #12440's title (the command) and its stored traceback tail, then #12441 (same reporter 851780266, "
          "2025-01-26, same message) with its environment lines and the line before its traceback; the long backend "
          "list after 'Meta: registered at' is cut. The vLLM version is not in the stored text (CentOS 7 with "
          "conda-forge gcc 14 suggests a source build, not stated).")

# ---------------------------------------- vllm #15338: gemma-3-27b-it W4A16 on vLLM 0.8.1, image > 3 -> 'Expected there to be 4 prompt updates ... found 3'
case("vllm-15338-gemma3-27b-w4a16-v081-image-over-3-expected-4-prompt-updates-found-3-profiling",
     "https://github.com/vllm-project/vllm/issues/15338",
     "[Bug]: Expected there to be 4 prompt updates corresponding to 4 image items, but instead found 3 prompt updates! "
     "Either the prompt text has missing/incorrect tokens for multi-modal inputs\n"
     "\n"
     "when t 'image=3' it`s OK，but when image>3，ERROR occurs:\n"
     "`\n"
     "/home/anaconda3/envs/xinference14/lib/python3.10/site-packages/transformers/utils/hub.py:106: FutureWarning: "
     "Using `TRANSFORMERS_CACHE` is deprecated and will be removed in v5 of Transformers. Use `HF_HOME` instead.\n"
     "  warnings.warn(\n"
     "INFO 03-23 00:51:57 [__init__.py:256] Automatically detected platform cuda.\n"
     "INFO 03-23 00:51:58 [api_server.py:977] vLLM API server version 0.8.1\n"
     "INFO 03-23 00:51:58 [api_server.py:978] args: Namespace(subparser='serve', "
     "model_tag='abhishekchohan/gemma-3-27b-it-quantized-W4A16', config='', host=None, port=11455, "
     "uvicorn_log_level='info', allow_credentials=False, allowed_origins=['*'], allowed_methods=['*'], "
     "allowed_headers=['*'], api_key=None, lora_modules=None, prompt_adapters=None, chat_template=None, "
     "chat_template_content_format='auto', response_role='assistant', ssl_keyfile=None, ssl_certfile=None, "
     "ssl_ca_certs=None, enable_ssl_refresh=False, ssl_cert_reqs=0, root_path=None, middleware=[], "
     "return_tokens_as_token_ids=False, disable_frontend_multiprocessing=True, enable_request_id_headers=False, "
     "enable_auto_tool_choice=False, tool_call_parser=None, tool_parser_plugin='', "
     "model='abhishekchohan/gemma-3-27b-it\n"
     "...\n"
     "  File \"/home/anaconda3/envs/xinference14/lib/python3.10/site-packages/vllm/engine/async_llm_engine.py\", line "
     "267, in __init__\n"
     "    super().__init__(*args, **kwargs)\n"
     "  File \"/home/anaconda3/envs/xinference14/lib/python3.10/site-packages/vllm/engine/llm_engine.py\", line 283, in "
     "__init__\n"
     "    self._initialize_kv_caches()\n"
     "  File \"/home/anaconda3/envs/xinference14/lib/python3.10/site-packages/vllm/engine/llm_engine.py\", line 432, in "
     "_initialize_kv_caches\n"
     "    self.model_executor.determine_num_available_blocks())\n"
     "  File \"/home/anaconda3/envs/xinference14/lib/python3.10/site-packages/vllm/executor/executor_base.py\", line "
     "102, in determine_num_available_blocks\n"
     "    results = self.collective_rpc(\"determine_num_available_blocks\")\n"
     "  File \"/home/anaconda3/envs/xinference14/lib/python3.10/site-packages/vllm/executor/executor_base.py\", line "
     "316, in collective_rpc\n"
     "    return self._run_workers(method, *args, **(kwargs or {}))\n"
     "  File \"/home/anaconda3/envs/xinference14/lib/python3.10/site-packages/vllm/executor/mp_distributed_executor.py\", "
     "line 185, in _run_workers\n"
     "    driver_worker_output = run_method(self.driver_worker, sent_method,",
     "profiling_assertion", {}, "release_regression",
     "vLLM 0.8.1 serving Gemma 3 27B (a W4A16-quantized checkpoint, per its name) on the V0 engine with "
     "--limit-mm-per-prompt image above 3: the profiling run (determine_num_available_blocks) builds a dummy prompt "
     "with that many images, and 0.8.1's Gemma 3 multimodal processor could not match one of the image placeholders "
     "(consecutive newline / begin-of-image tokens merge into a single token, so 4 images yield only 3 prompt "
     "updates). A bug in that release's Gemma 3 prompt replacement, not a memory or launch-size problem: image=3 starts.",
     "maintainer's diagnosis quoted in the thread (2025-03-27): 'Can you pull the latest code? It should be fixed by "
     "#14980' (PR 'Re-enable Gemma3 for V1', merged 2025-03-19, fixes the consecutive-newline / boi-token prompt "
     "replacement); i.e. a vLLM release after 0.8.1 (0.8.2+). The reporter's own workaround: keep "
     "--limit-mm-per-prompt image=3. Whether the reporter's retry on the new code worked is not in the stored text",
     release="0.8.1", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--enforce-eager"}, {"flag": "--quantization"}],
     note="Excerpt: the issue title (the error line is only there), the first stored chunk of the reporter's log "
          "(cut where the chunk ends inside the args line), then the stored middle of the traceback from a later "
          "turn by the same reporter; '...' marks the gap. Launched through Xinference's environment "
          "('xinference14'); the GPU and TP size are not in the stored text (mp_distributed_executor implies more "
          "than one GPU).")

# ---------------------------------------- QwenLM/Qwen3-VL #559: Qwen2-VL-7B-Instruct -> HeaderTooLarge, RPCServer died (incomplete download)
case("qwen3-vl-559-qwen2-vl-7b-headertoolarge-rpcserver-died-incomplete-download",
     "https://github.com/QwenLM/Qwen3-VL/issues/559",
     "vllm启动qwen2_vl-7b的模型出现safetensors_rust.SafetensorError错误\n"
     "\n"
     "命令：python -m vllm.entrypoints.openai.api_server --served-model-name Qwen2-VL-7B-Instruct --model "
     "Qwen2-VL-7B-Instruct\n"
     "报错：safetensors_rust.SafetensorError: Error while deserializing header: HeaderTooLarge\n"
     "ERROR 11-27 13:59:36 api_server.py:188] RPCServer process died before responding to readiness probe",
     "checkpoint_file_corrupt", {}, "checkpoint_file_corrupt",
     "Qwen2-VL-7B-Instruct served with vLLM's OpenAI server (a 0.6.x release: the RPCServer readiness probe): "
     "safetensors could not parse the header of a weight file because the local model files had not been downloaded "
     "completely (the reporter pulled the model from ModelScope, per their same-day comment in Qwen3-VL #553), so the "
     "engine process died while loading weights. Not a memory, version or GPU problem.",
     "confirmed by the reporter (night666e, 2025-01-08): '解决了，就是模型文件没下完整' (solved: the model files had "
     "not been fully downloaded); re-download the model (check the shard sizes / hashes)",
     release=None, gpu=None, gpus=None,
     command="python -m vllm.entrypoints.openai.api_server --served-model-name Qwen2-VL-7B-Instruct --model "
             "Qwen2-VL-7B-Instruct",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}, {"flag": "--quantization"}],
     note="Excerpt: the issue title and the whole description as stored ('命令' = command, '报错' = error). Outside "
          "the slice (QwenLM's tracker); see judgement call 3. Qwen3-VL #553 holds the same reporter's same error "
          "(11-27 17:29) and the advice 'the model download went wrong, re-download'; one commenter there says a "
          "correct download also fails, which the reporter's own resolution in #559 does not support.")

if __name__ == "__main__":
    BATCH.write()
