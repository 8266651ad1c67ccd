"""Round-608 blind batch: vLLM start-up failures around MISTRAL-FORMAT CHECKPOINTS AND TOKENIZER MODES
(consolidated.safetensors / params.json, --tokenizer-mode / --config-format / --load-format mistral, mistral_common and
transformers' Mistral tokenizer classes, Magistral / Devstral / Pixtral / Voxtral / Ministral launches) and the
generation_config.json read at start-up; collected by helper wild608 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round608-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source text
only. Excerpts are the text as the search tool's corpora store it; the fix is left out of the excerpt.

Look-ups: 38 of the 40 allowed: 28 ``search`` (24 issues corpus, 2 docs, 1 pages, 1 code),
6 ``find_string`` (one of them refused by the tool's 50-character limit), 3 ``read_file``, 1 ``find_files``.
3 cases: vllm PR #52643 (Mistral-Medium-3.5 / Mistral3-Pixtral: transformers' MistralCommonBackend and the dummy
multimodal profiling, 'Mismatch in `image` token count'), KillMonga130/jailbreak-genome-scanner (a Modal deployment on
vLLM 0.2.7 / transformers 4.36.0 that cannot read Mistral-7B-Instruct-v0.2's current tokenizer.json: 'untagged enum
PyPreTokenizerTypeWrapper'), LMCache/lmcache-vllm #54 (lmcache_vllm's injected prompt normaliser reading
tokenizer.name_or_path from vLLM's MistralTokenizer under --tokenizer-mode mistral, at the first request).

THE SLICE IS CLOSE TO MINED OUT. Every vLLM-tracker thread the issues corpus returns for the mistral tokenizer / config /
load formats is already a fixture or on an earlier round's skip list (vllm #8995, #15345, #17210, #15300, #16292,
#15027, #18574, #4989, #21176, #21369, #16681, #14465, #21122, #20902, #30828, #31792, #50706, #44911, #19953, #6603,
#45289, #9376, #9595, #40765; ray #53873; mistral-common #109; mistral-finetune #93; HF Magistral-Small-2506 #10/#27,
Pixtral-12B-2409 #22). The generation_config.json side returned no vLLM start-up failure that is not already used
(vllm PR #48778 and lm-evaluation-harness PR #2882 are fixtures; gpustack #5134 and vllm #11861 were used earlier).

Sources given up (for the lead, not cases):
- Error line not in the stored text: huggingface/transformers #39841 (Voxtral-Mini-3B-2507 in vllm/vllm-openai:latest
  with transformers 4.55.0.dev0 / mistral_common 1.8.3 and no mistral flags: the stored traceback stops at vLLM's
  get_cached_tokenizer line 'tokenizer_all_special_tokens = tokenizer.all_special_tokens'; the AttributeError itself
  ('MistralCommonTokenizer' object has no attribute 'all_special_tokens') is only in the unmerged transformers PR #39930;
  no reply stored); dphnAI/sonar (Aphrodite) #765 ('Tekken tokenizer fails to load' on aphrodite 0.5.3: the stored turns
  hold the maintainer's 'upgrade to 0.6.2 and launch with --tokenizer-mode mistral' and the reporter's next traceback
  cut before its exception line); vllm PR #39086 (source checkout with mistral_common older than 1.11.0 failing in the
  SageMaker router at build_app: the traceback is cut before the exception line).
- Not a start-up failure / not the server: vllm PR #39539 (vllm bench serve given --tokenizer-mode hf against a
  Ministral-3 server; a Mistral engineer: drop the bench flag), vllm #8358 ('MistralTokenizer has no get_vocab' with
  guided decoding, request time), noamgat/lm-format-enforcer #141, mistral-common #11 / #35 / #36 / #167, transformers
  #43937 / PR #44197 (GLM-5 GenerationConfig, no vLLM log), EuroEval #1134 (feature), HF Devstral-Small-2 #26
  (gibberish output, not a failure), the anabel.icu and blog.gitcode.com posts (retellings of used vLLM threads).
- Used or on skip lists already (not re-spent): runpod worker-vllm #223 / #217, vllm #13675 / #23232 ('Please install
  vllm[audio]'), vllm #15031 (the Mistral-Small-3.1 comment in a used Gemma-3 thread), MiniMax-M2 #84.

Judgement calls for the lead:
1. vllm-pr52643: a fix-PR source (open, 2026-08-17, fixes issue #50706, whose own text earlier rounds could not reach).
   The excerpt keeps the affected checkpoints and the two error lines the description quotes and leaves out its
   diagnosis. kind hf_processor_failed (the label collectors made for an HF processor failing during vLLM's dummy
   multimodal profiling: 1cat-vllm-631, ultravox-272); cause dependency_version_mismatch, because the trigger is
   transformers' AutoTokenizer resolving Mistral model types to MistralCommonBackend whenever mistral-common is
   installed (transformers 5's tokenizer classes vs the vLLM release's multimodal processors). The lead may prefer
   release_regression or tokenizer_format_mismatch; kind None would match vllm-16292's label for the PixtralProcessor
   family. No vLLM version is printed.
2. github-killmonga130-...: the source is a repository's own Markdown notes, not a thread; the error line is verbatim,
   the versions (vLLM 0.2.7, transformers 4.36.0) come from the sibling note MODAL_TOKENIZER_FIX.md and the fix from
   MODAL_UPGRADE_COMPLETE.md (same commit e182d2d). The upgrade note says Mistral 'should now work'; no test result is
   stored. Labelled like github-sagemaker-sdk-5752 (the same tokenizers 'untagged enum' family): dependency_version_
   mismatch for kind and cause. Not strictly a mistral-FORMAT failure; it is the Mistral tokenizer file read at start-up.
3. lmcache-vllm-54: the failure comes at the first /v1/completions-style request, not at start-up, because of how the
   server was launched (lmcache_vllm's wrapper + --tokenizer-mode mistral); the reporter states the same command under
   plain `vllm serve` works. No fix is stored (closed). kind/cause dependency_version_mismatch on README's 'a framework
   reaching for an attribute vLLM's class lacks'; the lead may want a plug-in / integration label instead.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round608-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm PR #52643: Mistral-Medium-3.5 (Mistral3/Pixtral) -> dummy mm profiling 'Mismatch in `image` token count'
case("vllm-pr52643-mistral-medium-35-pixtral-processor-dummy-mm-profiling-image-token-count-mismatch",
     "https://github.com/vllm-project/vllm/pull/52643",
     "Affected checkpoints include e.g. `nvidia/Mistral-Medium-3.5-128B-NVFP4`, `mistralai/Mistral-Medium-3.5-128B`.\n"
     "\n"
     "During dummy multimodal input profiling (run at engine startup to size the encoder budget), `PixtralProcessor` "
     "counts a mismatch between the placeholder in the templated text and the encoded ids and raises:\n"
     "\n"
     "```\n"
     "ValueError: Mismatch in `image` token count between text and `input_ids`. Got ids=[0] and text=[1].\n"
     "ValueError: Failed to apply PixtralProcessor on data={'text': '[IMG]'} with kwargs={'truncation': False, "
     "'return_tensors': 'pt'}\n"
     "```",
     "hf_processor_failed", {}, "dependency_version_mismatch",
     "Mistral3 / Pixtral checkpoints such as Mistral-Medium-3.5-128B (and its NVFP4 copy) crash at engine start-up: "
     "with mistral-common installed, transformers' AutoTokenizer resolves the mistral / mistral3 model types to "
     "MistralCommonBackend, which never encodes special tokens like \"[IMG]\" found in plain text, so during vLLM's "
     "dummy multimodal profiling the PixtralProcessor finds one [IMG] in the text and none in the ids and raises. A "
     "tokenizer-class / processor incompatibility between transformers' Mistral backend and the vLLM release, not a "
     "memory or GPU problem (the PR notes, with hmellor's correction, that whether the checkpoint ships more than one "
     "tokenizer format plays no part).",
     "no released fix in the stored text: the PR (aniskumar-nv, open, 2026-08-17, 'Fixes #50706') makes "
     "InputProcessingContext.get_hf_processor swap in a MistralCommonBackend subclass (with_placeholder_token_support) "
     "that encodes the placeholder special tokens found in text",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--quantization"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: two passages of the PR description as stored (the affected checkpoints and the quoted error lines); "
          "the description's diagnosis and its change list are left out. No vLLM version, command or GPU is given.")

# ---------------------------------------- KillMonga130/jailbreak-genome-scanner: Modal + vLLM 0.2.7 + Mistral-7B-Instruct-v0.2 -> untagged enum PyPreTokenizerTypeWrapper
case("github-killmonga130-jailbreak-genome-scanner-modal-vllm-027-mistral-7b-v02-untagged-enum-pretokenizer",
     "https://github.com/KillMonga130/jailbreak-genome-scanner/blob/e182d2d3ed90ed7c47031f80b875956fb5b115c9/"
     "MODAL_MISTRAL_FIX.md",
     "## Problem\n"
     "Mistral models (`mistralai/Mistral-7B-Instruct-v0.2`) have a tokenizer compatibility issue with vLLM 0.2.7, "
     "causing this error:\n"
     "```\n"
     "Exception: data did not match any variant of untagged enum PyPreTokenizerTypeWrapper\n"
     "```",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "A Modal deployment pinned vLLM 0.2.7 with transformers 4.36.0 (torch 2.1.2, Python 3.10). Loading "
     "mistralai/Mistral-7B-Instruct-v0.2's tokenizer at engine start, the old `tokenizers` release under that stack could "
     "not parse the pre_tokenizer section of the repository's current tokenizer.json, so the engine never came up. "
     "The repository's notes name it a compatibility issue between vLLM 0.2.7, transformers 4.36.0, the tokenizers "
     "library and the Mistral tokenizer file format. Old libraries against a newer tokenizer file; not memory or GPU.",
     "the project upgraded its Modal image (MODAL_UPGRADE_COMPLETE.md, same commit): vLLM 0.2.7 -> 0.11.2, transformers "
     "4.36.0 -> >=4.40.0, Python 3.10 -> 3.12, listing 'Fixed Mistral tokenizer issues' and Mistral-7B-Instruct-v0.2 as "
     "expected to work (no test output stored). The interim workaround in MODAL_TOKENIZER_FIX.md was another model "
     "(Qwen-7B-Chat, Llama-2-7b-chat, vicuna-7b-v1.5) or Mistral-7B-Instruct-v0.1",
     release="0.2.7 (Modal image; transformers 4.36.0, torch 2.1.2, Python 3.10)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the Problem section of the repository's MODAL_MISTRAL_FIX.md (its title, which says 'Fixed', and the "
          "solution sections are left out). Not an issue thread: the repository's own notes at commit e182d2d. The "
          "versions come from MODAL_TOKENIZER_FIX.md and MODAL_UPGRADE_COMPLETE.md of the same commit.")

# ---------------------------------------- LMCache/lmcache-vllm #54: lmcache_vllm serve Mistral-7B-v0.3 --tokenizer-mode mistral -> MistralTokenizer has no name_or_path
case("lmcache-vllm-54-mistral-7b-v03-tokenizer-mode-mistral-injection-name-or-path-first-request",
     "https://github.com/LMCache/lmcache-vllm/issues/54",
     "`  prompts = list(\n"
     "              ^^^^^\n"
     "  File \"/dataheart/siddhantray/lmcache_docs/rag_profiler/venv_test_req/lib/python3.12/site-packages/vllm/"
     "entrypoints/openai/serving_engine.py\", line 366, in _tokenize_prompt_input_or_inputs\n"
     "    yield self._normalize_prompt_text_to_input(\n"
     "          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/dataheart/siddhantray/lmcache_docs/LMCache_vllm_source/lmcache_vllm/vllm_injection.py\", line 336, in "
     "_new_normalize_prompt_text_to_input\n"
     "    tokenizer_id = tokenizer.name_or_path\n"
     "                   ^^^^^^^^^^^^^^^^^^^^^^\n"
     "AttributeError: 'MistralTokenizer' object has no attribute 'name_or_path'\n"
     "`\n"
     "\n"
     "To reproduce: run \n"
     "\n"
     "`lmcache_vllm serve mistralai/Mistral-7B-Instruct-v0.3 --port 5000 --uvicorn-log-level info --tokenizer-mode "
     "mistral \\\n"
     "--gpu-memory-utilization 0.8 `\n"
     "\n"
     "Code works with default vLLM:\n"
     "\n"
     "`vllm serve mistralai/Mistral-7B-Instruct-v0.3 --port 5000 --uvicorn-log-level info --tokenizer-mode mistral \\\n"
     "--gpu-memory-utilization 0.8 `  #(works)",
     "dependency_version_mismatch", {"gpu_memory_utilization": 0.8}, "dependency_version_mismatch",
     "LMCache's vLLM integration (lmcache_vllm) patches vLLM's OpenAI serving code; its injected "
     "_new_normalize_prompt_text_to_input reads tokenizer.name_or_path, an attribute of Hugging Face tokenizers that "
     "vLLM's MistralTokenizer wrapper (chosen by --tokenizer-mode mistral) does not have. The server starts, and the "
     "first prompt to be tokenized fails with the AttributeError; the same command under plain `vllm serve` works. An "
     "integration that does not support vLLM's Mistral tokenizer mode, not memory or the GPU.",
     "no fix reached in the stored text (closed). The reporter's own comparison: the same flags under plain "
     "`vllm serve` (without LMCache's lmcache_vllm wrapper) work",
     release=None, gpu=None, gpus=None,
     command="lmcache_vllm serve mistralai/Mistral-7B-Instruct-v0.3 --port 5000 --uvicorn-log-level info "
             "--tokenizer-mode mistral --gpu-memory-utilization 0.8",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the whole issue description as stored (the traceback's head was not pasted by the reporter). "
          "A first-request failure caused by how the server was launched, not a crash during start-up.")

if __name__ == "__main__":
    BATCH.write()
