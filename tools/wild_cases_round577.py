"""Round-577 blind batch: vLLM start-up failures while LOADING THE MODEL (gated / private Hub repositories, wrong ids or
local paths, offline mode, ModelScope, S3 / GCS / Run:ai streamer / tensorizer / fastsafetensors load formats, corrupt or
partial safetensors, disk space and permissions of the cache), across every tracker; collected by helper wild577 and
NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round577-blind"``; the lead grades
it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 35 of the 40 allowed, all ``search`` corpus=issues except one corpus=pages (nothing usable there). 3 cases:
vllm #13962 (VLLM_USE_MODELSCOPE with TP 2: every worker downloads the checkpoint, ModelScope's FileIntegrityError;
fixed by the merged PR #14060, a file lock), vllm #11084 (the same ModelScope race in the vllm-openai image, Dec 2024,
fix from the same PR), marin-community/marin #7525 (concurrent TP=8 vLLM servers streaming weights from s3:// with
the Run:ai streamer: 'File access error', about 19% of attempts; fixed by retrying start-up, marin PR #7545). Every
source was checked with grep -F against /work/coord/USED_SOURCES.txt and against the earlier rounds' skip lists
before a look-up was spent on it. The slice is heavily mined: gated repositories, wrong ids, 'Invalid repository ID',
HFValidationError, offline mode, HF cache permissions, Run:ai 'File access error' on vllm / run-ai trackers,
HeaderTooLarge / MetadataIncompleteBuffer / InvalidHeaderDeserialization and 'Cannot find any model weights' were
nearly all used or named by earlier rounds; the stored chunks of the new threads very often stop before the error
line or before the answer, and the issues corpus cannot be paged.

Sources given up (for the lead, not cases):
- Already used or named in earlier rounds' skip lists (not re-opened): vllm #14596, #15445, #13899, #3719, #9255,
  #8331, #16524, #7986, #13510, #17877, #20127, #3329, #23674, #19192, #22843, #32807, #12311, #9033, #7345, #22043,
  #23684, #39039, #1910, #8458, #4859, #3568, #2631; run-ai/runai-model-streamer #28, #34, #46, #55; ray-project/ray
  #52499; HabanaAI/vllm-fork #1474; Avarok-Cybersecurity/dgx-vllm #16; gpustack #815, #1268, #1433; xinference #1112;
  tenstorrent/tt-inference-server #37; zstar1003/ragflow-plus #64; vast-ai/base-image #128; vllm-omni #541; unsloth
  #688, #3366; vllm #12180; av/harbor #262.
- Error line or answer not in the stored chunk: foundation-model-stack/fastsafetensors #28 (cuFileBufRegister error
  5016 with two vLLM instances of TP 4 on one 8xH200, the answer not reached), #36 (fastsafetensors over a two-node Ray
  TP 2 on DGX Spark, vLLM 0.13.0rc2: only the traceback head and a later 'still getting errors' comment), #14
  (DeepSeek-R1 over Ray, only Ray start-up lines); vllm #23236 (runai_streamer from a local MinIO on
  0.10.1.dev, fixed by PR #23845 'changing ordering of model loading', but only the issue head is stored); vllm #22882
  (bnb-quantized model from S3: --load-format runai_streamer overridden by the BitsAndBytes loader, reporter's own
  reading, traceback cut before the exception line, open); vllm #12867 (0.7.1 local DeepSeek-R1 path over Ray -tp 8
  -pp 2, 'Use repo_type argument' in the title, no answer stored); vllm #16597 (concurrent ModelScope download,
  integrity failure, tp 1, no answer stored); vllm-ascend #955 (HeaderTooLarge on v0.8.4rc2, open, no answer);
  unslothai/unsloth #2317 ('Cannot find any model weights' for a bnb-4bit repo on a V1 dev build, no answer stored),
  #2137; modal-labs/modal-examples #837 / #834 and hiyouga/LlamaFactory #4931 ('Cannot find any model weights', answers
  not stored); vllm #4333 (same message on 0.4.0 via Ray, no answer); vllm #14076 (CPU build, log cut); vllm PR #3476
  (a comment's '--tensorizer-uri' launch, argparse usage cut before the error line); vllm #4584 (tensorizer TP>1 guard,
  no error text); vllm-project/production-stack #193 (Dell ECS S3 'file access error' on 0.6.6 / 0.7.3, maintainer's
  answer cut mid-sentence); run-ai/runai-model-streamer #39 ('Failed to download s3 object', maintainer: the process
  was killed for lack of RAM or file descriptors, but the stored text never shows it was vLLM), #76 (pod dies at 10%
  with no error line), #154 (MinIO via the production-stack chart on 0.23.0, socket closed, open);
  huggingface_hub #1719 / transformers #26720 (Runpod worker-vllm HFValidationError for /runpod-volume paths, title
  only, no answer); huggingface/trl #3604 (verl local path HFValidationError, not shown to be vLLM's);
  vllm-omni #573 (HFValidationError, answer not stored); bytedance-iaas/vllm #76 ('Error retrieving file list', which
  vLLM swallows and retries; stale, no answer); vllm #7867 (docker path not mounted, error as a screenshot).
- Not a vLLM start-up failure / not vLLM: bentoml/OpenLLM #754 (No space left while OpenLLM serialises the model
  itself), hiyouga/LlamaFactory #5155, #3403 (training / Hub gating without vLLM), vllm #7025 (pip install out of
  space), vllm #18832 (tensorize_vllm_model script on the V1 engine, not a server start), coreweave/tensorizer #206
  (a forward-pass dtype assert after deserialisation), modelscope/modelscope #936 (screenshot only), #864, #758.

Judgement calls for the lead:
1. vllm-13962 and vllm-11084: ModelScope's FileIntegrityError is neither vLLM's nor safetensors' message; kind
   checkpoint_file_corrupt was chosen because the message reports a weights file that is incomplete / not the
   checkpoint ('the download may be incomplete'), the nearest row; kind None ('no vLLM message') is the alternative.
   The cause is a NEW label, concurrent_download_race (every tensor-parallel worker of a VLLM_USE_MODELSCOPE launch ran
   its own snapshot_download into the same temp folder); no existing cause fits (not a corrupt upload, not a
   regression). vllm-11084 has no answer in its own thread; its fix is the same PR #14060, taken because the stored log
   itself shows the race (two 'Downloading Model to directory' lines and two progress bars for the same shard, the
   driver and VllmWorkerProcess pid=349, then the empty-file sha256 e3b0c442...). Drop it if a case must carry its own
   thread's fix. The error line of vllm-11084 is cut by the stored excerpt after 'actual is e3b0c44298fc1c149afbf4c89
   96fb92427' (the tool's excerpt window, not the reporter).
2. marin-7525: the stored issue text is an agent-written summary quoting a cut traceback ('...' between the streamer
   frames and vLLM's 'RuntimeError: vLLM server process exited before becoming ready.'). Kind hub_access_denied
   because the only earlier fixture with Run:ai's 'File access error' (runai-model-streamer-55) used it; cause
   hub_unreachable (a transient object-store read fault under load, the closest existing label: the store was
   reachable and authorised, most attempts succeed). The sentence 'Starting the same evals one at a time succeeds.'
   is left out of the excerpt as a workaround; the fix is marin PR #7545 (retry start-up on the streamer fault).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round577-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #13962: VLLM_USE_MODELSCOPE + --tensor-parallel-size 2 -> every worker downloads, FileIntegrityError
case("vllm-13962-modelscope-tp2-each-worker-downloads-file-integrity-error",
     "https://github.com/vllm-project/vllm/issues/13962",
     "[Bug]: Download model many times when use VLLM_USE_MODELSCOPE and --tensor-parallel-size > 1\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "When using VLLM_USE_MODELSCOPE and the tensor-parallel-size > 1,\n"
     "I found that vllm will download the model many times (eq to tensor-parallel-size)\n"
     "This makes start up slowly. And failed.\n"
     "\n"
     "the started command:\n"
     "```\n"
     "python3 -m vllm.entrypoints.openai.api_server --model deepseek-ai/DeepSeek-R1-Distill-Qwen-1.5b "
     "--tensor-parallel-size 2 --dtype half\n"
     "```\n"
     "\n"
     "```\n"
     "# sometimes sha256 signature check failed:\n"
     "\n"
     "2025-02-27T18:17:20.137937040+08:00 (VllmWorkerProcess pid=118) ERROR 02-27 02:17:20 "
     "multiproc_worker_utils.py:242] raise FileIntegrityError(msg)\n"
     "2025-02-27T18:17:20.137940628+08:00 (VllmWorkerProcess pid=118) ERROR 02-27 02:17:20 "
     "multiproc_worker_utils.py:242] modelscope.hub.errors.FileIntegrityError: File /root/.cache/modelscope/hub/"
     "._____temp/deepseek-ai/DeepSeek-R1-Distill-Qwen-1.5b/model.safetensors integrity check failed, expected sha256 "
     "signature is 58858233513d76b8703e72eed6ce16807b523328188e13329257fb9594462945, actual is "
     "2f3a36569365da73f53564947d17c5617a01976046095051663622d34d3539d6, the download may be incomplete, please try "
     "again\n"
     "\n"
     "# sometimes can not find some files",
     "checkpoint_file_corrupt", {"tensor_parallel_size": 2}, "concurrent_download_race",
     "With VLLM_USE_MODELSCOPE set, vLLM (V0, multiprocessing workers) let every tensor-parallel worker call ModelScope's "
     "snapshot_download for the same repository at the same time, with no lock: the two processes wrote and moved the "
     "same files in ModelScope's shared temp folder, so one saw a half-written model.safetensors (sha256 mismatch, "
     "FileIntegrityError) or found files already moved away. Not a corrupt upload, not memory, not the GPU.",
     "vLLM maintainer jeejeelee's PR #14060 '[Bugfix] Add file lock for ModelScope download' (merged 2025-02-28, 'FIX "
     "https://github.com/vllm-project/vllm/issues/13962'): snapshot_download of weights and tokenizer now runs under "
     "get_lock(model, download_dir), so one process downloads and the others wait; i.e. a vLLM release after February "
     "2025 (no workaround is stated in the stored thread).",
     release="not stated (February 2025; V0 engine with VllmWorkerProcess workers)", gpu=None, gpus=2,
     command="python3 -m vllm.entrypoints.openai.api_server --model deepseek-ai/DeepSeek-R1-Distill-Qwen-1.5b "
             "--tensor-parallel-size 2 --dtype half",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--quantization"}],
     note="Excerpt: the issue title and the description as the stored chunk shows it, down to the reporter's second "
          "symptom heading ('# sometimes can not find some files'); the snapshot_download frames of that second "
          "traceback are in another stored chunk and were not joined. The collect_env block is empty in the issue "
          "('Your output of `python collect_env.py` here'). See judgement call 1 on the kind and the new cause.")

# ---------------------------------------- vllm #11084: vllm-openai docker, VLLM_USE_MODELSCOPE, TP 2 -> both processes download shard 1, integrity check failed
case("vllm-11084-docker-modelscope-qwen25-7b-tp2-duplicate-download-integrity-check-failed",
     "https://github.com/vllm-project/vllm/issues/11084",
     "[Bug]: Docker deployment model encountered an exception\n"
     "\n"
     "```\n"
     "INFO 12-10 19:41:05 shm_broadcast.py:236] vLLM message queue communication handle: Handle(connect_ip='127.0.0.1', "
     "local_reader_ranks=[1], buffer=<vllm.distributed.device_communicators.shm_broadcast.ShmRingBuffer object at "
     "0x7f0c07dc8830>, local_subscribe_port=34496, remote_subscribe_port=None)\n"
     "INFO 12-10 19:41:05 model_runner.py:1072] Starting to load model Qwen/Qwen2.5-7B-Instruct...\n"
     "(VllmWorkerProcess pid=349) INFO 12-10 19:41:05 model_runner.py:1072] Starting to load model "
     "Qwen/Qwen2.5-7B-Instruct...\n"
     "(VllmWorkerProcess pid=349) Downloading Model to directory: /root/.cache/modelscope/hub/Qwen/Qwen2.5-7B-Instruct\n"
     "Downloading [model-00001-of-00004.safetensors]:   0%|          | 0.00/3.67G [00:00<?, ?B/s]Downloading Model to "
     "directory: /root/.cache/modelscope/hub/Qwen/Qwen2.5-7B-Instruct\n"
     "Downloading [model-00001-of-00004.safetensors]: 100%|██████████| 3.67G/3.67G [02:10<00:00, 30.3MB/s]\n"
     "Downloading [model-00001-of-00004.safetensors]: 100%|██████████| 3.67G/3.67G [02:16<00:00, 28.8MB/s]\n"
     "(VllmWorkerProcess pid=349) 2024-12-10 19:43:24,080 - modelscope - ERROR - File /root/.cache/modelscope/hub/"
     "._____temp/Qwen/Qwen2.5-7B-Instruct/model-00001-of-00004.safetensors integrity check failed, expected sha256 "
     "signature is a1333e6293854747c481288ea83b348226af178dd565c49b6f9495ba1966aba7, actual is "
     "e3b0c44298fc1c149afbf4c8996fb92427",
     "checkpoint_file_corrupt", {}, "concurrent_download_race",
     "The vLLM docker image pulling Qwen/Qwen2.5-7B-Instruct from ModelScope with two tensor-parallel processes (the "
     "driver and VllmWorkerProcess pid=349): both ran ModelScope's snapshot_download into the same cache and temp "
     "folder at once (two 'Downloading Model to directory' lines, two progress bars for model-00001), and one found "
     "the shard already moved away - the 'actual' sha256 e3b0c442... is that of an empty file - so the integrity check "
     "failed. A download race between vLLM's own workers, not a bad checkpoint and not memory.",
     "no fix in this thread's stored text (closed). The race was fixed in vLLM by PR #14060 '[Bugfix] Add file lock for "
     "ModelScope download' (jeejeelee, merged 2025-02-28, for vllm #13962): only one process downloads under a file "
     "lock. Fix: a vLLM release with that PR.",
     release="not stated (December 2024 vllm-openai image; V0 engine)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--quantization"}],
     note="Excerpt: the title and the log as the stored chunk shows it; the chunk (the search tool's excerpt window) "
          "ends inside the 'actual is' hash. The docker command and the VLLM_USE_MODELSCOPE setting are not in the "
          "stored chunk: ModelScope is read from the '/root/.cache/modelscope/hub' download lines. See judgement call 1.")

# ---------------------------------------- marin #7525: concurrent TP=8 vLLM servers, s3:// checkpoint via Run:ai streamer 0.16.0 -> 'File access error'
case("marin-7525-concurrent-tp8-vllm-s3-runai-streamer-transient-file-access-error",
     "https://github.com/marin-community/marin/issues/7525",
     "[inference] Recover from transient RunAI streamer read failures\n"
     "\n"
     "Concurrent CoreWeave eval launches can fail during vLLM weight loading from an `s3://` checkpoint. The server "
     "exits before becoming ready, leaving the eval unavailable.\n"
     "\n"
     "`vllm_server.py` pins [`runai-model-streamer[s3]==0.16.0`](https://github.com/marin-community/marin/blob/main/lib/"
     "marin/src/marin/inference/vllm_server.py#L36-L38) and defaults object-store models to [`runai_streamer`]"
     "(https://github.com/marin-community/marin/blob/main/lib/marin/src/marin/inference/vllm_server.py#L370-L381). A "
     "TP=8 eval server fails while the streamer's distributed S3 reader requests chunks:\n"
     "\n"
     "```\n"
     "File \"runai_model_streamer/file_streamer/file_streamer.py\", line 148, in request_ready_chunks\n"
     "    file_relative_index, chunk_relative_index = runai_response(self.streamer)\n"
     "File \"runai_model_streamer/libstreamer/libstreamer.py\", line 89, in runai_response\n"
     "    raise ValueError(\n"
     "ValueError: Could not receive runai_response from libstreamer due to: b'File access error'\n"
     "...\n"
     "RuntimeError: vLLM server process exited before becoming ready.\n"
     "```\n"
     "\n"
     "Reproduce:\n"
     "\n"
     "1. Start several CoreWeave evals concurrently, each creating a TP=8 vLLM server from an "
     "`s3://marin-us-east-02a/...` checkpoint.\n"
     "2. Observe one or more server startups fail in `runai_model_streamer` before endpoint registratio",
     "hub_access_denied", {"tensor_parallel_size": 8}, "hub_unreachable",
     "Several TP=8 vLLM servers started at once, each streaming its weights from the same s3:// bucket with "
     "--load-format runai_streamer (runai-model-streamer 0.16.0): under that concurrent load a read of the Run:ai "
     "streamer's distributed S3 reader fails transiently mid-load ('File access error', libstreamer gives no status "
     "code), the vLLM subprocess exits before it is ready. Credentials and paths are fine - the same load usually "
     "succeeds on a retry (41 of 213 TP=8 loads failed, about 19%). Storage access under load, not GPU memory.",
     "marin PR #7545 '[inference] Retry vLLM startup on transient streamer read faults' (merged 2026-07-23, 'Part of "
     "#7525'): retry the vLLM start-up up to 3 times with jittered backoff when the child's log shows the streamer read "
     "fault, leaving under 1% residual failures; verified on 8xH100 with a real TP=8 runai_streamer load from s3. The "
     "issue itself: starting the evals one at a time succeeds.",
     release="not stated (runai-model-streamer 0.16.0, 2026)", gpu=None, gpus=8, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--quantization"},
                       {"flag": "--enforce-eager"}],
     note="Excerpt: the issue as the stored chunk shows it (an agent-generated report; the '...' inside the traceback "
          "is the reporter's), cut by the stored chunk in 'endpoint registratio'. Left out: the sentence 'Starting the "
          "same evals one at a time succeeds.' (a workaround). The 41/213 figure comes from PR #7545, not from the "
          "issue. See judgement call 2 on kind and cause.")

if __name__ == "__main__":
    BATCH.write()
