"""Round-500 blind batch: vLLM start-up failures quoted in HUGGING FACE DISCUSSIONS of QUANTIZED CHECKPOINTS (TheBloke /
casperhansen AWQ, Qwen's own GPTQ / AWQ, neuralmagic / RedHatAI FP8 / W8A8 / W4A16, unsloth bnb-4bit, cognitivecomputations
AWQ, community FP8-Dynamic exports, GGUF repos loaded in vLLM, NVIDIA NVFP4 / ModelOpt repos); collected by helper wild500
and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round500-blind"``; the lead grades
it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. The excerpt is the text as the search tool's docs corpus stores the discussion page (its opening only); the
replies with the fix are left out of it.

Look-ups: 36 of the 40 allowed, all ``search`` corpus=docs (no read_file / find_string / fetch: the docs corpus stores
each Hugging Face discussion from its opening, and read_file does not reach it). Stopped with 4 left because the
slice gave nothing new for several look-ups in a row. **3 cases**:
  - Qwen/Qwen2-57B-A14B-Instruct-GPTQ-Int4 #1 (vLLM 0.4.3, GPTQ Qwen2-MoE -> 'MergedColumnParallelLinear' object has
    no attribute 'weight'. Did you mean: 'qweight'?),
  - casperhansen/llama-3-70b-instruct-awq #4 (vLLM 0.3.1 -> "Couldn't instantiate the backend tokenizer ... You need
    to have sentencepiece installed", Llama-3 tokenizer too new for that vLLM's tokenizers pin; 'need 0.4.1'),
  - leon-se/Molmo-7B-D-0924-FP8-Dynamic #1 ("There is no module or parameter named 'lm_head.weight_scale' in
    MolmoForCausalLM", a quantized lm_head vLLM's Molmo cannot take; in-flight fp8 of the base model works).
Every thread was checked with grep -iF against /work/coord/USED_SOURCES.txt, the earlier round files and
tests/golden/wild (BLIND.md and fixtures) before it was spent on.

Why so few, for the lead: the slice is mined out (rounds 17, 19, 22, 114, 122, 203, 269, 463 and others). Almost every
HF discussion with a vLLM error that the docs corpus returns is already a fixture or a named skip, and most newer
(2025-2026) threads are stored only as a title on users' activity pages, not as the discussion page itself.

Sources given up (for the lead, not cases):
- Already used or in earlier skip lists (not re-opened or not taken): unsloth DeepSeek-R1-Distill-Qwen-32B-bnb-4bit #3
  ('Blockwise quantization only supports 16/32-bit floats, but got torch.uint8', title only), Qwen2.5-VL-72B-Instruct-AWQ
  #2 (min_thread_k, title only), alpindale c4ai-command-r-plus-GPTQ #4, mlx-community Qwen2.5-Math-72B-8bit #2 and
  Meta-Llama-3.1-70B-Instruct-8bit #2 (same class as the mlx Nemotron #5 fixture), QwQ-32B-Preview #46, unsloth
  Qwen2.5-32B bnb #1, unsloth Llama-3.1-70B bnb #3, unsloth Llama-3.1-8B bnb #9, unsloth Llama-3.3-70B GGUF #2,
  unsloth DeepSeek-R1-GGUF #12, bartowski DeepSeek-V2.5-GGUF #7, hugging-quants 405B GPTQ #7, TheBloke Mixtral AWQ #2,
  TheBloke zephyr-7B-beta AWQ #2, casperhansen vicuna AWQ #1, ModelCloud Mistral-Nemo GPTQ #2, neuralmagic
  Meta-Llama-3.1-70B-Instruct-FP8 #2 / #3 / #4, neuralmagic Llama-3.1-8B FP8 #4, brainiac-origin jais-chat-30b-8bit #1,
  CohereForAI c4ai-command-r-v01-4bit #10, fsaudm Llama-3.1-70B INT8 #1, RedHatAI gemma-4-26B-A4B NVFP4 #6 and
  FP8-Dynamic #1, RedHatAI Mistral-Small-3.2 FP8 #1 / NVFP4 #1, Qwen2-72B-Instruct-AWQ #3, Yi-34B-Chat-4bits #5,
  google gemma-3-27b-it #23.
- Stored only as a title on users' activity pages (the discussion page itself not in the corpus; one look-up each
  confirmed it for the first three): PointerHQ Qwen2.5-VL-72B-Instruct-Pointer-AWQ #1 (AWQ on a single A100 'failed'),
  unsloth Qwen3-VL-8B-Thinking-unsloth-bnb-4bit #1 ('Shape Mismatch During Weight Loading'), bartowski
  Llama-3.3-70B-Instruct-GGUF #4 ('Problem in running with vllm'), google gemma-3-27b-it-qat-q4_0-gguf "KeyError:
  'general.name'"; cognitivecomputations DeepSeek-R1-AWQ #16 (vLLM 0.7.3 'didnot work'), #33 (MI210), #6, and
  DeepSeek-V3-AWQ #32 ('GLIBC_2.32 Not Found'), #3, #4; unsloth Llama-4-Scout-17B-16E-Instruct-unsloth-bnb-4bit #5
  ('assert self.quant_method is not None', also the class of the vllm-16713 fixture); KnutJaegersberg
  Athene-V2-Chat-72B-4bit #1 (KeyError down_proj.weight); nvidia Qwen3.6-27B-NVFP4 #16 and #12 (a Marlin FP4 fallback
  WARNING, not a failure).
- Error line not in the stored opening: neuralmagic/Meta-Llama-3-8B-Instruct-FP8 #1 (nm-vllm 0.2.0 with --sparsity
  sparse_w16a16: the traceback stops inside config._verify_quantization before its message; the model card asks for
  vLLM >= 0.4.2 / 0.5.0, so an unknown-fp8 refusal is likely but not quoted).
- No error text / not a vLLM start failure: neuralmagic DeepSeek-Coder-V2-Instruct-FP8 #1 (question; maintainer: FP8 MoE
  needs SM >= 89), neuralmagic Mistral-7B-Instruct-v0.3-GPTQ-4bit #1 (nvidia-smi shows 60 GB: the 0.9 pre-allocation,
  not a failure), mistral-community Mixtral-8x22B-4bit #1 (question), TheBloke law-LLM-AWQ #1 and jeiku Neo-e2 #1
  (AutoAWQ quantization errors), casperhansen mixtral-instruct-awq #1 (transformers OOM), dreamgen opus-v0-70b #1 and
  TheBloke guanaco-65B-GPTQ #3 (text-generation-webui), casperhansen deepseek-coder-v2-instruct-awq #3 (request for a
  GPTQ), Red Hat AI Inference troubleshooting pages (vendor docs, no user launch).
- Contradictory thread: TheBloke/dolphin-2.6-mixtral-8x7b-GPTQ #1 (title "KeyError:
  'model.layers.0.block_sparse_moe.experts.0.w1.g_idx' when running with tensor parallelism", but the pasted command
  serves the AWQ repo with --quantization awq, which has no g_idx tensors; no answer stored) -- not taken.

Judgement calls for the lead:
1. hf-qwen2-57b-...-disc1: the AttributeError is only in the discussion title (the stored opening stops before the
   traceback) and no reply is stored; the cause is read from the message plus the printed vLLM 0.4.3 / quantization=gptq
   / Qwen2-MoE model, and matches the earlier fixture with the same message (autoawq-pr508, AWQ DeepSeek-V2 MoE on 0.4.2:
   weight_loading_mismatch for kind and cause). quantization_unsupported-style labels would be the alternative.
2. hf-casperhansen-llama3-70b-awq-disc4: kind tokenizer_load_failed (the README row for a tokenizer that cannot be
   built); cause dependency_version_mismatch (vLLM 0.3.1 and its tokenizers/transformers pin vs Llama-3's tokenizer.json;
   fixed by vLLM 0.4.x per two commenters). transformers_too_old is a defensible alternative cause. The forbidden
   '--tokenizer-mode slow' is my reading (Llama-3 has no sentencepiece tokenizer.model), not the thread's.
3. hf-leon-se-molmo-fp8-dynamic-disc1: no vLLM version or GPU in the thread; the fix is a workaround (in-flight fp8 of
   the base model), the checkpoint itself was not repaired. The reporter's '--quantization=compressed_tensors' is
   forbidden as 'compressed-tensors' (vLLM's spelling); it did not help.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round500-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- HF Qwen/Qwen2-57B-A14B-Instruct-GPTQ-Int4 #1: vLLM 0.4.3, GPTQ Qwen2-MoE -> MergedColumnParallelLinear has no 'weight'
case("hf-qwen2-57b-a14b-instruct-gptq-int4-disc1-vllm043-mergedcolumnparallellinear-no-weight",
     "https://huggingface.co/Qwen/Qwen2-57B-A14B-Instruct-GPTQ-Int4/discussions/1",
     "vLLM: AttributeError: 'MergedColumnParallelLinear' object has no attribute 'weight'. Did you mean: 'qweight'?\n"
     "\n"
     "#1\n"
     "by geekwish - opened\n"
     "\n"
     "I have an error when run Qwen2-57B-A14B-Instruct-GPTQ-Int4 with vllm.\n"
     "\n"
     "Command and Output:\n"
     "\n"
     "(vllm) wish@wish-MS-7B92:/AIGC/Qwen$ CUDA_VISIBLE_DEVICES=1,2 python -m vllm.entrypoints.openai.api_server \\\n"
     "    --served-model-name Qwen2-57B-A14B-Instruct-GPTQ-Int4 \\\n"
     "    --model /AIGC/Qwen/hf/Qwen2-57B-A14B-Instruct-GPTQ-Int4\n"
     "WARNING 06-07 16:41:21 config.py:213] gptq quantization is not fully optimized yet. The speed can be slower than "
     "non-quantized models.\n"
     "INFO 06-07 16:41:21 llm_engine.py:161] Initializing an LLM engine (v0.4.3) with config: "
     "model='/AIGC/Qwen/hf/Qwen2-57B-A14B-Instruct-GPTQ-Int4', speculative_config=None, "
     "tokenizer='/AIGC/Qwen/hf/Qwen2-57B-A14B-Instruct-GPTQ-Int4', skip_tokenizer_init=False, tokenizer_mode=auto, "
     "revision=None, rope_scaling=None, tokenizer_revision=None, trust_remote_code=False, dtype=torch.float16, "
     "max_seq_len=32768, download_dir=None, load_format=LoadFormat.AUTO, tensor_parallel_size=1, "
     "disable_custom_all_reduce=False, quantization=gptq, enforce_eager=False, kv_cache_dtype=auto, "
     "quantization_param_path=None, device_config=cuda, "
     "decoding_config=DecodingConfig(guided_decoding_backend='outlines'), seed=0, "
     "served_model_name=Qwen2-57B-A14B-Instruct-GPTQ-Int4)\n"
     "Special tokens have been added in the vocabulary, make sure the associated word embeddings are fine-tuned or "
     "trained.",
     "weight_loading_mismatch",
     {"tensor_parallel_size": 1, "max_seq_len": 32768, "quantization": "gptq", "dtype": "float16"},
     "weight_loading_mismatch",
     "Qwen's own GPTQ-Int4 checkpoint of the Qwen2-57B-A14B MoE served with vLLM 0.4.3 (one GPU, TP 1). That vLLM's "
     "Qwen2-MoE implementation still packs each expert's unquantized '.weight' tensors into stacked MoE weights while "
     "the model is built, but a GPTQ expert layer (MergedColumnParallelLinear with the GPTQ method) only has "
     "qweight / scales / qzeros / g_idx, hence 'object has no attribute weight. Did you mean: qweight'. vLLM 0.4.3 had "
     "no GPTQ path for Qwen2-MoE experts (even 0.5.2 still refused it with the FusedMoE 'quant_method is not None' "
     "assert, vllm #6465). A checkpoint-format / vLLM-support mismatch at model construction, not memory and not TP.",
     "not in the stored part of the thread (6 replies, not stored). What the message and the version imply: a vLLM "
     "release whose GPTQ(-Marlin) path supports Qwen2-MoE's fused experts (later than 0.5.2), or the unquantized / "
     "another supported quantization of the model",
     release="0.4.3", gpu=None, gpus=None,
     command="CUDA_VISIBLE_DEVICES=1,2 python -m vllm.entrypoints.openai.api_server --served-model-name "
             "Qwen2-57B-A14B-Instruct-GPTQ-Int4 --model /AIGC/Qwen/hf/Qwen2-57B-A14B-Instruct-GPTQ-Int4",
     forbidden=_MEM + [{"flag": "--swap-space"}],
     note="Excerpt: the discussion title (which carries the error line verbatim) and the opening post as the docs "
          "corpus stores it; the stored text stops inside the next INFO line ('selector.py:120] Canno...'), before "
          "the traceback, so the AttributeError is only in the title. The label follows the earlier fixture with the "
          "same message for an AWQ DeepSeek-V2 MoE on vLLM 0.4.2 "
          "(autoawq-pr508-...-mergedcolumnparallellinear-no-weight: weight_loading_mismatch). Two GPUs were made "
          "visible but TP stayed 1, so gpus is left unknown (at least 2).")

# ---------------------------------------- HF casperhansen/llama-3-70b-instruct-awq #4: vLLM 0.3.1 -> Llama-3 tokenizer.json cannot be loaded
case("hf-casperhansen-llama3-70b-instruct-awq-disc4-vllm031-backend-tokenizer-sentencepiece",
     "https://huggingface.co/casperhansen/llama-3-70b-instruct-awq/discussions/4",
     "encountered error when loading model\n"
     "\n"
     "#4\n"
     "by zhouzr - opened\n"
     "\n"
     "vllm 0.3.1\n"
     "\n"
     "ValueError: Couldn't instantiate the backend tokenizer from one of:\n"
     "(1) a tokenizers library serialization file,\n"
     "(2) a slow tokenizer instance to convert or\n"
     "(3) an equivalent slow tokenizer class to instantiate and convert.\n"
     "You need to have sentencepiece installed to convert a slow tokenizer to a fast one.",
     "tokenizer_load_failed", {}, "dependency_version_mismatch",
     "casperhansen's AWQ of Llama-3-70B-Instruct loaded with vLLM 0.3.1: Llama-3 ships only a fast tokenizer "
     "(tokenizer.json, no sentencepiece tokenizer.model), written in a format the older tokenizers / transformers "
     "stack pinned by vLLM 0.3.x cannot deserialize, so transformers fell back to converting a slow tokenizer and "
     "failed with this message. The quantized weights are not the problem; the vLLM release (and its tokenizers "
     "pin) is too old for Llama-3.",
     "from the thread: the first reply 'need 0.4.1'; a commenter confirmed that a vLLM 0.4.1.dev docker image loads "
     "the model and works, and another that v0.4.0.post1 works. vLLM 0.4.1 raised its tokenizers requirement for "
     "Llama 3. Installing sentencepiece is not the fix (there is no sentencepiece model to convert)",
     release="0.3.1", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--tokenizer-mode", "value": "slow"}],
     note="Excerpt: the whole opening post as stored (the replies with the fix are left out). Cause label: "
          "dependency_version_mismatch (old vLLM and its tokenizers pin vs a Llama-3 tokenizer); "
          "transformers_too_old is the alternative reading. The forbidden '--tokenizer-mode slow' rests on Llama-3 "
          "having no sentencepiece tokenizer.model for a slow tokenizer (my reading, not said in the thread).")

# ---------------------------------------- HF leon-se/Molmo-7B-D-0924-FP8-Dynamic #1: no parameter 'lm_head.weight_scale' in MolmoForCausalLM
case("hf-leon-se-molmo-7b-d-fp8-dynamic-disc1-no-parameter-lm-head-weight-scale",
     "https://huggingface.co/leon-se/Molmo-7B-D-0924-FP8-Dynamic/discussions/1",
     "Any luck running this on vLLM?\n"
     "\n"
     "#1\n"
     "by ceoofcapybaras - opened\n"
     "\n"
     "I'm getting ValueError: There is no module or parameter named 'lm_head.weight_scale' in MolmoForCausalLM even "
     "when specifying --quantization=compressed_tensors",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "A community FP8-Dynamic (llm-compressor / compressed-tensors) export of allenai/Molmo-7B-D-0924 whose lm_head "
     "was quantized too, so the checkpoint carries lm_head.weight_scale; vLLM's MolmoForCausalLM builds an "
     "unquantized lm_head with no weight_scale parameter, so weight loading stops on that tensor. Forcing "
     "--quantization compressed-tensors does not change the model's lm_head. The checkpoint's layout and vLLM's Molmo "
     "do not match; not memory.",
     "per the thread's model author: the same error for them, and re-quantizing with the current llm-compressor did "
     "not give a loadable model either; what works in vLLM is in-flight FP8 of the original model: 'vllm serve "
     "allenai/Molmo-7B-D-0924 --trust-remote-code --quantization fp8' (possibly a little less accurate than a "
     "calibrated checkpoint). No fix to the checkpoint itself was reached",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--quantization", "value": "compressed-tensors"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the opening post as stored; the author's reply (same error, the in-flight fp8 workaround) is left "
          "out. No vLLM version, GPU or command beyond the --quantization flag is given. The reporter wrote "
          "'compressed_tensors' (vLLM's method name is compressed-tensors); the forbidden entry uses vLLM's spelling.")

if __name__ == "__main__":
    BATCH.write()
