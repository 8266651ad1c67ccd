"""Round-297 blind batch: vLLM start-up failures (memory or not) from vLLM's own GitHub tracker
(vllm-project/vllm), issues numbered 20000-30000, found with the search tool's issues corpus; collected by helper
wild297 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round297-blind"``;
the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

Look-ups: 46 of the 50 allowed (46 ``search``, all corpus=issues; no ``find_string``, ``read_file``,
``find_files`` or ``fetch``: issue threads are only reachable through the issues corpus, which returns ONE chunk
of a thread per query, so a thread's final error line or its fix often took 2-4 queries or could not be reached).
**Short of the 4-10 asked: 3 cases.** The slice is heavily mined: 93 vllm issues numbered 20000-30000 were already
in USED_SOURCES.txt, and semantic search cannot be restricted to an issue-number range, so most results fell outside
20000-30000 (older threads, other trackers).

Sources given up (for the lead, not cases):
- Already used (checked with grep before spending more): vllm #27508, #20305, #23192, #22331, #22383, #22325,
  #22290, #21028, #28982, #25022, #25837 (and #14040, outside the slice).
- In the slice but no error text reachable, or no fix: #23176 (generic 'Engine core initialization failed', local
  build, root cause not in the reachable chunk); #29636/#29637/#29639 (untitled, only the generic final line);
  #21882 (Mac M4, no log); #28572 (gpt-oss-20b on a box with an RTX 2080 Ti + RTX 3090, vLLM 0.11.0 - the error
  after 'fails with the following error:' was not reached in 3 queries); #26297 (same author/env as #29707, closed
  stale, no fix); #25378 (Qwen3-Next-80B-A3B-Instruct-FP8 at TP 1 failing in Qwen3NextGatedDeltaNet.in_proj; final
  line and fix not reached - probably predates PR #25079's FP8 support); #23921 (5090, Qwen3-30B-A3B-FP8, TP 2;
  only env text reached); #23826 (5090 NVFP4, a 12+-turn thread, flashinfer_mm_fp4 path, no fix); #25292
  (maintainer-filed Qwen3-30B-A3B-FP8 TP 4 FusedMoE failure; final line/fix not reached); #21050 (Qwen2.5-VL-3B,
  comments point at torch/transformers versions, error text not reached); #24062 (gpt-oss on 20-series via V0
  fallback, error/fix not reached); #21491 (TP hang on 5090 - no error); #26612 (no log text; round 233 also gave it
  up); #23232 (Orin 'Please install vllm[audio]' while running an example - not a launch failure).

Judgement calls for the lead (each case's ``note`` says more):
1. All three cases are non-memory start-up refusals/failures tied to quantized checkpoints on GPUs the kernels do
   not cover; memory flags are marked wrong for all three.
2. #29707 and #25039: the stored chunk of the issue body stops before the final exception line, so the excerpts are
   traceback lines only (no printed numbers for the error); expectations rest on the issue title (#29707), the
   maintainers' fixing PR #29732 (#29707) and the maintainer's answer in PR #25079 (#25039). #25039 is labelled
   quantization_kernel_bug (Marlin FP8 block/tile limit on Ampere at TP 4, remedy TP 1), not
   quantization_unsupported_gpu.
3. #20216: the excerpt starts with the issue TITLE (it carries the error text 'Quantization scheme is not supported')
   followed by the V0 engine-config line; no author-confirmed fix - the fix field quotes the maintainers' PR #30602
   ('asymmetric AWQ quantization still needs Ampere GPUs').
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round297-blind")
case = BATCH.case

# ------------------------------------------- vllm #29707: 2x Quadro RTX 5000 (sm75), compressed-tensors AWQ refused
case("vllm-29707-2x-quadro-rtx5000-qwen3vl-32b-awq-compressed-tensors-scheme-min-80",
     "https://github.com/vllm-project/vllm/issues/29707",
     "(Worker_TP0 pid=1707110) ERROR 11-29 20:52:18 [multiproc_executor.py:597]   File \"/home/drc-whlab/miniconda3/envs/"
     "vllm011cp312/lib/python3.12/site-packages/vllm/model_executor/layers/quantization/compressed_tensors/"
     "compressed_tensors.py\", line 117, in get_quant_method\n"
     "(Worker_TP1 pid=1707111) ERROR 11-29 20:52:18 [multiproc_executor.py:597]   File \"/home/drc-whlab/miniconda3/envs/"
     "vllm011cp312/lib/python3.12/site-packages/vllm/model_executor/models/qwen3.py\", line 97, in __init__\n"
     "(Worker_TP0 pid=1707110) ERROR 11-29 20:52:18 [multiproc_executor.py:597]     quant_scheme = "
     "self.get_scheme(layer=layer, layer_name=prefix)\n"
     "(Worker_TP1 pid=1707111) ERROR 11-29 20:52:18 [multiproc_executor.py:597]     self.qkv_proj = QKVParallelLinear(",
     "quantization_unsupported_gpu", {}, "quantization_unsupported_gpu",
     "Two NVIDIA Quadro RTX 5000 cards (16 GB each, compute capability 7.5, Turing) with vLLM 0.11 (env 'vllm011cp312') "
     "and TP 2 could not load the compressed-tensors AWQ 4-bit checkpoint of Qwen3-VL-32B-Instruct: the compressed-tensors "
     "WNA16 scheme required compute capability 8.0, so the quantized linear layers were refused at model construction "
     "on both workers (issue title: 'Workaround to run model on GPUs with Compute Capability < 8.0?'). Not a memory "
     "problem: a vLLM-side capability gate that a maintainer then lowered for Turing.",
     "maintainer PR #29732 '[Quantization] Enable compressed-tensors AWQ for Turing GPU' ('Fix #29707 - Compressed-"
     "tensors AWQ quantization should be able to run on Turing GPU, verified on Tesla T4 GPU', tested with "
     "cpatonn/Qwen3-VL-32B-Instruct-AWQ-4bit at TP 2): upgrade to a vLLM build that contains it (merged after "
     "2025-11-29; the issue was closed by it)",
     release="0.11.x (the traceback paths name a conda env 'vllm011cp312')",
     gpu="NVIDIA Quadro RTX 5000 (16 GB, sm75)", gpus=2,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--cpu-offload-gb"}],
     note="Excerpt: four interleaved worker traceback lines as the stored issue text shows them (the two TP workers' "
          "lines alternate); the final RuntimeError line ('Quantization scheme is not supported for the current GPU. "
          "Min capability: 80. Current capability: 75.', as in the same author's earlier issue #26297 and in #25022) "
          "was not in the part of the thread the search could reach, so it is NOT in the excerpt and numbers is {}. "
          "GPU and model come from the author's twin post sglang #14116 ('two NVIDIA QUADRO RTX 5000 cards (16GB "
          "each, 32GB total) with a compute capability of 7.5', Qwen3-VL-32B-Instruct-AWQ-4bit) and from the fixing PR. "
          "The failing command is not visible, hence None. Kind/cause quantization_unsupported_gpu.")

# ------------------------------------------- vllm #25039: Qwen3-Next FP8 at TP 4 on Ampere -> Marlin FP8 block-size limit
case("vllm-25039-qwen3-next-fp8-tp4-ampere-marlin-fp8-block-size-workerproc-failed",
     "https://github.com/vllm-project/vllm/issues/25039",
     "Got following error using tp=4.\n"
     "```\n"
     "(Worker_TP1_EP1 pid=910004) ERROR 09-17 11:07:00 [multiproc_executor.py:597] WorkerProc failed to start.\n"
     "(Worker_TP1_EP1 pid=910004) ERROR 09-17 11:07:00 [multiproc_executor.py:597] Traceback (most recent call last):\n"
     "(Worker_TP1_EP1 pid=910004) ERROR 09-17 11:07:00 [multiproc_executor.py:597]   File \"/data/lijinghui/uv_projects/"
     ".venv/lib/python3.13/site-packages/vllm/v1/executor/multiproc_executor.py\", line 571, in worker_main\n"
     "(Worker_TP1_EP1 pid=910004) ERROR 09-17 11:07:00 [multiproc_executor.py:597]     worker = WorkerProc(*args, **kwargs)\n"
     "(Worker_TP1_EP1 pid=910004) ERROR 09-17 11:07:00 [multiproc_executor.py:597]   File \"/data/lijinghui/uv_projects/"
     ".venv/lib/python3.13/site-packages/vllm/v1/executor/multiproc_executor.py\", line 437, in __init__\n"
     "(Worker_TP1_EP1 pid=910004) ERROR 09-17 11:07:00 [multiproc_executor.py:597]     self.worker.load_model()\n"
     "(Worker_TP1_EP1 pid=910004) ERROR 09-17 11:07:00 [multiproc_executor.py:597]     ~~~~~~~~~~~~~~~~~~~~~~^^\n"
     "(Worker_TP1_EP1 pid=910004) ERROR 09-17 11:07:00 [multiproc_executor.py:597]   File \"/data/lijinghui/uv_projects/"
     ".venv/lib/python3.13/site-packages/vllm/v1/worker/gpu_worker.py\", line 214, in load_model\n"
     "(Worker_TP1_EP1 pid=910004) ERROR 09-17 11:07:00 [multiproc_executor.py:597]     "
     "self.model_runner.load_model(eep_scale_up=eep_scale_up)",
     "quantization_kernel_bug", {"tensor_parallel_size": 4}, "quantization_kernel_bug",
     "Qwen3-Next-80B-A3B FP8 (block-wise FP8 checkpoint) served with tensor parallel 4 (expert parallel on, per the "
     "'Worker_TP1_EP1' names) on Ampere GPUs, which have no native FP8 and run FP8 weights through the Marlin FP8 "
     "kernel: with TP 4 the per-rank shard of some layer no longer fits Marlin's block/tile size, so the workers failed "
     "in load_model. Not a memory problem. The Qwen maintainer: 'You may need tp=1 on Ampere as #25039 is a block-size "
     "related issue' and 'It is the limitation of marlin fp8 kernel on ampere gpus.'",
     "maintainer sighingnow (in PR #25079, answering the author who linked #25039): 'You may need tp=1 on Ampere as "
     "#25039 is a block-size related issue' ... 'It is the limitation of marlin fp8 kernel on ampere gpus.' - i.e. run "
     "the FP8 checkpoint without splitting it (TP 1), or use the BF16 checkpoint / FP8-capable GPUs for TP 4",
     release="0.10.2 era (September 2025; not printed in the stored excerpt)",
     gpu="NVIDIA Ampere (model not named in the stored text)", gpus=4,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size", "above": 4}, {"flag": "--cpu-offload-gb"}],
     note="Excerpt: the issue body's sentence and the first worker-traceback lines as the stored text shows them; the "
          "final exception line (presumably a Marlin 'size_n/size_k ... is not divisible by tile/block size' RuntimeError, "
          "as in the GLM-4.5 FP8 reports) was not reachable, so it is NOT in the excerpt. The fix is the maintainer's "
          "word in PR #25079's thread, not in the issue itself (the issue was closed as stale). TP above 4 is marked "
          "wrong (the author has 4 GPUs per 'tp=4'; more would split the layers further); TP 1 is the maintainer's "
          "remedy, so --tensor-parallel-size is not wholly forbidden. gpus=4 is inferred from tp=4.")

# ------------------------------------------- vllm #20216: Qwen3-32B asymmetric AWQ (compressed-tensors), TP 2, V0, pre-Ampere
case("vllm-20216-qwen3-32b-awq-asym-compressed-tensors-tp2-v091-scheme-not-supported",
     "https://github.com/vllm-project/vllm/issues/20216",
     "[Bug]: When inferring Qwen3-32B-AWQ with vllm0.9.2, an error message appears: Quantization scheme is not supported\n"
     "\n"
     "INFO 06-29 01:42:52 [llm_engine.py:230] Initializing a V0 LLM engine (v0.9.1) with config: "
     "model='/mnt/e/Code/models/Qwen3-32B-abliterated-awq-asym', speculative_config=None, "
     "tokenizer='/mnt/e/Code/models/Qwen3-32B-abliterated-awq-asym', skip_tokenizer_init=False, tokenizer_mode=auto, "
     "revision=None, override_neuron_config={}, tokenizer_revision=None, trust_remote_code=True, dtype=torch.float16, "
     "max_seq_len=20192, download_dir=None, load_format=LoadFormat.AUTO, tensor_parallel_size=2, "
     "pipeline_parallel_size=1, disable_custom_all_reduce=False, quantization=compressed-tensors, enforce_eager=False, "
     "kv_cache_dtype=auto,  device_config=cuda",
     "quantization_unsupported_gpu", {"tensor_parallel_size": 2, "max_seq_len": 20192}, "quantization_unsupported_gpu",
     "An asymmetric (zero-point) AWQ 4-bit checkpoint of Qwen3-32B in compressed-tensors format, served with TP 2 on "
     "GPUs below compute capability 8.0 (vLLM fell back to the V0 engine and float16, which it does for pre-Ampere "
     "cards), was refused by the compressed-tensors capability gate ('Quantization scheme is not supported' for the "
     "current GPU). Not a memory problem. The maintainers later relaxed the gate for symmetric AWQ on Turing (PR #29732) "
     "but state that 'only symmetric AWQ quantization can work with ExllamaLinearKernel, asymmetric AWQ quantization "
     "still needs Ampere GPUs' (PR #30602).",
     "none stated by the author in the stored text (the issue is still open, labelled unstale); the maintainers' word in "
     "PR #30602: asymmetric AWQ 'still needs Ampere GPUs' - i.e. use a symmetric AWQ/GPTQ checkpoint of the model (which "
     "Turing can run since PR #29732) or an Ampere-or-newer GPU",
     release="0.9.1 (the log; the title says 0.9.2)",
     gpu="not named (below compute capability 8.0 per the V0/float16 fallback and the error)", gpus=2,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype"}, {"flag": "--max-model-len"},
                {"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--cpu-offload-gb"}],
     note="Excerpt: the issue title (which carries the error text) followed by the start of the V0 engine-config line "
          "as the stored issue text shows it, cut after device_config=cuda; the traceback's final line was not in the "
          "reachable part of the thread. The GPU is not named in what could be read; 'below 8.0' is inferred from the V0 "
          "fallback + float16 and the capability gate (the same author reports 'Min capability: 80. Current capability: "
          "75.' on #14040, a different launch). No fix confirmed by the author: the fix field gives the maintainers' "
          "statement from PR #30602. Judgement call: kind and cause quantization_unsupported_gpu.")

if __name__ == "__main__":
    BATCH.write()
