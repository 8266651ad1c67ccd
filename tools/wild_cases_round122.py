"""Round-122 blind batch: vLLM launch failures as users paste them on Hugging Face MODEL-PAGE DISCUSSIONS
(huggingface.co/<org>/<model>/discussions/N) for the families people serve with vLLM (Qwen, DeepSeek, Llama, Mistral,
Gemma, Phi, GLM, MiniCPM, InternVL, Kimi, gpt-oss, Nemotron, Granite, Command-R, Falcon, Yi) and the quantized
publishers (TheBloke, unsloth, RedHatAI/neuralmagic, cpatonn, QuantTrio, bartowski), collected by helper wild122 and
NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round122-blind"``; the lead grades
it once (``python tests/wild_grade.py round122``). A HELD-OUT measurement: graded once, on the final code, and nothing
is to be fitted on it. Cases were taken in the order the searches returned them, not picked to be hard or easy.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source (src/, tests/*.py) to choose them; every expectation
(kind, printed numbers, cause, fixes that would be wrong for that user) was written from the source only. Excerpts are
the text as the search tool's stored copy of the page shows it (a stored page is its beginning only); where lines in
between were dropped the excerpt shows ``...`` and the note says so.

Sources: the search tool's docs corpus (which is where Hugging Face discussion pages are stored; the pages corpus held
none, the issues corpus only GitHub threads). 53 look-ups: 51 ``search`` (40 docs, 8 pages, 3 issues) and 2
``find_string`` (to check that "must implement the 'embedding' method" is vLLM's own refusal); no read_file,
find_files, find_repos or fetch. **Far short of the 6-12 asked: 1 case, 0 memory.** The slice is mined out. Rounds
17, 19, 22 and 114 (and the skip lists in tests/golden/wild/BLIND.md) already hold or name every Hugging Face
discussion with a vLLM error the docs corpus returned for these families: gemma-3-27b-it #23/#44, unsloth
Qwen2.5-32B bnb #1 / Llama-3.1-70B bnb #3 / Llama-3.1-8B bnb #9 / Llama-4-Scout bnb #7, Qwen2.5-VL-72B #11 and -AWQ #2,
RedHatAI gemma-4-26B NVFP4 #6 and gemma-4-26B-A4B FP8-Dynamic #1, Mistral-7B-v0.1 #11, Mistral-7B-v0.2 #49/#58,
Ministral-8B #10, Mistral-Large-2411 #7, Pixtral-Large-2411 #13, Magistral-Small #27, MiniCPM3-4B #7, Kimi-VL #4,
Nemotron-70B #3, NVLM-D-72B #17, Qwen2-57B #3, TheBloke Mixtral AWQ #2 / zephyr AWQ #1/#2 / Phind AWQ #1/#2 /
airoboros AWQ #1 / Mixtral GPTQ #17, casperhansen vicuna AWQ #1, alpindale command-r-plus GPTQ #4, ModelCloud
Mistral-Nemo GPTQ #2, bartowski internlm2 #1, Yi-34B-4bits #5, cortecs Llama-3.3-70B FP8 #1, neuralmagic Llama-3.2
Vision FP8 #1/#3, mlx-community 8-bit repos, opensourcerelease DeepSeek-V3-bf16 #6, bonito #2, the yusufs Space
commits, nvidia Qwen3.6-27B-NVFP4 #18, inclusionAI Ling-3.0-flash-fp8 #8, orcarouter OrcaSAQ-2-27B #6. Fresh threads
the searches named could not be used: newer discussion pages (2025-2026: RedHatAI gemma-4-31B FP8-block #5 and
FP8-dynamic #1, nvidia Nemotron-3-Super NVFP4 #14/#33, Firworks Nemotron-3-Nano nvfp4 #1, QuantTrio
Qwen3-Coder-30B-A3B AWQ #3, unsloth DeepSeek-R1-Distill-Qwen-32B bnb "Blockwise quantization ..." and Valdemardi
R1-Distill-32B-AWQ #2/#3) are stored as the model page's usage widget only, or only on the users' activity pages, so
neither the error nor an answer is in the stored text; older fresh ones had no vLLM error line or no reply
(CohereForAI c4ai-command-r-v01-4bit #10's traceback is cut before its error line, unsloth/README #10 gpt-oss on 3x3090
is prose, tiiuae falcon-7b #100 and Llama-3_1-Nemotron-51B #10 have no log, Mistral-7B-Instruct-v0.1 #91 and
Meta-Llama-3-8B #114 are not shown to be vLLM, the open-llm-leaderboard Space #1012 is lm_eval prose "OOM" with the
org's answer cut, hjhj3168 exl2 #7 names no engine). Out-of-slice hits were checked too and were all taken or named
already (vllm#20305, #15617, #35313, #1041 discussion, InferenceX#1587, unsloth#3542, arc-b70-cookbook#4, pastebin
vjSgS4up); vllm#42510 (--block-size 1/8) is fresh but its stored beginning is the environment dump only, and pastebin
wFt4hKqg (GLM-4.5-Air-AWQ TP 2 with fp8 KV) stops before its failure.

Judgement calls for the lead (the case's ``note`` says more):
1. Kind: vLLM's own NotImplementedError "The class UnquantizedLinearMethod must implement the 'embedding' method, see
   UnquantizedEmbeddingMethod" (an embedding-type layer handed a linear quantization method) has no README row ->
   vllm_check_failed (an issue-title quoting of a raise site). Alternatives: quantization_kernel_bug (a method vLLM
   chose refuses the layer) or weight_loading_mismatch; neither fits the wording.
2. Thin evidence: the thread's stored text has no answer; the diagnosis (the checkpoint's auto-round/INC quantization
   config returns the unquantized LINEAR method for an unquantized embedding / lm_head layer of the new
   diffusion_gemma architecture, in pipeline stage 1) is read from the message itself, which names both classes, and
   from how vLLM routes quant methods for VocabParallelEmbedding (a Linear method there raises exactly this), as two
   public files the find_string look-up returned describe it. No fix is confirmed.
3. The ``forbidden`` list keeps memory, length and parallel-size levers out (the failure is in model construction,
   before any memory is sized) and --quantization (the reporter says changing it did not help).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round122-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]

# ------------------------------------------------------------------ quant method: auto-round int4 DiffusionGemma, embedding gets a Linear method
case("hf-intel-diffusiongemma-26b-autoround-disc1-embedding-method",
     "https://huggingface.co/Intel/diffusiongemma-26B-A4B-it-int4-AutoRound/discussions/1",
     "NotImplementedError: The class UnquantizedLinearMethod must implement the 'embedding' method, see "
     "UnquantizedEmbeddingMethod\n"
     "\n"
     "#1\n"
     "by saadsafi - opened\n"
     "\n"
     "vllm 0.24.0 (official docker container)\n"
     "changing any of the following did not help:\n"
     "--quantization or\n"
     "VLLM_USE_V2_MODEL_RUNNER or\n"
     "VLLM_USE_FLASHINFER_SAMPLER\n"
     "\n"
     "Docker log:\n"
     "\n"
     "(Worker_PP1 pid=58) ERROR 06-30 07:29:23 [multiproc_executor.py:898] WorkerProc failed to start.\n"
     "\n"
     "(Worker_PP1 pid=58) ERROR 06-30 07:29:23 [multiproc_executor.py:898] Traceback (most recent call last):\n"
     "\n"
     "(Worker_PP1 pid=58) ERROR 06-30 07:29:23 [multiproc_executor.py:898] File "
     "\"/usr/local/lib/python3.12/dist-packages/vllm/v1/executor/multiproc_executor.py\", line 865, in worker_main\n"
     "\n"
     "(Worker_PP1 pid=58) ERROR 06-30 07:29:23 [multiproc_executor.py:898] worker = WorkerProc(*args, **kwargs)\n"
     "\n"
     "(Worker_PP1 pid=58) ERROR 06-30 07:29:23 [multiproc_executor.py:898] ^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "\n"
     "(Worker_PP1 pid=58) ERROR 06-30 07:29:23 [multiproc_executor.py:898] File "
     "\"/usr/local/lib/python3.12/dist-packages/vllm/tracing/otel.py\", line 178, in sync_wrapper\n"
     "\n"
     "(Worker_PP1 pid=58) ERROR 06-30 07:29:23 [multiproc_executor.py:898] return func(*args, **kwargs)\n"
     "\n"
     "(Worker_PP1 pid=58) ERROR 06-30 07:29:23 [multiproc_executor.py:898] ^^^^^^^^^^^^^^^^^^^^^\n"
     "\n"
     "(Worker_PP1 pid=58) ERROR 06-30 07:29:23 [multiproc_executor.py:898] File "
     "\"/usr/local/lib/python3.12/dist-packages/vllm/v1/executor/multiproc_executor.py\", line 634, in init\n"
     "...",
     "vllm_check_failed", {}, "vllm_check_failed",
     "A Hugging Face discussion on Intel's auto-round int4 checkpoint of DiffusionGemma 26B-A4B (model type "
     "diffusion_gemma, auto-round quantization), served with the official vLLM 0.24.0 Docker image and pipeline "
     "parallelism (the failing worker is Worker_PP1): while stage 1 builds its layers, an embedding-type layer (the "
     "unquantized lm_head / embedding the auto-round config leaves in 16 bits) is given UnquantizedLinearMethod instead "
     "of UnquantizedEmbeddingMethod by the checkpoint's quantization config, and vLLM's embedding layer refuses a "
     "method without an 'embedding' implementation, so the worker never starts. A gap in vLLM 0.24.0's auto-round/INC "
     "handling for this architecture, not a memory or launch-size problem.",
     "none in the stored text: the reporter says changing --quantization, VLLM_USE_V2_MODEL_RUNNER and "
     "VLLM_USE_FLASHINFER_SAMPLER did not help, and no reply is stored (the way out is a vLLM whose auto-round path "
     "returns the embedding method for the unquantized embedding / lm_head layers of this model, or a checkpoint "
     "format vLLM's loader maps correctly)",
     release="0.24.0 (official Docker image)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"},
                                {"flag": "--quantization"}],
     note="judgement calls 1-3: the discussion's title (which quotes the error) and its opening post as the stored "
          "copy shows them, blank lines between the log rows kept as stored; the stored copy cuts inside the next "
          "traceback frame ('[multiproc_exec'), replaced by '...', so the error line at the end of the traceback is "
          "known from the title only. No GPU or GPU count is stated (at least two pipeline stages: Worker_PP1). "
          "No answer in the stored text; the diagnosis is read from the message, which names both method classes")

if __name__ == "__main__":
    BATCH.write()
