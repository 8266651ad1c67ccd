"""Round-370 blind batch: GGUF and bitsandbytes checkpoints in vLLM failing at start-up (GGUF architectures vLLM /
transformers cannot read, GGUF with TP, GGUF dtype, a vLLM release without GGUF, bitsandbytes missing from the serving
venv, bnb with MoE), any tracker; collected by helper wild370 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round370-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 29 of the 50 allowed (28 ``search`` corpus=issues, 1 ``read_file`` of vllm issue #18382 that found nothing
stored under that path). 7 cases. The issues corpus returns one chunk of a thread per hit, so a thread whose error line
sits in another chunk was usually given up after one retry.

Sources given up (for the lead, not cases):
- Already used (grep -F in USED_SOURCES.txt): vllm #30691, #15277, #7357, #13297, #13122, #28691, #33229, #29739,
  #30023, #30485, #17327, #7624, #1205 (unsloth), unsloth #482, #1268, #688, #2102, #3697; kserve #4875;
  runpod-workers/worker-vllm #145 (and its twin comment in worker-vllm #99, same author and launch); vllm PR #8434.
- Error line not in the stored chunk (only a title, a cut traceback or a description): vllm #18382 (GGUF qwen3moe,
  0.8.5.post1), #9558 (sharded Nemotron-70B GGUF 'cannot reshape array', a confirmed fix by Isotr0py -- merge the
  shards with gguf-split -- but three searches never reached the error line), #7294 (bnb enforce_eager, 0.5.4),
  #12902 (Qwen2.5-VL-72B bnb), #13344 (Qwen2.5-VL bnb PP), #25653 (GptOss bnb MoE), #7713 (Mixtral bnb + LoRA),
  #29138 (MoE + LoRA + bnb TP, error in the title only), #16696 (Unknown gguf model_type mixtral), #23321 (local GGUF
  on 0.10.0 TP4), #14423 (Mixtral / DeepSeek GGUF size mismatch), #14753 / #14723 (Gemma-3 GGUF, same author twice);
  transformers #43366 (gpt-oss GGUF), #32577 (a chatglm GGUF comment with no answer); nlzy/vllm-gfx906 #2;
  sasha0552/pascal-pkgs-ci #44; QwenLM/Qwen #1447 (Qwen3-Next bnb TP); unsloth #464.
- Not vLLM's launch: sgl-project/sglang #2769, #6281; ollama / llama.cpp / ComfyUI GGUF threads (other loaders).
- No printed error or feature talk only: vllm PR #29137 / #29582 (tokenizer optional for GGUF), vllm #30023-like
  feature requests already used, gpustack #1963 (same commenter and class as gpustack #1079, taken once).
- vllm #16121: the same FusedMoE bnb assert with Llama-4-Scout 4-bit as vllm #16713 (another user); #16713 taken.
- vllm PR #5191 (inuwamobarak, the 'not a valid JSON file' OSError on 0.5.4): same class as the vllm #7291 comment,
  taken once.

Judgement calls for the lead:
1. gpustack-1079: bitsandbytes is absent, not too old; labelled dependency_version_mismatch as the earlier fixtures
   for vLLM's 'Please install bitsandbytes>=...' message were (vllm-pr6525...). The excerpt is a JSON log line with
   literal \\n escapes, as pasted.
2. vllm-7662 (GGUF refuses TP) and vllm-16713 / vllm-17199 (bnb has no MoE support in that release) are labelled
   vllm_check_failed, as the earlier bnb 'with TP or PP is not supported' and 'does not support BitsAndBytes
   quantization yet' fixtures were; 16713's message is a bare AssertionError at 'assert self.quant_method is not None'.
3. vllm-15480: the user pointed model= at mmproj-model-f16.gguf (the vision projector), which the maintainer did not
   mention; cause kept architecture_unsupported (Unknown gguf model_type: gemma3 in 0.8.1). gpus=2 is read from
   tensor_parallel_size=2.
4. vllm-7291 follows the earlier fixture vllm-1002-tinyllama-gguf-v054-wheel-config-not-valid-json (kind
   config_format_not_found, cause dependency_version_mismatch): the installed vLLM predates GGUF support.
5. vllm-17199 and gpustack-1079 carry no confirmed fix (open feature requests); said so in fix_that_worked.

Relabelled later: gpustack-1079: relabelled 2026-12-06 (fourth session) from dependency_version_mismatch to dependency_missing (kind and cause), the kind made for a package not installed at all, as this round's note 1 says it is.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round370-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- gpustack #1079: bnb-4bit Llama-3.2-11B-Vision on vLLM 0.8.1 venv without bitsandbytes
case("gpustack-1079-llama32-11b-vision-bnb4bit-bitsandbytes-not-installed-081",
     "https://github.com/gpustack/gpustack/issues/1079",
     r'''{"message": "Please install bitsandbytes>=0.45.0 via `pip install bitsandbytes>=0.45.0` to use bitsandbytes quantizer.", "exc_info": "Traceback (most recent call last):\n  File \"/root/.local/share/pipx/venvs/vllm-0-8-1/lib/python3.10/site-packages/vllm/model_executor/layers/quantization/bitsandbytes.py\", line 157, in __init__\n    import bitsandbytes\nModuleNotFoundError: No module named 'bitsandbytes'\n\nThe above exception was the direct cause of the following exception:\n\nTraceback (most recent call last):\n  File \"/root/.local/share/pipx/venvs/vllm-0-8-1/lib/python3.10/site-packages/vllm/engine/multiprocessing/engine.py\", line 436, in run_mp_engine\n    engine = MQLLMEngine.from_vllm_config(\n  File \"/root/.local/share/pipx/venvs/vllm-0-8-1/lib/python3.10/site-packages/vllm/engine/multiprocessing/engine.py\", line 128, in from_vllm_config\n    return cls(\n  File \"/root/.local/share/pipx/venvs/vllm-0-8-1/lib/python3.10/site-packages/vllm/engine/multiprocessing/engine.py\", line 82, in __init__\n    self.engine = LLMEngine(*args, **kwargs)''',
     "dependency_missing", {}, "dependency_missing",
     "GPUStack launched vLLM 0.8.1 (also tried 0.7.3 / 0.8.0) from its own pipx venv to serve the pre-quantized "
     "unsloth/Llama-3.2-11B-Vision-Instruct-bnb-4bit; that venv has no bitsandbytes package at all, so vLLM's "
     "bitsandbytes quantization method fails its import check (it wants bitsandbytes>=0.45.0) while building the "
     "model. A missing dependency in the serving environment, not a memory or model problem.",
     "not confirmed in the stored text: the commenter (artemus717) asks whether GPUStack's feature request 'Add "
     "BitsandBytes quantization support by default' (i.e. installing bitsandbytes into the vLLM venv) will fix it; "
     "the message itself says to `pip install bitsandbytes>=0.45.0` into the venv vLLM runs from",
     release="0.8.1", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the structured-log JSON line as the comment pastes it (exc_info with literal \\n escapes), cut "
          "where the stored chunk ends inside the traceback. The same commenter's later gpustack #1963 (Qwen3-32B "
          "bnb-4bit on 0.8.5.post1, 'No module named bitsandbytes') is the same class; not taken separately.")

# ---------------------------------------- vllm #7662: GGUF Q8_0 with TP 8 over Ray (2 nodes x 4 GPUs) -> GGUF has no TP yet
case("vllm-7662-gguf-q8-0-ray-tp8-two-nodes-gguf-no-tensor-parallelism",
     "https://github.com/vllm-project/vllm/issues/7662",
     "When I launch vllm using a gguf (Q8_0 snapshot) and ray (--tensor-parallel-size 8, across 2 nodes of 4 gpus) I "
     "get the following error message: \n"
     "\n"
     "(RayWorkerWrapper pid=11033) ERROR 08-19 16:07:35 worker_base.py:438] ValueError: GGUF quantization hasn't "
     "supported tensor parallelism yet. [repeated 2x across cluster]",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The vLLM release in use (August 2024, shortly after GGUF support landed) refused GGUF checkpoints with any "
     "tensor parallelism: its GGUF quantization path raised on TP > 1 in every Ray worker. A feature gap of that "
     "release, not memory or the cluster setup.",
     "mgoin (vLLM maintainer) in the thread: 'thanks for reporting, we just landed a fix!' -- i.e. upgrade to the "
     "vLLM release that adds tensor parallelism for GGUF",
     release=None, gpu=None, gpus=8, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--quantization"}],
     note="Excerpt: the issue body's sentence and the one worker error line it quotes, as the stored description "
          "shows them (no traceback pasted). Release not printed; dated 2024-08-19 (about v0.5.4). gpus=8 counts "
          "the 2 nodes x 4 GPUs the author names.")

# ---------------------------------------- vllm #47461: GGUF docs example Qwen3-0.6B Q4_K_M -> bf16 not supported for gguf
case("vllm-47461-gguf-docs-qwen3-06b-q4km-bfloat16-not-supported-for-gguf",
     "https://github.com/vllm-project/vllm/issues/47461",
     "vllm serve unsloth/Qwen3-0.6B-GGUF:Q4_K_M --tokenizer Qwen/Qwen3-0.6B\n"
     "```\n"
     "Otherwise it fails with \n"
     "\n"
     "```\n"
     "Value error, torch.bfloat16 is not supported for quantization method gguf. Supported dtypes: [torch.float16, "
     "torch.float32]\n"
     "```",
     "quantization_dtype_unsupported", {}, "quantization_dtype_unsupported",
     "The GGUF example from vLLM's docs (unsloth/Qwen3-0.6B-GGUF:Q4_K_M with --tokenizer Qwen/Qwen3-0.6B) leaves "
     "--dtype at auto, which resolves to bfloat16 from the model config, but the GGUF quantization method (here from "
     "the vllm-gguf-plugin) listed only float16 / float32 as activation dtypes, so config validation refuses it.",
     "the reporter (maikelthedev): pass --dtype float16 ('It has to be ... --tokenizer Qwen/Qwen3-0.6B --dtype "
     "float16'); axiom-of-choice points at vllm-gguf-plugin's config and says vllm-gguf-plugin PR #73 (merged) "
     "fixes the default",
     release=None, gpu=None, gpus=None,
     command="vllm serve unsloth/Qwen3-0.6B-GGUF:Q4_K_M --tokenizer Qwen/Qwen3-0.6B",
     forbidden=_MEM + [{"flag": "--dtype", "value": "bfloat16"}, {"flag": "--tensor-parallel-size", "above": 1}],
     note="Excerpt: the docs command and the error line as the doc-issue body quotes them (the corrected command "
          "with --dtype float16, which sits between them in the body, is left out as it is the fix). 2026-07, "
          "release not printed.")

# ---------------------------------------- vllm #16713: Llama-4-Scout bnb-4bit -> FusedMoE quant_method None assert
case("vllm-16713-llama4-scout-bnb-4bit-fusedmoe-quant-method-none-assert",
     "https://github.com/vllm-project/vllm/issues/16713",
     "ERROR 04-16 16:34:54 [core.py:387]     assert self.quant_method is not None\n"
     "ERROR 04-16 16:34:54 [core.py:387]            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "ERROR 04-16 16:34:54 [core.py:387] AssertionError\n"
     "ERROR 04-16 16:34:54 [core.py:387]\n"
     "CRITICAL 04-16 16:34:54 [core_client.py:359] Got fatal signal from worker processes, shutting down. See stack "
     "trace above for root cause issue.\n"
     "Killed",
     "vllm_check_failed", {}, "vllm_check_failed",
     "Loading the pre-quantized bnb-community/Llama-4-Scout-17B-16E-Instruct-bnb-4bit: vLLM's bitsandbytes quant "
     "config (April 2025, v0.8.x) only returns a quant method for LinearBase layers, so the Llama-4 MoE experts "
     "(FusedMoE) get quant_method None and FusedMoE's constructor asserts. bitsandbytes had no MoE support in that "
     "release; not a memory problem.",
     "liuzijing2014 (contributor) in the thread: bitsandbytes doesn't support FusedMoE now (see #16121) and an "
     "official int4 checkpoint was coming; i.e. use a non-bnb quantization of Scout (or the bf16 model), or a later "
     "vLLM once bnb MoE support landed",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--enforce-eager"}],
     note="Excerpt: the tail of the engine-core traceback as the issue body shows it (the model-construction frames "
          "above the assert, through Llama4MoE / FusedMoE, are not in the stored chunk); the author's own diagnosis "
          "paragraph after it is left out. vllm #16121 (same failure with Scout 4-bit, another user) was not "
          "taken separately.")

# ---------------------------------------- vllm #17199: Mixtral-8x7B in-flight bnb on 0.8.4 -> no packed_modules_mapping
case("vllm-17199-mixtral-8x7b-inflight-bnb-no-packed-modules-mapping-084",
     "https://github.com/vllm-project/vllm/issues/17199",
     "It currently doesn't work on vllm 0.8.4.\n"
     "...\n"
     "```\n"
     "AttributeError: Model MixtralForCausalLM does not support BitsAndBytes quantization yet. No "
     "'packed_modules_mapping' found.\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "In-flight bitsandbytes quantization (--quantization bitsandbytes) of mistralai/Mixtral-8x7B-Instruct-v0.1 on "
     "vLLM 0.8.4: bitsandbytes is not in the list of quantizations the fused-MoE Mixtral accepts, so vLLM falls back "
     "to QuantMixtralForCausalLM, which has no packed_modules_mapping, and the BitsAndBytes loader refuses it. bnb "
     "for Mixtral MoE was simply not implemented in that release.",
     "none in the stored text (an open feature request; the author's own patch attempts failed further on). "
     "From the thread: use a Mixtral quantization vLLM supports for MoE (e.g. AWQ/GPTQ/FP8) or the unquantized "
     "model instead of in-flight bnb",
     release="0.8.4", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--enforce-eager"}, {"flag": "--load-format", "value": "bitsandbytes"}],
     note="Excerpt: the body's sentence naming the release and the AttributeError it quotes; the paragraph between "
          "(the author's reading of vLLM's QuantMixtral fallback, with code links) is dropped as '...'. The "
          "command is described, not pasted.")

# ---------------------------------------- vllm #15480: Gemma-3-27B GGUF (mmproj file) on 0.8.1 -> Unknown gguf model_type: gemma3
case("vllm-15480-gemma3-27b-gguf-mmproj-unknown-gguf-model-type-gemma3-081",
     "https://github.com/vllm-project/vllm/issues/15480",
     "vLLM Version: 0.8.1\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     " RuntimeError: Unknown gguf model_type: gemma3\n"
     "\n"
     "code:\n"
     "```python\n"
     "llm = LLM(model=\"gemma-3-27b-it-GGUF/mmproj-model-f16.gguf\",tokenizer=\"google-gemma-3-27b-it\","
     "tensor_parallel_size=2,dtype=torch.float16,hf_config_path=\"/google-gemma-3-27b-it\") \n"
     "```",
     "architecture_unsupported", {}, "architecture_unsupported",
     "vLLM 0.8.1's GGUF loader has no tensor-name mapping for the gemma3 model_type (the config comes from the HF "
     "gemma-3-27b-it repo via hf_config_path), so it refuses to load any Gemma-3 GGUF; Gemma-3 GGUF support was "
     "still a pull request. The user also pointed model= at the mmproj (vision projector) GGUF rather than the "
     "language-model GGUF. Not memory, TP or dtype.",
     "jeejeelee (vLLM maintainer): 'Work in progress, see: https://github.com/vllm-project/vllm/pull/14766' -- "
     "Gemma-3 GGUF needs a vLLM release with that support; until then use the safetensors model (and point model= "
     "at the model GGUF, not mmproj-model-f16.gguf)",
     release="0.8.1", gpu=None, gpus=2,
     command="llm = LLM(model=\"gemma-3-27b-it-GGUF/mmproj-model-f16.gguf\",tokenizer=\"google-gemma-3-27b-it\","
             "tensor_parallel_size=2,dtype=torch.float16,hf_config_path=\"/google-gemma-3-27b-it\")",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--dtype", "value": "bfloat16"}],
     note="Excerpt: the issue body from the version line through the code block, as stored (leading space before "
          "RuntimeError kept). gpus=2 read from tensor_parallel_size=2 (the thread does not say how many GPUs the "
          "machine has). Judgement: the mmproj path is a second user error the maintainer does not mention.")

# ---------------------------------------- vllm #7291 (comment): GGUF example on released 0.5.4 -> config file not valid JSON
case("vllm-7291-gguf-example-tinyllama-q4-0-released-054-config-not-valid-json",
     "https://github.com/vllm-project/vllm/issues/7291",
     "@Isotr0py -- I tried with GPU backend, the error persists, please advise:\n"
     "\n"
     "`OSError: It looks like the config file at '/mnt/.cache/huggingface/hub/models--TheBloke--TinyLlama-1.1B-Chat-"
     "v1.0-GGUF/snapshots/52e7645ba7c309695bec7ac98f4f005b139cf465/tinyllama-1.1b-chat-v1.0.Q4_0.gguf' is not a "
     "valid JSON file.`",
     "config_format_not_found", {}, "dependency_version_mismatch",
     "Running vLLM's examples/gguf_inference.py (TheBloke/TinyLlama-1.1B-Chat-v1.0-GGUF, Q4_0) against the released "
     "vLLM 0.5.4 wheel: GGUF loading had only just been merged on main and was not in 0.5.4, so the installed vLLM "
     "handed the .gguf path to transformers as if it were a config.json, which fails to parse. The installed vLLM "
     "is too old for the example; not a model, memory or GPU problem.",
     "Isotr0py (vLLM contributor, author of GGUF support) in the thread: 'The released 0.5.4 version hasn't included "
     "the gguf supoport. You can build from source code or install the latest nightly wheel'",
     release="0.5.4", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"},
                       {"flag": "--trust-remote-code"}],
     note="Excerpt: chintan-ushur's comment (2024-08-11) as stored; the opening post by sarthakd112 (CPU backend, "
          "NotImplementedError) is only screenshots and is not used. Labels follow the earlier fixture "
          "vllm-1002-tinyllama-gguf-v054-wheel-config-not-valid-json (same class, different thread and user). "
          "vllm PR #5191's comment by inuwamobarak (same OSError, 2024-08-06) was not taken separately.")

if __name__ == "__main__":
    BATCH.write()
