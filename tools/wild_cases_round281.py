"""Round-281 blind batch: QUANTIZED checkpoints failing to start in vLLM (AWQ, GPTQ, bitsandbytes, GGUF, FP8, NVFP4,
MXFP4, compressed-tensors, modelopt), from the trackers of llm-compressor, AutoAWQ, GPTQModel, bitsandbytes, modelopt,
unsloth and vllm-project/vllm (issues corpus first); collected by helper wild281 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round281-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

Look-ups: 28 of the 60 allowed (27 ``search``, all corpus=issues; 1 ``read_file``, which failed: issue threads are not
files in the index; no ``find_string``, ``find_files`` or ``fetch``). 10 cases, the top of the 4-10 asked, so the
collector stopped there, well before the 09:50 UTC deadline. The issues corpus returns one chunk (turn) of a thread per
hit, so a thread's fix was only seen when it sat in the same chunk as the error or a second query surfaced it; several
candidates were dropped for that reason (below).

Sources given up (for the lead, not cases):
- Already used (grep -E "<url>$" on USED_SOURCES.txt): llm-compressor #1427, #57 (and its twin #54, the same author's
  same launch of Qwen2-72B w8a16, TP4, min_thread_k); vllm #3392, #12404, #25241, #11122, #11010, #1282, #4202, #1941,
  #7624, #30691, #33229, #15277, #29739, #17327, #9913, #13640, #22290, #22288, #21028, #22331, #17581, #15336, #39610,
  #54318, #17579; unsloth #482; QwenLM/Qwen3 #360; vllm-ascend #11368.
- Error text not reachable in the stored chunks, or no error text at all: llm-compressor #1550 (AWQ Qwen2 on vLLM 0.6.3,
  only the transformers traceback surfaced), #2512 (GLM-5 AWQ TP8, traceback head only), #2842, #996, #1075, #2582;
  vllm #16811, #1784, #16254, #17367, #19733, #28274, #15817, #22001, #1114, #13462 (two look-ups, only collect_env
  surfaced), #20410 (image), #21274, #44022, #19853, #6861, #10710, #20035, #21932, #11765, #18382 (env dump only;
  GGUF qwen3moe), #15784, #31387, #28363, #30750, #20974, #8143, #7240, #23911, #18044, #6264, #18182 (two look-ups, env
  only), #24364 (error in a paste link / image), #28572 (2080 Ti + 3090 with gpt-oss-20b on 0.11.0: the stored chunks
  show the fp16-fallback warning and the maintainer's CUDA_VISIBLE_DEVICES advice, but not the failing line; two
  look-ups); NVIDIA/Model-Optimizer #228 (modelopt FP8 Mistral-Small-3.2, error not in the stored chunk);
  ModelCloud/GPTQModel #1455, #2221; nlzy/vllm-gfx906 #2, #32; vllm-gaudi #891; runpod worker-vllm #220; QwenLM/Qwen3-VL
  #230, #231; llm-compressor #1643 (NVFP4A4 on SM120, maintainer says not yet supported, but no error text stored);
  vllm #34028 (FP8 'Found unknown quantization', fixed in 0.17.0, but the description's log did not surface).
- Error with a fix seen but not taken: vllm #6727 (the same bnb 'adapter_name_or_path' error as unsloth #688, fixed by
  commit 87525fab / PR 5753) — named in that case's note instead of a second case of the same limit; vllm #9523
  (compressed-tensors 0.6.0 -> 0.7.1 fixed loading, but the error text never surfaced); vllm #28857 (Gemma3 AWQ on
  0.11.0: bfloat16 refused by awq, float16 refused by gemma3 — error texts visible, no answer in the stored thread;
  skipped after 16 similar cases already in the fixtures, judgement of the collector: it should have been taken in
  order and is listed here for the lead).
- Not vLLM: unsloth #1596, #159, #638, #2396 (unsloth/transformers loads), sgl-project/sglang #9838, #5871, #3571,
  bitsandbytes #1331, TensorRT-LLM #6513, #1741, NVIDIA/Model-Optimizer #187 (TensorRT-LLM), intel/auto-round #643
  (sglang), InternLM/lmdeploy threads, llama.cpp threads.

Judgement calls for the lead (each case's ``note`` says more):
1. Error-only cases (no quoted fix in the thread): vllm #28691 and unsloth #3697 (GGUF qwen3vlmoe). Their fix fields
   give the plain alternatives, marked as not quoted. In #28691 the ValueError line is taken from the issue title
   because the stored traceback is cut before its end; the note says so.
2. Cases built on a commenter's launch rather than the issue author's: vllm #1592 (Colab T4 bf16), unsloth #3697,
   vllm #45101 (the comment reproducing the Triton fp8e4nv assert with --enable-lora).
3. Causes that are not the message's plain reading: unsloth #688 (vllm_check_failed: pre-quantized bnb not yet
   supported in vLLM 0.5.0); GPTQModel #1485 (weight_loading_mismatch message, cause dependency_version_mismatch: vLLM
   too old for GPTQModel `dynamic`, fix stated in the companion vllm #15665); vllm #23364 (message
   quantization_unsupported_gpu, cause release_regression: 0.10.1 vs 0.10.0 on an A100); QwenLM/Qwen3 #578
   (tp_not_divisible printed for TP 3, but the root is the self-quantized intermediate size 29568 = 231 x 128, fixed by
   zero-padding the checkpoint); vllm #45101 (quantization_kernel_bug, not lora_unsupported).
4. QwenLM/Qwen3.8-Flash-Next #7: the GPUs are not named; the --moe-backend triton the user forced is marked wrong, and
   the Marlin route is cited from vllm #54318 (already used) as context only.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round281-blind")
case = BATCH.case

# ---------------------------------------------- vllm#1823: Qwen AWQ, default bfloat16 refused by the awq method
case("vllm-1823-qwen-awq-bf16-not-supported-awq-dtype-half",
     "https://github.com/vllm-project/vllm/issues/1823",
     "ValueError: torch.bfloat16 is not supported for quantization method awq. Supported dtypes: [torch.float16]\n"
     "\n"
     "I want to use qwen's awq model, but an error occurred. How can I solve this problem?",
     "quantization_dtype_unsupported", {"dtype": "bfloat16", "quantization": "awq"}, "quantization_dtype_unsupported",
     "November 2023 (vLLM 0.2.x): the user loaded a Qwen AWQ checkpoint whose config dtype is bfloat16; vLLM took the "
     "model's dtype (auto -> bfloat16), and the awq method of that release only ran with float16 activations, so the "
     "engine refused it at start-up.",
     "a commenter's answer, after which the issue was closed: 'you might consider using `--dtype half`'",
     release="not stated (November 2023, vLLM 0.2.x era)", gpu=None, gpus=None, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"},
                {"flag": "--dtype", "value": "bfloat16"}, {"flag": "--dtype", "value": "auto"},
                {"flag": "--kv-cache-dtype"}],
     note="Excerpt: the issue title (the error line) and the whole description, as stored; no log beyond that is in the "
          "thread. The fix is a commenter's, not the author's or a maintainer's; the issue was closed after it. GPU and "
          "command not given.")

# ---------------------------------------------- vllm#1592: Mistral-7B AWQ on a Colab T4, bfloat16 needs 8.0
case("vllm-1592-mistral7b-awq-colab-t4-bf16-cc-7.5-dtype-half",
     "https://github.com/vllm-project/vllm/issues/1592",
     "facing the same issue, I am trying to run it in colab gpu and getting below error\n"
     "` ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Tesla T4 GPU has "
     "compute capability 7.5.\n"
     "`",
     "dtype_unsupported", {"compute_capability": "7.5"}, "dtype_unsupported",
     "November 2023 (vLLM 0.2.x): a commenter on the issue (Mistral-7B AWQ from TheBloke, whose config dtype is "
     "bfloat16) ran it on a Colab Tesla T4 (compute capability 7.5); vLLM kept the model's bfloat16 dtype, which needs "
     "compute capability 8.0, and refused to start.",
     "the answer in the thread: 'You could specify `dtype='half'` or if you use API server: `--dtype half`' (with an "
     "example `python -m vllm.entrypoints.openai.api_server --model TheBloke/openchat_3.5-AWQ --quantization awq ... "
     "--dtype half`); another user confirms 'set `dtype='half'` can start `vllm.entrypoints.openai.api_server`'",
     release="not stated (November 2023, vLLM 0.2.x era)", gpu="Tesla T4 (Colab)", gpus=1, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"},
                {"flag": "--dtype", "value": "bfloat16"}, {"flag": "--tensor-parallel-size", "above": 1},
                {"flag": "--kv-cache-dtype"}],
     note="The case is the commenter's launch (BharatSingla12), not the issue author's: the author's post (Mistral-7B "
          "AWQ, bfloat16 vs the awq float16 assumption) has no error text. Excerpt: that comment verbatim, with its "
          "stray backticks. The fix is a third user's answer; the commenter did not reply, but a fourth user confirms "
          "dtype half starts the server. gpus=1: a Colab T4 runtime.")

# ---------------------------------------------- unsloth#688: pre-quantized bnb-4bit checkpoint, vLLM 0.5.0 wants a QLoRA adapter path
case("unsloth-688-mistral7b-v03-bnb-4bit-adapter-name-or-path-prequant-unsupported",
     "https://github.com/unslothai/unsloth/issues/688",
     "When I try to load an unsloth 4bit model with \n"
     "`llm = LLM(\"unsloth/mistral-7b-instruct-v0.3-bnb-4bit\", dtype=\"half\")`,\n"
     "I get the error \n"
     "`Cannot find any of ['adapter_name_or_path'] in the model's quantization config.`\n"
     "\n"
     "This Is true for all llama3 and gemma models as well.  As far as I know, there are no lora adapters attached to "
     "the models.  Please let me know how to proceed in loading them.",
     "vllm_check_failed", {}, "vllm_check_failed",
     "June 2024 (vLLM 0.5.0, the first release with bitsandbytes): vLLM's bitsandbytes support then only covered QLoRA "
     "(a base model plus a QLoRA adapter), so its BitsAndBytesConfig insisted on an 'adapter_name_or_path' key; a "
     "PRE-QUANTIZED bnb-4bit checkpoint (unsloth/mistral-7b-instruct-v0.3-bnb-4bit, the same for the llama3 and gemma "
     "bnb variants) has no such key, so loading stopped at the quantization config. Reading pre-quantized bnb "
     "checkpoints came later (vllm PR 5753, July 2024, then --quantization bitsandbytes --load-format bitsandbytes).",
     "unsloth maintainer (danielhanchen): 'On vLLM, you mustn't use the `bnb-4bit` variants - you must use "
     "`model.save_pretrained_merged` and save it to 16bit for inference - ie only full 16bit models work for vLLM'; "
     "later vLLM releases read pre-quantized bnb checkpoints (vllm PR 5753; used with quantization='bitsandbytes', "
     "load_format='bitsandbytes')",
     release="not stated (June 2024; a commenter points out vLLM v0.5.0 had just added bnb)", gpu=None, gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue description verbatim (the only error text in the thread; no traceback pasted). The call "
          "is the Python LLM(...) API, not vllm serve, hence command None. Kind/cause vllm_check_failed is a judgement "
          "call: it is a config check of the bnb method of that release (pre-quantized bnb not yet supported), fixed "
          "either by serving a 16-bit merge (the unsloth maintainer's answer) or by a later vLLM; the same error with "
          "the vLLM-side fix (commit 87525fab / PR 5753) is in vllm issue 6727, not taken as a separate case.")

# ---------------------------------------------- vllm#28691: Qwen3-VL-30B-A3B GGUF on an RTX 5090, qwen3vlmoe not in the GGUF map
case("vllm-28691-qwen3vl-30b-a3b-q4km-gguf-qwen3vlmoe-not-supported-0110-rtx5090",
     "https://github.com/vllm-project/vllm/issues/28691",
     "In `0.11.1rc7.dev109+gca00b1bfc` and `0.11.0` we can't use "
     "`models--Qwen--Qwen3-VL-30B-A3B-Instruct-GGUF/snapshots/f54435e6cc31258f04b0969105c3f6badb197931/"
     "Qwen3VL-30B-A3B-Instruct-Q4_K_M.gguf` (in a RTX-5090 just in case).\n"
     "\n"
     "[llm]        | (APIServer pid=1) Traceback (most recent call last):\n"
     "[llm]        | (APIServer pid=1)   File \"/usr/local/bin/vllm\", line 10, in <module>\n"
     "[llm]        | (APIServer pid=1)     sys.exit(main())\n"
     "ValueError: GGUF model with architecture qwen3vlmoe is not supported yet.",
     "architecture_unsupported", {}, "architecture_unsupported",
     "vLLM 0.11.0 and a 0.11.1rc7 dev build, one RTX 5090: the Qwen3-VL-30B-A3B-Instruct Q4_K_M GGUF file declares the "
     "GGUF architecture qwen3vlmoe, which vLLM's GGUF config loading (through transformers' GGUF architecture map) did "
     "not know, so the API server stopped while reading the config, before any GPU work.",
     "none in the stored thread (a feature request, closed as stale); serve the safetensors (or an AWQ/FP8) release of "
     "Qwen3-VL-30B-A3B instead, or a runtime that reads qwen3vlmoe GGUF",
     release="0.11.0 (and 0.11.1rc7.dev109+gca00b1bfc)", gpu="RTX 5090", gpus=1, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the description's first paragraph, then the first three traceback lines of the pasted docker-compose "
          "log (the '[llm] |' prefixes kept), then the error line, which the stored text shows only in the title (the "
          "traceback's middle and end are cut); the title's wording is used for that last line. No fix in the thread; "
          "the fix field gives the obvious alternatives, not a quoted one.")

# ---------------------------------------------- unsloth#3697: merged Qwen3-VL-235B dynamic GGUF, TP8, vLLM 0.12.0
case("unsloth-3697-qwen3vl-235b-a22b-merged-gguf-qwen3vlmoe-not-supported-tp8-v0120",
     "https://github.com/unslothai/unsloth/issues/3697",
     "Thanks for your response. After merging the GGUF files to a single file, I get the following error: "
     "`ValueError: GGUF model with architecture qwen3vlmoe is not supported yet.`\n"
     "\n"
     "My question may be more appropriate for the folks over at vllm, but I take it this just a matter of vllm not yet "
     "supporting gguf models for qwen3-vl architecture?\n"
     "\n"
     "❯ vllm serve /media/vol/runs/vlm/checkpoints/unsloth_Qwen3-VL-235B-A22B-Instruct.gguf \\\n"
     "  --tensor-parallel-size 8 \\\n"
     "  --async-scheduling --max_model_len 1024 \\\n"
     "  --tokenizer Qwen/Qwen3-VL-235B-A22B-Instruct \\\n"
     "  --gpu_memory_utilization 0.45\n"
     "(APIServer pid=323231) INFO 12-11 18:14:15 [api_server.py:1772] vLLM API server version 0.12.0",
     "architecture_unsupported", {"tensor_parallel_size": 8, "max_model_len": 1024, "gpu_memory_utilization": 0.45},
     "architecture_unsupported",
     "vLLM 0.12.0 on 8 GPUs: an unsloth dynamic GGUF of Qwen3-VL-235B-A22B-Instruct, merged from its split files into one "
     "(vLLM reads only single-file GGUF), declares the GGUF architecture qwen3vlmoe, which vLLM's GGUF loading did not "
     "support in that release; the server stopped while reading the model config. Not a memory or parallelism problem.",
     "none stated in the stored turns; the commenter himself concludes vLLM does not yet support qwen3-vl GGUF and links "
     "vllm issue 29739 (the same error); serve a non-GGUF release of the model (safetensors/AWQ/FP8) or use llama.cpp "
     "for the GGUF",
     release="0.12.0", gpu=None, gpus=8,
     command="vllm serve /media/vol/runs/vlm/checkpoints/unsloth_Qwen3-VL-235B-A22B-Instruct.gguf --tensor-parallel-size 8 "
             "--async-scheduling --max_model_len 1024 --tokenizer Qwen/Qwen3-VL-235B-A22B-Instruct "
             "--gpu_memory_utilization 0.45",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size", "above": 8}],
     note="The case is a commenter's (yhshin11) launch in an unsloth question thread; excerpt: his comment as stored, cut "
          "after the version line (the trailing padding spaces of the command lines dropped; the stored log stops "
          "there). The numbers are the command's flags. Related to vllm 29739 (already used), a different launch. No "
          "quoted fix.")

# ---------------------------------------------- QwenLM/Qwen3#578: self-made Qwen2-72B GPTQ-Int8, 2 cards fail, TP3 then refused on heads
case("qwen-578-qwen2-72b-gptq-int8-selfquant-64heads-tp3-after-231-groups-tp2",
     "https://github.com/QwenLM/Qwen3/issues/578",
     "AutoGPTQ版本：0.7.1\n"
     "量化精度：8bit\n"
     "GPU：2XA800\n"
     "vllm：0.4.0.post1\n"
     "\n"
     "现在我尝试对`Qwen2-72B-Instruct`做同样的量化，使用vllm部署无法正常启动。我发现我量化后模型文件内的config.json与官方GPTQ版本"
     "`Qwen2-72B-Instruct-GPTQ-Int8`不同，例如: intermediate_size，我这边量化后的值是29568，而官方提供的GPTQ-Int8版本是29696。\n"
     "\n"
     "我尝试了使用3张A800启动量化后的模型，仍然失败了。无法从64和231中取得一个合适的值。\n"
     "```\n"
     "ValueError: Total number of attention heads (64) must be divisible by tensor parallel size (3).\n"
     "```",
     "tp_not_divisible", {"num_attention_heads": 64, "tensor_parallel_size": 3}, "tp_not_divisible",
     "vLLM 0.4.0.post1 on A800s: the user's own AutoGPTQ 8-bit quantization of Qwen2-72B-Instruct kept intermediate_size "
     "29568, which with group_size 128 gives 231 groups, not divisible by 2, 4 or 8, so the 2-card launch could not "
     "shard the quantized MLP and failed; retrying on 3 A800s (231 is divisible by 3) was then refused because the 64 "
     "attention heads are not divisible by 3. No tensor-parallel size fits both the heads and the quantized groups: "
     "the checkpoint itself must be padded (Qwen's official GPTQ release uses intermediate_size 29696).",
     "Qwen maintainer (jklj077): 'The GPTQ models released by us is made by padding the parameters with zeros, so that "
     "its size is divisble by 128 * 8 = 1024', followed by a script to zero-pad the original Qwen2-72B weights to "
     "intermediate_size 29696 before quantizing; then TP 2/4/8 work (or use the official Qwen2-72B-Instruct-GPTQ-Int8)",
     release="0.4.0.post1", gpu="A800", gpus=3, command=None,
     forbidden=[{"flag": "--tensor-parallel-size", "value": "3"}, {"flag": "--gpu-memory-utilization"},
                {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}],
     note="Excerpt: the description's environment lines and its paragraph about the failed 2-card start (no error text "
          "for that first launch in the thread), then the author's follow-up with the TP-3 error; the maintainer's "
          "answer between them and the reference to Qwen's GPTQ docs are dropped. The case is the TP-3 launch (the only "
          "one with a printed error). gpus=3: the author had at least 3 A800s. Kind/cause tp_not_divisible for the "
          "printed refusal; the deeper cause is the quantized intermediate size (231 groups of 128), so a different TP "
          "alone cannot fix it: the fix is padding the checkpoint. TP 3 is wrong; TP 2/4/8 are right only after "
          "padding, so they are not listed as forbidden.")

# ---------------------------------------------- GPTQModel#1485: dynamic (per-module bits) GPTQ Llama-3.1-8B, vLLM too old for `dynamic`
case("gptqmodel-1485-llama31-8b-dynamic-gptq-2bit-qkv-shape-assert-old-vllm",
     "https://github.com/ModelCloud/GPTQModel/issues/1485",
     "I have encountered such a problem: when I used such a quantified model to eval by lm-eval-harness, it report   "
     "AssertionError when loading with vllm.\n"
     "``` [rank0]:   File \"/cpfs01/projects-HDD/cfff-4a8d9af84f66_HDD/huangyuanqing/miniconda3/envs/llm/lib/python3.12/"
     "site-packages/vllm/model_executor/layers/linear.py\", line 762, in weight_loader_v2\n"
     "[rank0]:     param.load_qkv_weight(loaded_weight=loaded_weight,\n"
     "[rank0]:   File \"/miniconda3/envs/llm/lib/python3.12/site-packages/vllm/model_executor/parameter.py\", line 133, "
     "in load_qkv_weight\n"
     "[rank0]:     assert param_data.shape == loaded_weight.shape\n"
     "[rank0]:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "[rank0]: AssertionError\n"
     "```",
     "weight_loading_mismatch", {}, "dependency_version_mismatch",
     "March 2025: a Llama-3.1-8B-Instruct quantized with GPTQModel's `dynamic` option (per-module overrides of bits / "
     "group_size; base bits 2 in its quantization_config) was loaded by vLLM through lm-eval-harness; the installed vLLM "
     "predated vLLM's support for GPTQModel `dynamic` configs, so it built every layer with the base settings and the "
     "packed qkv tensors of the overridden modules did not match the parameter shapes (shape assert in "
     "load_qkv_weight).",
     "GPTQModel maintainer (Qubitium), in the vLLM tracking issue vllm-project/vllm#15665 opened for this report: 'User "
     "installed vllm that is too old that did not contain `dynamic` gptq quantization code paths.' — i.e. upgrade vLLM "
     "to a release with GPTQModel dynamic support",
     release="not stated (an older vLLM; March 2025)", gpu=None, gpus=None, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the description's sentence and its pasted traceback tail verbatim (the quantize_config/config.json "
          "dump after it is dropped). The fix is stated in the companion vLLM issue 15665 (same maintainer, same "
          "report, closed with that sentence), not in this thread's stored turns. Kind weight_loading_mismatch for the "
          "shape assert at weight load; cause dependency_version_mismatch (vLLM too old for the checkpoint's dynamic "
          "GPTQ config) is a judgement call — release too old rather than a broken checkpoint. Launched from "
          "lm-eval-harness, so no vllm command.")

# ---------------------------------------------- vllm#23364: llm-compressor Qwen2.5-VL W4A16 on A100, 0.10.1 finds no WNA16 kernel
case("vllm-23364-qwen25vl-llmcompressor-wna16-a100-no-kernel-v0101-regression",
     "https://github.com/vllm-project/vllm/issues/23364",
     "[Bug]: Qwen2.5-VL llm-compressor breaks with 0.10.1 (was working with 0.10.0) with A100 GPU. ValueError: Failed to "
     "find a kernel that can implement the WNA16 linear layer.\n"
     "\n"
     "vLLM 0.10.1 introduces a breaking change from 0.10.0, as the previous version could load the model with \n"
     "```\n"
     "--quantization gptq_marlin \n"
     "```\n"
     "(kernel which was automatically detected and used)",
     "quantization_unsupported_gpu", {}, "release_regression",
     "vLLM 0.10.1 on an A100: a Qwen2.5-VL checkpoint quantized to 4-bit weights (WNA16) with llm-compressor loaded in "
     "0.10.0 with --quantization gptq_marlin, but in 0.10.1 the kernel selection for that layer found no kernel "
     "(Marlin no longer chosen for it) and the engine refused to start; an A100 (sm80) runs Marlin, so it is a "
     "regression of the release's kernel selection, not a GPU limit.",
     "the author's own workaround in the issue: 0.10.1 'cannot load the model with this option and instead requires "
     "`--quantization gptq --dtype float16` which is much slower'; staying on vLLM 0.10.0 (where `--quantization "
     "gptq_marlin` works) is the other way out",
     release="0.10.1 (worked on 0.10.0)", gpu="A100", gpus=None, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--quantization", "value": "gptq_marlin"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title (it carries the error line) and the first sentences of the description, cut before "
          "the author's workaround; the thread re-opens the author's earlier issue 23320 (closed). No log is pasted "
          "beyond the title's ValueError. Kind quantization_unsupported_gpu follows the message (the two earlier "
          "fixtures with 'Failed to find a kernel' use it); cause release_regression is the judgement: the same model "
          "and GPU worked in 0.10.0. The full command is not shown (only the --quantization flag), so command None and "
          "gpus unknown.")

# ---------------------------------------------- QwenLM/Qwen3.8-Flash-Next#7: FP8 MoE forced onto the Triton MoE backend on pre-Ada GPUs
case("qwen38-flash-next-7-fp8-tp4-moe-backend-triton-fp8e4nv-pre-ada",
     "https://github.com/QwenLM/Qwen3.8-Flash-Next/issues/7",
     "```bash\n"
     + 'docker run -itd   --restart always   --name llm_server_v8   --gpus \'"device=2,3,4,7"\'   --ipc=host   -e CUDA_VISIBLE_DEVICES=0,1,2,3   -v /data/pretrained_models/Qwen3.8-Flash-Next-FP8/:/models/Qwen3.8-Flash-Next-FP8   -p 8008:8008   vllm/vllm-openai:qwen38-flash-next   --model /models/Qwen3.8-Flash-Next-FP8   --served-model-name Qwen/Qwen3.8-Flash-Next-FP8   --gpu-memory-utilization=0.90   --dtype auto   --host 0.0.0.0   --port 8008   --tensor-parallel-size=4   --reasoning-parser qwen3   --enable-auto-tool-choice   --tool-call-parser qwen3_xml   --max-num-seqs 256   --enable-prefix-caching   --max-model-len 262144 --moe-backend triton   --gdn-prefill-backend triton' +
     "\n"
     "\n"
     "```\n"
     "\n"
     "ValueError(\"type fp8e4nv not supported in this architecture. The supported fp8 dtypes are ('fp8e4b15', 'fp8e5')\")', "
     "please check the stack trace above for the root cause",
     "quantization_unsupported_gpu", {"tensor_parallel_size": 4, "max_model_len": 262144, "gpu_memory_utilization": 0.9},
     "quantization_unsupported_gpu",
     "The vLLM image for Qwen3.8-Flash-Next served the FP8 checkpoint on 4 GPUs of an architecture without native FP8 "
     "(compute capability below 8.9; the thread does not name them), with --moe-backend triton forced: the Triton fused-MoE "
     "kernel has to compile float8_e4m3fn (fp8e4nv), which Triton refuses below Ada, so the engine died at start-up. "
     "Not a memory problem.",
     "Qwen maintainer (jklj077): 'FP8 checkpoints require GPUs of newer architecture (e.g., NVIDIA GPUs with compute "
     "capability >= 8.9 such as Ada Lovelace)', pointing at vLLM's FP8 docs — i.e. serve a BF16 or INT4/AWQ build on these "
     "GPUs, or run the FP8 weights weight-only through Marlin (on SM80 another report of the same model starts with "
     "`--moe-backend marlin` instead of triton, vllm issue 54318)",
     release="not stated (image vllm/vllm-openai:qwen38-flash-next, August 2026)", gpu="not named (pre-Ada NVIDIA)",
     gpus=4, command='docker run -itd   --restart always   --name llm_server_v8   --gpus \'"device=2,3,4,7"\'   --ipc=host   -e CUDA_VISIBLE_DEVICES=0,1,2,3   -v /data/pretrained_models/Qwen3.8-Flash-Next-FP8/:/models/Qwen3.8-Flash-Next-FP8   -p 8008:8008   vllm/vllm-openai:qwen38-flash-next   --model /models/Qwen3.8-Flash-Next-FP8   --served-model-name Qwen/Qwen3.8-Flash-Next-FP8   --gpu-memory-utilization=0.90   --dtype auto   --host 0.0.0.0   --port 8008   --tensor-parallel-size=4   --reasoning-parser qwen3   --enable-auto-tool-choice   --tool-call-parser qwen3_xml   --max-num-seqs 256   --enable-prefix-caching   --max-model-len 262144 --moe-backend triton   --gdn-prefill-backend triton',
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype", "value": "fp8"},
                {"flag": "--moe-backend", "value": "triton"}, {"flag": "--tensor-parallel-size", "above": 4}],
     note="Excerpt: the whole issue description as stored (the docker command, then the error line, as one run-on sentence "
          "ending 'please check the stack trace above for the root cause'). The GPUs are not named in the stored thread; "
          "the maintainer only says the dtype is not supported by them. The Marlin route is from vllm issue 54318 (same "
          "model on 4x A100, already used as its own case), given as context; the maintainer's own answer is the "
          "newer-GPU requirement. max_model_len etc. are the command's flags.")

# ---------------------------------------------- vllm#45101: FP8 MoE + --enable-lora on SM120 goes to Triton, fp8e4nv lhs assert
case("vllm-45101-fp8-moe-enable-lora-sm120-rtx-pro-6000-triton-unsupported-lhs-fp8e4nv",
     "https://github.com/vllm-project/vllm/issues/45101",
     "[Bug]: FP8 MoE on SM120 (RTX PRO 6000 Blackwell) crashes in Triton fused_moe: AssertionError \"Unsupported lhs "
     "dtype fp8e4nv\"; VLLM_MOE_FORCE_MARLIN=1 not honored\n"
     "\n"
     "**2. With `--enable-lora`, the crash reproduces exactly as reported** (`Using TRITON Fp8 MoE backend` → "
     "`AssertionError: Unsupported lhs dtype fp8e4nv` during the profiling forward → engine init fails)",
     "quantization_kernel_bug", {}, "quantization_kernel_bug",
     "vLLM main, June 2026, RTX PRO 6000 Blackwell (SM 12.0): an FP8 (block-fp8) MoE checkpoint served with "
     "--enable-lora; the FP8-MoE-with-LoRA path picked the Triton fused-MoE backend, whose LoRA-aware kernel could not "
     "take fp8e4nv inputs on SM120, so the profiling forward asserted and engine init failed; VLLM_MOE_FORCE_MARLIN=1 "
     "was not honored on that path. Plain FP8 MoE without LoRA starts fine on the same card (a commenter's check), so "
     "it is a kernel-selection bug of FP8 MoE + LoRA, not a GPU limit and not memory.",
     "a commenter's verification: 'With `--enable-lora`, the crash reproduces exactly as reported ... and #45265 fixes "
     "it by routing FP8 MoE + LoRA to the Marlin (W8A16) backend — same model + `enable_lora=True, max_lora_rank=64` "
     "then serves with identical coherent output'; without LoRA the same model starts on the TRITON Fp8 MoE backend",
     release="not stated (vLLM main, June 2026)", gpu="RTX PRO 6000 Blackwell (SM 12.0)", gpus=None, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title (which carries the error) and the relevant sentence of a later comment that "
          "reproduces it, cut before its '#45265 fixes it'; the author's own log is not in the stored turns. The "
          "commenter's test model is Qwen/Qwen3.6-35B-A3B-FP8 (the author's model has different shapes, per the "
          "comment), hence no model in the id. Kind/cause quantization_kernel_bug is a judgement call (lora_unsupported "
          "was the alternative): the fix is in vLLM's backend routing (PR 45265), and dropping --enable-lora is the "
          "interim workaround, so --enable-lora is not listed as forbidden.")

if __name__ == "__main__":
    BATCH.write()
