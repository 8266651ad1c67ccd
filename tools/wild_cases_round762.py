"""Round-762 blind batch: LESS COMMON QUANTIZATION AT VLLM'S START-UP (GGUF, BITSANDBYTES 4-BIT / 8-BIT AND
PRE-QUANTIZED, TORCHAO, HQQ, EXL2 / AQLM / MARLIN-ONLY FORMATS, --QUANTIZATION FLAGS A CHECKPOINT DOES NOT MATCH);
collected by helper wild762 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round762-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only (README's message_kind table and diagnosis.cause list, and earlier fixtures of the same kind, were read for the
labels). Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 32 of the 45 allowed, all ``search`` corpus=issues (no read_file / find_string / find_files / fetch).
4 cases: MetaX-MACA/vLLM-metax #262 (`--quantization gguf` on a MetaX C500: the plug-in's build compiles the ggml
kernels but never registers them, "'_OpNamespace' '_C' object has no attribute 'ggml_dequantize'"),
SalesforceAIResearch/xLAM #13 (xLAM-7b-fc-r Q5_K_M GGUF on vLLM 0.6.0: server up, first chat request 400 "As of
transformers v4.44, default chat template is no longer allowed"), MeetKai/functionary #133 (a GGUF-only Hub repository
given to functionary's server_vllm.py in March 2024, before vLLM read GGUF: "does not appear to have a file named
config.json"), vllm PR #42181 (nvidia/Qwen3.5-397B-A17B-NVFP4 with --quantization modelopt: "Quantization method
specified in the model config (modelopt_fp4) does not match ... (modelopt)", a vLLM normalisation bug). Every source
was checked against /work/coord/USED_SOURCES.txt, CLAIMS.txt and the earlier rounds' skip lists before it was spent on,
and claimed in CLAIMS.txt.

The slice is close to mined out on the issues corpus. Nearly every vLLM-tracker thread on GGUF, bitsandbytes, torchao,
Marlin formats and the quantization-mismatch message that the searches returned was already in USED_SOURCES.txt or
named in an earlier round's skip list (rounds 50, 90, 289, 370, 479, 552, 568, 600, 644, 659, 666 cut the same
ground). HQQ, AQLM and EXL2 searches returned only feature requests and PRs (no user launch with an error line), and
torchao threads were either CI runs or had no error line stored. The 4 cases come from trackers outside vLLM (a
platform plug-in, a model repository, a function-calling server) plus one vLLM fix PR.

Sources given up (for the lead, not cases):
- Already used or named in earlier skip lists (not re-opened): vllm #7291, #7268, #26189 (PR), #14423, #8096, #5569,
  #20035, #6861, #31668, #16713, #3331, #3319, #3392, #9967, #5480, #9891, #8434, #10590, #7689, #38716, #44379,
  #7580, #14723, #14766, #13167, #13297, #8799, #8720, #8149, #7240, #52947; intel/auto-round #2242; worker-vllm #99,
  #147; bytedance-iaas/vllm #52; unslothai/unsloth-zoo #321; huggingface/transformers PR #37424; gpustack/runner #222,
  #225; vllm-gguf-plugin #25, #75; vllm-metal PR #466; xorbitsai/inference #2210; sgl-project/sglang #1792;
  llm-compressor #1524; containers/ramalama #758, #774, #1948, #2523 and its twin vllm #12994; pytorch/ao #3144.
- Error line not stored or no cause in the stored text: vllm #10746 (xLAM-8x22b Q8_0 GGUF MoE 'Error in model
  execution', open, only the env dump reached), vllm #2311 (4-bit QLoRA-trained Mistral served in Dec 2023, the chunk
  stops in the args line), vllm #9051 (GGUF with 'Failed to infer device type' after libcuda.so.1 missing; no answer
  stored, and the cause is a missing driver, not the quantization), vllm #8401 (a comment's GGUF repo id 'does not
  appear to have a file named config.json', only 'same for me' replies after it), vllm #10861 (GGUF ultra-long context,
  description is only the env header), vllm #3203 (exl2 on 0.3.3 'allocates more memory', no error line), vllm PR
  #31815 (torchao fix for #31668, no error text stored).
- Not a vLLM start-up failure / not vLLM: instructlab #2425 (lm_eval's own 'Incorrect path_or_model_id' on a GGUF),
  huggingface/lighteval PR #972 (a feature PR), kekzl/imp #556, mistral.rs #2121, tinygrad PR #17806, mudler/vllm.cpp
  PR #3234 (other engines' GGUF loaders), vllm-ascend PR #10222 (error-message PR, no user log), MetaX-MACA/vLLM-metax
  PR #263 (the fix PR of the #262 case, cited there).

Judgement calls for the lead:
1. metax-262: README's table gives kind torch_abi_mismatch for "'_OpNamespace' '_C' object has no attribute 'X'"
   with any op but AWQ's (vllm._C did not load under this torch), so the kind follows that row; but the paste itself
   shows _C DID load ("Did you mean: 'awq_dequantize'?"), and the thread (the reporter's own root cause plus the fix PR
   #263) shows the GGUF kernels were compiled but never registered in the MetaX build: the quantization's kernels are
   absent from this accelerator's build, as README says of AWQ on ROCm, so the cause is quantization_unsupported_gpu.
   The lead may prefer quantization_unsupported_gpu for the kind too. The fix PR #263 is closed in the stored copy
   (not merged; its note says the precompiled mcoplib needs the same registration); the fix is read from its
   description and validation table.
2. xlam-13: the thread's only answer (maintainer liuzuxin) says GGUF on vLLM is untried / experimental and advises the
   non-quantized xLAM-7b-fc-r; that the GGUF-derived tokenizer carries no chat template is read from vLLM's message and
   the twin vllm #7978 (used, round 361), not said in this thread. transformers 4.43.2 is older than the 4.44 the
   message names: the refusal is vLLM 0.6.0's own check. A first-request failure, not a crash at start.
3. functionary-133: kind config_format_not_found for transformers' "does not appear to have a file named config.json"
   as the four earlier fixtures with that line labelled it (README's row names the 0.6.3-0.7.3 "No supported config
   format found" for a GGUF-only repository, not this older wording). The launcher is MeetKai's server_vllm.py (it
   builds vLLM's engine args); the vLLM release is not stated (March 2024, so 0.3.x, before GGUF support in 0.5.5).
4. vllm-pr42181 is a fix PR, not a user's launch thread: the excerpt is the PR description's problem statement and the
   quoted error (the one-line fix paragraph left out). kind quantization_mismatch (the message), cause release_regression
   (the flag matched the checkpoint's method family; vLLM's own canonicalisation to 'modelopt_fp4' and a strict
   equality check refused it); the lead may prefer quantization_mismatch as the cause, since dropping --quantization
   (or passing modelopt_fp4) also avoids the check -- the collector's reading, not said in the PR.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round762-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}]

# ---------------------------------------- MetaX-MACA/vLLM-metax #262: --quantization gguf on MetaX C500 -> '_C' object has no attribute 'ggml_dequantize'
case("metax-262-vllm-metax-gguf-ggml-dequantize-op-not-registered-c500",
     "https://github.com/MetaX-MACA/vLLM-metax/issues/262",
     "[Bug] `--quantization gguf` fails: ggml ops compiled but not registered (torch.ops._C.ggml_dequantize missing)\n"
     "\n"
     "## Summary\n"
     "Loading any GGUF model (`--quantization gguf`) fails because the `ggml_*` custom ops are never registered with "
     "the PyTorch dispatcher:\n"
     "\n"
     "```\n"
     "AttributeError: '_OpNamespace' '_C' object has no attribute 'ggml_dequantize'.\n"
     "Did you mean: 'awq_dequantize'?\n"
     "...\n"
     "RuntimeError: Engine core initialization failed.\n"
     "```\n"
     "\n"
     "## Reproduction (model-free, ~5s) on MetaX C500 / MACA 3.5.3.20\n"
     "```python\n"
     "import torch, mcoplib._C\n"
     "print(hasattr(torch.ops._C, \"awq_dequantize\"))   # True\n"
     "print(hasattr(torch.ops._C, \"ggml_dequantize\"))  # False  <-- bug\n"
     "```",
     "torch_abi_mismatch", {}, "quantization_unsupported_gpu",
     "vLLM on MetaX GPUs (the vLLM-metax platform plug-in, MetaX C500, MACA 3.5.3.20, releases/v0.17.0): "
     "csrc/quantization/gguf/gguf_kernel.cu is compiled into the _C extension, but csrc/torch_bindings.cpp has no "
     "ops.def / ops.impl for the ggml_* ops (AWQ / GPTQ register both symbol and schema), so torch.ops._C."
     "ggml_dequantize does not exist and vLLM's GGUF weight loader (model_executor/layers/quantization/gguf.py) fails "
     "on any GGUF model. _C itself loaded (awq_dequantize is there): not a torch / ABI mismatch, not memory; the GGUF "
     "quantization's kernels are simply unavailable in this accelerator's build.",
     "the reporter's own root cause and fix PR MetaX-MACA/vLLM-metax #263 ('[Bugfix] Register GGUF (ggml) ops so "
     "`--quantization gguf` works', linkeLi0421, 2026-05-30; closed in the stored copy): add the ggml_* ops.def / "
     "ops.impl block to csrc/torch_bindings.cpp, matching upstream vLLM; validated on the C500 with a from-source "
     "build (USE_PRECOMPILED_KERNEL=0), where Qwen2.5-0.5B-Instruct-GGUF (q4_k_m) then loads and generates. The "
     "default precompiled mcoplib runtime needs the same registration restored. Until then: a build with the "
     "registration, or a checkpoint in a quantization the MetaX build registers (AWQ / GPTQ) instead of GGUF",
     release="0.17.0", gpu="MetaX C500", gpus=None, command=None,
     forbidden=_NOT_MEMORY,
     note="Excerpt: the issue title, '## Summary' with the pasted error, and the first lines of '## Reproduction' as "
          "stored; the '## Root cause' section (between them) and the 'Binary evidence' nm lines are left out. The "
          "title and summary already carry the reporter's diagnosis ('compiled but not registered'). release is the "
          "vLLM-metax branch releases/v0.17.0 named in fix PR #263's validation, not stated in the issue itself.")

# ---------------------------------------- SalesforceAIResearch/xLAM #13: xLAM-7b-fc-r Q5_K_M GGUF, vLLM 0.6.0 -> 400 default chat template no longer allowed
case("xlam-13-xlam-7b-fc-r-q5-k-m-gguf-vllm-060-default-chat-template-not-allowed-400",
     "https://github.com/SalesforceAIResearch/xLAM/issues/13",
     "An error occurred when vLLM deployed the GGUF file\n"
     "\n"
     "Hi! This is a great job. I have tried using the vLLM deployment model. The vLLM service can be started normally, "
     "but the following error occurs when the service is invoked.\n"
     "openai.BadRequestError: Error code: 400 - {'object': 'error', 'message': 'As of transformers v4.44, default chat "
     "template is no longer allowed, so you must provide a chat template if the tokenizer does not define one.', "
     "'type': 'BadRequestError', 'param': None, 'code': 400}\n"
     "\n"
     "The service startup command is as follows:\n"
     "CUDA_VISIBLE_DEVICES=0 vllm serve ./xLAM-7b-fc/xLAM-7b-fc-r.Q5_K_M.gguf \\\n"
     "         --trust-remote-code \\\n"
     "\t--served-model-name xlam-7b-fc \\\n"
     "        --port 4040 \\\n"
     "        --api-key agent-model \\\n"
     "\t--gpu-memory-utilization 0.5\n"
     "\n"
     "vllm=0.6.0\n"
     "transformers=4.43.2\n"
     "\n"
     "from openai import OpenAI\n"
     "client = OpenAI()\n"
     "messages=[]\n"
     "messages.append({\"role\": \"user\", \"content\": \"你好\"})\n"
     "result = client.chat.completions.create(messages=messages, model=model_name, temperature=0)",
     "chat_template_missing", {}, "chat_template_missing",
     "Salesforce's xLAM-7b-fc-r as a single Q5_K_M GGUF file served with vllm serve and neither --tokenizer (the "
     "original HF repository) nor --chat-template: the tokenizer vLLM 0.6.0 built from the GGUF file defines no chat "
     "template, and vLLM refuses a /v1/chat/completions request without one (400). The server itself started; not a "
     "memory or parallelism problem.",
     "maintainer liuzuxin (2024-10-01): they have not tried vLLM with the GGUF versions of xLAM, vLLM's GGUF support is "
     "experimental per its docs, and they suggest the non-quantized version (Salesforce/xLAM-7b-fc-r, whose tokenizer "
     "config carries the chat template). No confirmation from the reporter is stored. (Passing the model's template "
     "with --chat-template, or --tokenizer Salesforce/xLAM-7b-fc-r with the GGUF, is the collector's reading of vLLM's "
     "message and of the twin vllm #7978, not said in this thread.)",
     release="0.6.0", gpu=None, gpus=None,
     command="CUDA_VISIBLE_DEVICES=0 vllm serve ./xLAM-7b-fc/xLAM-7b-fc-r.Q5_K_M.gguf --trust-remote-code "
             "--served-model-name xlam-7b-fc --port 4040 --api-key agent-model --gpu-memory-utilization 0.5",
     forbidden=_NOT_MEMORY + [{"flag": "--quantization"}],
     note="Excerpt: the issue title and description as stored (the client error first, then the serve command with "
          "its tabs, versions and client code); the two maintainer comments left out. A first-request failure, not a "
          "crash at start. transformers 4.43.2 is below the 4.44 the message names: the refusal is vLLM's own check.")

# ---------------------------------------- MeetKai/functionary #133: GGUF-only Hub repo through server_vllm.py (March 2024) -> does not appear to have a file named config.json
case("functionary-133-small-v22-gguf-repo-server-vllm-no-config-json",
     "https://github.com/MeetKai/functionary/issues/133",
     "Is it possible to use quantized model with vLLM?\n"
     "\n"
     "Hello,\n"
     "\n"
     "I tried to use https://huggingface.co/meetkai/functionary-small-v2.2-GGUF/tree/main the "
     "`functionary-small-v2.2.q4_0.gguf` with vLLM but it did not work. Is there a special maniplulation I need to do?\n"
     "\n"
     "I tried:\n"
     "```pdm run python server_vllm.py  --model \"meetkai/functionary-small-v2.2-GGUF\" --served-model-name "
     "\"functionary-small-v2.2.q4_0.gguf\" --host 0.0.0.0```\n"
     "and other variations but none worked;\n"
     "\n"
     "There's an error\n"
     "```\n"
     "OSError: meetkai/functionary-small-v2.2-GGUF does not appear to have a file named config.json. Checkout "
     "'https://huggingface.co/meetkai/functionary-small-v2.2-GGUF/main' for available files.\n"
     "```\n"
     "\n"
     "Is it something that is possible?",
     "config_format_not_found", {}, "config_format_not_found",
     "functionary's vLLM server (server_vllm.py, which builds vLLM's engine args) was given the Hub id of a GGUF-only "
     "repository (meetkai/functionary-small-v2.2-GGUF holds .gguf files and no config.json). The vLLM of March 2024 "
     "could not read GGUF at all, so loading the model's config through transformers found no config.json in the "
     "repository. A model-format problem, not memory or parallelism.",
     "maintainer jeffrey-fong (2024-03-15): 'unfortunately, vLLM does not work with GGUF models as of now. You should "
     "use llama.cpp to perform inference on the functionary GGUF models' (functionary is integrated into "
     "llama-cpp-python); a user (themrzmaster) converted functionary-medium-v2.2 to AWQ "
     "(luccazen/functionary-medium-v2.2-awq) to 'use with the vllm script using --quantization awq', which maintainer "
     "jeffreymeetkai acknowledged (AWQ weights under consideration). So: an AWQ checkpoint with --quantization awq in "
     "vLLM, or llama.cpp for the GGUF (serving the unquantized meetkai/functionary-small-v2.2 repository instead is "
     "the collector's reading)",
     release=None, gpu=None, gpus=None,
     command="pdm run python server_vllm.py  --model \"meetkai/functionary-small-v2.2-GGUF\" --served-model-name "
             "\"functionary-small-v2.2.q4_0.gguf\" --host 0.0.0.0",
     forbidden=_NOT_MEMORY,
     note="Excerpt: the issue title and description as stored (triple-backtick command on one line as the source has "
          "it); the three comments left out. The vLLM release is not stated (March 2024: a 0.3.x release, before "
          "vLLM's GGUF loader of 0.5.5). The traceback frames above the OSError are not in the report.")

# ---------------------------------------- vllm PR #42181: Qwen3.5-397B-A17B-NVFP4 with --quantization modelopt -> config (modelopt_fp4) vs argument (modelopt)
case("vllm-pr42181-qwen35-397b-nvfp4-quantization-modelopt-vs-canonical-modelopt-fp4-mismatch",
     "https://github.com/vllm-project/vllm/pull/42181",
     "[Bugfix] Accept canonicalized `modelopt_*` quant_method in `_extract_modelopt_quant_algo`\n"
     "\n"
     "`ModelArchConfigConvertorBase._normalize_quantization_config` rewrites `quant_method` to the family-specific "
     "name (e.g. `\"modelopt_fp4\"` for the legacy `hf_quant_config.json` shape with `quant_algo: \"NVFP4\"`). "
     "`_extract_modelopt_quant_algo` then strict-equals against `\"modelopt\"` and returns `None`, so the override "
     "loop in `ModelConfig._verify_quantization` finds no match and validation raises:\n"
     "\n"
     "> Quantization method specified in the model config (modelopt_fp4) does not match the quantization method "
     "specified in the `quantization` argument (modelopt).\n"
     "\n"
     "This was hitting `nvidia/Qwen3.5-397B-A17B-NVFP4` with `--quantization modelopt` intermittently — one of "
     "several spawn-context API-server processes resolved the legacy `hf_quant_config.json` instead of the modern "
     "`config.json` and the strict check tipped it over.",
     "quantization_mismatch", {}, "release_regression",
     "nvidia/Qwen3.5-397B-A17B-NVFP4 (a ModelOpt NVFP4 checkpoint) served with --quantization modelopt, which is the "
     "right method family: vLLM's config normaliser rewrote the legacy hf_quant_config.json's quant_method to "
     "'modelopt_fp4', and _extract_modelopt_quant_algo compared strictly against 'modelopt', so "
     "ModelConfig._verify_quantization found no override and raised the mismatch. Intermittent, because only some of "
     "the spawned API-server processes resolved the legacy file. A vLLM bug on the launch's path, not a wrong "
     "checkpoint, not memory.",
     "merged vLLM PR #42181 (vadiklyutiy, 2026-05-09, approved by yewentao256): accept any quant_method that starts "
     "with 'modelopt' (modelopt, modelopt_fp4, modelopt_mxfp8, modelopt_mixed), as humming.py and "
     "utils/torch_utils.py already do; fix: a vLLM release with that PR. (Leaving --quantization out, so the "
     "checkpoint's own method is used, is the collector's reading, not said in the PR.)",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY,
     note="A fix PR, not a user's launch thread: the excerpt is the PR title and the description's problem statement "
          "with the quoted error (a blockquote, as the source has it); the paragraph describing the code change "
          "('Replace the equality with startswith(\"modelopt\") ...') and the review are left out. No log, release or "
          "GPU is given.")

BATCH.write()
