"""Round-532 blind batch: vLLM start-up failures quoted in RELEASE NOTES, CHANGELOGs and TROUBLESHOOTING / FAQ /
KNOWN-ISSUES documents of projects that run vLLM (the slice: model repos, serving stacks, RL trainers, vendor
plugins), searched in the docs and code corpora; collected by helper wild532 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round532-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom``, tests/wild_grade.py or the test
suite on these excerpts, and did not read kvroom's source; every expectation was written from the source page only.
Excerpts are the page text as the search tool's docs corpus stores it; the page's cause / solution text is left out.

Look-ups: 23 of the 40 allowed, all ``search`` (18 corpus=docs, 5 corpus=code); no read_file / find_string / fetch /
find_files / find_repos. Stopped with budget left because the slice gave nothing new: every further verbatim hit was
a used source or generic advice. Every candidate was checked with grep -iF against /work/coord/USED_SOURCES.txt, the round
files' skip lists (tools/wild_cases_round*.py here and in /work/h5*/) and tests/golden/wild before it was taken.
**3 cases from 2 vendor documents** (both new to USED_SOURCES.txt):
- NVIDIA NIM for LLMs 1.2.0 release notes (Release 1.2.3 "Known Issues"): vLLM + LoRA profiles of long-context models
  (model_max_len > 65528) do not load: "ValueError: Due to limitations of the custom LoRA CUDA kernel,
  max_num_batched_tokens must be <= 65528 when LoRA is enabled."; workaround NIM_MAX_MODEL_LEN=65525 or lower.
- Rebellions' vLLM plug-in (vllm-rbln) troubleshooting page, docs.rbln.ai (the same page in the latest / v0.9.2 /
  v0.12.0 and Korean copies, one source): item 2 "Model loading failed" ("[rank0]: AttributeError: 'ModelConfig'
  object has no attribute 'compiled_model_dir'": the model was not precompiled with optimum-rbln) and item 3
  "ImportError" ("libcudart.so.12: cannot open shared object file" / "libc10_cuda.so": the PyPI vLLM wheel's xformers
  loading CUDA libraries on an RBLN host). Two different failures with different causes on one page -> two cases.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt / fixtures), not re-opened: HF Space yusufs/vllm-inference commit d51e450 (bf16 on
  T4 in a commit diff); argilla-io/distilabel #326; vllm #1157, #1284; HF mistralai/Mistral-7B-Instruct-v0.2 #58;
  HF BatsResearch/bonito-v1 #2; HF VAGOsolutions/SauerkrautLM-Nemo-12b-Instruct #1 and ModelCloud/Mistral-Nemo-
  Instruct-2407-gptq-4bit #2 ('start (0) + length (1280) exceeds dimension size (1024)'); SemiAnalysisAI/InferenceX
  #1587 (Kimi-K2.5 INT4 8xH100, 8.58 vs 0.9 GiB); juejin.cn post 7705716341148155919 (vLLM 0.30.0 error cheat-sheet);
  HF Space lilpulgoyt/Ggvg; sherdencooper/gptfuzz #27; vllm #2418; Red Hat AI Inference Server troubleshooting chapter
  (3.3 used in round 117; the 3.1 / 3.2 / 3.4 chapters carry the same item: one source); NIM 1.10 / 1.11 troubleshoot
  pages; Project-HAMi (issue #1381 used; its v2.8.1 release note 'Fix vllm with version > 0.18 can't be launched
  properly when using multiple GPUs' quotes no error anyway).
- Release notes / known issues WITHOUT the error verbatim: NIM 1.6.0 release notes (StarCoder2 7B 'KV cache "no new
  block" error'; DeepSeek-R1-Distill-Qwen-14B on L20 'may run into ValueError of model max sequence length larger than
  maximum KV cache storage', set NIM_MAX_MODEL_LEN=32768: paraphrased, not the printed message); NIM 1.0.0 release
  notes (Llama2 70B vLLM FP16 TP2 on 2x L40S 'can encounter a CUDA "out of memory" issue': no error text); NIM 1.1.0
  release notes (the 'CUDA out of memory issue for Llama2 70b v1.0.3' item is cut in the stored chunk); NIM 2.0.x
  release notes (chunks stop in the highlights, before any known issue); vLLM's own v0.25.1 release notes (TorchCodec
  'RuntimeError at import time when system FFmpeg was missing' is described, not quoted); huggingface/trl v1.9.1 /
  v1.14.1, mohitsoni48/TurboLLM v1.4.2, amazon-science/fmcore v0.1.5 (changelog lines, no error text).
- Vendor troubleshooting items NOT taken: docs.rbln.ai item 'TypeError: block_tables (shape=(a,)) has a shape
  different to required shape (b,).' (placeholders a / b, not a printed message) and item 4 'KeyError:
  self.model.decoder = self.model.decoders[padded_batch_size]' (a code line, not the message; max_num_seqs vs the
  compiled batch_size); item 1 (vllm.__path__ None / UnspecifiedPlatform: a symptom, no error text).
  docs.vultr.com inference-cookbook CUDA troubleshooting ('ValueError: The model's config.json does not contain any of
  the supported model architectures' for --trust-remote-code on HGX B200): the wording is not one vLLM prints (it
  mixes two different messages), so not verbatim; round 463 gave up its ROCm sibling as vendor docs without a launch.
- Unattributable (code corpus hits with no repository named): a German 'vLLM Fix Summary - RTX 3060 Configuration'
  (KV 5.62 GiB needed vs 3.06 GiB available, three changes reverted at once: the cause is not pinned to one); a Chinese
  'vLLM V1 memory profiling' report (8x A100 shared, vLLM 0.11.0, 'Initial free memory 41.19 GiB, current free memory
  41.64 GiB'); OMOAI's 'CUDA Multiprocessing Compatibility Fix' (already named as not located in round 164); three
  'speculative_config CUDA fork deadlock' bug drafts (an author's own analysis, no maintainer confirmation).
- Other vendor pages tried: docs.vllm.ai/projects/gaudi troubleshooting page (already in USED_SOURCES.txt); the
  Gaudi plug-in FAQ and docs.habana.ai 'vLLM with Intel Gaudi FAQs' (stored chunks hold only requirements / install
  checks, no error text); AWS Neuron troubleshooting hub and NxD Inference troubleshooting (accuracy topics, no vLLM
  start-up error in the stored chunks); vLLM-Gaudi release notes (no error text).
- Not in the slice and not pinned: HF NousResearch/Yarn-Mistral-7b-128k #10 (vLLM 0.2.x 'CUDA error: an illegal
  memory access was encountered' in multi_query_kv_attention; the only reply guesses that v0.2.2's YaRN support
  'maybe' fixes it; no confirmation); pytorch/serve #3365 and opea-project/GenAIExamples #1119 (in earlier skip
  lists).
- Generic advice (no real incident): Orchestra-Research AI-Research-SKILLs troubleshooting.md, JerryMouseZ/vlm_qwen3
  TROUBLESHOOTING.md, vllm-cli's troubleshooting guide, build.nvidia.com spark / rtx vLLM troubleshooting tables
  (spark page already used), dev.to 'vLLM Won't Start?' article.

Finding for later collectors: in both corpora, CHANGELOGs and release notes almost never quote a vLLM start-up error
verbatim (they say 'fixed crash when ...'); the only verbatim hits were vendor pages (NIM release notes' known issues,
vendor plug-in troubleshooting pages). Code-corpus semantic search for 'CHANGELOG ... vLLM error' returns AI-written
generic guides and the yunwei37/vllm-exp issue digests.

Judgement calls for the lead:
1. Vendor documents as sources: like round 117's Red Hat / NIM troubleshooting cases, these are vendors' write-ups of
   failures their users met, not a single user's thread; no GPU, command or vLLM version is printed with the errors.
2. nim-120 LoRA 65528: kind / cause vllm_check_failed, as the one earlier fixture with this message
   (ms-swift-1723-...-max-num-batched-tokens-65528-tp4) labels it. numbers left empty: 65528 is the kernel limit, not a
   value of the user's config, and the notes give the model length only as '> 65528'. Not forbidden: --max-model-len
   (the workaround). Forbidden: the other memory flags and --tensor-parallel-size (a LoRA-kernel limit, not memory).
   The stored text is cut after 'NIM_MAX_MODEL_LEN=65525 or lo' (the fix sentence), which is left out anyway.
3. rbln compiled_model_dir: the AttributeError is the vllm-rbln plug-in's, not one of vLLM's own messages, so kind
   None (README's null: 'a failure that is no vLLM message'). Cause: NEW label model_not_precompiled (the RBLN NPU
   serves only models compiled ahead of time with optimum-rbln; the model directory holds no .rbln files). The
   nearest existing labels would be model_not_found or config_format_not_found (a model folder without the files the
   loader needs); the lead may prefer one of those.
4. rbln libcudart.so.12: kind vllm_extension_import_failed and cause cuda_runtime_library_missing, as the four earlier
   fixtures with 'libcudart.so.12: cannot open shared object file' label it; the finer cause is a CUDA-built package
   (the PyPI vLLM wheel's xformers) on a host without CUDA at all, like kserve-pr5509's GPU image on a CPU runner
   (labelled vllm_extension_missing) -- the lead may prefer that cause.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round532-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- NIM 1.2.x release notes, known issue: vLLM + LoRA profiles of long-context models -> max_num_batched_tokens must be <= 65528
case("nim-120-release-notes-vllm-lora-long-context-max-num-batched-tokens-65528",
     "https://docs.nvidia.com/nim/large-language-models/1.2.0/release-notes.html",
     "Release 1.2.3#\n"
     "\n"
     "Known Issues#\n"
     "\n"
     "  \u2022 vllm + LoRA profiles for long context models (model_max_len > 65528) will not load resulting in "
     "ValueError: Due to limitations of the custom LoRA CUDA kernel, max_num_batched_tokens must be <= 65528 when "
     "LoRA is enabled.",
     "vllm_check_failed", {}, "vllm_check_failed",
     "NVIDIA NIM for LLMs 1.2.x, vLLM profiles with LoRA enabled for long-context models (model_max_len > 65528): "
     "per the release notes the profile will not load because vLLM's check for its custom LoRA CUDA kernel refuses "
     "max_num_batched_tokens above 65528, and with the model's full context length the batched-token budget exceeds "
     "that (the notes' workaround caps the model length, which implies the budget follows it). A hard limit of the "
     "LoRA kernel, not a memory shortage.",
     "the release notes' workaround: set NIM_MAX_MODEL_LEN=65525 or lower (the notes' sentence is cut in the stored "
     "text after 'or lo'), so that max_model_len and hence max_num_batched_tokens stay under 65528",
     release="NVIDIA NIM for LLMs 1.2.3 (its vLLM, not stated)", gpu=None, gpus=None, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype"}, {"flag": "--cpu-offload-gb"},
                {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the release heading, the Known Issues heading and the one bullet as stored (the other bullets of "
          "the list, about Code Llama, Mistral NeMo Minitron, Phi 3 etc., are dropped); the workaround sentence after "
          "the error is left out. See judgement call 2.")

# ---------------------------------------- vllm-rbln troubleshooting item 2: model not precompiled -> 'ModelConfig' object has no attribute 'compiled_model_dir'
case("rbln-vllm-troubleshooting-modelconfig-no-attribute-compiled-model-dir",
     "https://docs.rbln.ai/latest/software/model_serving/vllm_support/troubleshooting.html",
     "2. Model loading failed\n"
     "\n"
     "Symptoms\n"
     "\n"
     "  \u2022 [rank0]: AttributeError: 'ModelConfig' object has no attribute 'compiled_model_dir'\n"
     "  \u2022 Cannot find .rbln files in model",
     None, {}, "model_not_precompiled",
     "Rebellions' vLLM plug-in (vllm-rbln) on RBLN NPUs serves only models compiled ahead of time with optimum-rbln "
     "(the model directory must hold the compiled .rbln files); online compilation through torch.compile was not yet "
     "supported. Pointing vLLM at a plain Hugging Face checkpoint leaves the plug-in without its compiled model "
     "directory, so loading fails with the AttributeError / missing .rbln files. Not memory, not a version mismatch.",
     "the page's solution: compile the model with optimum-rbln first and give vLLM the compiled model directory",
     release=None, gpu="Rebellions RBLN NPU (ATOM / REBEL)", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--dtype"}],
     note="Excerpt: the page's item 2 heading and Symptoms as stored (same text in the v0.9.2, v0.12.0 and Korean "
          "copies of the page); Causes and Solution left out. gpu names the vendor's device family, which the item "
          "implies but does not print. See judgement call 3.")

# ---------------------------------------- vllm-rbln troubleshooting item 3: PyPI vLLM's xformers on an RBLN host -> libcudart.so.12 / libc10_cuda.so ImportError
case("rbln-vllm-troubleshooting-pypi-vllm-xformers-libcudart-so-12-importerror",
     "https://docs.rbln.ai/latest/software/model_serving/vllm_support/troubleshooting.html",
     "3. ImportError\n"
     "\n"
     "Symptoms\n"
     "\n"
     "ImportError: libcudart.so.12: cannot open shared object file: No such file or directory\n"
     "ImportError: libc10_cuda.so: cannot open shared object file: No such file or directory",
     "vllm_extension_import_failed", {}, "cuda_runtime_library_missing",
     "vLLM installed from PyPI for use with the vllm-rbln plug-in on an RBLN NPU host: the PyPI vLLM package is "
     "prebuilt for CUDA and pulls in xformers, which tries to load CUDA shared libraries (libcudart.so.12, "
     "libc10_cuda.so) that do not exist in an RBLN (non-CUDA) environment, so the import fails at start-up.",
     "the page's solution: uninstall xformers (vLLM RBLN does not use it), or, recommended, build and install vLLM "
     "from source instead of the prebuilt PyPI package so no CUDA library is loaded",
     release=None, gpu="Rebellions RBLN NPU (ATOM / REBEL)", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--dtype"}],
     note="Excerpt: the page's item 3 heading and Symptoms as stored in the latest and v0.12.0 English copies (the "
          "Korean copy says the same); Causes and the two solutions left out. See judgement call 4.")

BATCH.write()
