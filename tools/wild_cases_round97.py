"""Round-97 blind batch: NON-MEMORY vLLM launch failures reported in vLLM's OWN issue tracker (vllm-project/vllm), 2025-2026
reports, collected by helper wild97 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round97-blind"``; the lead grades it once (``python tests/wild_grade.py round97``). A HELD-OUT measurement:
graded once, on the final code, and nothing is to be fitted on it. Cases were taken in the order the searches brought
them, not picked to be hard or easy; a thread was kept when its stored text held vLLM's (or the reporter's quoted) error
line and enough to know the cause.

Same rules as tools/wild_cases_round11.py and rounds 19-29: the collector did not run ``kvroom explain``,
tests/wild_grade.py or the test suite on these excerpts, and did not read kvroom's source (src/, tests/*.py) to choose
them; every expectation (kind, printed numbers, cause, fixes that would be wrong for that user) was written from the
thread only (README's ``message_kind`` table and ``diagnosis.cause`` list as the vocabulary). Excerpts are the text as the
search tool's stored copy of the thread shows it (a stored thread is a few chunks, each cut after ~2,000 characters);
where lines in between were dropped the excerpt shows ``...`` and the note says what; where the stored chunk stops
before the final error line and the issue's TITLE quotes that line, the title's line is given after a ``...`` and the note
says so; the reporters' fix / workaround lines are left out of the excerpt (they are in fix_that_worked).

Slice: vLLM's own tracker, 2025-2026, non-memory launch deaths (dtype / capability, TP / PP divisibility, kernels and
attention backends, quantization, versions of torch / transformers / flashinfer, architectures, Hub / config, NCCL,
``vllm serve`` argument parsing). Sources: the search tool's issues corpus only. 96 look-ups, all ``search`` (issues
corpus); no find_string, read_file, find_files, find_repos or fetch. **11 cases, short of the 12-16 asked**: the slice is
mined out. Nearly every 2025-2026 vLLM thread the searches returned for dtype / capability (Bfloat16 on T4/V100,
quantization "Minimum capability", mxfp4 on SM75/86), TP / PP divisibility, NCCL "unhandled system/cuda error", Gloo,
"No valid attention backend" / attention sinks, cutlass_scaled_mm, "Failed to infer device type", "No platform
detected", Qwen2.5-VL / Qwen3 / Qwen3.5 "does not recognize this architecture", "are not supported for now",
"failed to be inspected", tool-call-parser choices and libcudart was already in /work/coord/USED_SOURCES.txt, a
fixture, or a named skip in tests/golden/wild/BLIND.md (e.g. vllm#14154, #20216, #29707, #32732, #55046, #31480,
#30214, #22288, #17764, #36217, #21028, #12932, #13579, #22231, #16652). Every url kept was
checked (url AND bare number) against USED_SOURCES.txt, the fixtures' source_url and BLIND.md.

Skipped, and why (fresh numbers only): no error line in the stored text or only a screenshot (vllm#22072 compose
"unrecognized arguments", #19185 V100 no kernel image, #24208 DeepSeek-V3.1-AWQ KeyError in screenshots, #24869
param_data.shape assert in a screenshot, #46366 cohere2_moe traceback cut before the error, #36411 Qwen3.5-27B
traceback cut, #22906 / #23826 NVFP4 tracebacks cut, #54657 / #54665 "--tensor-parallel-size 0" /
"--decode-context-parallel-size 0" ZeroDivisionError without the traceback's last line, #16995 '_vllm_fa3_C', #49874
tilert, #14320 TORCH_SDPA, #21713 ERNIE-4.5, #13124, #15457, #21823, #19139); no answer and the log not conclusive
(vllm#42927 / #38979 "page size of the layer is not divisible", #12847 "Failed to infer device type" (reboot /
compose answers disagree), #16724 "No platform detected" with driver 525 and torch cu124, #14954, #23935, #12867 HFValidationError
over Ray, #20479 "expected size 250112==136064", #31108, #43435 / #44335 libcudart.so.13 with cu129 torch (the
error line is not in the stored text), #36099 libcudart.so.12); not a launch death (vllm#21822 flashinfer plan() at the
first step, #50660 DeepSeek-V4 "can not be stably running", #11617 get_open_port, #14359 / #17792 tool calls at
request time); other repositories (vllm-omni#1364, recipes#51: outside this slice).

Judgement calls for the lead (each case's ``note`` says more):
1. No exact kind for the text, the closest used: argparse's "api_server.py: error: unrecognized arguments:
   /root/models/Qwen3-8B" (a POSITIONAL left over, not a flag of another release) -> vllm_check_failed (vllm-27389);
   FlashInfer's "flashinfer-cubin version (0.6.13) does not match flashinfer version (0.6.14)" ->
   dependency_version_mismatch (vllm-49804); "TypeError: FlashAttentionImpl.__init__() got an unexpected keyword argument
   'sinks'" (GPT-OSS's sinks reaching the V0 engine's FlashAttention) -> attention_backend_feature_unsupported with
   that cause (dependency_version_mismatch, CPython's signature TypeError, is the alternative) (vllm-22383); DeepSeek-V4
   FP8's "ZeroDivisionError in deepgemm_post_process_fp8_weight_block ... TP=16" (a per-rank group count of 0) ->
   tp_not_divisible (vllm_check_failed / unrecognized are the alternatives) (vllm-43174); "ValueError: This line
   should not be reached" in linear.py::validate_shard_id (quoted in the reporter's prose) -> vllm_check_failed
   (weight_loading_mismatch is the alternative) (vllm-45837); MiniCPM-V's "Currently, MiniCPMV only supports versions
   2.0, 2.5, 2.6, 4.0. Got version: (4, 5)" -> vllm_check_failed (vllm-23955).
2. Final error line from the issue TITLE (the stored chunk stops before it): vllm-27389 (the usage block is cut),
   vllm-43174 (the traceback is cut at load_model), vllm-48449 (the log is cut at "Loading safetensors ch"); vllm-12697's
   stored line is cut mid-word ("... does not recognize this archite").
3. Thin evidence / no maintainer answer in the stored text: vllm-27389 (closed as stale; the log is the evidence),
   vllm-12697 (no answer stored; the log is conclusive), vllm-28517 (the cause is read from the class name
   "TransformersForCausalLM" in the error: vLLM's generic Transformers fallback took PaddleOCR-VL), vllm-26589 (one
   error line, no GPU or release named), vllm-43174 (root cause from the two fix PRs that close it, #43182 / #43899, by
   contributors), vllm-22383 (the case is a COMMENTER's log, not the opening post, which the stored text does not show).
4. Two reports of one bug: vllm-48423 and vllm-48449 (MiniCPM-V-4.6 on vLLM 0.25.0, 'qkqkv_proj'), two users, two
   launches, one day apart; both kept (taken in search order). The lead may count them as one.
5. Release regressions filed under the failure's own cause (no release_regression in this batch): vllm-48423 / 48449
   (0.25.0; 0.24.0 works), vllm-45837 (0.18.0+), vllm-49804 (0.26.0's flashinfer pins).
6. Traps: none of these is out of memory: no utilization, length or KV-dtype change helps any of them; vllm-43174's
   TP=16 must come DOWN to a divisor of 8 (not up); vllm-12697 needs a newer vLLM as well as a newer transformers
   (0.7.1 has no Qwen2.5-VL class).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round97-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]

# ------------------------------------------------------------------ argparse: "serve" given to an image whose entrypoint is the API server
case("vllm-27389-docker-serve-positional-unrecognized", "https://github.com/vllm-project/vllm/issues/27389",
     "docker run -d \\\n"
     ">   --name vllm-production \\\n"
     ">   --gpus all \\\n"
     ">   --ipc=host \\\n"
     ">   -p 8001:8000 \\\n"
     ">   -v /home/dfmc/.cache/modelscope/hub/models/Qwen/Qwen3-8B:/root/models/Qwen3-8B \\\n"
     ">   -v /home/dfmc/jx/project/data/vllm/logs:/var/log/vllm \\\n"
     ">   -v /home/dfmc/jx/project/data/vllm/configs:/etc/vllm \\\n"
     ">   -e CUDA_VISIBLE_DEVICES=0,1 \\\n"
     ">   -e CUDA_DEVICE_ORDER=PCI_BUS_ID \\\n"
     ">   ee2917e260bb \\\n"
     ">   serve /root/models/Qwen3-8B \\\n"
     ">   --tensor-parallel-size 2 \\\n"
     ">   --max-model-len 16000 \\\n"
     ">   --gpu-memory-utilization 0.9 \\\n"
     ">   --served-model-name Qwen3-8B \\\n"
     ">   --api-key jiangxin\n"
     "...\n"
     "docker logs -f vllm-production\n"
     "INFO 10-22 21:56:56 [__init__.py:216] Automatically detected platform cuda.\n"
     "usage: api_server.py [-h] [--headless] [--api-server-count API_SERVER_COUNT]\n"
     "                     [--config CONFIG] [--host HOST] [--port PORT] [--uds UDS]\n"
     "                     [--uvicorn-log-level {critical,debug,error,info,trace,warning}]\n"
     "                     [--disable-uvicorn-access-log | --no-disable-uvicorn-access-log]\n"
     "                     [--allow-credentials | --no-allow-credentials]\n"
     "...\n"
     "api_server.py: error: unrecognized arguments: /root/models/Qwen3-8B",
     "vllm_check_failed", {}, "vllm_check_failed",
     "A docker run of a vLLM OpenAI image (by image id ee2917e260bb, Oct 2025) serving a local Qwen3-8B over two GPUs: the "
     "image's entrypoint is already the OpenAI API server (the usage line names api_server.py), so the words after the "
     "image id are that script's arguments; the command repeats 'serve' as if the entrypoint were the bare 'vllm' CLI, "
     "'serve' is taken as the positional model and the real path is left over, and argparse exits before any engine "
     "starts.",
     "none in the stored text (closed as stale); the log's own reading: drop 'serve' from the container command and pass "
     "the path as the model (--model /root/models/Qwen3-8B, or the path alone)",
     release="not stated (Oct 2025 image; the '[__init__.py:216]' line format of the 0.11 releases)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--kv-cache-dtype"}],
     command="docker run ... ee2917e260bb serve /root/models/Qwen3-8B --tensor-parallel-size 2 --max-model-len 16000 "
             "--gpu-memory-utilization 0.9 --served-model-name Qwen3-8B --api-key jiangxin",
     note="judgement calls 1-3: the docker command is the reporter's 'Your current environment' block as stored (their "
          "'>' shell continuation prompts kept); the log is the description's 'docker logs' block, whose argparse usage "
          "text the stored chunk cuts after a few lines ('...'); the final 'api_server.py: error: unrecognized "
          "arguments: /root/models/Qwen3-8B' line is the issue's title (less its '[Bug]: ' label). No maintainer answer "
          "stored. CUDA_VISIBLE_DEVICES=0,1 gives the container two GPUs (gpus left None: the host count is not "
          "stated).")

# ------------------------------------------------------------------ versions: flashinfer-cubin and flashinfer-python pins differ (0.26.0)
case("vllm-49804-flashinfer-cubin-0613-vs-0614-gemma4", "https://github.com/vllm-project/vllm/issues/49804",
     "When running vLLM 0.26.0 i get runtime error:\n"
     "\n"
     "flashinfer-cubin version (0.6.13) does not match flashinfer version (0.6.14). Please install the same version of "
     "both packages. Set FLASHINFER_DISABLE_VERSION_CHECK=1 to bypass this check.\n"
     "\n"
     "My command:\n"
     "\n"
     "```bash\n"
     "vllm serve \"google/gemma-4-31B-it\"\n"
     "     --served-model-name Gemma4\n"
     "     --dtype bfloat16   \n"
     "     --generation-config vllm     \n"
     "     --host 0.0.0.0   \n"
     "     --port 8080     \n"
     "     --tensor-parallel-size 2   \n"
     "     --gpu-memory-utilization 0.96     \n"
     "     --max-num-batched-tokens 8192   \n"
     "     --max-num-seqs 10   \n"
     "     --enable-chunked-prefill   \n"
     "     --enable-prefix-caching     \n"
     "     --enable-auto-tool-choice   \n"
     "     --tool-call-parser gemma4   \n"
     "     --reasoning-parser gemma4          \n"
     "     --speculative-config '{\"method\":\"mtp\",\"model\":\"google/gemma-4-31B-it-assistant\",\"num_speculative_tokens\":3}'\n"
     "     --max-model-len 65536 \n"
     "     --default-chat-template-kwargs '{\"enable_thinking\": true}'\n"
     "```",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "vLLM 0.26.0 serving google/gemma-4-31B-it (TP 2, MTP speculative decoding): the environment holds flashinfer-python "
     "0.6.14 (vLLM 0.26.0's pin) beside flashinfer-cubin 0.6.13 (the newest cubin wheel on PyPI at the time; later cubin "
     "wheels are published on FlashInfer's own index), and FlashInfer's import-time version check refuses the pair, so "
     "the launch dies before any model work.",
     "the reporter's workaround: export FLASHINFER_DISABLE_VERSION_CHECK=1 (the message's own alternative: install "
     "flashinfer-cubin of the same version as flashinfer-python, 0.6.14)",
     release="0.26.0", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     command="vllm serve google/gemma-4-31B-it --tensor-parallel-size 2 --gpu-memory-utilization 0.96 --max-model-len "
             "65536 --speculative-config '{\"method\":\"mtp\",...}' ...",
     note="judgement calls 1 and 5: the description's bug section as stored (collect_env block before it not stored); the "
          "'Workaround: export FLASHINFER_DISABLE_VERSION_CHECK=1' line after the command left out. A maintainer comment "
          "('on main the ...') is cut in the stored text. The 0.6.13-is-the-last-PyPI-cubin reading comes from "
          "flashinfer-ai/flashinfer#4781 and timothystewart6/vllm-gb10#42, returned by the same search, not from this "
          "thread. TP 2 implies at least two GPUs; the GPU is not named.")

# ------------------------------------------------------------------ transformers too old: qwen2_5_vl under vllm-openai:v0.7.1
case("vllm-12697-qwen25-vl-7b-openai-071-transformers", "https://github.com/vllm-project/vllm/issues/12697",
     "I am attempting to deploy `Qwen2.5-VL-7B-Instruct` using `vllm/vllm-openai:v0.7.1` in a Docker container, but I "
     "encounter an error indicating that the model type `qwen2_5_vl` is not recognized by `transformers`. Below is the "
     "command used to start the container:\n"
     "\n"
     "```sh\n"
     "docker run --name Qwen2.5-VL-7B-Instruct \\\n"
     "    --runtime nvidia \\\n"
     "    --gpus '\"device=0\"' \\\n"
     "    -v /path/to/cache:/path/to/cache \\\n"
     "    -p 8082:8082 \\\n"
     "    vllm/vllm-openai:v0.7.1 \\\n"
     "    --model \"Qwen/Qwen2.5-VL-7B-Instruct\" \\\n"
     "    --port 8082 \\\n"
     "    --gpu_memory_utilization 0.9 \\\n"
     "    --max_model_len 6144 \\\n"
     "    --tensor_parallel_size 1 \\\n"
     "    --api-key token-placeholder \\\n"
     "    --download-dir /path/to/cache\n"
     "```\n"
     "\n"
     "Upon execution, I receive the following error:\n"
     "\n"
     "```\n"
     "ERROR engine.py:387] You can update Transformers with the command `pip install --upgrade transformers`. If this "
     "does not work, and the checkpoint is very new, then there may not be a release version that supports this model "
     "yet. In this case, you can get the most up-to-date code by installing Transformers from source with the command "
     "`pip install git+https://github.com/huggingface/transformers.git`.\n"
     "...\n"
     "ValueError: The checkpoint you are trying to load has model type `qwen2_5_vl` but Transformers does not recognize "
     "this archite",
     "model_type_unknown", {}, "transformers_too_old",
     "The vllm/vllm-openai:v0.7.1 image (early 2025) on one GPU with Qwen/Qwen2.5-VL-7B-Instruct, a model newer than the "
     "image: its transformers predates the qwen2_5_vl model type (transformers 4.49.0), so AutoConfig refuses the "
     "checkpoint's config before the engine is built; vLLM 0.7.1 has no Qwen2.5-VL model class either (added in 0.7.2).",
     "none in the stored text; the log's own reading: a vLLM with Qwen2.5-VL (0.7.2 or later) and a transformers that "
     "knows qwen2_5_vl (4.49.0+, from source at the time)",
     release="0.7.1 (vllm/vllm-openai:v0.7.1)", gpu=None, gpus=1,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--trust-remote-code"}],
     command="docker run ... vllm/vllm-openai:v0.7.1 --model Qwen/Qwen2.5-VL-7B-Instruct --gpu_memory_utilization 0.9 "
             "--max_model_len 6144 --tensor_parallel_size 1",
     note="judgement calls 2, 3 and 6: the description as stored (the first chunk); the '...' between the two error lines "
          "is the reporter's own; the stored chunk stops mid-word after 'does not recognize this archite'. No answer "
          "stored. The version facts (qwen2_5_vl in transformers 4.49.0, Qwen2_5_VLForConditionalGeneration in vLLM "
          "0.7.2) are the collector's, not the thread's; the cause the excerpt itself shows is transformers' refusal. "
          "gpus 1: --gpus '\"device=0\"'.")

# ------------------------------------------------------------------ attention sinks reach the V0 engine's FlashAttention (GPT-OSS, offline)
case("vllm-22383-gpt-oss-120b-v0-flashattn-sinks-typeerror", "https://github.com/vllm-project/vllm/issues/22383",
     "@syedmba  same issue\n"
     " \n"
     "I can start gptoss server by vllm serve cli successfully, but I can not start in vlllm sdk offline infer in the same "
     "container.\n"
     "```shell\n"
     "vllm serve /data/models/gpt-oss-120b/ \\\n"
     "    --tensor-parallel-size 4 \\\n"
     "    --served-model-name gptoss \\\n"
     "    --max-model-len 12800 \\\n"
     "    --enable-prompt-tokens-details  \\\n"
     "    --host 0.0.0.0 \\\n"
     "    --port 9000\n"
     "```\n"
     "\n"
     "when I start in offline sdk  AsyncLLMEngine\n"
     "```shell\n"
     "(VllmWorkerProcess pid=21574) ERROR 08-07 08:09:51 [multiproc_worker_utils.py:232] TypeError: "
     "FlashAttentionImpl.__init__() got an unexpected keyword argument 'sinks'\n"
     "ERROR 08-07 08:09:51 [engine.py:467] FlashAttentionImpl.__init__() got an unexpected keyword argument 'sinks'\n"
     "ERROR 08-07 08:09:51 [engine.py:467] Traceback (most recent call last):\n"
     "ERROR 08-07 08:09:51 [engine.py:467]   File \"/usr/local/lib/python3.12/dist-packages/vllm/engine/multiprocessing/"
     "engine.py\", line 455, in run_mp_engine\n"
     "ERROR 08-07 08:09:51 [engine.py:467]     engine = MQLLMEngine.from_vllm_config(\n"
     "ERROR 08-07 08:09:51 [engine.py:467]              ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
     "attention_backend_feature_unsupported", {}, "attention_backend_feature_unsupported",
     "gpt-oss-120b (attention sinks) in a GPT-OSS-era vLLM container (Aug 2025), TP 4: `vllm serve` (the V1 engine) "
     "starts, but the commenter's offline AsyncLLMEngine runs the old V0 multiprocessing engine (MQLLMEngine, "
     "VllmWorkerProcess), whose FlashAttention implementation has no `sinks` parameter, so building GPT-OSS's attention "
     "layers fails with a TypeError while the workers load the model.",
     "none confirmed in the stored text: an earlier comment (quoted by the commenter) points at PR #22320 and the latest "
     "code; the commenter's own working path is `vllm serve` (the V1 engine) in the same container",
     release="not stated (a GPT-OSS-era build, Aug 2025, with the V0 MQLLMEngine still present)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     command="vllm serve /data/models/gpt-oss-120b/ --tensor-parallel-size 4 --max-model-len 12800 (works); offline "
             "AsyncLLMEngine (fails)",
     note="judgement calls 1 and 3: a COMMENT (AnyangAngus, 2025-08-07), not the opening post (not stored); the comment's "
          "quoted line '> It seems this was fixed by PR #22320 ..., can you try to run using the latest code?' (a fix "
          "pointer from an earlier comment) left out at its head; the second log block is cut in the stored text after "
          "the MQLLMEngine frame. The working `vllm serve` command is kept: it is the contrast that places the failure in "
          "the V0 path. TP 4 implies at least four GPUs.")

# ------------------------------------------------------------------ TP 16 over DeepSeek-V4 FP8's 8 groups: ZeroDivisionError (dual-node H20)
case("vllm-43174-dsv4-fp8-tp16-h20-deepgemm-zero-division", "https://github.com/vllm-project/vllm/issues/43174",
     "[Bug]: ZeroDivisionError in deepgemm_post_process_fp8_weight_block when loading FP8 model with TP=16 on dual-node H20\n"
     "...\n"
     "Error Log\n"
     "```\n"
     "(Worker_TP4_EP4 pid=612) ERROR 05-19 11:59:55 [multiproc_executor.py:870] Traceback (most recent call last):\n"
     "(Worker_TP4_EP4 pid=612) ERROR 05-19 11:59:55 [multiproc_executor.py:870]   File \"/usr/local/lib/python3.12/"
     "dist-packages/vllm/v1/executor/multiproc_executor.py\", line 837, in worker_main\n"
     "(Worker_TP4_EP4 pid=612) ERROR 05-19 11:59:55 [multiproc_executor.py:870]     worker = WorkerProc(*args, **kwargs)\n"
     "(Worker_TP4_EP4 pid=612) ERROR 05-19 11:59:55 [multiproc_executor.py:870]   File \"/usr/local/lib/python3.12/"
     "dist-packages/vllm/tracing/otel.py\", line 178, in sync_wrapper\n"
     "(Worker_TP4_EP4 pid=612) ERROR 05-19 11:59:55 [multiproc_executor.py:870]     return func(*args, **kwargs)\n"
     "(Worker_TP4_EP4 pid=612) ERROR 05-19 11:59:55 [multiproc_executor.py:870]            ^^^^^^^^^^^^^^^^^^^^^\n"
     "(Worker_TP4_EP4 pid=612) ERROR 05-19 11:59:55 [multiproc_executor.py:870]   File \"/usr/local/lib/python3.12/"
     "dist-packages/vllm/v1/executor/multiproc_executor.py\", line 619, in __init__\n"
     "(Worker_TP4_EP4 pid=612) ERROR 05-19 11:59:55 [multiproc_executor.py:870]     self.worker.load_model()\n"
     "(Worker_TP4_EP4 pid=612) ERROR 05-19 11:59:55 [multiproc_executor.py:870]   File \"/usr/local/lib/python3.12/"
     "dist-packages/vllm/v1/worker/gpu_worker.py\", line 345, in load_model",
     "tp_not_divisible", {"tensor_parallel_size": 16}, "tp_not_divisible",
     "DeepSeek-V4 FP8 served with tensor parallel 16 across two 8-GPU H20 nodes (May 2026): the FP8 DeepGEMM BMM path "
     "splits the model's 8 groups over the TP ranks, n_groups // tp_size = 8 // 16 = 0, and the weight post-processing "
     "divides by that zero while every worker loads the model (the analysis of fix PRs #43182 and #43899, which close "
     "this issue).",
     "none confirmed in the thread (open, stale); PR #43182's analysis: use a TP size that divides n_groups = 8 (1, 2, 4 "
     "or 8; across two nodes e.g. TP 8 with PP 2), or a build with the PR's fallback to the non-BMM path",
     release="not stated (May 2026 build with vllm/models/deepseek_v4)", gpu="NVIDIA H20 (two nodes)", gpus=16,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--kv-cache-dtype"}],
     note="judgement calls 1-3 and 6: the issue's title line, then the description's 'Error Log' block as stored (the "
          "environment section before it dropped: '...'); the stored block stops at the load_model frame, so the "
          "ZeroDivisionError itself is only in the title. The model (DeepSeek-V4 FP8) and the n_groups arithmetic come "
          "from PR #43182 ('Fix ZeroDivisionError when TP does not divide n_groups for DeepSeek-V4 FP8', closed) and PR "
          "#43899 (open), both 'closes/fixes #43174', by contributors, not from a maintainer in the thread. "
          "vllm-project/recipes#567 (same search) caps the two-node DeepSeek-V4-Pro FP8 recipe at TP 8 for a related "
          "block-size reason. The TP that fails is 16 and no divisor of 8 above 8 exists, hence 'above': 8.")

# ------------------------------------------------------------------ weight loading: 0.25.0 maps MiniCPM-V-4.6's vision qkv_proj to 'qkqkv_proj' (WSL2)
case("vllm-48423-minicpm-v46-0250-qkqkv-proj-wsl", "https://github.com/vllm-project/vllm/issues/48423",
     "OS: WSL2 / Linux\n"
     "Python: 3.12\n"
     "vLLM: 0.25.0\n"
     "Model: OpenBMB/MiniCPM-V-4.6\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "After upgrading vLLM from 0.24.0 to 0.25.0, openbmb/MiniCPM-V-4.6 can no longer be served. The same local model "
     "files and launch command work correctly with vLLM 0.24.0.\n"
     "vLLM fails while loading the safetensors checkpoint with the following error:\n"
     "\n"
     "````python\n"
     "ValueError: There is no module or parameter named 'qkqkv_proj' in MiniCPMV4_6ViTWindowAttentionSelfAttn. \n"
     "The available parameters belonging to  (MiniCPMV4_6ViTWindowAttentionSelfAttn) are: {'qkv_proj.bias', "
     "'out_proj.bias', 'qkv_proj.weight', 'out_proj.weight'}\n"
     "````\n"
     "\n"
     "It appears that the vision attention weight named qkv_proj is incorrectly processed by the packed-module mapping for "
     "q_proj, k_proj, and v_proj. Since qkv_proj ends with v_proj, it may be mistakenly rewritten to qkqkv_proj.\n"
     "This happens during checkpoint loading, before the server starts accepting requests. It does not appear to be "
     "related to GPU memory settings, context length, or the custom chat template.\n"
     "\n"
     "Launch command:\n"
     "\n"
     "````python\n"
     "vllm serve --model /mnt/e/models/MiniCPM-V-4.6 \\\n"
     "  --trust-remote-code \\\n"
     "  --gpu-memory-utilization 0.9 \\\n"
     "  --port 8000 \\\n"
     "  --max-model-len 10240 \n"
     "````",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "vLLM 0.25.0 on WSL2 serving openbmb/MiniCPM-V-4.6: the release's packed-module mapping (q_proj/k_proj/v_proj -> "
     "qkv_proj) also rewrites the vision attention's already-fused 'qkv_proj' (it ends in 'v_proj') into 'qkqkv_proj', a "
     "name the model class does not have, so loading the checkpoint fails; 0.24.0 loads the same files.",
     "the reporter: vLLM 0.24.0 serves the same files with the same command (stay on 0.24.0 until a fixed release)",
     release="0.25.0", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--trust-remote-code"},
                                {"flag": "--kv-cache-dtype"}],
     command="vllm serve --model /mnt/e/models/MiniCPM-V-4.6 --trust-remote-code --gpu-memory-utilization 0.9 "
             "--max-model-len 10240",
     note="judgement calls 4 and 5: the description as stored (its environment lines, the bug section, the launch "
          "command); the reporter's diagnosis paragraph is kept (it explains, it does not fix); no maintainer answer "
          "stored. Same bug as vllm-48449 (another user, another launch, one day later). The GPU is not named.")

# ------------------------------------------------------------------ the same 0.25.0 weight-loading bug, another user (A100 80GB)
case("vllm-48449-minicpm-v46-thinking-0250-qkqkv-a100", "https://github.com/vllm-project/vllm/issues/48449",
     "[Bug]: MiniCPM-V-4.6 fails to load on vLLM 0.25.0 — ValueError: There is no module or parameter named 'qkqkv_proj' "
     "in MiniCPMV4_6ViTWindowAttentionSelfAttn\n"
     "\n"
     "```text\n"
     "PyTorch version: 2.11.0+cu130\n"
     "CUDA version: 13.0\n"
     "GPU: NVIDIA A100 80GB PCIe\n"
     "OS: RHEL 9.7 (x86_64)\n"
     "Python: 3.12\n"
     "vLLM: 0.25.0\n"
     "flashinfer-python: 0.6.12\n"
     "transformers: 5.12.1\n"
     "```\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "After upgrading to vLLM 0.25.0, serving `openbmb/MiniCPM-V-4.6` (local weights, `minicpm-v-4.6-thinking` variant, "
     "`model.safetensors` 2.42 GiB) fails during weight loading. The same model works on vLLM 0.24.0.\n"
     "\n"
     "The weight loader receives a prefix `qkqkv_proj`, but `MiniCPMV4_6ViTWindowAttentionSelfAttn` only defines "
     "`qkv_proj`.\n"
     "\n"
     "```bash\n"
     "# Reproduce\n"
     "vllm serve /path/to/minicpm-v-4.6-thinking \\\n"
     "    --served-model-name minicpm-v-4.6-thinking \\\n"
     "    --trust-remote-code \\\n"
     "    --enable-auto-tool-choice \\\n"
     "    --tool-call-parser qwen3_coder \\\n"
     "    --dtype bfloat16 \\\n"
     "    --max-model-len 65536 \\\n"
     "    --gpu-memory-utilization 0.4 \\\n"
     "    --limit-mm-per-prompt '{\"image\": 10, \"video\": 2}' \\\n"
     "    --mm-processor-kwargs '{\"max_slice_nums\": 1, \"use_image_id\": false}' \\\n"
     "    --max-num-seqs 64 \\\n"
     "    --host 0.0.0.0 --port 8000\n"
     "```\n"
     "\n"
     "```\n"
     "(EngineCore) INFO [gpu_model_runner.py] Starting to load model ...\n"
     "(EngineCore) INFO [cuda.py] Using backend AttentionBackendEnum.FLASH_ATTN for vit attention\n"
     "Loading safetensors ch",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "vLLM 0.25.0 on one A100 80GB serving the minicpm-v-4.6-thinking checkpoint: the same 0.25.0 packed-module mapping "
     "bug as vllm#48423 turns the vision attention's fused 'qkv_proj' into 'qkqkv_proj', which "
     "MiniCPMV4_6ViTWindowAttentionSelfAttn does not define, so the weights cannot be loaded; 0.24.0 works.",
     "the reporter: the same model works on vLLM 0.24.0",
     release="0.25.0", gpu="NVIDIA A100 80GB PCIe", gpus=1,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--trust-remote-code"},
                                {"flag": "--kv-cache-dtype"}],
     command="vllm serve /path/to/minicpm-v-4.6-thinking --trust-remote-code --dtype bfloat16 --max-model-len 65536 "
             "--gpu-memory-utilization 0.4 --max-num-seqs 64 ...",
     note="judgement calls 2, 4 and 5: the issue's title line (the error, with the '[Bug]: ' label kept as the title "
          "shows it), then the description as stored; the log block is cut by the stored chunk at 'Loading safetensors "
          "ch', so the ValueError is only in the title and the prose. The '2.42 GiB' is the reporter's file size, not a "
          "vLLM figure (no number filed). gpus 1: one GPU line in the environment, no TP.")

# ------------------------------------------------------------------ Transformers fallback cannot place PaddleOCR-VL's 'mlp_AR'
case("vllm-28517-paddleocr-vl-transformers-fallback-mlp-ar", "https://github.com/vllm-project/vllm/issues/28517",
     "error when using PaddleOCR-VL\n"
     "\n"
     "```\n"
     "vllm serve PaddlePaddle/PaddleOCR-VL \\\n"
     "    --trust-remote-code \\\n"
     "    --max-num-batched-tokens 16384 \\\n"
     "    --no-enable-prefix-caching \\\n"
     "    --mm-processor-cache-gb 0\n"
     "```\n"
     "...\n"
     "(EngineCore_DP0 pid=560891) ERROR 11-12 13:42:18 [core.py:708]     raise ValueError(msg)\n"
     "(EngineCore_DP0 pid=560891) ERROR 11-12 13:42:18 [core.py:708] ValueError: There is no module or parameter named "
     "'mlp_AR' in TransformersForCausalLM\n"
     "(EngineCore_DP0 pid=560891) Process EngineCore_DP0:\n"
     "(EngineCore_DP0 pid=560891) Traceback (most recent call last):",
     "weight_loading_mismatch", {}, "architecture_unsupported",
     "vllm serve PaddlePaddle/PaddleOCR-VL (Nov 2025, --trust-remote-code): the installed vLLM has no native "
     "PaddleOCR-VL model class, so it fell back to its generic Transformers backend (TransformersForCausalLM), which "
     "cannot place the checkpoint's vision projector weights ('mlp_AR'), and loading stops.",
     "none in the stored text (closed as stale); the error's own reading: a vLLM release with the native PaddleOCR-VL "
     "model (PaddleOCR's docs point at one) instead of the Transformers fallback",
     release="not stated (Nov 2025; V1 'EngineCore_DP0' log format)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     command="vllm serve PaddlePaddle/PaddleOCR-VL --trust-remote-code --max-num-batched-tokens 16384 "
             "--no-enable-prefix-caching --mm-processor-cache-gb 0",
     note="judgement call 3: the description's 'Your current environment' block (the command), then the 'turn 0 "
          "continued' log chunk from its 'raise ValueError(msg)' frame (the traceback between them not stored: '...'). "
          "The cause is read from 'TransformersForCausalLM' in the error (vLLM's fallback class); which release added "
          "PaddleOCR-VL natively is the collector's knowledge (after 0.11.0), not the thread's. "
          "architecture_unsupported / architecture_release_mismatch are alternatives for the cause, but no 'not "
          "supported' line is printed: the fallback took the model. Relabelled 2026-12-06 (fifth session): cause architecture_unsupported, as round 433's dynamo-7942 and "
          "round 598's vllm-30107 label the same Transformers-fallback refusal and as this case's own cause and fix say")

# ------------------------------------------------------------------ Marlin FP8 fallback: Ovis2.5's size_n = 4304 not a multiple of 64
case("vllm-26589-ovis25-9b-fp8-size-n-4304-tile-64", "https://github.com/vllm-project/vllm/issues/26589",
     "I have quantised Ovis2.5 9B model using ms-swift and the quantisation method was fp8.\n"
     "\n"
     "Getting this error while serving that model in vLLM.\n"
     "\n"
     "**RuntimeError: size_n = 4304 is not divisible by tile_n_size = 64**",
     "quantization_kernel_bug", {}, "quantization_kernel_bug",
     "An Ovis2.5-9B checkpoint quantized to FP8 with ms-swift (Oct 2025): on a GPU without native FP8 GEMMs vLLM runs FP8 "
     "weights through the Marlin weight-only fallback, whose repack needs each layer's output size to be a multiple of "
     "64; a 4304-wide layer (the vision tower's MLP width) is not, so loading stops with Marlin's own check.",
     "none in the stored text (no answer); the message's own reading: keep the 4304-wide (vision) layers out of the FP8 "
     "quantization, run on an FP8-capable GPU, or a vLLM whose Marlin path pads the shape",
     release="not stated (Oct 2025)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 3: the whole description as stored (the error line in the reporter's markdown bold). No GPU, "
          "release, command or answer; no TP in the report, so the shape is the layer's own (not a TP split), hence "
          "quantization_kernel_bug rather than tp_not_divisible. That 4304 is the vision MLP width and that the Marlin "
          "fallback is taken below compute capability 8.9 are the collector's readings.")

# ------------------------------------------------------------------ 0.18.0 regression: validate_shard_id 'This line should not be reached' (Nemotron-Parse)
case("vllm-45837-nemotron-parse-v12-validate-shard-id-0180", "https://github.com/vllm-project/vllm/issues/45837",
     "A regression in the V1 engine's weight-loading path causes vllm serve to fail when initializing the custom "
     "encoder-decoder architecture nvidia/NVIDIA-Nemotron-Parse-v1.2.\n"
     "\n"
     "During the safetensors checkpoint loading phase, vLLM throws a strict validation error: ValueError: This line "
     "should not be reached in vllm/model_executor/layers/linear.py inside the validate_shard_id function.\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "Against: v0.18.0.\n"
     "\n"
     "```\n"
     "VLLM_USE_V1=0 vllm serve nvidia/NVIDIA-Nemotron-Parse-v1.2 --trust-remote-code\n"
     "(APIServer pid=34591) INFO 06-15 16:01:01 [utils.py:297] \n"
     "(APIServer pid=34591) INFO 06-15 16:01:01 [utils.py:297]        █     █     █▄   ▄█\n"
     "(APIServer pid=34591) INFO 06-15 16:01:01 [utils.py:297]  ▄▄ ▄█ █     █     █ ▀▄▀ █  version 0.18.0\n"
     "(APIServer pid=34591) INFO 06-15 16:01:01 [utils.py:297]   █▄█▀ █     █     █     █  model   "
     "nvidia/NVIDIA-Nemotron-Parse-v1.2\n"
     "(APIServer pid=34591) INFO 06-15 16:01:01 [utils.py:297]    ▀▀  ▀▀▀▀▀ ▀▀▀▀▀ ▀     ▀\n"
     "(APIServer pid=34591) INFO 06-15 16:01:01 [utils.py:297] \n"
     "(APIServer pid=34591) INFO 06-15 16:01:01 [utils.py:233] non-default args: {'model_tag': "
     "'nvidia/NVIDIA-Nemotron-Parse-v1.2', 'model': 'nvidia/NVIDIA-Nemotron-Parse-v1.2', 'trust_remote_code': True}",
     "vllm_check_failed", {}, "vllm_check_failed",
     "vLLM 0.18.0 serving nvidia/NVIDIA-Nemotron-Parse-v1.2 (a custom encoder-decoder, --trust-remote-code): while the "
     "safetensors checkpoint loads, a shard id the model hands to a parallel linear layer's weight loader is not one "
     "validate_shard_id accepts, and vLLM's internal 'This line should not be reached' check stops the launch; the "
     "reporter dates it as a regression from v0.18.0 on.",
     "none in the stored text (the issue is closed; no answer stored); the title's own reading: a release before 0.18.0 "
     "loads the model",
     release="0.18.0", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     command="VLLM_USE_V1=0 vllm serve nvidia/NVIDIA-Nemotron-Parse-v1.2 --trust-remote-code",
     note="judgement calls 1 and 5: the description as stored (its environment paragraph, which states the error in "
          "prose, then the log, which the stored chunk cuts after the 'non-default args' line); the error line itself "
          "is only in the reporter's prose. The 'VLLM_USE_V1=0' in the command is the reporter's (the release ignores "
          "it; the prose speaks of the V1 engine). No GPU named.")

# ------------------------------------------------------------------ a vLLM older than MiniCPM-V 4.5 support: "only supports versions 2.0, 2.5, 2.6, 4.0"
case("vllm-23955-minicpm-v45-version-check-stale-install", "https://github.com/vllm-project/vllm/issues/23955",
     "I still get the error:\n"
     "<pre>\n"
     "pip install -U vllm     --pre     --extra-index-url https://wheels.vllm.ai/nightly --force-reinstall\n"
     "vllm serve \"openbmb/MiniCPM-V-4_5\" --tensor-parallel-size=2 --trust-remote-code\n"
     "...\n"
     "ERROR 08-29 13:40:25 [multiproc_executor.py:559] ValueError: Currently, MiniCPMV only supports versions 2.0, 2.5, "
     "2.6, 4.0. Got version: (4, 5)\n"
     "</pre>\n"
     "\n"
     "Running on Debian 12 with Python 3.11.",
     "vllm_check_failed", {}, "vllm_check_failed",
     "vllm serve openbmb/MiniCPM-V-4_5 over two GPUs (Aug 2025): the vLLM that actually ran still had the MiniCPM-V "
     "model code from before 4.5 support (its version check lists 2.0, 2.5, 2.6 and 4.0), although the reporter meant "
     "to install a nightly with it; the check refuses the checkpoint's version (4, 5) while the workers build the model.",
     "a contributor: cannot reproduce, reinstall vLLM completely; another user: `uv pip install -U vllm "
     "--torch-backend=auto --extra-index-url https://wheels.vllm.ai/nightly --force-reinstall`, after which the same "
     "serve command got past the check (it started downloading the weights)",
     release="not stated (a nightly was intended; the check that ran predates MiniCPM-V 4.5)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     command="vllm serve openbmb/MiniCPM-V-4_5 --tensor-parallel-size=2 --trust-remote-code",
     note="judgement calls 1 and 3: the opening post as stored (moved from vllm#23586, whose comment it quotes; the "
          "'...' inside <pre> is the reporter's own; the 'Originally posted by' line after it left out). No exact kind: "
          "a check in vLLM's own model code (minicpmv.py) naming the versions it supports -> vllm_check_failed "
          "(architecture_release_mismatch is the alternative for the cause: the release that ran is older than the "
          "model). The other user who fixed it by a forced uv reinstall then ran out of memory on one RTX 3090 at the "
          "default length: a different launch, not filed. TP 2 implies at least two GPUs.")

if __name__ == "__main__":
    BATCH.write()
