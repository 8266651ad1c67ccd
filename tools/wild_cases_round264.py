"""Round-264 blind batch: vLLM's own tracker (github.com/vllm-project/vllm/issues), issue numbers 10000 to 16000,
any start-up failure (memory or not); collected by helper wild264 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round264-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

LOOKUPS_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round264-blind")
case = BATCH.case

# ------------------------------------------------ #10823: pre-quantized bnb checkpoint on several cards with TP
case("vllm-10823-bnb-prequant-multicard-tp-not-supported-try-pp",
     "https://github.com/vllm-project/vllm/issues/10823",
     "[Feature]: vllm Multicar inference bnb model TP is not supported\n"
     "\n"
     "I am studying bnb model inference, hoping that the multicar inference bnb model can become possible. Currently, "
     "in the research process, I found that the bnb multicar inference report ValueError: Prequant BitsAndBytes models "
     "with Tp is not supported.Please try with pp.",
     "vllm_check_failed", {}, "vllm_check_failed",
     "A user (2024-12-02, vLLM of that time, version not stated) loaded a pre-quantized bitsandbytes checkpoint across "
     "several cards with tensor parallelism; vLLM's bitsandbytes loader refuses a pre-quantized (prequant) bnb "
     "checkpoint under TP at weight loading and points to pipeline parallelism. Not a memory failure.",
     "maintainer jeejeelee (2024-12-02): 'Indeed not supported, only in-flight quantization supports TP' -- i.e. load "
     "the unquantized checkpoint with --quantization bitsandbytes (in-flight) when TP is wanted, or keep the prequant "
     "checkpoint and split it with --pipeline-parallel-size as the message says",
     release="not stated (issue of 2024-12-02, so v0.6.4.x era)",
     gpu="not stated", gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and the body's sentence as the search excerpt shows it. The error is the author's "
          "own typed retelling ('with Tp ... try with pp'), not a raw log line; the raw log is only in a screenshot "
          "(left out). The number of cards and the model are not given (gpus None). Labels follow the earlier case of "
          "the same message (vllm-13122-...). The maintainer's reply is the only resolution in the thread; no user "
          "confirms a working launch.")

# ------------------------------------------------ #13297: same refusal, traceback pasted, cut by the store
case("vllm-13297-bnb-prequant-tp-multiproc-load-weights-valueerror",
     "https://github.com/vllm-project/vllm/issues/13297",
     "[Bug]: Multi-GPU Support for Quantized Models in vLLM\n"
     "\n"
     "    self._run_workers(\"load_model\",\n"
     "  File \"/home/a14-hliu/miniconda3/envs/myenv/lib/python3.12/site-packages/vllm/executor/multiproc_gpu_executor.py\", line 157, in _run_workers\n"
     "    driver_worker_output = driver_worker_method(*args, **kwargs)\n"
     "                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/home/a14-hliu/miniconda3/envs/myenv/lib/python3.12/site-packages/vllm/worker/worker.py\", line 155, in load_model\n"
     "    self.model_runner.load_model()\n"
     "  File \"/home/a14-hliu/miniconda3/envs/myenv/lib/python3.12/site-packages/vllm/worker/model_runner.py\", line 1096, in load_model\n"
     "    self.model = get_model(vllm_config=self.vllm_config)\n"
     "                 ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/home/a14-hliu/miniconda3/envs/myenv/lib/python3.12/site-packages/vllm/model_executor/model_loader/__init__.py\", line 12, in get_model\n"
     "    return loader.load_model(vllm_config=vllm_config)\n"
     "           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/home/a14-hliu/miniconda3/envs/myenv/lib/python3.12/site-packages/vllm/model_executor/model_loader/loader.py\", line 1154, in load_model\n"
     "    self._load_weights(model_config, model)\n"
     "  File \"/home/a14-hliu/miniconda3/envs/myenv/lib/python3.12/site-packages/vllm/model_executor/model_loader/loader.py\", line 1058, in _load_weights\n"
     "    raise ValueError(\n"
     "ValueError: Prequant BitsAndBytes",
     "vllm_check_failed", {}, "vllm_check_failed",
     "A user (issue of mid-February 2025, V0 multiproc GPU executor) loaded a bitsandbytes-quantized model on several "
     "GPUs; the bitsandbytes model loader's _load_weights raised 'ValueError: Prequant BitsAndBytes ...' during "
     "load_model -- the refusal of a pre-quantized bnb checkpoint under tensor parallelism. Not a memory failure.",
     "not seen in what the store returns of the thread (closed); vLLM's own message for this refusal (full text in "
     "#13122 and #10823) says to try pipeline parallelism, and the maintainer in #10823 says only in-flight "
     "quantization supports TP",
     release="not stated (February 2025; the traceback's executor/multiproc_gpu_executor.py and "
             "get_model(vllm_config=...) fit vLLM 0.6.x-0.7.x)",
     gpu="not stated", gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--enforce-eager"}],
     note="Excerpt: the title, then turn 1 of the author (Hyfred) as the issues corpus stores it: the traceback starts "
          "mid-way and the stored chunk ENDS at 'ValueError: Prequant BitsAndBytes' (the rest of the message is not in "
          "the store, so it is not added). Three searches returned the same chunk; the author's command, GPU count "
          "and any reply could not be reached, so fix and gpus are not from the thread. Labels follow the earlier "
          "case of the same refusal (vllm-13122-...).")

if __name__ == "__main__":
    BATCH.write()
