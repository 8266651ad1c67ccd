"""Round-17 blind batch: vLLM launch failures of any class as users paste them on Hugging Face model-page discussions
(plus one personal blog post), collected by helper wild17 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round17-blind"``; the lead grades it once
(``python tests/wild_grade.py round17``).

Same rules as tools/wild_cases_round11.py and rounds 15/16: the collector did not run ``kvroom explain``,
tests/wild_grade.py or the test suite on these excerpts, and did not read kvroom's source to choose them (the one file
of src/ read, src/kvroom/data/vllm_architectures.json, was read after the cases were chosen, to write one note: the
first release that registers Qwen2ForRewardModel). Every expectation (kind, printed numbers, cause, fixes that would be
wrong for that user) was written from the thread only. Causes are the ones the excerpt itself evidences (round 10's
lesson; no release_regression in this batch); a deeper story only the thread tells is in real_cause/note. Excerpts are
the text as the search tool's stored copy shows it (a line the stored copy cut stays cut, typos and lost backticks
stay); where parts of a thread were joined or lines between dropped, the note says so.

Sources: the search tool's docs corpus, which holds Hugging Face model-repository discussions (14 cases: TheBloke,
Qwen (three), BatsResearch, jarrelscy, VAGOsolutions, neuralmagic (two), QuixiAI, unsloth (two), swiss-ai, poolside)
and a Chinese blog post (juejin.cn), 70 look-ups; the pages corpus gave only SEO/AI-written explainers again.
Threads were taken in the order the searches returned them when the stored text had the error (pasted or retyped) and
either what fixed it or a knowledgeable answer; every url was checked against /work/coord/USED_SOURCES.txt and the skip
lists in tests/golden/wild/BLIND.md. GitHub issue trackers were left to the round-18 collector (wild18).

Judgement calls for the lead (each case's ``note`` says more):
1. Kinds of their own (no README kind fits; used as their own cause): ``weight_loading_mismatch`` (the checkpoint's
   tensor names do not match the model class the installed vLLM builds: hf-mixtral8x22b-gptq-disc2 'KeyError: ...gate.
   g_idx', hf-dsv3-0324-awq-disc12 'KeyError: ...kv_a_proj_with_mqa.weight', hf-apertus8b-disc8 'There is no module or
   parameter named ... in TransformersForCausalLM'; each fixed by another vLLM release); ``head_dim_config_unsupported``
   (hf-sauerkraut-nemo12b-disc1: a Mistral-Nemo checkpoint whose explicit head_dim the release ignores, 'start (0) +
   length (1280) exceeds dimension size (1024)'); ``config_format_not_found`` (hf-unsloth-llama33-gguf-disc2: 'No
   supported config format found in <repo>' for a GGUF-only repository); ``attention_workspace_overflow``
   (hf-laguna-nvfp4-disc3: FlashInfer's 'Buffer overflow when allocating memory for batch_prefill_tmp_v ... Increase
   the workspace buffer size', a vLLM bug fixed by a PR).
2. Existing kind, message not in its table row: hf-llama31-70b-fp8-disc2 (torch's '_scaled_mm is only supported on CUDA
   devices with compute capability >= 9.0 or 8.9' on A100/A6000) -> quantization_unsupported_gpu;
   hf-unsloth-r1-gguf-disc12 ('GGUF model with architecture deepseek2 is not supported yet') ->
   architecture_unsupported; hf-qwen2vl-72b-gptq-disc1 ('The input size is not aligned with the quantized weight
   shape') -> tp_not_divisible, as round 15 filed the same message (CodeFuse).
3. Bare or retyped OOMs: hf-mixtral8x7b-awq-disc2 (a pasted torch OOM with no phase: oom_loading by the README's rule,
   cause oom_unknown_phase, as round 16 did); hf-qwen2-57b-a14b-disc3 ('cuda out of memory' retyped in Chinese prose,
   single GPU: same kind/cause; the thread's answer, --max-model-len, is a commenter's and does not address that the
   fp16 weights cannot fit one 22 GB card).
4. Fixes not from a maintainer or publisher: hf-mixtral8x7b-awq-disc2, hf-bonito-disc2, hf-qwen2-57b-a14b-disc3,
   hf-mixtral8x22b-gptq-disc2, hf-dsv3-0324-awq-disc12 (commenters'); hf-qwen2vl-72b-gptq-disc1 (the publisher's
   documentation, cited by the reporter himself); juejin-7407782285460979747 (the post's fix is a link to vllm#6152,
   whose answer is VLLM_WORKER_MULTIPROC_METHOD=spawn).
5. Traps: hf-llama31-70b-fp8-disc3 forbids --quantization fp8 (that flag is the error); hf-laguna-nvfp4-disc3's
   'Increase the workspace buffer size' is FlashInfer's workspace, not --gpu-memory-utilization; hf-bonito-disc2 runs
   vLLM through the Bonito wrapper (dtype is Bonito's keyword); hf-qwen2-57b-a14b-disc3 forbids TP above 4 (28 heads and
   4 KV heads: TP 6 over the six cards is not a divisor).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round17-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]

# ------------------------------------------------------------------ memory
case("hf-mixtral8x7b-awq-disc2-a100-80gb-oom-79.18", "https://huggingface.co/TheBloke/Mixtral-8x7B-Instruct-v0.1-AWQ/discussions/2",
     "OOM under vLLM even with 80GB GPU\n"
     "Attempting to load this model with vLLM on an A100-80GB gives me:\n"
     "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 462.00 MiB. GPU 0 has a total capacty of 79.18 "
     "GiB of which 302.31 MiB is free. Process\n"
     "18600 has 78.88 GiB memory in use. Of the allocated memory 69.30 GiB is allocated by PyTorch, and 522.41 MiB is "
     "reserved by PyTorch but unallocated. If\n"
     "reserved but unallocated memory is large try setting max_split_size_mb to avoid fragmentation. See documentation "
     "for Memory Management and\n"
     "PYTORCH_CUDA_ALLOC_CONF",
     "oom_loading", {"total_gib": 79.18}, "oom_unknown_phase",
     "TheBloke's Mixtral-8x7B-Instruct AWQ (about 24 GB of 4-bit weights) with vLLM on one A100-80GB (December 2023, "
     "vLLM 0.2.x): PyTorch holds 69.30 GiB when the 462 MiB allocation fails, far more than the weights, i.e. the death "
     "is after loading, in the profiling run at the model's full 32K context (the AWQ MoE path of the day was "
     "memory-hungry, vllm#2312); lowering the utilization alone changed nothing.",
     "a commenter: LLM(model=..., gpu_memory_utilization=0.7, max_model_len=2048) loaded the model on an A100 40GB "
     "(raising the utilization gave CUDA OOM again, lowering it gave 'No available memory for the cache blocks'); "
     "another commenter's 'set the utilization to 0.5' did not help; a user opened vllm#2312",
     release="not stated (December 2023, vLLM 0.2.x)", gpu="A100-80GB", gpus=1,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 1}],
     note="judgement call 3: a pasted torch OOM with no phase line: oom_loading by the README's rule, cause "
          "oom_unknown_phase (round 16's convention); the 69.30 GiB allocated says the weights had loaded. The line "
          "breaks after 'Process', 'If' and 'and' are the stored page's. The fix is another user's, on a 40 GB card "
          "(judgement call 4)")

case("hf-qwen2-57b-a14b-disc3-6x22g-single-gpu-oom", "https://huggingface.co/Qwen/Qwen2-57B-A14B-Instruct/discussions/3",
     "使用vLLM的时候,会报错:CUDA out of memory\n\n"
     "我的设备是6张显卡,每张卡显存22G,可是执行下面语句的时候报错:\n"
     "python -m vllm.entrypoints.openai.api_server --model Qwen/Qwen2-57B-A14B-Instruct --dtype half\n"
     "报错:cuda out of memory",
     "oom_loading", {}, "oom_unknown_phase",
     "Qwen2-57B-A14B-Instruct (57B MoE, about 114 GB in fp16) served with --dtype half and no tensor parallelism on a "
     "box of six 22 GB cards (mid 2024): one 22 GB card cannot hold the weights at all; with --tensor-parallel-size 4 "
     "(28.5 GB of weights per card, still too much) the reporter hit a different error ('device >=0 && device < "
     "num_gpus INTERNAL ASSERT FAILED'), not in the excerpt.",
     "a commenter: add --max-model-len, otherwise the context is set to the maximum automatically and overflows the "
     "memory (not confirmed by the reporter; it does not address the single-card weight size)",
     release="not stated (June 2024)", gpu="6x 22 GB cards (model not named)", gpus=6,
     command="python -m vllm.entrypoints.openai.api_server --model Qwen/Qwen2-57B-A14B-Instruct --dtype half",
     forbidden=[{"flag": "--tensor-parallel-size", "above": 4}],
     note="Chinese thread; the OOM is retyped in prose ('报错:cuda out of memory'), judgement call 3. Forbidden TP above "
          "4: six cards, but 28 attention heads and 4 KV heads make 6 no divisor. The thread's answer is a commenter's "
          "and is arguably wrong for this user (judgement call 4); the real story is in real_cause")

# ------------------------------------------------------------------ architecture / model not supported
case("hf-qwen25-math-rm-72b-disc4-qwen2forrewardmodel", "https://huggingface.co/Qwen/Qwen2.5-Math-RM-72B/discussions/4",
     "vllm不支持Qwen2ForRewardModel\n\n"
     "Model architectures ['Qwen2ForRewardModel'] are not supported for now, how to solve it, help help help",
     "architecture_unsupported", {}, "architecture_unsupported",
     "Qwen2.5-Math-RM-72B (a Qwen2 reward model) with the vLLM of September 2024, whose registry has no "
     "Qwen2ForRewardModel.",
     "the Qwen org (Zhenru): vLLM does not support this at the moment, support hoped for in the future; discussion "
     "closed. A later vLLM registers it",
     release="not stated (September 2024)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX,
     note="the release is not printed and the supported list is not in the stored text. kvroom's own architecture table "
          "(read after the case was chosen) lists Qwen2ForRewardModel first in 0.6.3, so the right fix is 'upgrade to "
          "0.6.3 or newer' only if the user's release is older; the first line is the discussion title")

case("hf-unsloth-r1-gguf-disc12-gguf-deepseek2-not-supported", "https://huggingface.co/unsloth/DeepSeek-R1-GGUF/discussions/12",
     "Running the model with vLLM does not actually work\n\n"
     "This blog post: https://unsloth.ai/blog/deepseekr1-dynamic\n\n"
     "Claims that the 1.58bpw model can be run with vLLM. However, this is not the case. Attempting to run the model "
     "with following command following the vLLM documentation:\n\n"
     "vllm serve /raid/models/DeepSeek-R1-UD-IQ1_S.gguf --tokenizer deepseek-ai/DeepSeek-R1\n\n"
     "Produces following error message:\n\n"
     "ValueError: GGUF model with architecture deepseek2 is not supported yet.",
     "architecture_unsupported", {}, "architecture_unsupported",
     "Unsloth's dynamic 1.58-bit GGUF of DeepSeek-R1 with vllm serve (early 2025): vLLM's GGUF loader of the day had no "
     "mapping for the deepseek2 GGUF architecture, so the model cannot be served from GGUF at all; not a memory or "
     "flag problem.",
     "the Unsloth org: 'whoopsies ok we'll remove it' (the vLLM claim was taken out of the blog post); the reporter and "
     "others were pointed to llama.cpp-based runners instead",
     release="not stated (January-February 2025)", gpu=None, gpus=None,
     command="vllm serve /raid/models/DeepSeek-R1-UD-IQ1_S.gguf --tokenizer deepseek-ai/DeepSeek-R1",
     forbidden=NO_MEMORY_FIX,
     note="judgement call 2: the GGUF loader's wording ('GGUF model with architecture X is not supported yet') is not "
          "in the README's architecture_unsupported row; it is the same class (the release cannot build the model)")

# ------------------------------------------------------------------ dtype
case("hf-bonito-disc2-colab-t4-bf16-7.5", "https://huggingface.co/BatsResearch/bonito-v1/discussions/2",
     "error on Google Colab GPU T4\n"
     "ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Tesla T4 GPU has "
     "compute capability 7.5. You can use float16 instead by explicitly setting thedtype\n"
     "flag in CLI, for example: --dtype=half.",
     "dtype_unsupported", {"compute_capability": "7.5"}, "dtype_unsupported",
     "BatsResearch/bonito-v1 (a bf16 Mistral-7B fine-tune) loaded through the Bonito library, which wraps vLLM's LLM, on "
     "a free Colab Tesla T4 (compute capability 7.5, 2024): the checkpoint's bfloat16 needs 8.0.",
     "a commenter: pass the dtype to the wrapper, Bonito(\"BatsResearch/bonito-v1\", dtype=\"float16\")",
     release="not stated (2024)", gpu="Tesla T4 (Google Colab)", gpus=1,
     forbidden=NO_MEMORY_FIX + [{"flag": "--dtype", "value": "bfloat16"}, {"flag": "--tensor-parallel-size"}],
     note="a Hugging Face model-repository discussion; 'thedtype' is as the page shows it (backticks lost). Not the "
          "same incident as bonito#7/#22 (GitHub, already fixtures). A later commenter's OOM on the T4 (answered with "
          "a quantized-model Colab) is a different incident and not in the excerpt. Trap: the user drives vLLM through "
          "Bonito, whose keyword is dtype=, not the CLI flag")

# ------------------------------------------------------------------ quantization
case("hf-llama31-70b-fp8-disc3-quantization-mismatch-h100", "https://huggingface.co/neuralmagic/Meta-Llama-3.1-70B-Instruct-FP8/discussions/3",
     "I'm trying to run this model on an H100 NVL or H100 SXM using vLLM, but facing the following error:\n\n"
     "Quantization method specified in the model config (compressed-tensors) does not match the quantization method "
     "specified in the `quantization` argument (fp8)\n\n"
     "This is my run command:\n\n"
     "--model neuralmagic/Meta-Llama-3.1-70B-Instruct-FP8 --host 0.0.0.0 --port 80 --dtype auto --quantization fp8 "
     "--tensor-parallel-size 1 --download-dir /data --gpu_memory_utilization 0.95 --kv-cache-dtype fp8 --max_model_len "
     "60000",
     "quantization_mismatch", {}, "quantization_mismatch",
     "Neural Magic's FP8 Llama-3.1-70B, stored as compressed-tensors, served with --quantization fp8 on one H100 "
     "(July 2024): the config's method and the flag disagree, so vLLM refuses before loading anything.",
     "the Neural Magic org: don't specify --quantization fp8; the reporter: 'thought that option was mandatory', "
     "closed",
     release="not stated (July 2024, 0.5.3-era)", gpu="H100 NVL or H100 SXM", gpus=1,
     command="--model neuralmagic/Meta-Llama-3.1-70B-Instruct-FP8 --host 0.0.0.0 --port 80 --dtype auto --quantization "
             "fp8 --tensor-parallel-size 1 --download-dir /data --gpu_memory_utilization 0.95 --kv-cache-dtype fp8 "
             "--max_model_len 60000",
     forbidden=NO_MEMORY_FIX + [{"flag": "--quantization", "value": "fp8"}, {"flag": "--tensor-parallel-size", "above": 1}],
     note="a Hugging Face model-repository discussion. Trap: --quantization fp8 is the error itself (judgement call 5)")

case("hf-llama31-70b-fp8-disc2-scaled-mm-a100-a6000", "https://huggingface.co/neuralmagic/Meta-Llama-3.1-70B-Instruct-FP8/discussions/2",
     "Are these models limited to H100s?\n\n"
     "I've run well on H100s but on A100s or A6000s, I get:\n\n"
     "[rank0]: RuntimeError: torch._scaled_mm is only supported on CUDA devices with compute capability >= 9.0 or 8.9, "
     "or ROCm MI300+",
     "quantization_unsupported_gpu", {}, "quantization_unsupported_gpu",
     "Neural Magic's FP8 (W8A8, compressed-tensors) Llama-3.1-70B on Ampere cards (A100, A6000; compute capability 8.0 "
     "and 8.6) with the vLLM docker image of July 2024: the FP8 GEMM needs 8.9+, and that release had no FP8 weight-only "
     "(Marlin) fallback for compressed-tensors checkpoints yet.",
     "the Neural Magic org: first 'limited to GPUs that support FP8 (Hopper, not Ampere)', then corrected: it should run "
     "on A100 through the FP8 weight-only path once vllm PR #6524 lands (they were landing it); meanwhile the H100 runs "
     "work",
     release="vllm/vllm-openai latest docker image (July 2024)", gpu="A100 / A6000", gpus=None,
     forbidden=NO_MEMORY_FIX,
     note="judgement call 2: torch's _scaled_mm capability error is not in the README's quantization_unsupported_gpu "
          "row; it is the same class (an FP8 checkpoint refused on the card's capability). The fix is a later vLLM "
          "(the Marlin FP8 path for compressed-tensors), not a flag")

case("hf-qwen2vl-72b-gptq-disc1-input-size-not-aligned", "https://huggingface.co/Qwen/Qwen2-VL-72B-Instruct-GPTQ-Int4/discussions/1",
     "Any one can use VLLM or any other engine support dynamic batch to run this with more than 1 GPU?\n\n"
     "I can run this with the example python code.\n\n"
     "But vllm alway complained that \"ValueError: The input size is not aligned with the quantized weight shape.\", "
     "which seems is no solution from vllm side\n"
     "https://github.com/vllm-project/vllm/issues/5675",
     "tp_not_divisible", {}, "tp_not_divisible",
     "Qwen2-VL-72B-Instruct-GPTQ-Int4 with vLLM on more than one GPU (autumn 2024): the MLP intermediate size split over "
     "the tensor-parallel ranks is not a multiple of the GPTQ group size (128), so the quantized weight shards cannot be "
     "laid out.",
     "the publisher's documentation, found by the reporter: Qwen's GPTQ troubleshooting says to pad the original "
     "model's intermediate size and re-quantize (or use a tensor-parallel size that divides it); no one else answered",
     release="not stated (autumn 2024)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX,
     note="judgement call 2 (same message and kind as round 15's CodeFuse case) and 4 (the fix is the publisher's "
          "docs cited by the reporter, not an answer in the thread). The number of GPUs is not stated ('more than 1 "
          "GPU'); the first line is the discussion title; the stored excerpt continues with the Qwen docs link")

# ------------------------------------------------------------------ weights that do not match the model class (kind of its own)
case("hf-mixtral8x22b-gptq-disc2-keyerror-gate-g-idx-v041", "https://huggingface.co/jarrelscy/Mixtral-8x22B-Instruct-v0.1-GPTQ-4bit/discussions/2",
     "KeyError: 'model.layers.45.block_sparse_moe.gate.g_idx'\n\n"
     "vllm 0.4.0 post1 with 8*2080ti 22g which can inference mixtral-8x22b-instruct-v0.1-awq correctly.\n\n"
     "using latest vllm 0.4.1 still reports this error",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "a GPTQ 4-bit Mixtral-8x22B whose MoE router (block_sparse_moe.gate) was quantized too, on vLLM 0.4.0.post1 and "
     "0.4.1 with eight 22 GB RTX 2080 Ti (April 2024): those releases build the gate unquantized, so the checkpoint's "
     "gate.g_idx tensor has no parameter to load into.",
     "a commenter: running with vLLM 0.3.0 works (LLM(model=..., tensor_parallel_size=8)); 'try the latest version' "
     "(0.4.1) did not help",
     release="0.4.0.post1 and 0.4.1", gpu="8x RTX 2080 Ti 22 GB", gpus=8,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 8}],
     note="judgement call 1: kind of its own, weight_loading_mismatch (a checkpoint tensor with no matching vLLM "
          "parameter). Assembled: the discussion title (the KeyError) and two replies of the reporter. The fix is a "
          "commenter's (judgement call 4); the diagnosis in real_cause is the collector's reading of the key name")

case("hf-dsv3-0324-awq-disc12-keyerror-kv-a-proj", "https://huggingface.co/QuixiAI/DeepSeek-V3-0324-AWQ/discussions/12",
     "Not working.\n\n"
     "KeyError: 'model.layers.18.self_attn.kv_a_proj_with_mqa.weight'\n"
     "vLLM can't load the model",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "the community AWQ of DeepSeek-V3-0324 on a vLLM newer than 0.9.2 (mid/late 2025): the newer release's DeepSeek "
     "MLA module expects differently named (fused) attention weights, so the AWQ checkpoint's "
     "kv_a_proj_with_mqa.weight has no parameter to load into.",
     "a commenter: pip install vllm==0.9.2; the reporter: 'Thanks! I also had to downgrade transformers to 4.52.0'",
     release="not stated (newer than 0.9.2, 2025)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX,
     note="judgement call 1 (weight_loading_mismatch) and 4 (a commenter's fix, confirmed by the reporter). Why the "
          "newer release renames the tensor is the collector's reading, not said in the thread")

case("hf-apertus8b-disc8-act-fn-beta-transformers-backend", "https://huggingface.co/swiss-ai/Apertus-8B-Instruct-2509/discussions/8",
     "Unable to host model with vllm\n\n"
     "When trying to serve the model with VLLM using pip, I get the following error:\n\n"
     "ValueError: There is no module or parameter named 'model.layers.10.mlp.act_fn.beta' in TransformersForCausalLM\n\n"
     "Command used: vllm serve \"swiss-ai/Apertus-8B-Instruct-2509\"",
     "weight_loading_mismatch", {}, "architecture_unsupported",
     "Swiss AI's Apertus-8B (xIELU activation with learned parameters) with the pip vLLM of September 2025: that release "
     "had no native Apertus class and fell back to the Transformers backend (TransformersForCausalLM), which has no "
     "parameter for the activation's beta, so loading stops.",
     "a commenter: rebuild vLLM from main, fixed by vLLM patch #24100 (native Apertus support); others report that "
     "upgrading transformers (pip install --upgrade transformers, also in a derived docker image) made it start",
     release="not stated (pip release of September 2025)", gpu=None, gpus=None,
     command="vllm serve \"swiss-ai/Apertus-8B-Instruct-2509\"",
     forbidden=NO_MEMORY_FIX,
     note="judgement call 1 (weight_loading_mismatch; the fallback class name TransformersForCausalLM is in the line). "
          "A Swiss AI org reply in the thread is about the CUDA xIELU option, not the error. Relabelled 2026-12-06 (fifth "
          "session): cause architecture_unsupported, as round 433's dynamo-7942 and round 598's vllm-30107 label the "
          "same Transformers-fallback refusal and as this case's own cause and fix say (no native class; native support)")

# ------------------------------------------------------------------ model config the release does not read (kind of its own)
case("hf-sauerkraut-nemo12b-disc1-start-length-1280-1024", "https://huggingface.co/VAGOsolutions/SauerkrautLM-Nemo-12b-Instruct/discussions/1",
     "RuntimeError\n\n"
     "It seems to be incompatible with vLLM. I get this error even though max_model_len=4096 : \"RuntimeError: start (0) "
     "+ length (1280) exceeds dimension size (1024).\" Is there any solution or work around?",
     "head_dim_config_unsupported", {}, "head_dim_config_unsupported",
     "a Mistral-Nemo-12B fine-tune (July 2024) on the pip vLLM of the day (0.5.2 or older): Nemo's config sets head_dim "
     "128 while hidden_size / heads is 160, and that release ignored the explicit head_dim, so the q/k/v shards it "
     "slices (1280 wide) do not fit the 1024-wide weights. Not memory: the user's max_model_len is already 4096.",
     "the VAGO solutions org: install vLLM from source for now (the Nemo support is on main), the pip package will "
     "support it in the next days; the reporter installed from source; closed",
     release="not stated (July 2024; the pip release before 0.5.3)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX,
     note="judgement call 1: kind of its own; the class is 'the release predates the model's config field', fixed by "
          "a newer vLLM. The explanation of 1280 vs 1024 is the collector's (Mistral-Nemo head_dim), the org only says "
          "'the new model architecture'")

# ------------------------------------------------------------------ a repository vLLM cannot read a config from (kind of its own)
case("hf-unsloth-llama33-gguf-disc2-no-config-format-v064", "https://huggingface.co/unsloth/Llama-3.3-70B-Instruct-GGUF/discussions/2",
     "can vllm launch this model?\n\n"
     "current, it said..\n\n"
     "ERROR 12-16 09:49:55 engine.py:366] raise ValueError(f\"No supported config format found in {model}\")\n"
     "ERROR 12-16 09:49:55 engine.py:366] ValueError: No supported config format found in "
     "unsloth/Llama-3.3-70B-Instruct-GGUF\n\n"
     "vllm version is 0.6.4.post1\n"
     "transformers 4.47.0",
     "config_format_not_found", {}, "config_format_not_found",
     "vLLM 0.6.4.post1 pointed at the GGUF-only repository unsloth/Llama-3.3-70B-Instruct-GGUF (December 2024): the "
     "repository has no config.json (nor a Mistral params.json), so vLLM finds no config format; vLLM's GGUF path wants "
     "a single .gguf file plus a tokenizer/config from the original model.",
     "a commenter: you need a config.json, copy the original 16-bit model's; the Unsloth org points to "
     "unsloth/Llama-3.3-70B-Instruct for it (and recommends llama.cpp for GGUF)",
     release="0.6.4.post1", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX,
     note="judgement call 1: kind of its own. The excerpt is the opening post (its text appears twice in the stored page, "
          "once quoted in a reply; kept once)")

# ------------------------------------------------------------------ CUDA initialised before fork (blog)
case("juejin-7407782285460979747-fork-reinit", "https://juejin.cn/post/7407782285460979747",
     "vllm推理模型报错 RuntimeError: Cannot re-initialize CUDA in forked subprocess. To use\n\n"
     "报错:\n\n"
     "RuntimeError: Cannot re-initialize CUDA in forked subprocess. To use CUDA with multiprocessing, you must use the "
     "'spawn' start method\n\n"
     "解决方法\n\n"
     "[Bug]: When tensor_parallel_size>1, RuntimeError: Cannot re-initialize CUDA in forked subprocess. · Issue #6152 · "
     "vllm-project/vllm (github.com)",
     "cuda_fork_reinit", {}, "cuda_fork_reinit",
     "vLLM inference with tensor_parallel_size > 1 (August 2024): CUDA was initialised in the parent process before vLLM "
     "forked its worker processes.",
     "the post's solution is the link to vllm#6152, whose answers are to set VLLM_WORKER_MULTIPROC_METHOD=spawn (a "
     "commenter) and not to touch CUDA before creating the LLM (maintainer youkaichao)",
     release="not stated (August 2024)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX,
     note="a personal Chinese blog post (juejin), the author's own error; the title is cut at 'To use' as stored. "
          "Judgement call 4: the fix is given by reference to vllm#6152 (not itself a fixture)")

# ------------------------------------------------------------------ attention workspace (kind of its own)
case("hf-laguna-nvfp4-disc3-flashinfer-workspace-overflow-v0251", "https://huggingface.co/poolside/Laguna-S-2.1-NVFP4/discussions/3",
     "Issues running on an RTX Pro 6000\n\n"
     "Trying to run this with vllm v0.25.1 on a single rtx pro 6000.\n\n"
     "vllm serve poolside/Laguna-S-2.1-NVFP4 --trust-remote-code --tensor-parallel-size 1 --enable-auto-tool-choice "
     "--tool-call-parser poolside_v1 --reasoning-parser poolside_v1 --gpu-memory-utilization 0.95\n\n"
     "It is complaining about:\n\n"
     "['aligned_alloc' at /workspace/include/flashinfer/allocator.h:49: Buffer overflow when allocating memory for "
     "batch_prefill_tmp_v with size 471269376 and alignment 16, but only 413138944 bytes available in AlignedAllocator. "
     "Increase the workspace buffer size.](RuntimeError: Error in function 'aligned_alloc' at "
     "/workspace/include/flashinfer/allocator.h:49: Buffer overflow when allocating memory for batch_prefill_tmp_v with "
     "size 471269376\n"
     "and alignment 16, but only 413138944 bytes available in AlignedAllocator. Increase the workspace buffer size.)",
     "attention_workspace_overflow", {}, "attention_workspace_overflow",
     "Poolside's Laguna-S-2.1 NVFP4 (118B MoE) on one RTX PRO 6000 Blackwell (96 GB) with vLLM 0.25.1 (2026): the "
     "FlashInfer prefill kernel needed a 471 MB temporary buffer but vLLM's fixed FlashInfer workspace left 413 MB; a "
     "vLLM bug in sizing that workspace, not GPU memory exhaustion.",
     "the Poolside org: fixed in vLLM by PR #48428 last week; backport that patch or switch to a different attention "
     "backend; the reporter then got it working on the RTX PRO 6000 (with a longer recipe)",
     release="0.25.1", gpu="RTX PRO 6000 Blackwell 96 GB", gpus=1,
     command="vllm serve poolside/Laguna-S-2.1-NVFP4 --trust-remote-code --tensor-parallel-size 1 "
             "--enable-auto-tool-choice --tool-call-parser poolside_v1 --reasoning-parser poolside_v1 "
             "--gpu-memory-utilization 0.95",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 1}],
     note="judgement call 1 (kind of its own) and 5 (trap: 'Increase the workspace buffer size' is FlashInfer's "
          "workspace, not vLLM's memory budget). The stored text does not say whether the overflow came in the "
          "start-up profile run or at a first request; the markdown-link form '[...](RuntimeError: ...)' is the page's")

BATCH.write()
