"""Round-425 blind batch: vLLM start-up failures from vLLM's own tracker, issue numbers #40000-#46000 (April-June 2026,
releases 0.19-0.22); collected by helper wild425 and NOT graded by the collector -> tests/golden/wild/<id>.json, each
marked ``"batch": "round425-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code,
and nothing is to be fitted on it.

(docstring completed at the end of the round)
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round425-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #42813: Gemma NF4 (bitsandbytes) checkpoint -> weight_loader shape assert
case("vllm-42813-gemma-nf4-bitsandbytes-tried-to-load-packed-weight-into-5376x1152-param",
     "https://github.com/vllm-project/vllm/issues/42813",
     "[Bug]: Gemma under NF4 quantization fails to load with AssertionError: Tried to load weights of size "
     "torch.Size([3096576, 1])to a parameter of size torch.Size([5376, 1152])\n"
     "...\n"
     "(EngineCore pid=3510698) ERROR 05-16 04:02:07 [core.py:1159]   File \"/home/vody-am/dev/PYVLLM/.venv/lib/python3.12/"
     "site-packages/vllm/tracing/otel.py\", line 178, in sync_wrapper\n"
     "(EngineCore pid=3510698) ERROR 05-16 04:02:07 [core.py:1159]     return func(*args, **kwargs)\n"
     "(EngineCore pid=3510698) ERROR 05-16 04:02:07 [core.py:1159]            ^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore pid=3510698) ERROR 05-16 04:02:07 [core.py:1159]   File \"/home/vody-am/dev/PYVLLM/.venv/lib/python3.12/"
     "site-packages/vllm/v1/worker/gpu_model_runner.py\", line 4986, in load_model\n"
     "(EngineCore pid=3510698) ERROR 05-16 04:02:07 [core.py:1159]     self.model = model_loader.load_model(\n"
     "(EngineCore pid=3510698) ERROR 05-16 04:02:07 [core.py:1159]                  ^^^^^^^^^^^^^^^^^^^^^^^^",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "A Gemma checkpoint quantized to NF4 (bitsandbytes 4-bit) loaded in vLLM (May 2026, a 0.2x release): one tensor "
     "arrives packed (3,096,576 x 1 = 5376 x 1152 / 2, i.e. two 4-bit values per byte) where vLLM built a plain "
     "unquantized 5376 x 1152 parameter (a 5376-wide text side against a 1152-wide vision side, i.e. a multimodal "
     "projection that vLLM keeps in full precision), so the weight loader's shape assert failed during model loading. "
     "The checkpoint quantized a module that vLLM's bitsandbytes path does not treat as quantized; a checkpoint/loader "
     "layout mismatch, not a memory or parallelism problem.",
     "not in the stored text of the thread (the issue is closed; no answer reached in 3 look-ups). From the message: "
     "quantize (or re-export) the checkpoint with the vision tower / multimodal projector left unquantized (skip those "
     "modules in the BitsAndBytesConfig), use vLLM's in-flight bitsandbytes quantization of the bf16 checkpoint "
     "(--quantization bitsandbytes on the original weights), or a vLLM release whose Gemma bitsandbytes loader maps that "
     "tensor",
     release="a vLLM 0.2x release of May 2026 (issue opened 2026-05-16; the traceback's gpu_model_runner.py line 4986 "
             "and core.py:1159 match 0.20/0.21)",
     gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs"}],
     note="Excerpt: the issue title (which carries the AssertionError text as the reporter wrote it, '...size "
          "torch.Size([3096576, 1])to a parameter...' with no space) and a piece of the EngineCore traceback from the "
          "stored chunk of the description; the lines between and after (down to the assert) were not reached and are "
          "dropped ('...'). The launch command / LLM() call is not in the stored chunks. The two shapes are printed, but "
          "no LABELS.txt key fits them, so numbers is {}.")

if __name__ == "__main__":
    BATCH.write()
