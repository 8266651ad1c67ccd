"""Round-453 blind batch: COMPILATION and COMMUNICATION failures during vLLM start-up (torch.compile / Inductor compile
cache, ZeroMQ / port binding, /dev/shm), from any tracker, 2025-2026; collected by helper wild453 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round453-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source threads
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 31 of the 40 allowed, all ``search`` corpus=issues (no read_file / fetch: issue threads are not files). 6
cases: ls1intum/edutelligence #579 (GLM-OCR, stale AOT compile cache, 'Expected tensors only'), ls1intum/edutelligence
PR #580 (gemma 4, stale cached Inductor file, 'Expected result >= 0'), ray-project/ray #55929 (16 Ray Data vLLM 0.9.2
replicas on one node, 'vLLM failed to compile the model ... corrupted compilation artifact'), Ksuriuri/index-tts-vllm
#149 (Windows, second AsyncLLM, ZMQError Address in use on the fixed port 45974), gpustack/gpustack #6019 (vLLM 0.25.1
MP multi-node TP16, ZMQError Address already in use in shm_broadcast's MessageQueue), intel/intel-xpu-backend-for-triton
#7763 (vLLM test on a B580 CI runner, 'Insufficient space in /dev/shm: 160 MiB required, 64 MiB free'). Every source was
checked with grep -F against /work/coord/USED_SOURCES.txt and against the earlier rounds' skip lists (same repository)
before it was spent on. The slice is heavily mined: of ~60 threads the searches returned, about 45 were already used or
named in a skip list (custom all-reduce, NCCL in docker, CUDA-graph capture and 'Address already in use' on the vLLM
tracker are exhausted), so four of the six cases come from downstream trackers (edutelligence, Ray, GPUStack,
index-tts-vllm, Intel's Triton backend).

Sources given up (for the lead, not cases):
- Already used or in earlier skip lists (not re-opened): vllm #30905, #19656, #21028, #27040, #6299, #7588, #9046, #3688,
  #4432, #5613, #18851, #24915, #21858, #3909, #15013, #7196, #20965, #9556, #25060, #15329, #9763, #11617, #7514, #789,
  #1393, #6574, #10034, #12438, #11587, #9225, #15992, #20226, #7201, #6732, #21661, #406; weicj/vLLM-2080Ti-Definitive
  #68; gpustack #5014; production-stack #276, #44, #899; ppc64le/build-scripts #8660; verl #6677; ROLL #87; club-3090
  #106; xencon/aixcl #681; ai-dynamo/dynamo #1229; ROCm/vllm #390.
- Error line not in the stored chunk: vllm #15276 (jeejeelee, FileNotFoundError with VLLM_DISABLE_COMPILE_CACHE=1, fixed
  by PR #15278; two look-ups reached only BackendCompilerFailed frames and the env dump, never the FileNotFoundError
  line); gpustack #4312 (two instances, VLLM_PORT conflict on vLLM 0.11.1; chunk stops in the serve traceback, open);
  gpustack #5657 (Ascend 910B, intermittent address already in use; log only as an attached file); vllm PR #27294
  (RAY_EXPERIMENTAL_NOSET_* and the compile cache -> 'invalid device ordinal'; the stack trace is beyond the chunk);
  NovaSky-AI/SkyRL PR #2183 (device index in cache names; only Inductor frames stored).
- Developer / CI reports, not a user's start-up: vllm #30813 (backend='eager' in AOT mode), #54197 (force-enabled
  torch.compile on GlmMoeDsa), #24756 (CI ZMQ port conflict), #28759, #35061; ray PR #64483 (CI, vLLM 0.24 compile-cache
  key without device identity); pytorch #180910 (torch 2.12 AOTAutogradCache.save regression in vLLM's quantization
  suite; a good candidate for a later round if CI failures are in scope); pytorch #170433.
- Not vLLM / no fix: sglang #9396, #1509; gpustack #3921 (OSError 99, a question), #4557; vllm #43206, #14919 (open /
  stale, no cause reached).

Judgement calls for the lead:
1. Compile-cache cases (edutelligence-579, edutelligence-580, ray-55929): kind and cause torch_compile_error, as earlier
   rounds labelled vllm-18851 and vllm-21858 (no more specific cause label exists). The real cause in all three is a
   stale or corrupt on-disk artifact under VLLM_CACHE_ROOT / torch_compile_cache, and the fix is to delete that cache (or
   set VLLM_DISABLE_COMPILE_CACHE=1); the lead may want a new cause such as 'compile_cache_stale'. For edutelligence-580
   the excerpt's last line is torch's generic 'Expected result >= 0 to be true, but got false.' under a frame in
   .../torch_compile_cache/<hash>/inductor_cache/..., which README's torch_compile_error row covers ('a traceback frame in
   Inductor's generated code ... the compiled graph failed when called').
2. edutelligence #579 and PR #580 are issue/PR texts written by the operator of the 'Logos' worker, who pasted the
   exception and call path rather than the raw log; the excerpt keeps the pasted lines and the facts stated next to them
   ('Not OOM ...'), and leaves out the author's 'Root cause' paragraphs and both titles (which name the cause).
3. ray-55929: the Ray thread itself has no answer in the stored text (open). The cause and fix come from other trackers
   describing the same message in the same vLLM 0.9.x era: NovaSky-AI/SkyRL PR #2138 / #2167 (concurrent engines writing
   one cache directory; deleting ~/.cache/vllm does not help for long; torch >= 2.10 writes artifacts atomically),
   rllm-org/rllm PR #490 and ray PR #55209 (VLLM_DISABLE_COMPILE_CACHE=1 as the workaround).
4. index-tts-vllm-149: the error string is in the issue title only; the body's traceback stops at
   'self.input_socket = self.resources.input_socket'. The thread is open with no answer; the cause (vLLM V1 on Windows
   binds the engine-client ZMQ sockets to the fixed ports 45974/45975, so a second engine in the same environment
   collides) comes from vllm PR #38078's description (closed, not merged). IndexTTS2 builds QwenEmotion's AsyncLLM after
   its main engine; that the first engine holds 45974 is the collector's reading, so the lead may grade the cause at
   'port_in_use' without the engine detail.
5. gpustack-6019: the reporter (pengjiang80) is on the GPUStack team and the issue is closed; the cause is the issue's
   own analysis (left out of the excerpt), no fix PR text was reachable. numbers left empty (TP 16 is in the
   environment block, not in a log line that matters to the port error).
6. intel-xpu-7763: a vLLM unit test (tests/v1/kv_connector/unit/test_nixl_connector.py, Ray backend) starting an engine on
   a CI runner, not a user's serve; taken because the message is vLLM's own /dev/shm check and leaves no doubt. kind
   vllm_check_failed and cause shm_too_small, as vllm-pr50606 (the only earlier fixture with this message).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round453-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- edutelligence #579: GLM-OCR, stale AOT compile cache -> AssertionError in copy_misaligned_inputs
case("edutelligence-579-glm-ocr-aot-compile-cache-expected-tensors-only-copy-misaligned-inputs",
     "https://github.com/ls1intum/edutelligence/issues/579",
     "On `deioma`, loading `zai-org/GLM-OCR` was failing repeatedly during `add_lane` with vLLM exiting code 1 during "
     "startup. The user surface error was uninformative (`RuntimeError: Engine core initialization failed. See root "
     "cause above. Failed core proc(s): {}`); the actual root cause was only visible in the saved failure log at "
     "`/tmp/logos-vllm-logs/planner-zai-org_GLM-OCR_*_startup_failed.log` inside the container.\n"
     "\n"
     "Not OOM. GPU 0 was at 1.5 / 97 GiB; GPUs 1\u20132 essentially idle; no `dmesg` OOM kill; no `CUDA out of memory` "
     "in worker logs.\n"
     "\n"
     "The actual exception:\n"
     "\n"
     "```\n"
     "AssertionError: Expected tensors only, but got: <class 'int'>\n"
     "  at torch/_inductor/utils.py:3442 copy_misaligned_inputs\n"
     "```\n"
     "\n"
     "Call path:\n"
     "\n"
     "```\n"
     "profile_run \u2192 glm4_1v.py:1679 forward\n"
     "            \u2192 vllm/compilation/decorators.py:573 aot_compiled_fn\n"
     "            \u2192 torch/_dynamo/aot_compile.py:224\n"
     "            \u2192 vllm/compilation/caching.py:217 optimized_call\n"
     "            \u2192 torch/_inductor/standalone_compile.py:122 CacheCompiledArtifact._compiled_fn\n"
     "            \u2192 copy_misaligned_inputs \u2192 assert\n"
     "```",
     "torch_compile_error", {}, "torch_compile_error",
     "vLLM reused a pre-compiled AOT graph from the on-disk torch.compile cache (a --compilation-config cache_dir on a "
     "host volume shared across starts); the cached artifact's input signature no longer matched the model's call, so "
     "the replayed Inductor artifact asserted in copy_misaligned_inputs (a Python int where it expected a tensor) during "
     "the profile run. A stale / poisoned compile cache, not memory (GPU 0 at 1.5 of 97 GiB).",
     "per the fixing PR ls1intum/edutelligence #854 (merged, 'Fixes #579', author wasnertobias): 'The manual fix was an "
     "rm -rf of the compile-cache directories on the host'; the PR then makes the worker purge the lane's compile cache "
     "on a version/config mismatch or on this fingerprint and retry once. Equivalent vLLM-side workaround: delete "
     "VLLM_CACHE_ROOT/torch_compile_cache (or set VLLM_DISABLE_COMPILE_CACHE=1) and restart",
     release=None, gpu=None, gpus=3,
     command="--compilation-config {\"cache_dir\": \"/usr/share/ollama/.ollama/models/.cache/vllm\"}",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the issue description's context, exception and call path as stored, verbatim; the title "
          "('Auto-detect and recover from poisoned vLLM torch.compile / AOT cache') and the author's 'Root cause' "
          "paragraph ('vLLM was reusing a pre-compiled AOT graph from the on-disk compile cache ...') are left out "
          "because they name the cause. The command field holds the compilation-config the issue quotes. gpus=3 from "
          "'GPU 0 ... GPUs 1-2'. The vLLM version is not in the stored chunk (the sibling PR #580 bumped the worker from "
          "0.21 to 0.22 the next day).")

# ---------------------------------------- edutelligence PR #580: gemma 4 restart loop, cached Inductor file -> RuntimeError Expected result >= 0
case("edutelligence-pr580-gemma4-restart-loop-cached-inductor-file-expected-result-ge-0",
     "https://github.com/ls1intum/edutelligence/pull/580",
     "gemma 4 on **deioma** has been in a tight startup-failure loop for 16+ hours.\n"
     "\n"
     "```\n"
     "File \".../models/.cache/vllm/torch_compile_cache/<hash>/inductor_cache/ol/<hash>.py\", line 664, in call\n"
     "    buf3 = empty_strided_cuda((s18, 64), (64, 1), torch.bfloat16)\n"
     "RuntimeError: Expected result >= 0 to be true, but got false.\n"
     "```\n"
     "\n"
     "The lane manager's restart budget (5 attempts) is useless here \u2014 the same poisoned artifact crashes every "
     "time.",
     "torch_compile_error", {}, "torch_compile_error",
     "Every restart of the gemma 4 lane replayed the same AOT-compiled Inductor file from the on-disk compile cache "
     "(.cache/vllm/torch_compile_cache/<hash>/inductor_cache/...) and crashed inside it: the cached graph computed a "
     "negative size for an empty_strided_cuda buffer (a shape profile that did not match the current run). A stale / "
     "poisoned compile-cache artifact, so restarting alone never helps; not memory.",
     "per the PR (wasnertobias, merged 2026-05-29, bumping the worker's vLLM 0.21 -> 0.22): purge the on-disk "
     "torch.compile / Inductor cache (.cache/vllm and the torch cache) and start again; the PR makes the worker do it "
     "proactively (a vllm/torch version stamp) and reactively (a one-shot purge + retry when a traceback points into the "
     "cache). Plain vLLM equivalent: delete VLLM_CACHE_ROOT/torch_compile_cache or set VLLM_DISABLE_COMPILE_CACHE=1",
     release="0.21", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: from the PR description's 'Why' section, verbatim; the sentence between the first line and the "
          "traceback ('Every restart replays the same cached AOT-compiled inductor file and crashes inside it:') is "
          "left out as the diagnosis, and so is the title ('Bump vLLM to 0.22.0 and auto-purge poisoned compile "
          "cache'). The last sentence ('the same poisoned artifact crashes every time') is kept because it reports the "
          "restart behaviour; the lead may cut it. release 0.21 is read from 'Bumping vLLM 0.21 \u2192 0.22'. A "
          "different incident from edutelligence #579 (other model, other error), same host.")

# ---------------------------------------- ray #55929: Ray Data LLM, 16 single-GPU vLLM 0.9.2 replicas on one node -> vLLM failed to compile the model
case("ray-55929-ray-data-llm-16-replicas-vllm-092-failed-to-compile-corrupted-artifact",
     "https://github.com/ray-project/ray/issues/55929",
     "### What happened + What you expected to happen\n"
     "\n"
     "Using Ray Data LLM, I'm seeing this kind of error message when I have multiple single-GPU vLLM replicas running "
     "on a multi-GPU node.\n"
     "\n"
     "I don't see this when running a single replica.\n"
     "\n"
     "```\n"
     "(_MapWorker pid=3177, ip=10.0.28.68) (VllmWorker rank=0 pid=3621) ERROR 08-25 05:02:17 [multiproc_executor.py:522] "
     "RuntimeError: vLLM failed to compile the model. The most likely reason for this is that a previous compilation "
     "failed, leading to a corrupted compilation artifact. We recommend trying to remove "
     "~/.cache/vllm/torch_compile_cache and try again to see the real issue. \n"
     "```\n"
     "\n"
     "### Versions / Dependencies\n"
     "\n"
     "ray==2.48.0\n"
     "vllm==0.9.2\n"
     "transformers==4.53.3\n"
     "CUDA 12.8\n"
     "Python 3.12\n"
     "\n"
     "### Reproduction script\n"
     "\n"
     "Not a complete reproduction, but the config looks like this\n"
     "\n"
     "```python\n"
     "num_model_replicas = 16\n"
     "\n"
     "vision_processor_config = vLLMEngineProcessorConfig(\n"
     "    model_source=\"Qwen/Qwen2.5-VL-3B-Instruct\",\n"
     "    engine_kwargs=dict(\n"
     "        tensor_parallel_size=1,\n"
     "        pipeline_parallel_size=1,\n"
     "        max_model_len=32768,\n"
     "        enable_chunked_prefill=True,\n"
     "        max_num_batched_tokens=2048,\n"
     "    ),",
     "torch_compile_error", {}, "torch_compile_error",
     "Sixteen vLLM 0.9.2 engines (one per GPU) started at once on the same node and shared one compile cache "
     "(~/.cache/vllm/torch_compile_cache): with torch < 2.10 Inductor artifacts are not written atomically, so "
     "concurrent engines compiling the same model race on the same cache entries and some load a half-written "
     "artifact, which vLLM reports with this message. A single replica never hits it. Not a memory or model problem.",
     "no answer in this (open) thread. Workaround used by the projects that hit the same message with concurrent engines "
     "on vLLM 0.9.x: VLLM_DISABLE_COMPILE_CACHE=1 for the engines (ray PR #55209 for Ray's own vLLM tests, SkyRL's #95, "
     "verl, rllm PR #490), or a separate VLLM_CACHE_ROOT per replica; NovaSky-AI/SkyRL PR #2138/#2167 (2026) note that "
     "deleting ~/.cache/vllm does not help for long (the next concurrent start corrupts it again) and that torch >= "
     "2.10 (atomic artifact writes, pytorch #162432) removes the race",
     release="0.9.2", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue description as stored, cut inside the Python config (runtime_env follows). The cause is "
          "not stated in the Ray thread; it is taken from SkyRL PR #2138's 'Why the workaround existed' (concurrent "
          "engines writing one cache directory, vLLM 0.9.x) and rllm PR #490 ('vLLM's torch compile results in "
          "corrupted cache when there are multiple instances on the same machine'). numbers left empty: the config "
          "values are not in the log and do not bear on the error.")

# ---------------------------------------- index-tts-vllm #149: Windows, IndexTTS2 builds a second AsyncLLM -> ZMQError Address in use 127.0.0.1:45974
case("index-tts-vllm-149-windows-second-asyncllm-zmq-address-in-use-45974",
     "https://github.com/Ksuriuri/index-tts-vllm/issues/149",
     r""".ZMQError: Address in use (addr='tcp://127.0.0.1:45974')

