"""Round-600 blind batch: vLLM start-up failures with GGUF MODELS (GGUF architectures vLLM / transformers cannot read,
tokenizers taken from a .gguf file, split / sharded .gguf files, quant types without kernels (IQ*, Q4_0_4_4, BF16
GGUF), --hf-config-path / --tokenizer needed, llama.cpp / Ollama blobs served by vLLM, the 0.24+ vllm-gguf-plugin
migration), across every tracker; collected by helper wild600 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round600-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 27 of the 30 allowed (24 ``search`` corpus=issues, 1 corpus=pages, 1 corpus=docs, 1 corpus=code); no
read_file / fetch / find_* calls. 1 case: vllm PR #30421 (GGUF Gemma2, KeyError 'embed_tokens.qweight_type'). The
slice is MINED OUT: 65 golden fixtures already mention GGUF, and every GGUF thread the issues corpus ranks high (the
'GGUF model with architecture X is not supported yet' family for deepseek2 / qwen3moe / qwen3vlmoe / qwen3next /
olmo2 / minimax-m2 / gemma2 / gemma3 / gpt-oss / qwen35, 'not a valid JSON file', 'No supported config format',
newbyteorder under NumPy 2, GGUF + TP on Ray, GGUF + cpu_offload_gb, bf16-for-gguf, the plugin's 'Failed to map GGUF
parameters') was either used or named in an earlier round's skip list (rounds 138, 264, 289, 370, 405, 411, 517,
546, 552, 583). Stored chunks of the remaining new threads stop before the error line.

Sources given up (for the lead, not cases):
- Already used or in earlier skip lists (not re-spent): vllm #1002, #5011, #7291, #7268, #7689, #9558, #11839,
  #11970, #11994, #14096, #14723 / #14753, #15277, #16134, #17327, #18382, #23321, #28691, #29739, #30641, #30691,
  #33229, #47461, PR #5191, PR #8618, PR #14766, PR #26189, PR #29582; transformers #43366, #32577, PR #39976;
  vllm-gguf-plugin #75; runpod-workers/worker-vllm #70; nlzy/vllm-gfx906 #2; HF bartowski/DeepSeek-V2.5-GGUF disc 7,
  unsloth/DeepSeek-R1-GGUF disc 12, unsloth/Llama-3.3-70B-Instruct-GGUF disc 2.
- Error line not in the stored chunk: vllm #36245 (Gemma3 mmproj-*.gguf not fetched by download_gguf; two searches
  reached only the EngineCore traceback head; the message 'Could not find mm_proj file' is quoted only in the
  unmerged fix PR #36339's description, not the user's log), vllm #20587 (vLLM CPU image v0.9.1 serving
  gemma-3-1b-it-q4_0.gguf on Kubernetes, chunk stops at 'Starting to load model'), transformers PR #37424 and vllm
  #14723 comments by akash-agr (gemma-3-4b-it-qat-q4_0 GGUF on vLLM 0.8.4, error cut), gpustack/runner PR #225
  (vllm-gguf-plugin installed into a vLLM 0.25.0-dev image broke every launch, per the revert PR; the log stops at
  the vllm serve command line) and its parent PR #222; intel/intel-extension-for-pytorch #861 (GGUF on vLLM CPU,
  no error pasted).
- No fix / cause not pinned down: vllm #16510 (phi-4 Q6_K GGUF on 0.7.3-0.8.3: garbage output shown as screenshots,
  then 'RuntimeError: CUDA error: device-side assert triggered' with --tokenizer=microsoft/Phi-4-mini-instruct and a
  tokenizer error without it; closed by the reporter as 'a transformers problem', transformers #37464 left
  unresolved; a third-party blog (blog.gitcode.com) claims --tokenizer microsoft/phi-4 --dtype half works, but the
  thread itself does not show it), vllm #12391 ('--device cpu' GGUF serve -> NotImplementedError in
  Platform.is_async_output_supported; no maintainer answer, a second commenter hit it without GGUF).
- Not vLLM's launch: xorbitsai/inference #2798, #3293, #3133, #2830, #3332 (GGUF through llama-cpp-python /
  xllamacpp, not vLLM); ollama / llama.cpp / wllama / shimmy / mesh-llm / sglang / vllm-metal split-GGUF threads
  (other loaders); gpustack #2365, #1580 (gguf-parser in GPUStack's scheduler).
- Fix PRs without a user's log (not taken): vllm PR #39559 (Qwen3.5 GGUF, the contributor's own pre-fix traceback on
  a dev build), PR #29948 (BF16 GGUF tensors), PR #30408 (bf16 GGUF on Blackwell).

Judgement calls for the lead:
1. vllm-pr30421 is a FIX-PR case (the brief notes those grade worse): the stored text has the error line verbatim
   only in the PR's 'Error Before Fix' block, with a short stack list, and no engine config, command, GPU or vLLM
   version. The cause is pinned down by the PR author's code-level diagnosis (gguf_quant_weights_iterator yields
   'embed_tokens.qweight_type'; Gemma2Model.load_weights looks it up in params_dict without the skip llama.py has);
   PR #30421 and its resubmission #30699 are both CLOSED in the stored text (merge not shown), so fix_that_worked
   says the author's local patch, not a release. kind/cause weight_loading_mismatch, as the earlier GGUF
   'lm_head.qweight_type' fixture (vllm-11839) and all ~20 KeyError-at-load_weights fixtures were labelled; the lead
   may prefer a code-bug cause (release_regression does not fit: nothing says it ever worked). The model
   (bartowski/gemma-2-2b-it-GGUF) is named only in the PR's test plan, so it is left out of the excerpt and noted.
2. Zero further cases: the slice is exhausted in this corpus; the remaining GGUF start-up threads either sit in
   earlier skip lists or their stored chunks end before the error.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round600-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm PR #30421: GGUF Gemma2 -> KeyError 'embed_tokens.qweight_type' in Gemma2 load_weights
case("vllm-pr30421-gemma2-gguf-keyerror-embed-tokens-qweight-type",
     "https://github.com/vllm-project/vllm/pull/30421",
     "## Error Before Fix\n"
     "\n"
     "```\n"
     "KeyError: 'embed_tokens.qweight_type'\n"
     "```\n"
     "\n"
     "Stack trace:\n"
     "- `gguf_loader.py:338`\n"
     "- `gemma2.py:436` → `gemma2.py:369` (crash site)",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "Loading a GGUF Gemma 2 model with vLLM's GGUF loader (Dec 2025): gguf_quant_weights_iterator() yields a "
     "'<name>.qweight_type' metadata tensor for every quantized tensor, including the quantized token embedding, so "
     "it yields 'embed_tokens.qweight_type'; VocabParallelEmbedding has no such parameter and Gemma2Model."
     "load_weights() looks every name up in params_dict without the 'skip names not in params_dict' guard that "
     "llama.py has, so engine-core start-up dies with a KeyError while loading weights. A vLLM model-loader bug for "
     "GGUF Gemma2, not a memory, flag or GPU problem.",
     "no released fix shown in the stored text. The PR author (kitaekatt) added a check in Gemma2Model.load_weights() "
     "to skip parameters not present in params_dict (the llama.py pattern); per the resubmitted PR #30699 'Tested with "
     "GGUF Gemma2 models that previously failed with KeyError - Model loads successfully and generates coherent "
     "output'. Both PRs are shown closed, so whether a vLLM release carries the fix is not stated",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the PR description's 'Error Before Fix' block verbatim (the only log text stored); the Summary / "
          "Root Cause / Fix paragraphs are the answer and are left out. The PR's test plan names "
          "bartowski/gemma-2-2b-it-GGUF; the model that failed is not otherwise named. Same author's resubmission: "
          "vllm PR #30699 ('[Bugfix] Skip missing parameters during GGUF Gemma2 weight loading').")

if __name__ == "__main__":
    BATCH.write()
