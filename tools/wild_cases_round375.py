"""Round-375 blind batch: PLACEHOLDER DOCSTRING (rewritten at the end of the round).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round375-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #8461: Qwen2-Audio on a September-2024 vLLM build -> architecture not supported
case("vllm-8461-qwen2-audio-sept-2024-build-architecture-not-supported",
     "https://github.com/vllm-project/vllm/issues/8461",
     "[Bug]: Model architectures ['Qwen2AudioForConditionalGeneration'] are not supported for now.\n"
     "\n"
     "pip install+https://github.com/vllm-project/vllm.git\n"
     "\n"
     "(VllmWorkerProcess pid=544861) ERROR 09-13 18:22:53 multiproc_worker_utils.py:226]   File \"/apps1/zhangfan/anaconda3/"
     "envs/new_swift/lib/python3.10/site-packages/vllm/executor/multiproc_worker_utils.py\", line 223, in _run_worker_process\n"
     "(VllmWorkerProcess pid=544861) ERROR 09-13 18:22:53 multiproc_worker_utils.py:226]     output = executor(*args, **kwargs)\n"
     "(VllmWorkerProcess pid=544861) ERROR 09-13 18:22:53 multiproc_worker_utils.py:226]   File \"/apps1/zhangfan/anaconda3/"
     "envs/new_swift/lib/python3.10/site-packages/vllm/worker/worker.py\", line 183, in load_model\n"
     "(VllmWorkerProcess pid=544861) ERROR 09-13 18:22:53 multiproc_worker_utils.py:226]     self.model_runner.load_model()\n"
     "(VllmWorkerProcess pid=544861) ERROR 09-13 18:22:53 multiproc_worker_utils.py:226]   File \"/apps1/zhangfan/anaconda3/"
     "envs/new_swift/lib/python3.10/site-packages/vllm/worker/model_runner.py\", line 999, in load_model\n"
     "(VllmWorkerProcess pid=544861) ERROR 09-13 18:22:53 multiproc_worker_utils.py:226]     self.model = "
     "get_model(model_config=self.model_config,",
     "architecture_unsupported", {}, "architecture_unsupported",
     "Qwen2-Audio-7B(-Instruct) (Qwen2AudioForConditionalGeneration) loaded with a vLLM installed from git on "
     "2024-09-13 inside an ms-swift environment, multi-GPU (VllmWorkerProcess workers): vLLM had no Qwen2-Audio "
     "implementation at that time, so get_model() in every worker refused the architecture. Qwen2-Audio support landed "
     "later with PR #9248 ('[Model] Add Qwen2-Audio model support'); users serve it on v0.6.4.post1 in that PR's "
     "comments. Not a memory or parallelism problem.",
     "not in the stored chunk (the issue is closed, no reply stored). From the message and the vLLM PR history: upgrade "
     "to a vLLM release that contains PR #9248 (Qwen2-Audio support; v0.6.4 / v0.6.4.post1, November 2024), or serve "
     "the model with transformers until then",
     release="vLLM main installed from git, 2024-09-13 (about 0.6.1)", gpu=None, gpus=None,
     command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title (which carries the ValueError text) followed by the body's environment line and "
          "the worker traceback lines exactly as the stored chunk shows them; the stored chunk is cut mid-traceback "
          "(after get_model(...)), so the final ValueError line is only in the title. The release that fixed it is "
          "read from vllm PR #9248 (a comment there uses Qwen2-Audio on v0.6.4.post1), not from this thread. Round 50 "
          "listed #8461 among skips without a reason; it is not in USED_SOURCES.txt.")

if __name__ == "__main__":
    BATCH.write()
