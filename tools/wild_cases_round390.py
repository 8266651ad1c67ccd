"""Round-390 blind batch: vLLM failing to start on HOSTED / CLOUD PLATFORMS and their images (RunPod worker-vllm,
Modal, AWS SageMaker / DJL LMI containers, Google Vertex / GKE, Azure / KAITO, SkyPilot, BentoML, OpenLLM), collected
by helper wild390 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round390-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round233.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

LOOKUPS_PLACEHOLDER
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
