"""Round-348 blind batch: vLLM failing while LOADING WEIGHTS (KeyError on a parameter name, "There is no module or
parameter named", weight_loader shape asserts, safetensors header errors, fine-tuned / merged / bnb-4bit checkpoints
vLLM cannot load), any tracker; collected by helper wild348 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round348-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round233.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 17 of the 50 allowed (16 ``search`` corpus=issues, 1 ``fetch`` of yunwei37/vllm-exp, which turned out to
hold only 30-issue samples per category with bodies and no comments, so it gave nothing). 5 cases. The session lost most of its time to an interrupted turn; the deadline (20:15 UTC) cut the round at 20:0x.
The issues corpus returns one chunk of a thread per hit, usually turn 0, so the later turns holding a fix were seldom
reachable; four of the five cases carry no author-confirmed fix (said so in fix_that_worked).

Sources given up (for the lead, not cases):
- Already used (grep -F in USED_SOURCES.txt): vllm #4989, #11010, #40358, #21176, #28517, #8697; llm-compressor #959;
  LlamaFactory #8254; unsloth #2274; zai-org/GLM-4 #139.
- Error line not in the stored chunk (only the title or a cut traceback): vllm #27138 (GLM-4.5V KeyError
  'blocks.0.attn.qkv.weight', open, no fix reachable in 2 look-ups), #1420, #18718, #19139, #21713, #31108, #19424,
  #23714, #21823, #12682, #19361, #15959, #7268; vllm-ascend #381, #3177, #4313, #5794; LlamaFactory #2789;
  mistral-finetune #93; verl #834 (3600 vs 3584 assert, chunk stops at the description).
- Not a start-up failure: vllm #15124 / trl #3112 (GRPO weight sync into a running vLLM), ms-swift #9544 (same).
- No printed error: vllm #29762 (MemoryError in parse_safetensors_file_metadata described, not pasted; a commenter
  later says his cause was a clone without git-lfs).
- unsloth #2086: the same author and incident as vllm #15031 (taken once, under the vllm url).
- vllm #32584 (Mistral 3.1 24B sharded weights, 'no module named language_model in LlamaForCausalLM'): the same
  author and incident as ai-dynamo/dynamo #5264, which is already used; fixed by vllm PR #32673.
- Also already used: unslothai/unsloth #688. vllm #56007 (GLM5.3-Flash v0.29.0): the stored chunk stops before the
  error line. sglang #3194: the vllm error is an image.

Judgement calls for the lead:
1. All five are kind and cause weight_loading_mismatch (the existing label); none is a memory failure, so memory
   flags are marked wrong for all.
2. vllm-ascend #3520's maintainer answer is a guess ('maybe it's an issue with the weights'); recorded as such.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round348-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #15031: unsloth merged_16bit gemma-3-12b -> 'language_model' not in Gemma3ForCausalLM
case("vllm-15031-unsloth-gemma3-12b-merged-16bit-no-language-model-in-gemma3forcausallm",
     "https://github.com/vllm-project/vllm/issues/15031",
     "vllm serve /home/mata/llm/data/models/tuned/unsloth/gemma-3-12b-it-bnb-4bit-17-03-2025/checkpoint-625/merged_16bit "
     "--chat-template /home/mata/llm/data/models/chat_temp/google--gemma-3-12b-it.jinja --gpu-memory-utilization 0.9 "
     "--max_model_len 8192\n"
     "\n"
     "ValueError: There is no module or parameter named 'language_model' in Gemma3ForCausalLM",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "A Gemma-3-12B-it fine-tuned with unsloth (from the bnb-4bit base) and merged with "
     "model.save_pretrained_merged(..., tokenizer) to 16-bit: the saved checkpoint's config names the text-only "
     "Gemma3ForCausalLM while its tensors keep the multimodal layout (language_model.* prefixes), so vLLM's "
     "Gemma3ForCausalLM has no 'language_model' submodule to load them into. A checkpoint layout / config mismatch "
     "from the merge, not a memory or vLLM flag problem.",
     "not in the stored text of the thread (closed; the same author's twin report is unslothai/unsloth #2086). From the "
     "log: re-export the merged model so config and tensor names agree (the multimodal Gemma3ForConditionalGeneration "
     "config for a language_model.* checkpoint, or a text-only save), e.g. with a fixed unsloth merge",
     release=None, gpu=None, gpus=None,
     command="vllm serve /home/mata/llm/data/models/tuned/unsloth/gemma-3-12b-it-bnb-4bit-17-03-2025/checkpoint-625/"
             "merged_16bit --chat-template /home/mata/llm/data/models/chat_temp/google--gemma-3-12b-it.jinja "
             "--gpu-memory-utilization 0.9 --max_model_len 8192",
     forbidden=_MEM + [{"flag": "--quantization"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the command and the error line as the issue body shows them (the body quotes only the final "
          "ValueError, not the traceback). The fix is not reachable in the stored chunk; real_cause is read from the "
          "message and the merge call the author shows. unslothai/unsloth #2086 is the same post and was not taken "
          "separately.")

# ---------------------------------------- vllm-ascend #3520: GLM4.6-INT8 on 910B3 KeyError q_proj.weight
case("vllm-ascend-3520-glm46-int8-910b3-keyerror-q-proj-weight",
     "https://github.com/vllm-project/vllm-ascend/issues/3520",
     "910B3\n"
     "\n"
     "GLM4.6-INT8\n"
     "\n"
     "KeyError: 'model.layers.0.self_attn.q_proj.weight'\n"
     "\n"
     "0.11.0rc3+empty",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "vllm-ascend 0.11.0rc3 on Ascend 910B3 NPUs loading an INT8 (W8A8) GLM-4.6 checkpoint: the weight names in the "
     "checkpoint do not match what vLLM's model expects (KeyError on 'model.layers.0.self_attn.q_proj.weight' at "
     "weight loading). The maintainer suspects the weights themselves (a quantized export not in the layout the "
     "vllm-ascend GLM4.x guide uses).",
     "no confirmed fix. Maintainer yiz-liu (2026-06-03): 'Please take a look at the guide, "
     "https://docs.vllm.ai/projects/ascend/en/latest/tutorials/models/GLM4.x.html#deployment, maybe it's an issue with "
     "the weights' — i.e. use weights quantized the way the guide describes",
     release="vllm-ascend 0.11.0rc3 (the author's comment: '0.11.0rc3+empty')",
     gpu="Huawei Ascend 910B3 (NPU)", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the whole issue body (environment line, model name, error line) plus the author's version comment, as "
          "the corpus shows them; no traceback was pasted. The maintainer's answer is a guess, recorded as such.")

# ---------------------------------------- unsloth #3366: gemma-3-4b-it-bnb-4bit in vLLM docker -> weight_loader shape assert
case("unsloth-3366-gemma3-4b-it-bnb-4bit-vllm-docker-weight-loader-shape-assert",
     "https://github.com/unslothai/unsloth/issues/3366",
     "gemma-vllm-server  |     loaded_params = module_load_weights(weights)\n"
     "gemma-vllm-server  |                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "gemma-vllm-server  |   File \"/usr/local/lib/python3.12/dist-packages/vllm/model_executor/models/gemma3.py\", line "
     "465, in load_weights\n"
     "gemma-vllm-server  |     weight_loader(param, loaded_weight)\n"
     "gemma-vllm-server  |   File \"/usr/local/lib/python3.12/dist-packages/vllm/model_executor/layers/linear.py\", line "
     "1336, in weight_loader\n"
     "gemma-vllm-server  |     assert param_data.shape == loaded_weight.shape\n"
     "gemma-vllm-server  |            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "gemma-vllm-server  | AssertionError",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "unsloth/gemma-3-4b-it-bnb-4bit (a pre-quantized bitsandbytes 4-bit checkpoint) served in a vLLM docker container "
     "(V0 mp engine): a packed 4-bit tensor reached the plain (unquantized) linear weight_loader, whose shape assert "
     "failed, i.e. the checkpoint's bnb quantization was not applied to the layer being loaded (bnb-4bit layout vs "
     "vLLM's expected shapes). Not a memory problem.",
     "not in the stored text (the issue is open). From the log: load it with bitsandbytes quantization recognised "
     "(--quantization bitsandbytes on releases that need it, or a vLLM release whose Gemma-3 bnb loading works), or "
     "serve the unquantized google/gemma-3-4b-it",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the tail of the docker-compose log as the stored chunk shows it, cut after 'AssertionError' (the "
          "spawn-process traceback that follows is dropped). The command is not in the chunk. No fix in the stored "
          "text; real_cause is read from the traceback (gemma3.py load_weights -> linear.py weight_loader assert) and "
          "the model name.")

# ---------------------------------------- unsloth #1268: bnb-4bit repos in vLLM LLM() with quantization=None -> KeyError down_proj.weight
case("unsloth-1268-bnb-4bit-repos-llm-quantization-none-keyerror-down-proj-weight",
     "https://github.com/unslothai/unsloth/issues/1268",
     "`unsloth/mistral-7b-v0.3-bnb-4bit` with error : ` KeyError: 'layers.0.mlp.down_proj.weight'`\n"
     "`unsloth/Qwen2.5-7B-Instruct-bnb-4bit` with error: `KeyError: 'layers.0.mlp.down_proj.weight'`\n"
     "`unsloth/Llama-3.2-1B-Instruct-bnb-4bit` with error:  `KeyError: 'layers.0.mlp.down_proj.weight'`\n"
     "\n"
     "  llm = LLM(model= args.llm_name, \n"
     "              dtype='float16', \n"
     "              tensor_parallel_size= torch.cuda.device_count(),\n"
     "              gpu_memory_utilization= args.gpu_memory_utilization, \n"
     "              trust_remote_code=True,\n"
     "              quantization=None, \n"
     "              load_format=\"auto\", \n"
     "              enforce_eager=True, \n"
     "              enable_lora=True if args.sft_path else False,",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "Three unsloth pre-quantized bitsandbytes 4-bit checkpoints (Mistral-7B-v0.3, Qwen2.5-7B-Instruct, "
     "Llama-3.2-1B-Instruct) opened with vllm.LLM(..., quantization=None, load_format='auto', tensor_parallel_size = "
     "all visible GPUs): vLLM built unquantized layers and its loader met bnb-packed tensors whose names it does not "
     "map, raising KeyError 'layers.0.mlp.down_proj.weight'. The checkpoint format (bnb 4-bit) and the loader settings "
     "disagree; not a memory problem.",
     "not in the stored chunk (the issue is closed). From the log: load bnb-4bit checkpoints with "
     "quantization='bitsandbytes' and load_format='bitsandbytes' (and TP 1 on the vLLM releases of the time, which did "
     "not shard bnb weights), or use the unquantized base repos",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--dtype"}],
     note="Excerpt: the author's summary lines and the LLM(...) call as the issue body shows them; two commented-out "
          "arguments (#max_model_len, #seed) and the tokenizer_mode line were dropped. There is no pasted traceback: "
          "the KeyError lines are the author's summary. gpus unknown (torch.cuda.device_count()).")

# ---------------------------------------- vllm #12180: unsloth phi-4 bnb-4bit, v0.6.6.post1 -> weight_loader shape assert
case("vllm-12180-phi4-unsloth-bnb-4bit-v066post1-weight-loader-shape-assert",
     "https://github.com/vllm-project/vllm/issues/12180",
     "INFO 01-17 18:07:39 llm_engine.py:234] Initializing an LLM engine (v0.6.6.post1) with config: "
     "model='unsloth/phi-4-unsloth-bnb-4bit', speculative_config=None, tokenizer='u\n"
     "nsloth/phi-4-unsloth-bnb-4bit', skip_tokenizer_init=False, tokenizer_mode=auto, revision=None, "
     "override_neuron_config=None, tokenizer_revision=None, trust_remote_code=Fals\n"
     "e, dtype=torch.bfloat16, max_seq_len=9000, download_dir=None, load_format=LoadFormat.BITSANDBYTES, "
     "tensor_parallel_size=1, pipeline_parallel_size=1, disable_custom_all_red\n"
     "uce=False, quantization=bitsandbytes, enforce_eager=True, kv_cache_dtype=auto, ...\n"
     "...\n"
     "  File \"/usr/local/lib/python3.12/dist-packages/vllm/model_executor/models/llama.py\", line 432, in load_weights\n"
     "    weight_loader(param, loaded_weight)\n"
     "  File \"/usr/local/lib/python3.12/dist-packages/vllm/model_executor/layers/linear.py\", line 1087, in "
     "weight_loader\n"
     "    assert param_data.shape == loaded_weight.shape",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "vLLM 0.6.6.post1 loading unsloth/phi-4-unsloth-bnb-4bit (unsloth's 'dynamic' bnb 4-bit quant, which leaves some "
     "layers unquantized) with quantization=bitsandbytes and load_format=bitsandbytes, TP 1: the llama-family loader "
     "(Phi-4 runs as LlamaForCausalLM) met a tensor whose shape differs from the parameter vLLM built for it, so the "
     "linear weight_loader's shape assert failed. The checkpoint's mixed quantized/unquantized layout does not match "
     "what vLLM's bnb loader of that release expects; not a memory problem.",
     "none in the stored text: the issue is closed, and a later comment (wwfcnu, 2026-07-30) says '这个问题好像没有修复吧' "
     "(it seems this was never fixed). From the log: use a plain bnb-4bit or unquantized Phi-4 checkpoint, or a vLLM "
     "release that loads unsloth dynamic quants",
     release="0.6.6.post1", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--max-num-seqs"}],
     note="Excerpt assembled from two stored chunks of turn 0: the engine-init config line (wrapped as the source wraps "
          "it, cut after kv_cache_dtype) and the traceback tail ending at the assert line; the lines in between are "
          "dropped ('...'). The stored chunk ends at the assert statement (no bare 'AssertionError' line after it). "
          "The printed max_seq_len=9000 and TP 1 do not matter to the failure, so numbers is {}.")

if __name__ == "__main__":
    BATCH.write()
