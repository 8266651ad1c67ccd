"""Round-203 blind batch: vLLM launch failures that users paste on Hugging Face (model-repository discussions
huggingface.co/<org>/<model>/discussions/N, model cards, and the commit pages of model/Space repositories whose authors
pasted the engine's refusal next to the fix), collected by helper wild203 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round203-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the test
suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause, fixes that
would be wrong for that user) was written from the source only. Excerpts are the text as the search tool's stored copy
of the page shows it; where lines in between were dropped the note says so; the authors' fix lines are left out of the
excerpt (they are in fix_that_worked).

(Look-ups, sources given up and judgement calls: filled in at the end of the session, below.)
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round203-blind")
case = BATCH.case

NON_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}]

# ------------------------------------------------------------- bfloat16 refused on the Space's T4 (Llama 3.2 engine)
case("hf-space-yusufs-vllm-inference-llama32-t4-bf16-dtype-half",
     "https://huggingface.co/spaces/yusufs/vllm-inference/commit/d51e450bbfbeb0cca9a995231c838e07862d13e0",
     "fix(half-precision): use half precision for T4\n"
     "...\n"
     "  enforce_eager=True, # Disable CUDA graph\n"
     "- dtype='auto', # Use 'half' if you want half precision\n"
     "...\n"
     "# File \"/home/user/.local/lib/python3.12/site-packages/vllm/worker/worker.py\",\n"
     "# line 479, in _check_if_gpu_supports_dtype\n"
     "# Bfloat16 is only supported on GPUs with compute capability of at least 8.0.\n"
     "# Your Tesla T4 GPU has compute capability 7.5.\n"
     "# You can use float16 instead by explicitly setting the`dtype` flag in CLI, for example: --dtype=half.",
     "dtype_unsupported", {"compute_capability": "7.5"}, "dtype_unsupported",
     "A Hugging Face Space (yusufs/vllm-inference, late 2024, V0 engine, offline vllm.LLM in main.py) building a Llama "
     "3.2 engine (engine_llama_3_2) and a sail/Sailor-4B-Chat engine on the Space's single Tesla T4 with dtype='auto': "
     "the checkpoints are bfloat16, so 'auto' kept bfloat16 and vLLM's worker refused it at startup because the T4 "
     "(compute capability 7.5) has no bfloat16 support. Nothing about memory was involved.",
     "the commit itself: dtype='half' ('Use half for T4') for both engines; the Space's later commits keep "
     "dtype='half' on engine_llama_3_2 (commit 35decf8 shows it in place when the Sailor engine was dropped)",
     release="not stated (V0 engine; main.py's comments link vLLM v0.6.4's config.py)", gpu="NVIDIA Tesla T4 (16 GB)",
     gpus=1,
     command="vllm.LLM(..., tensor_parallel_size=1, enforce_eager=True, dtype='auto') (engine_llama_3_2 in the Space's "
             "main.py before this commit)",
     forbidden=NON_MEMORY + [{"flag": "--dtype", "value": "bfloat16"}, {"flag": "--tensor-parallel-size", "above": 1}],
     note="Source kind: an HF Space commit page (the author pasted the worker's refusal as comments next to the fix). "
          "The excerpt is the commit title and the diff lines of main.py as the stored page shows them, with the "
          "page's gutter numbers and '+' markers left out and the lines between hunks cut ('...'); the added "
          "dtype='half' line (the fix) is left out. A different launch and commit from the yusufs Space case used "
          "before (4a9e328, Sailor-4B KV 7536 tokens): that one was already on dtype half. The exact Llama 3.2 "
          "checkpoint is not named in the excerpt (the Space pins revision 0cb88a4f... of it)")

if __name__ == "__main__":
    BATCH.write()
