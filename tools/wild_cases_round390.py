"""Round-390 blind batch: vLLM failing to start on HOSTED / CLOUD PLATFORMS and their images (RunPod worker-vllm,
Modal, AWS SageMaker / DJL LMI containers, Google Vertex / GKE, Azure / KAITO, SkyPilot, BentoML, OpenLLM), collected
by helper wild390 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round390-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round233.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 40 of the 50 allowed (36 ``search`` — 32 corpus=issues, 3 corpus=pages, 1 corpus=code —, 2
``find_string`` and 2 ``read_file`` on two repo notes the code search surfaced, which could not be cited because the
answers named no repository; plus 0 fetches). 1 case. This slice has been mined by many earlier rounds: almost every
in-slice thread the issues corpus returns is already in USED_SOURCES.txt or named as a skip in the round files /
tests/golden/wild/BLIND.md, and most of the rest store only the platform's wrapper error (Vertex 'Model server
exited unexpectedly', Modal 'Runner has been initializing for too long', SageMaker 'UnexpectedStatusException'),
a screenshot, or a chunk cut before vLLM's own error line. The pages corpus (RunPod answeroverflow, AWS re:Post,
vendor blogs) returned only generic troubleshooting pages with no user log. The session also started late (an
interrupted turn), but the round stopped because the slice ran dry, not for the deadline.

Sources given up (for the lead, not cases):
- Already used (grep -F in USED_SOURCES.txt): worker-vllm #276 (and the list #35 #40 #70 #114 #145 #257 #279);
  production-stack #407, #276; OpenLLM #746, #911; BentoVLLM #38, #42; djl-serving #1724; modal-examples #463, #546;
  skypilot #2905, #2955; vertex-ai-samples #2620; kaito #1374, #2132, #2319; vllm #23192, #20305, #18163, #1153,
  the bf16-on-T4/V100 threads #730, #3503, #9990, #8318, #1710; kvcached #29; pytorch #175666; transformerlab-app #370;
  QAnything #128; ai-dynamo/dynamo #1408.
- Named skips in earlier round files / BLIND.md: vllm #20758 (SageMaker reranker, body cut before the error),
  aws-samples/amazon-sagemaker-generativeai #111, SkyPilot PR #2922, OpenLLM #967 and #1185, vertex-ai-samples #2254,
  #3443, #3331, kaito #1101, #1956, #2114, llm-d-benchmark #668, modal-examples #1154, worker-vllm #79, vllm #26612,
  #19045, #14076, #789, #6574, #9331, apocas/dockerode #811 (= vllm #20305), pytorch/serve #3373, unsloth #2887.
- Error line not in any stored chunk: deepjavalibrary/djl-serving #2502 (Phi-3-vision on LMI/SageMaker; 2 look-ups
  reached only the description), deepjavalibrary/djl #3445 (Mixtral on LMI TRT-LLM; the log is an attachment),
  akash-network/awesome-akash #543 (vLLM TP=2 NCCL failure on the Akash cloud; 3 look-ups reached only NCCL INFO
  lines, neither the error nor the fix), vllm #7466 (k8s TP=4 NCCL; only the deployment yaml and a later rendezvous
  test stored), vllm-omni #217 (the ValueError is only in the title; body cut at the docker command),
  vllm-project/tpu-inference #3350 (Qwen3-VL on TPU v7 in k8s; stack frames only), bentoml/BentoVLLM #170 (a stuck
  start shown as a screenshot).
- Not vLLM's own message: bentoml/OpenLLM #882 (BentoML 'Invalid Tag _service:svc'), vllm-omni #3834 (docker
  'exec: "--model": executable file not found', the image has no ENTRYPOINT), vllm #32755 (no error text, a question
  about -cc).
- Uncitable: two repo notes found by the code corpus ('RunPod GPU Memory Fix Guide', 'RunPod Training Evaluation &
  vLLM Deployment Fixes') — find_string/read_file gave no repository or path; the second also paraphrases vLLM's KV
  message ('14.00 GiB KV cache needed, only 11.55 GiB available') rather than quoting it, and its fix is 'pending
  testing'.

Judgement calls for the lead:
1. worker-vllm #29 is a thread about RunPod retrying failed jobs forever; the vLLM start-up failure in it is an
   example log quoted in a maintainer's comment. I took it because the log itself makes the cause certain (the cached
   snapshot has no config.json), with kind and cause config_format_not_found as round 19 labelled the same transformers
   OSError. Whether the repo lacked config.json or the worker's cache download was partial is not knowable from the
   thread; both are 'the model files given to vLLM are incomplete', so the label holds either way. No fix reachable.
2. The excerpt keeps RunPod's log-viewer layout (timestamp / worker id / [info] before each line, newest first, all
   inside a '> ' quote) exactly as stored, since that reversed, interleaved shape is what a RunPod user pastes.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round390-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- worker-vllm #29: RunPod serverless, snapshot without config.json (OSError)
case("worker-vllm-29-runpod-serverless-proximus-2x7b-snapshot-no-config-json",
     "https://github.com/runpod-workers/worker-vllm/issues/29",
     "> 2024-02-09 21:00:26.435\n"
     "> \n"
     "> [5hhq44ockiqu67]\n"
     "> \n"
     "> [info]\n"
     "> \n"
     "> OSError: /models/huggingface-cache/hub/models--anthonylx--Proximus-2x7B-v1/snapshots/"
     "43bf1965176b15634df97107863d4e3972eecebb does not appear to have a file named config.json. Checkout "
     "'https://huggingface.co//models/huggingface-cache/hub/models--anthonylx--Proximus-2x7B-v1/snapshots/"
     "43bf1965176b15634df97107863d4e3972eecebb/None' for available files.\n"
     "> \n"
     "> 2024-02-09 21:00:26.435\n"
     "> \n"
     "> [5hhq44ockiqu67]\n"
     "> \n"
     "> [info]\n"
     "> \n"
     "> raise EnvironmentError(\n"
     "> \n"
     "> 2024-02-09 21:00:26.435\n"
     "> \n"
     "> [5hhq44ockiqu67]\n"
     "> \n"
     "> [info]\n"
     "> \n"
     "> File \"/usr/local/lib/python3.10/dist-packages/transformers/utils/hub.py\", line 356, in cached_file\n"
     "> \n"
     "> 2024-02-09 21:00:26.435\n"
     "> \n"
     "> [5hhq44ockiqu67]\n"
     "> \n"
     "> [info]\n"
     "> \n"
     "> resolved_config_file = cached_file(\n"
     "> \n"
     "> 2024-02-09 21:00:26.435\n"
     "> \n"
     "> [5hhq44ockiqu67]\n"
     "> \n"
     "> [info]\n"
     "> \n"
     "> File \"/usr/local/lib/python3.10/dist-packages/transformers/configuration_utils.py\", line 689, in "
     "_get_config_dict",
     "config_format_not_found", {}, "config_format_not_found",
     "A RunPod serverless endpoint on the worker-vllm image (early 2024, vLLM 0.2.x era) serving "
     "anthonylx/Proximus-2x7B-v1 from the worker's baked Hugging Face cache (/models/huggingface-cache): the cached "
     "snapshot directory 43bf19... holds no config.json, so transformers' AutoConfig (reached from vLLM's engine "
     "start) raises OSError before any GPU work. The model files the worker was given are incomplete / not in HF "
     "format at that revision; not a memory, GPU or flag problem. The thread itself is about RunPod retrying the "
     "failing job forever (billing), not about this error.",
     "none for the config.json error in the stored text: the quoted log is only the example of an error that made "
     "the worker loop (alpayariyak, quoting another user, 2024-02-10). From the log: point MODEL_NAME (and revision) "
     "at a repo/revision that has a Hugging Face config.json, or rebuild the worker image so the whole snapshot is "
     "downloaded into the cache",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the quoted RunPod log from alpayariyak's comment (2024-02-10) as the stored chunk shows it, cut "
          "after the third frame (the rest of the traceback, which the chunk also cuts, is dropped). RunPod's log "
          "viewer puts a timestamp / worker id / [info] line before each traceback line, and the quote shows them "
          "newest-first (the error line on top). No vLLM version, GPU or launch settings are in the thread.")

if __name__ == "__main__":
    BATCH.write()
