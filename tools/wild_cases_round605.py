"""Round-605 blind batch: vLLM start-up failures from MODEL LOADERS AND STORAGE (--load-format values: tensorizer,
runai_streamer, sharded_state, fastsafetensors, dummy, pt / .bin; models on S3 / GCS / Azure, network mounts,
read-only file systems, disk full while downloading, HF cache permissions, the Hub's Xet download transport,
ModelScope downloads), any tracker; collected by helper wild605 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round605-blind"``; the lead grades it once. A HELD-OUT measurement:
graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 35 of the 40 allowed, all ``search`` (34 corpus=issues, 1 corpus=docs that found only vLLM's Run:ai
documentation pages). 6 cases: foundation-model-stack/fastsafetensors #88 (--load-format fastsafetensors on a
checkpoint whose safetensors headers carry an empty __metadata__: KeyError 'data_offsets'; fixed by fastsafetensors
PR #89, vLLM PR #50827 bumps the pin), vllm PR #18701 (hf-xet CAS 'IncompleteBody' crashing a worker's load_model
while downloading Qwen3 weights), huggingface/huggingface_hub #3158 (vLLM 0.9.1 in vllm-openai on Kubernetes, Xet
transfer answering HTTP 429, server crash), meta-pytorch/torchforge PR #109 (torchforge's vLLM app, Xet CAS 'Request
failed after 5 retries'; fix HF_HUB_DISABLE_XET=1), AI-Hypercomputer/tpu-recipes #148 (vLLM TPU recipe for
Qwen3-Coder-480B FP8 on Ironwood: the /data volume full while vLLM downloads the weights; fixed by the recipe's PR
#149), llm-d/llm-d #857 (llm-d TPU guide, same model, /model-cache PVC 9.5 GB short; fixed by a larger ModelArtifacts
size). Every source was checked with grep -F against /work/coord/USED_SOURCES.txt and against the earlier rounds'
skip lists (repository name and '#N' in the same file) before a look-up was spent on it.

The slice was close to mined out: round 577 cut nearly the same slice earlier today (3 cases), and
the permission / read-only / OpenShift HOME family, Run:ai 'File access error', ModelScope integrity errors, gated /
offline Hub errors and 'Cannot find any model weights' threads the search returns are all in USED_SOURCES or earlier
skip lists. The new seams were the Hub's Xet download transport (hf-xet 'CAS service error', 2025-2026; one earlier
fixture, round 193's ART/unsloth log, labelled it hub_unreachable), fastsafetensors' own tracker, and disk-full
downloads on TPU recipes.

Sources given up (for the lead, not cases):
- Already used or in earlier skip lists (not re-opened): vllm #7545 / #7784 (sharded_state argparse), #32584, #19139,
  #21932, #13122, #32807, #10185, #9118, #20127, #12311, #19192, #13962, #9033, #7986, #7345, #13510, #16524,
  #13899, #12180; llm-d-modelservice #243; inference-benchmarker #30 / PR #47; llm-d #1430;
  McGill-NLP/VinePPO #3; LLMFlux #58, #124; kserve #3562; vllm-ascend #829; modelscope #936; xinference #1112;
  run-ai/runai-model-streamer #28, #34; production-stack #193; fastsafetensors #14, #28, #36; eugr/spark-vllm-docker
  #29; vertex-ai-samples #3331, #2254; vllm-omni #4350; ray #65477, #64978, #52499; verl #413.
- Error line or answer not in the stored chunk: run-ai/runai-model-streamer #95 (multilingual-e5 pooling model from
  s3:// with runai_streamer on 0.10.2, 'HFValidationError ... /tmp/tmperj7_svx' - the 1_Pooling folder not staged;
  closed, no answer stored); vllm #16208 (Vertex AI custom container, AWQ model from gs://, 'Cannot find the config file
  for awq', no resolution stored); vllm #337 (_pickle.UnpicklingError 'could not find MARK' loading WizardCoder .bin in
  2023; only the traceback head stored) and vllm PR #373 ('Don't try to load training_args.bin', traceback cut before
  the exception line); vllm #32841 (VLLM_USE_MODELSCOPE ignored for --lora-modules, fixed by PR #32844, but the stored
  chunk holds only huggingface_hub frames, no exception line); huggingface/huggingface_hub #2779 (vllm serve
  Llama-3.3-70B TP 4 with --download-dir /data on Kubernetes: 'Consistency check failed: file should be of size
  4966157056 but has size 4966842368' - a LARGER file, which smells of two writers on a shared volume, but the closed
  thread's answer is not stored; the lead may take it as checkpoint_file_corrupt with no fix); vllm #12290 (GCS via
  Run:ai, the follow-up comment cut); allenai/open-instruct #90 (vLLM load error after fine-tuning, cut before the
  error); vllm PR #37677 (tensorizer + s3:// refused by the object-storage check, the error text not quoted); vllm
  #40988 (DeepSeek-V4-Pro stalls ~60 min after the shards without --safetensors-load-strategy prefetch: no error
  line) and #40821 (DeepSeek V4 on RTX PRO 6000, the stored turn shows only the loader's prefetch lines).
- Not a vLLM start-up failure / not vLLM: hiyouga/LlamaFactory #5155 and bentoml/OpenLLM #754 (disk full while
  saving); vllm #7025 (pip); sgl-project/sglang #1259 and #25332 (SGLang's own loaders); vllm #14532 / #18832
  (save_sharded_state script on V1); xai-org/grok-1 #263 (huggingface-cli); safetensors #823 / fastsafetensors #96 /
  vllm PR #50827 (same incident as fastsafetensors #88, not taken separately); vllm #12889 (download hang, no error);
  pytorch #137695 (ulimit on MI300, not this slice).

Judgement calls for the lead:
1. fastsafetensors-88: the failing text is fastsafetensors' own KeyError ('data_offsets') inside vLLM's
   fastsafetensors loader, no vLLM message: kind None. The cause is a bug of the fastsafetensors release installed
   (0.3.2), fixed in the library (PR #89) and pinned by vLLM PR #50827: cause dependency_version_mismatch (the nearest
   label for 'the installed version of a package vLLM loads with lacks the fix'). release_regression or a new
   'loader_library_bug' are the alternatives. The checkpoint itself is valid (an empty __metadata__ {} is legal), so
   not checkpoint_file_corrupt; the default loader is a workaround the thread does not state.
2. The three Xet cases (vllm PR #18701, huggingface_hub #3158, torchforge PR #109) are labelled hub_unreachable for
   kind and cause, following round 193's fixture for the same 'Data processing error: CAS service error' text. #3158's
   error is an HTTP 429 from transfer.xethub.hf.co (README's hub_unreachable row already reads the Hub's 429 as a rate
   limit); its thread is open with no fix (the report comes from a vLLM maintainer). vllm PR #18701 is a fix-PR case
   whose excerpt is the PR's description of the error (not a pasted log). torchforge PR #109 is torchforge's vLLM app
   (Monarch actors) starting vLLM; the fix is the merged instruction HF_HUB_DISABLE_XET=1.
3. tpu-recipes-148 and llmd-857: disk full while vLLM downloads the weights (huggingface_hub's 'Not enough free disk
   space to download the file ... only has 0.00 MB / 9476.35 MB free disk space'). No kind or cause label exists for a
   full disk; following the earlier fixtures of file-system failures (read-only PVC, permission denied: kind None, cause
   unrecognized) both are None / unrecognized. A new cause such as 'disk_full' (fix: a bigger volume, --download-dir on
   a volume with room, or a pre-downloaded model) would fit these two better (the one earlier disk-quota fixture,
   Inductor's autotune cache, is labelled torch_compile_error).
   tpu-recipes-148's stored chunks show the warnings and the download traceback but not the final exception line;
   llmd-857 quotes only the warning (its 'Relevant log output' block is empty).
4. gpu fields: the two TPU cases carry the accelerator as the thread names it (Ironwood TPU / 'TPU recipe'); no GPU
   count is printed, so gpus is None throughout.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round605-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- fastsafetensors #88: --load-format fastsafetensors, MiniMax-M3-MXFP8 -> 'data_offsets'
case("fastsafetensors-88-minimax-m3-mxfp8-load-format-fastsafetensors-empty-metadata-keyerror-data-offsets",
     "https://github.com/foundation-model-stack/fastsafetensors/issues/88",
     "Error when loading \"MiniMaxAI/MiniMax-M3-MXFP8\" in vLLM\n"
     "\n"
     "When using vllm to serve `MiniMaxAI/MiniMax-M3-MXFP8` with `--load-format fastsafetensors` "
     "(fastsafetensors==0.3.2) I encounter the following error. \n"
     "\n"
     "Error logs:\n"
     "```\n"
     "(Worker_TP2 pid=1365) INFO 07-03 07:57:03 [kernel.py:276] Final IR op priority after setting platform defaults: "
     "IrOpPriorityConfig(rms_norm=['vllm_c', 'native'], fused_add_rms_norm=['vllm_c', 'native'])\n"
     "Loading fastsafetensors checkpoint shards:   0% Completed | 0/4 [00:00<?, ?it/s]\n"
     "(Worker_TP0 pid=1363) [PG0] 2026-07-03 07:57:03.918 - Producer batch 1 skipped: stop_event-False or "
     "error_event-True,error_info-Producer batch 0 failed: 'data_offsets'\n"
     "[PG0] 2026-07-03 07:57:03.918 - get batch_item is Exception, will raise\n"
     "(Worker_TP0 pid=1363) [PG0] 2026-07-03 07:57:03.918 - Producer batch 2 skipped: stop_event-False or "
     "error_event-True,error_info-Producer batch 0 failed: 'data_offsets'\n"
     "Loading fastsafetensors checkpoint shards:   0% Completed | 0/4 [00:00<?, ?it/s]\n"
     "(Worker_TP0 pid=1363) [PG0] 2026-07-03 07:57:03.918 - Producer batch 3 skipped: stop_event-False or "
     "error_event-True,error_info-Producer batch 0 failed: 'data_offsets'\n"
     "(Worker_TP0 pid=1363)\n"
     "(Worker_TP0 pid=1363) [PG0] 2026-07-03 07:57:03.918 - Consumer error: 'data_offsets'\n"
     "[...]\n"
     "(Worker_TP3 pid=1366) ERROR 07-03 07:57:04 [multiproc_executor.py:898]     return func(*args, **kwargs)\n"
     "(Worker_TP3 pid=1366) ERROR 07-03 07:57:04 [multiproc_executor.py:898]            ^^^^^^^^^^^^^^^^^^^^^\n"
     "(Worker_TP3 pid=1366) ERROR 07-03 07:57:04 [multiproc_executor.py:898]   File \"/usr/local/lib/python3.12/"
     "dist-packages/vllm/v1/executor/multiproc_executor.py\", line 634, in __init__\n"
     "(Worker_TP3 pid=1366) ERROR 07-03 07:57:04 [multiproc_executor.py:898]     self.worker.load_model()\n"
     "(Worker_TP3 pid=1366) ERROR 07-03 07:57:04 [multiproc_executor.py:898]   File \"/usr/local/lib/python3.12/"
     "dist-packages/vllm/v1/worker/gpu_worker.py\", line 384, in load_model\n"
     "(Worker_TP3 pid=1366) ERROR 07-03 07:57:04 [multiproc_executor.py:898]     "
     "self.model_runner.load_model(load_dummy_weights=load_dummy_weights)\n"
     "```",
     None, {}, "dependency_version_mismatch",
     "vLLM's fastsafetensors loader (--load-format fastsafetensors) parses each safetensors header with "
     "fastsafetensors' SafeTensorsMetadata, which in 0.3.2 deleted '__metadata__' only when it was truthy; every shard "
     "of MiniMaxAI/MiniMax-M3-MXFP8 carries an empty '__metadata__': {}, which then stayed in the tensor map and broke "
     "the sort on data_offsets (KeyError 'data_offsets'), so every tensor-parallel worker failed in load_model. A bug "
     "of the installed fastsafetensors release on a valid checkpoint, not memory, GPU or the model.",
     "the reporter's own patch (strip __metadata__ by key presence, 'if \"__metadata__\" in ser') loaded and served "
     "the model; it was merged as fastsafetensors PR #89 ('Fix KeyError on empty __metadata__ in safetensors headers', "
     "maintainer takeshi-yoshimura: 'Your change has been merged'), and vLLM PR #50827 upgrades vLLM's fastsafetensors "
     "pin for the same failure. Fix: a fastsafetensors release with PR #89 (or a vLLM with PR #50827)",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM,
     note="Excerpt: the issue title and description with its error log as the stored chunk shows them, then ('[...]') "
          "the tail of the same log from another stored chunk of turn 0 (the worker traceback down to load_model). "
          "The reporter's investigation of the header and the patch (the fix) are left out. Worker_TP0..TP3 show "
          "tensor parallelism of at least 4, but no size is printed. Same incident: fastsafetensors #96, safetensors "
          "#823 and vLLM PR #50827 (lengrongfu, -tp=8).")

# ---------------------------------------- vllm PR #18701: hf-xet CAS IncompleteBody while downloading Qwen3 weights -> worker crash in load_model
case("vllm-pr18701-qwen3-hf-xet-cas-incompletebody-worker-load-model-crash",
     "https://github.com/vllm-project/vllm/pull/18701",
     "[Bugfix]: handle hf-xet CAS error when loading Qwen3 weights in vLLM\n"
     "\n"
     "Qwen3 models on HuggingFace Hub use the Xet-backed storage system. In certain environments, the `hf-xet` "
     "downloader may fail with the following error during model weight loading:\n"
     "\n"
     "    RuntimeError: Data processing error: CAS service error: Error: single flight error:\n"
     "    Real call failed: CasObjectError(InternalIOError(Custom { kind: Other,\n"
     "    error: reqwest::Error { kind: Decode, source: hyper::Error(Body,\n"
     "    Custom { kind: UnexpectedEof, error: IncompleteBody }) } }))\n"
     "\n"
     "This causes vLLM workers (e.g., rank 1) to crash during `load_model()`.",
     "hub_unreachable", {}, "hub_unreachable",
     "vLLM downloads the weights of a Hub model at start-up (load_model); Qwen3 repositories are stored on the Hub's Xet "
     "backend, and the hf-xet downloader's transfer broke off mid-body (reqwest Decode / hyper UnexpectedEof, "
     "IncompleteBody), which hf-xet reports as 'CAS service error' and which crashed the worker. A network / Hub "
     "transfer failure during the download, not a vLLM, GPU or memory problem.",
     "vLLM PR #18701 (merged 2025-05-26) makes vLLM handle this hf-xet CAS error while loading the weights; the "
     "upstream report is huggingface/huggingface_hub #3089. No user-side fix is stated in the stored thread",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the PR's title and the description's account of the error (indented as the PR shows it); the "
          "'Refs' line is left out. A fix-PR case: no pasted log, the error text is the PR author's quote. Labels "
          "follow round 193's fixture for the same hf-xet 'CAS service error' text (hub_unreachable).")

# ---------------------------------------- huggingface_hub #3158: vLLM 0.9.1 (vllm-openai) on Kubernetes, Xet transfer 429 -> server crash
case("huggingface-hub-3158-vllm091-llama33-70b-fp8-xet-cas-status-429-server-crash",
     "https://github.com/huggingface/huggingface_hub/issues/3158",
     "[Xet] Spam Logs With Normal vLLM Usage\n"
     "\n"
     "### Describe the bug\n"
     "\n"
     "I am seeing spam logs from xet with normal usage of vLLM\n"
     "\n"
     "This ** sometimes ** causes the server to crash with:\n"
     "\n"
     "```bash\n"
     "ERROR 06-11 21:06:33 [core.py:515] RuntimeError: Data processing error: CAS service error : Error : single "
     "flight error: Real call failed: ReqwestError(reqwest::Error { kind: Status(429) }, "
     "\"https://transfer.xethub.hf.co/xorbs/default/993f00d34169824a90a75929e988f0267f55bd29b114cfb807e9bf2f76c85f07\")\n"
     "```\n"
     "\n"
     "See example logs below\n"
     "\n"
     "### Reproduction\n"
     "\n"
     "Running in `vllm/vllm-openai:latest`, deploy a model\n"
     "\n"
     "### Logs\n"
     "\n"
     "```shell\n"
     "(venv-just) rshaw@beaker:~/llm-d-experiments/single-node-het-tp$ just logs "
     "redhatai-llama-3-3-70b-instruct-fp8-dynamic-decode-578cdddzgpqv\n"
     "kubectl logs -f redhatai-llama-3-3-70b-instruct-fp8-dynamic-decode-578cdddzgpqv | grep -v \"GET /metrics "
     "HTTP/1.1\"\n"
     "Defaulted container \"vllm\" out of: vllm, routing-proxy (init)\n"
     "INFO 06-11 21:04:53 [__init__.py:244] Automatically detected platform cuda.\n"
     "INFO 06-11 21:04:58 [api_server.py:1287] vLLM API server version 0.9.1\n"
     "INFO 06-11 21:04:59 [cli_args.py:309] non-default args: {'port': 8001, 'model': "
     "'RedHatAI/Llama-3.3-70B-Instruct-FP8-dynamic', 'max_model_len': 32768, 'served_model_name': "
     "['RedHatAI/Llama-3.3-70B-Instruct-FP8-dynamic'], 'disable_log_requests': True}",
     "hub_unreachable", {"max_model_len": 32768}, "hub_unreachable",
     "vLLM 0.9.1 (vllm-openai:latest, a Kubernetes decode pod of an llm-d experiment) downloads "
     "RedHatAI/Llama-3.3-70B-Instruct-FP8-dynamic from the Hub at start-up; the Hub's Xet transfer service "
     "(transfer.xethub.hf.co) answered HTTP 429 Too Many Requests, hf-xet gave up with 'CAS service error', and the "
     "engine core died. A Hub rate limit on the weight download, not a vLLM, GPU or memory problem.",
     "no fix reached in the stored thread (open; filed by vLLM maintainer robertgshaw2-redhat). The 429 in the message "
     "names the cause; the usual remedies for the Hub's rate limit are a token (HF_TOKEN), a pre-downloaded model with "
     "HF_HUB_OFFLINE=1, or fewer concurrent downloads",
     release="0.9.1 (vllm/vllm-openai:latest)", gpu=None, gpus=None,
     command="vllm serve RedHatAI/Llama-3.3-70B-Instruct-FP8-dynamic --port 8001 --max-model-len 32768 "
             "(from the logged non-default args)",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue's title, description and the head of its log as the stored chunk shows them, cut after "
          "the non-default args line (the chunk stops mid-line in the next one). The command is rebuilt from the "
          "logged args, not typed by the reporter.")

# ---------------------------------------- torchforge PR #109: torchforge's vLLM app, hf_xet CAS 'Request failed after 5 retries'
case("torchforge-pr109-vllm-app-hf-xet-cas-reqwestmiddleware-request-failed-after-5-retries",
     "https://github.com/meta-pytorch/torchforge/pull/109",
     "0] [0]     return hf_hub_download(\n"
     "[0] [0]   File \"/home/pradeepfdo/.conda/envs/forge/lib/python3.10/site-packages/huggingface_hub/utils/"
     "_validators.py\", line 114, in _inner_fn\n"
     "[0] [0]     return fn(*args, **kwargs)\n"
     "[0] [0]   File \"/home/pradeepfdo/.conda/envs/forge/lib/python3.10/site-packages/huggingface_hub/"
     "file_download.py\", line 1010, in hf_hub_download\n"
     "[0] [0]     return _hf_hub_download_to_cache_dir(\n"
     "[0] [0]   File \"/home/pradeepfdo/.conda/envs/forge/lib/python3.10/site-packages/huggingface_hub/"
     "file_download.py\", line 1171, in _hf_hub_download_to_cache_dir\n"
     "[0] [0]     _download_to_tmp_and_move(\n"
     "[0] [0]   File \"/home/pradeepfdo/.conda/envs/forge/lib/python3.10/site-packages/huggingface_hub/"
     "file_download.py\", line 1723, in _download_to_tmp_and_move\n"
     "[0] [0]     xet_get(\n"
     "[0] [0]   File \"/home/pradeepfdo/.conda/envs/forge/lib/python3.10/site-packages/huggingface_hub/"
     "file_download.py\", line 629, in xet_get\n"
     "[0] [0]     download_files(\n"
     "[0] [0] RuntimeError: Data processing error: CAS service error : ReqwestMiddleware Error: Request failed after "
     "5 retries\n"
     "[0] [0] Traceback (most recent call last):\n"
     "[0] [0]   File \"/home/pradeepfdo/.conda/envs/forge/lib/python3.10/site-packages/monarch/_src/actor/"
     "actor_mesh.py\", line 837, in handle\n"
     "[0] [0]     result = await instr",
     "hub_unreachable", {}, "hub_unreachable",
     "Running torchforge's vLLM app (vLLM started inside Monarch actors) downloads the model from the Hub; the download "
     "went through the Hub's Xet transport (hf_xet's xet_get) and its requests to the CAS service failed five times, so "
     "hf_hub_download raised and the vLLM start-up in the actor failed. A Hub / Xet transfer failure, not a vLLM, GPU "
     "or memory problem.",
     "merged torchforge PR #109 (pradeepfn, 2025-09-02) adds the instruction to export HF_HUB_DISABLE_XET=1 before "
     "running the vLLM app, so huggingface_hub downloads over plain HTTP instead of Xet",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the PR description's log as the stored text shows it (its first line cut by the author's paste, "
          "'0] [0]'); the description's first sentence, which points at the title's fix, is left out. The app is "
          "torchforge's vLLM example, so the launch is vLLM's start-up inside a framework's actor.")

# ---------------------------------------- tpu-recipes #148: Ironwood vLLM recipe, Qwen3-Coder-480B FP8 download to a full /data volume
case("tpu-recipes-148-ironwood-vllm-qwen3-coder-480b-fp8-download-not-enough-free-disk-space",
     "https://github.com/AI-Hypercomputer/tpu-recipes/issues/148",
     "Qwen3 coder ironwood recipe out of disk space\n"
     "\n"
     "Following steps as-is here: https://github.com/AI-Hypercomputer/tpu-recipes/blob/main/inference/ironwood/vLLM/"
     "Qwen3-Coder/README.md\n"
     "\n"
     "Results in:\n"
     "\n"
     "```\n"
     "(EngineCore_DP0 pid=344) INFO 01-07 02:47:28 [model_loader.py:364] Loading model with MODEL_IMPL_TYPE=vllm\n"
     "(EngineCore_DP0 pid=344) INFO 01-07 02:47:28 [tpu_platform.py:60] Cannot use None backend on TPU.\n"
     "(EngineCore_DP0 pid=344) INFO 01-07 02:47:28 [tpu_platform.py:62] Using Pallas V1 backend.\n"
     "(EngineCore_DP0 pid=344) INFO 01-07 02:47:28 [layer.py:365] Disabling MoE shared_experts cuda stream\n"
     "(EngineCore_DP0 pid=344) /usr/local/lib/python3.12/site-packages/huggingface_hub/file_download.py:798: "
     "UserWarning: Not enough free disk space to download the file. The expected file size is: 4988.44 MB. The target "
     "location /data/models--BCCard--Qwen3-Coder-480B-A35B-Instruct-FP8-Dynamic/blobs only has 0.00 MB free disk "
     "space.\n"
     "(EngineCore_DP0 pid=344)   warnings.warn(\n"
     "(EngineCore_DP0 pid=344) /usr/local/lib/python3.12/site-packages/huggingface_hub/file_download.py:798: "
     "UserWarning: Not enough free disk space to download the file. The expected file size is: 4995.71 MB. The target "
     "location /data/models--BCCard--Qwen3-Coder-480B-A35B-Instruct-FP8-Dynamic/blobs only has 0.00 MB free disk "
     "space.\n"
     "(EngineCore_DP0 pid=344)   warnings.warn(\n"
     "[...]\n"
     "(EngineCore_DP0 pid=344)   File \"/workspace/vllm/vllm/model_executor/model_loader/default_loader.py\", line "
     "141, in _prepare_weights\n"
     "(EngineCore_DP0 pid=344)     hf_folder = download_weights_from_hf(\n"
     "(EngineCore_DP0 pid=344)                 ^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore_DP0 pid=344)   File \"/workspace/vllm/vllm/model_executor/model_loader/weight_utils.py\", line 472, "
     "in download_weights_from_hf\n"
     "(EngineCore_DP0 pid=344)     hf_folder = snapshot_download(\n"
     "(EngineCore_DP0 pid=344)                 ^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore_DP0 pid=344)   File \"/usr/local/lib/python3.12/site-packages/huggingface_hub/_snapshot_download.py"
     "\", line 332, in snapshot_download\n"
     "(EngineCore_DP0 pid=344)     thread_map(\n"
     "(EngineCore_DP0 pid=344)   File \"/usr/local/lib/python3.12/site-packages/tqdm/contrib/concurrent.py\", line 69, "
     "in thread_map\n"
     "(EngineCore_DP0 pid=344)     return _executor_map(ThreadPoolExecutor, fn, *iterables, **tqdm_kwargs)\n"
     "```",
     None, {}, "unrecognized",
     "The Ironwood (TPU) vLLM recipe for Qwen3-Coder-480B-A35B-Instruct-FP8-Dynamic lets vLLM download the ~480 GB "
     "checkpoint from the Hub into /data at start-up (download_weights_from_hf -> snapshot_download), and the volume "
     "mounted there was too small: huggingface_hub warned 'only has 0.00 MB free disk space' for each shard and the "
     "download failed. Disk space for the weights, not TPU memory or vLLM.",
     "the reporter (samos123) fixed the recipe in merged tpu-recipes PR #149 'Fix #148 qwen3 coder not enough disk "
     "space' (a volume big enough for the checkpoint; the diff is not in the stored text)",
     release=None, gpu="Google TPU (Ironwood)", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title and description as the stored chunk shows them, then ('[...]') the download "
          "traceback from another stored chunk of the same description; the chunks do not include the final exception "
          "line (presumably an Errno 28). Kind None / cause unrecognized follows the earlier file-system fixtures "
          "(judgement call 3).")

# ---------------------------------------- llm-d #857: llm-d TPU guide, Qwen3-Coder-480B FP8, /model-cache PVC too small
case("llmd-857-tpu-guide-qwen3-coder-480b-fp8-model-cache-pvc-not-enough-free-disk-space",
     "https://github.com/llm-d/llm-d/issues/857",
     "[Bug :bug:]: TPU recipe for Qwen 3 Coder 480B cannot download the model files\n"
     "\n"
     "### What happened?\n"
     "\n"
     "This recipe fails when trying to run the helmfile apply step: (https://github.com/llm-d/llm-d/blob/main/guides/"
     "inference-scheduling/README.md#hardware-backends)\n"
     "\n"
     "Error states \"/usr/local/lib/python3.12/site-packages/huggingface_hub/file_download.py:798: UserWarning: Not "
     "enough free disk space to download the file. The expected file size is: 9989.87 MB. The target location "
     "/model-cache/hub/models--Qwen--Qwen3-Coder-480B-A35B-Instruct-FP8/blobs only has 9476.35 MB free disk space.\"\n"
     "\n"
     "### Version\n"
     "\n"
     "v0.5.0",
     None, {}, "unrecognized",
     "llm-d's inference-scheduling guide on TPU starts vLLM with Qwen/Qwen3-Coder-480B-A35B-Instruct-FP8, which vLLM "
     "downloads from the Hub into the /model-cache volume at start-up; the volume (sized by the chart's ModelArtifacts "
     "size) was smaller than the checkpoint, so the download ran out of space ('only has 9476.35 MB free' for a "
     "9989.87 MB shard). Disk space for the weights, not TPU memory or vLLM.",
     "the reporter (brianchunkang, 2026-03-13): 'I got this running by just increaing the ModelArtifacts size "
     "parameter (you suggested this in the comments) so the deployment works' - a bigger model-cache volume",
     release=None, gpu="Google TPU", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title, 'What happened?' and 'Version' (llm-d v0.5.0) as the stored text shows them; the "
          "reporter's sentence asking for an easier way to add PVCs and the attempts with --download-dir are left out "
          "(they point at the fix); the 'Relevant log output' block is empty in the issue. Kind None / cause "
          "unrecognized as in tpu-recipes-148 (judgement call 3).")

BATCH.write()