Traceback (most recent call last):
  File "E:\Index-TTS-VLLM\webui_v2.py", line 155, in <module>
    tts = IndexTTS2(
          ^^^^^^^^^^
  File "E:\Index-TTS-VLLM\indextts\infer_vllm_v2.py", line 99, in __init__
    self.qwen_emo = QwenEmotion(
                    ^^^^^^^^^^^^
  File "E:\Index-TTS-VLLM\indextts\infer_vllm_v2.py", line 521, in __init__
    self.model = AsyncLLM.from_engine_args(engine_args)
                 ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "E:\Index-TTS-VLLM\envs\indextts\Lib\site-packages\vllm\v1\engine\async_llm.py", line 240, in from_engine_args
    return cls(
           ^^^^
  File "E:\Index-TTS-VLLM\envs\indextts\Lib\site-packages\vllm\v1\engine\async_llm.py", line 136, in __init__
    self.engine_core = EngineCoreClient.make_async_mp_client(
                       ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "E:\Index-TTS-VLLM\envs\indextts\Lib\site-packages\vllm\v1\engine\core_client.py", line 103, in make_async_mp_client
    return AsyncMPClient(*client_args)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "E:\Index-TTS-VLLM\envs\indextts\Lib\site-packages\vllm\v1\engine\core_client.py", line 770, in __init__
    super().__init__(
  File "E:\Index-TTS-VLLM\envs\indextts\Lib\site-packages\vllm\v1\engine\core_client.py", line 465, in __init__
    self.input_socket = self.resources.input_socket""",
     "port_in_use", {}, "port_in_use",
     "On Windows, vLLM V1's engine-client ZeroMQ sockets fall back to fixed TCP ports (tcp://127.0.0.1:45974 / 45975) "
     "instead of IPC paths, so a second vLLM engine in the same environment cannot bind the address the first engine "
     "already holds. IndexTTS2's webui_v2 builds QwenEmotion's own AsyncLLM (infer_vllm_v2.py line 99 / 521) next to "
     "its main vLLM engine, and that second engine's client socket collides on 45974. Not a GPU or memory problem.",
     "no fix in this (open) thread. The cause is described by vllm-project/vllm PR #38078 (Aeovy, 2026-03-25, closed "
     "without merge): 'a Windows-only vLLM v1 issue where internal engine-client ZMQ sockets used fixed TCP ports "
     "(45974/45975), causing Address in use failures when deploying multiple models in the same environment'; its "
     "change allocates the ports dynamically. Practical workaround: only one vLLM engine per process/environment on "
     "Windows (or no leftover engine still holding the port), or a vLLM build with dynamic ports",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and body as stored (raw string; Windows paths). The body ends at "
          "'self.input_socket = self.resources.input_socket' (the bind itself is beyond the stored chunk), so the error "
          "line is the title's. That the first engine holds 45974 is the collector's reading of IndexTTS2's "
          "construction order plus PR #38078; a leftover webui process would give the same message.")

# ---------------------------------------- gpustack #6019: vLLM 0.25.1 MP multi-node, 2x8 H100, TP16 -> ZMQError Address already in use (MessageQueue bind)
case("gpustack-6019-vllm-0251-mp-multinode-tp16-h100-zmq-address-already-in-use-messagequeue",
     "https://github.com/gpustack/gpustack/issues/6019",
     "### GPUStack version\n"
     "\n"
     "v2.2.3\n"
     "\n"
     "## Environment\n"
     "\n"
     "- GPUStack version: v2.2.3\n"
     "- Runtime image: `gpustack/runner:cuda13.0-vllm0.25.1` (also reproducible on vLLM 0.26.x)\n"
     "- Deployment mode: vLLM MP multi-node (2 nodes, each 8x H100)\n"
     "- Example topology: world size 16, tensor-parallel-size 16, nnodes 2\n"
     "\n"
     "## Observed Behavior\n"
     "\n"
     "1. Startup eventually fails in subordinate workers with:\n"
     "   - `zmq.error.ZMQError: Address already in use`\n"
     "   - Example bind target: `tcp://<sub-node-ip>:40043`\n"
     "2. Other workers then fail with secondary errors:\n"
     "   - `Connection closed by peer`\n"
     "   - `Broken pipe`\n"
     "   - `gather_object/all_gather` failures\n"
     "3. Master side often only shows secondary distributed failures.\n"
     "\n"
     "```\n"
     "(Worker_TP12 pid=114) ERROR 08-10 23:02:36 [multiproc_executor.py:898]     return "
     "MessageQueue.create_from_process_group_single_reader(\n"
     "(Worker_TP12 pid=114) ERROR 08-10 23:02:36 [multiproc_executor.py:898]            "
     "^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(Worker_TP12 pid=114) ERROR 08-10 23:02:36 [multiproc_executor.py:898]   File "
     "\"/usr/local/lib/python3.12/dist-packages/vllm/distributed/device_communicators/shm_broadcast.py\", line 852, in "
     "create_from_process_group_single_reader\n"
     "(Worker_TP12 pid=114) ERROR 08-10 23:02:36 [multiproc_executor.py:898]     buffer_io = MessageQueue(\n"
     "(Worker_TP12 pid=114) ERROR 08-10 23:02:36 [multiproc_executor.py:898]                 ^^^^^^^^^^^^^\n"
     "(Worker_TP12 pid=114) ERROR 08-10 23:02:36 [multiproc_executor.py:898]   File "
     "\"/usr/local/lib/python3.12/dist-packages/vllm/distributed/device_communicators/shm_broadcast.py\", line 434, in "
     "__init__\n"
     "(Worker_TP12 pid=114) ERROR 08-10 23:02:36 [multiproc_executor.py:898]     self.remote_socket.bind(socket_addr)\n"
     "(Worker_TP12 pid=114) ERROR 08-10 23:02:36 [multiproc_executor.py:898]   File "
     "\"/usr/local/lib/python3.12/dist-packages/zmq/sugar/socket.py\", line 320, in bind\n"
     "(Worker_TP12 pid=114) ERROR 08-10 23:02:36 [multiproc_executor.py:898]     super().bind(addr)\n"
     "```",
     "port_in_use", {}, "port_in_use",
     "GPUStack injects a fixed internal port seed (VLLM_PORT) into the vLLM containers; vLLM 0.25.x / 0.26.x still pick "
     "internal ports by the old non-atomic probe-then-bind path from that seed, so on the subordinate node two "
     "workers' shared-memory broadcast MessageQueue sockets (create_from_process_group_single_reader, TP ranks 8-15) "
     "choose the same port and the second bind fails; the other ranks then die with secondary errors ('Connection "
     "closed by peer', 'Broken pipe', all_gather failures). A port collision inside one launch, not a stale process and not memory.",
     "no fix text in the stored chunk (issue closed by the GPUStack team; the reporter pengjiang80 answers as a "
     "GPUStack maintainer elsewhere). The issue's own analysis points to not injecting a fixed VLLM_PORT seed for MP "
     "multi-node deployments (or a vLLM release whose port selection is atomic), and to keeping the subordinate "
     "container's first-failure logs",
     release="0.25.1", gpu="NVIDIA H100", gpus=16,
     command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 16}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue description's version, environment and observed-behaviour blocks (the 'Summary' "
          "paragraph, which states the cause, is left out; the list is cut after item 3 where item 4 is about the "
          "container restarts) followed by the start of turn 1's pasted traceback, which the stored chunk cuts at "
          "'super().bind(addr)' before the ZMQError line; the error text is therefore the observed-behaviour quote "
          "'zmq.error.ZMQError: Address already in use'. gpus=16 (2 nodes x 8 H100).")

# ---------------------------------------- intel-xpu-backend-for-triton #7763: vLLM test on a B580 CI runner -> Insufficient space in /dev/shm: 160 MiB required, 64 MiB free
case("intel-xpu-7763-vllm-nixl-test-b580-runner-dev-shm-64mib-free-160mib-required",
     "https://github.com/intel/intel-xpu-backend-for-triton/issues/7763",
     "A vLLM MRV2 test is hitting an insufficient space error on a new B580 runner. The test passes on an older B580 "
     "runner.\n"
     "\n"
     "Error:\n"
     "```\n"
     "RuntimeError: Insufficient space in /dev/shm: 160 MiB required, 64 MiB free. Increase /dev/shm (e.g. --shm-size "
     "or --ipc=host).\n"
     "```\n"
     "\n"
     "Failing test:\n"
     "```\n"
     "tests/v1/kv_connector/unit/test_nixl_connector.py::test_abort_timeout_on_prefiller[ray]\n"
     "```",
     "vllm_check_failed", {}, "shm_too_small",
     "The new CI runner's container has only 64 MiB free in /dev/shm (a container default size); vLLM's start-up check for its shared-memory "
     "message queues needs 160 MiB there and refuses to start the engine. The older runner had a larger /dev/shm, so "
     "the same test passes there. Not GPU memory.",
     "the message's own fix: give the container a larger /dev/shm (--shm-size or --ipc=host). In the thread the test was "
     "first skipped (PR #7765), then kwasd reported 'This is now fixed' (2026-08-24) without saying how; the reporter "
     "proposed making vLLM's test skip itself when /dev/shm is too small",
     release=None, gpu="Intel Arc B580", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue description as stored, without the links to the CI runs. A vLLM unit test starting an "
          "engine (Ray variant) on Intel XPU CI rather than a user's serve; the message is vLLM's own /dev/shm check "
          "(the wording with the 'Increase /dev/shm' hint; vLLM version not stated). Labelled like vllm-pr50606 (vllm_check_failed / "
          "shm_too_small). MiB values are not among the numbers keys, so numbers is empty.")

if __name__ == "__main__":
    BATCH.write()
