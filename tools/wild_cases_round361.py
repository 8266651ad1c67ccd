"""DOCSTRING_PLACEHOLDER"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round361-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #15345: --tokenizer-mode mistral on a repo with no tekken.json / tokenizer.model.vN
case("vllm-15345-tokenizer-mode-mistral-no-tekken-or-tokenizer-model-v-in-repo",
     "https://github.com/vllm-project/vllm/issues/15345",
     "I am hitting this `OSError` with `--tokenizer_mode mistral`:\n"
     "\n"
     "```none\n"
     "OSError: Found 0 files matching the pattern: re.compile('^tokenizer\\\\.model\\\\.v.*$|^tekken\\\\.json$|"
     "^tokenizer\\\\.mm\\\\.model\\\\.v.*$'). Make sure that a Mistral tokenizer is present in ['config.json', "
     "'generation_config.json', 'model-00001-of-00010.safetensors', 'model-00002-of-00010.safetensors', "
     "'model-00003-of-00010.safetensors', 'model-00004-of-00010.safetensors', 'model-00005-of-00010.safetensors', "
     "'model-00006-of-00010.safetensors', 'model-00007-of-00010.safetensors', 'model-00008-of-00010.safetensors', "
     "'model-00009-of-00010.safetensors', 'model-00010-of-00010.safetensors', 'model.safetensors.index.json', "
     "'params.json', 'special_tokens_map.json', 'tokenizer.json', 'tokenizer_config.json'].\n"
     "```",
     "tokenizer_load_failed", {}, "tokenizer_format_mismatch",
     "vLLM 0.8.1 launched with --tokenizer_mode mistral on a checkpoint whose files hold only an HF tokenizer "
     "(tokenizer.json, tokenizer_config.json, special_tokens_map.json) and no Mistral-native tokenizer file "
     "(tekken.json or tokenizer.model.vN), so vLLM's MistralTokenizer found nothing to load and start-up failed. "
     "The tokenizer mode does not match the tokenizer files in the repository; not a memory or GPU problem.",
     "not in the stored text for the user's launch: the thread only got the message's regex display fixed (vllm PR "
     "#15368, kebe7jun, merged 2025-03-24). From the message: drop --tokenizer-mode mistral (use the default auto/HF "
     "tokenizer that the repo ships), or point --tokenizer at a repo that has tekken.json / tokenizer.model.vN",
     release="0.8.1 (the author links vllm/transformers_utils/tokenizers/mistral.py at v0.8.1)", gpu=None, gpus=None,
     command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--trust-remote-code"}],
     note="Excerpt: the issue body's sentence and the OSError line as the stored chunk shows it (the environment "
          "details before it and the regex discussion after it are dropped). The launch command is not in the chunk. "
          "The thread is about the message's display (double backslashes), so the user's own fix is not stated; "
          "fix_that_worked is read from the message.")

# ---------------------------------------- lumi-ai-factory/laifs-container-recipes #40: transformers 5.10 breaks vLLM 0.22.1 Pixtral processor
case("laifs-container-recipes-40-ministral3-transformers-5-10-mistralcommonimageprocessor-no-fetch-images",
     "https://github.com/lumi-ai-factory/laifs-container-recipes/issues/40",
     "A derived image based on the current `lumiaifactory/lumi-multitorch:full` image fails while starting the "
     "following model with vLLM:\n"
     "```text\n"
     "mistralai/Mistral-3-14B-Reasoning-2512\n"
     "```\n"
     "vLLM recognizes the model as:\n"
     "\n"
     "`PixtralForConditionalGeneration`\n"
     "\n"
     "but then terminates during multimodal input processor initialization.\n"
     "\n"
     "## Primary error\n"
     "\n"
     "`AttributeError: 'MistralCommonImageProcessor' object has no attribute 'fetch_images'`\n"
     "\n"
     "This is followed by:\n"
     "\n"
     "`ValueError: Failed to apply MistralCommonPixtralProcessor`",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "The container image resolved transformers to 5.10.1, whose MistralCommonImageProcessor no longer has the "
     "fetch_images method that vLLM 0.22.1's Pixtral/Mistral-3 multimodal processor calls, so start-up died while "
     "building the multimodal input processor. A transformers version too new for the installed vLLM; not a memory "
     "or model-file problem.",
     "aniskhan25 (comment, 2026-08-10): 'The current image resolves transformers to 5.10.1, which breaks vLLM 0.22.1 "
     "Mistral/Pixtral processing; constrain Transformers to 5.9.x' in the recipe's extra_pip_packages. A later "
     "comment reports the same failure with Ministral-3-14B-Reasoning-2512",
     release="vLLM 0.22.1 with transformers 5.10.1 (from the comment)", gpu="AMD Instinct (LUMI)", gpus=None,
     command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--tokenizer-mode"}, {"flag": "--quantization"}],
     note="Excerpt: the issue description as stored (a summary that quotes the two error lines; no raw traceback "
          "was pasted); the 'Possible cause' paragraph, which links vllm #44911 and names transformers 5.10, is "
          "dropped as it points to the fix. The model name is as the author wrote it. The trailing 'Connection "
          "refused' the author mentions is secondary (a health check after the server died). gpu is inferred from "
          "the LUMI system (AMD MI250X), not stated in the chunk.")

if __name__ == "__main__":
    BATCH.write()
