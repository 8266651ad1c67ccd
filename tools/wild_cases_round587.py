"""Round-587 blind batch: Python errors raised INSIDE vLLM's own code at start-up that were bugs of that release
(AttributeError / TypeError / KeyError / IndexError / AssertionError / UnboundLocalError / NameError whose innermost
frame is in vllm/, fixed by a later PR or by going back a release), 2024-2026, across vLLM's tracker and its plug-ins;
collected by helper wild587 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round587-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it (pieces of one thread joined by a line
"[...]"); the fix is left out of the excerpt.

Look-ups: 35 of the 40 allowed, all ``search`` corpus=issues. 4 cases: vllm #12786 (OpenVINO platform check on vLLM
0.7.0/0.7.1, AttributeError on a None model_config, fixed by PR #12750 in 0.7.2), vllm #40000 (Step-3.5-Flash MTP
draft, IndexError in step3p5.py on 0.19.0, 0.18.1 works), generative-computing/granite-switch #122 (vLLM 0.19.1-0.25
granitemoehybrid.py KeyError 'full_attention' under transformers >= 5.16, fixed in vLLM 0.26.0), vllm #18573
(Mistral on 0.8.5.post1, TypeError int * NoneType in llama.py, head_dim null in the config). Every source was checked
with grep -F against /work/coord/USED_SOURCES.txt and against the earlier rounds' skip lists before a look-up was
spent on it. The slice is thin: most tracebacks of this family in the index are request-time (execute_model / step)
failures, CI failures of plug-ins against vLLM main, or threads whose stored chunk stops before the error line.

Sources given up (for the lead, not cases):
- Error line not in the stored text: vllm #17395 (vllm.entrypoints.api_server on 0.8.5, 'did not occur before
  v0.8.5'; the chunk stops in the route list; the error AttributeError 'State' object has no attribute 'engine_client'
  is only in fix PR #17434's title, which round 421 already gave up for that reason); vllm #12687 (same OpenVINO bug
  as the case vllm-12786, traceback cut before the error line; PR #12750 'Fixes #12350, Fixes #12687'); vllm #25928
  (AssertionError with FlashInfer backend, fixed by PR #25933; only torch frames stored); vllm #9024 (CPU build
  0.6.3.dev65 IndexError, maintainer: 'recently added by #8839 ... use a stable release'; frames not stored and
  probably at the first generate, not start-up); torch-spyre/sendnn-inference #38 (plugin won't boot with vLLM
  0.8.1, chunk stops in the CLI frames).
- Not start-up, or not a release bug: vllm #22232 (DeepSeekV3 with n_shared_experts null edited into the config by
  the user, UnboundLocalError 'shared_output' during graph capture; closed as stale, no fix); vllm-ascend #1369
  (UnboundLocalError 'decode_hs_or_q_c', fixed in vllm-ascend PR #1378, but the stored frames are model forward and
  do not show whether it is the dummy run or a request); vllm-ascend #1572 (CI against vLLM main, execute_model);
  vllm #20485 (LMCache at the first request); vllm #5740 (KeyError '/psm_...', benign, server still up); vllm-omni PR
  #5478 ('GPUARWorker' total_consumed AttributeError, reverted by PR #5507; PR only); vllm #23152 (TypeError expected
  str ... not NoneType on 0.10.0, stale, no cause).
- Already used or in skip lists (not re-opened): vllm #4229, #14076, #20465, #35476, #25797, #52768; production-stack
  #407; domyn-swarm #97; ramalama #774; kubeai #533; opea GenAIComps #1719 and GenAIExamples #2105 / #2175 (the
  vllm-fork head_dim None case); vllm-ascend #4487, #2812; vllm-metal #16.

Judgement calls for the lead:
1. vllm-12786: the error is raised by vLLM's OpenVINO platform hook (vllm/platforms/openvino.py) when a model layer
   calls get_current_vllm_config() outside a set config and vLLM builds a default VllmConfig() with no model_config.
   kind None (no vLLM message; earlier collectors used None for vLLM's own code reaching an attribute that is not
   there) and cause release_regression. The fix is pinned by the thread itself: OpenVINO maintainer ilya-lavrenov
   'I suppose it's fixed by #12750', and hmellor closed it 'as solved as v0.7.2 is now released'.
2. vllm-40000: kind None (IndexError in a model's file, step3p5.py, which README's vllm_check_failed row excludes:
   'not a model's code'). Cause release_regression from the reporter's 'In v0.18.1 (before the PR), it's working fine'
   and open PR #40070's analysis (merged #38247 cropped layer_types to num_hidden_layers, the MTP layer reads one past
   it). A later PR (#49642, chanh) argues the step3p5 MTP path was broken since it was added; the lead may prefer a
   weaker cause. The excerpt keeps the reporter's 'v0.18.1 ... working fine' line because it is part of the paste.
3. granite-switch-122: the thread is in a downstream repo but describes upstream vLLM's bug and its fix release
   ('Fixed upstream in vLLM 0.26.0 (0.25.0 still broken)', left out of the excerpt). Two releases that do not fit
   (transformers >= 5.16 renamed the layer type) -> cause dependency_version_mismatch, kind None (a bare KeyError in a
   model file). The excerpt keeps the title, which names both sides of the mismatch.
4. vllm-18573: the same message and mechanism as the earlier fixture opea-genaicomps-1719 (vllm-fork 0.6.6.post1,
   transformers 4.52), labelled there hf_config_type_mismatch / dependency_version_mismatch; the same labels here for
   consistency. This thread only pins the mechanism (the reporter: MistralConfig carries head_dim null, so vLLM's
   getattr(config, 'head_dim', default) returns None); it does not name transformers, and no maintainer fix is in the
   stored text. The reporter reads it as a vLLM bug; the lead may prefer release_regression.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round587-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #12786: OpenVINO backend after the 0.7.0 upgrade -> 'NoneType' object has no attribute 'dtype'
case("vllm-12786-openvino-v070-platform-check-model-config-none-no-attribute-dtype",
     "https://github.com/vllm-project/vllm/issues/12786",
     "[Bug]: vLLM with OpenVINO is throwing error with ^0.7.0 upgrade\n"
     "```\n"
     "ERROR 02-05 18:41:45 engine.py:387]   File \"/home/lib/python3.12/site-packages/vllm/config.py\", line 3416, in "
     "get_current_vllm_config\n"
     "ERROR 02-05 18:41:45 engine.py:387]     return VllmConfig()\n"
     "ERROR 02-05 18:41:45 engine.py:387]            ^^^^^^^^^^^^\n"
     "ERROR 02-05 18:41:45 engine.py:387]   File \"<string>\", line 19, in __init__\n"
     "ERROR 02-05 18:41:45 engine.py:387]   File \"/home/lib/python3.12/site-packages/vllm/config.py\", line 3253, in "
     "__post_init__\n"
     "ERROR 02-05 18:41:45 engine.py:387]     current_platform.check_and_update_config(self)\n"
     "ERROR 02-05 18:41:45 engine.py:387]   File \"/home/lib/python3.12/site-packages/vllm/platforms/openvino.py\", "
     "line 79, in check_and_update_config\n"
     "ERROR 02-05 18:41:45 engine.py:387]     if model_config.dtype != torch.float32:\n"
     "ERROR 02-05 18:41:45 engine.py:387]        ^^^^^^^^^^^^^^^^^^\n"
     "ERROR 02-05 18:41:45 engine.py:387] AttributeError: 'NoneType' object has no attribute 'dtype'\n"
     "Process SpawnProcess-2:\n"
     "Traceback (most recent call last):\n"
     "  File \"/usr/lib/python3.12/multiprocessing/process.py\", line 314, in _bootstrap\n"
     "    self.run()\n"
     "  File \"/usr/lib/python3.12/multiprocessing/process.py\", line 108, in run\n"
     "    self._target(*self._args, **self._kwargs)\n"
     "  File \"/home/lib/python3.12/site-packages/vllm/engine/multiprocessing/engine.py\", line 389, in run_mp_engine\n"
     "    raise e\n"
     "[...]\n"
     "    async with build_async_engine_client_from_engine_args(\n"
     "  File \"/usr/lib/python3.12/contextlib.py\", line 210, in __aenter__\n"
     "    return await anext(self.gen)\n"
     "           ^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/home/lib/python3.12/site-packages/vllm/entrypoints/openai/api_server.py\", line 228, in "
     "build_async_engine_client_from_engine_args\n"
     "    raise RuntimeError(\n"
     "RuntimeError: Engine process failed to start. See stack trace for the root cause.\n"
     "```",
     None, {}, "release_regression",
     "A bug of vLLM 0.7.0/0.7.1's OpenVINO backend: during model loading a layer asks get_current_vllm_config(), no "
     "config is set in that context, so vLLM builds a default VllmConfig() whose model_config is None, and the "
     "OpenVINO platform hook check_and_update_config reads model_config.dtype -> AttributeError; the engine process "
     "dies before serving. Not a memory, model or user-configuration problem.",
     "OpenVINO maintainer ilya-lavrenov (2025-02-06): 'I suppose it's fixed by "
     "https://github.com/vllm-project/vllm/pull/12750' ('[Bugfix] Fix OpenVINO model runner', which 'Fixes #12350, "
     "Fixes #12687', the same traceback through get_current_vllm_config on 0.7.0); hmellor (2025-02-11): 'Closing as "
     "solved as v0.7.2 is now released!'. Fix: upgrade to vLLM 0.7.2",
     release="0.7.0 (title: '^0.7.0 upgrade')", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the issue title and two stored pieces of its log (the engine's traceback end and the API "
          "server's), joined by '[...]'; the comments with the fix are left out. The platform is OpenVINO on CPU (the "
          "same reporter's later vllm #13287 shows 'Automatically detected platform openvino.' and no CUDA). vllm "
          "#12687 (0.7.0, meta-llama/Meta-Llama-3-8B-Instruct, same path through LogitsProcessor -> "
          "get_current_vllm_config) is the same bug; its error line is not in the stored chunk, so it was not taken.")

# ---------------------------------------- vllm #40000: Step-3.5-Flash-FP8 with step3p5_mtp speculative decoding on v0.19.0 -> IndexError in step3p5.py
case("vllm-40000-step35-flash-fp8-mtp-tp4-v0190-step3p5-layer-types-index-error",
     "https://github.com/vllm-project/vllm/issues/40000",
     "[Bug]: Step 3.5 Flash MTP failed to start in v0.19.0\n"
     "Startup command + error:\n"
     "```\n"
     "vllm serve stepfun-ai/Step-3.5-Flash-FP8     --tensor-parallel-size 4     --reasoning-parser step3p5     "
     "--tool-call-parser step3p5     --enable-auto-tool-choice     --trust-remote-code  --disable-cascade-attn "
     "--enable-expert-parallel --hf-overrides '{\"num_nextn_predict_layers\": 1}' --speculative-config '{\"method\": "
     "\"step3p5_mtp\", \"num_speculative_tokens\": 1}'\n"
     "....\n"
     "# Error\n"
     "(Worker_TP0_EP0 pid=2116241) ERROR 04-16 14:12:42 [multiproc_executor.py:857]   File "
     "\"/home/akk/yh/uvenv/vllm0190/lib/python3.12/site-packages/vllm/model_executor/models/step3p5.py\", line 449, in "
     "__init__\n"
     "(Worker_TP0_EP0 pid=2116241) ERROR 04-16 14:12:42 [multiproc_executor.py:857]     and "
     "config.layer_types[layer_idx]\n"
     "(Worker_TP0_EP0 pid=2116241) ERROR 04-16 14:12:42 [multiproc_executor.py:857]         "
     "~~~~~~~~~~~~~~~~~~^^^^^^^^^^^\n"
     "(Worker_TP0_EP0 pid=2116241) ERROR 04-16 14:12:42 [multiproc_executor.py:857] IndexError: list index out of "
     "range\n"
     "```\n"
     "\n"
     "In v0.18.1 (before the PR), it's working fine",
     None, {}, "release_regression",
     "A bug of vLLM 0.19.0's Step-3.5 model code: the MTP draft layer is built with layer_idx = num_hidden_layers, but "
     "the config's per-layer list layer_types is cropped to num_hidden_layers entries (per open PR #40070, by merged "
     "PR #38247, which cropped layer_types for Hugging Face config validation), so Step3p5DecoderLayer.__init__ indexes "
     "one past its end while the draft model is built at start-up. The target model alone is fine; the launch with "
     "--speculative-config step3p5_mtp fails. Not memory, not the GPUs.",
     "no merged fix in the stored text: PR #40070 ('Fix Step-3.5 MTP layer type lookup', Bortlesboat, draft) keeps a "
     "vLLM-only copy of the uncropped layer_types that the MTP layer reads; the reporter's v0.18.1 works; without the "
     "MTP speculative config the base Step3p5ForCausalLM path starts (chanh in PR #49642)",
     release="0.19.0", gpu=None, gpus=None,
     command="vllm serve stepfun-ai/Step-3.5-Flash-FP8 --tensor-parallel-size 4 --reasoning-parser step3p5 "
             "--tool-call-parser step3p5 --enable-auto-tool-choice --trust-remote-code --disable-cascade-attn "
             "--enable-expert-parallel --hf-overrides '{\"num_nextn_predict_layers\": 1}' --speculative-config "
             "'{\"method\": \"step3p5_mtp\", \"num_speculative_tokens\": 1}'",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}, {"flag": "--quantization"}],
     note="Excerpt: the issue title and its 'Startup command + error' block as stored (the reporter's own '....' "
          "elision kept), with the reporter's closing line. The thread is labelled rocm (an AMD account, vllmellm); "
          "the GPU model is not in the stored text. The 'v0.18.1 ... working fine' line is the reporter's, part of "
          "the paste; PR #40070 and PR #49642 were read for the cause, not quoted.")

# ---------------------------------------- granite-switch #122: vLLM 0.19.1 / 0.20.2 with transformers >= 5.16 -> KeyError 'full_attention' in granitemoehybrid.py
case("granite-switch-122-granitemoehybrid-vllm-020-transformers-516-keyerror-full-attention",
     "https://github.com/generative-computing/granite-switch/issues/122",
     "vLLM <=0.25 cannot load a config written by transformers >=5.16 (KeyError: 'full_attention')\n"
     "\n"
     "```python\n"
     "# vllm/model_executor/models/granitemoehybrid.py:319  (0.19.1 .. 0.25.0)\n"
     "ALL_DECODER_LAYER_TYPES = {\n"
     "    \"attention\": GraniteMoeHybridAttentionDecoderLayer,\n"
     "    \"mamba\": GraniteMoeHybridMambaDecoderLayer,\n"
     "}\n"
     "...\n"
     "layer_class = ALL_DECODER_LAYER_TYPES[config.layer_types[layer_idx]]\n"
     "```\n"
     "\n"
     "```\n"
     "(EngineCore pid=9824) KeyError: 'full_attention'\n"
     "```\n"
     "\n"
     "Confirmed on **both 0.19.1 and 0.20.2**.",
     None, {}, "dependency_version_mismatch",
     "transformers 5.16 renamed the Granite hybrid layer type 'attention' to 'full_attention' and rewrites it inside "
     "PreTrainedConfig.__init__, so even an old config.json loads with the new name; vLLM 0.19.1-0.25.0's "
     "granitemoehybrid.py maps layer types through a table that has only 'attention', so building the model in the "
     "engine core raises KeyError. A vLLM release and a transformers release that do not fit; not memory.",
     "from the thread (aviv1ron1, 2026-09-08): 'Fixed upstream in vLLM 0.26.0 (0.25.0 still broken), which added "
     "\"full_attention\" alongside'; the repository's main branch avoids it by pinning transformers<5.10. Fix: vLLM "
     ">= 0.26.0, or transformers < 5.16 with vLLM <= 0.25",
     release="0.19.1 and 0.20.2 (transformers >= 5.16)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--trust-remote-code"}],
     note="Excerpt: the issue title, the code block and the error line it quotes, and the versions line; the "
          "reporter's explanation paragraphs ('Where it lives', the transformers rename) and the fix release are "
          "left out. The issue is in a downstream repository (granite-switch tests building reference models with "
          "transformers and serving them with vLLM) but the failing code and its fix are upstream vLLM's.")

# ---------------------------------------- vllm #18573: mistralai/Mistral-7B-Instruct-v0.2 on 0.8.5.post1 -> TypeError int * NoneType in llama.py
case("vllm-18573-mistral-7b-v02-v085post1-llama-head-dim-none-typeerror",
     "https://github.com/vllm-project/vllm/issues/18573",
     "[Bug]: Mistral model loading reporting unsupported operand type(s)\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "<details>\n"
     "```\n"
     "vLLM Version                 : 0.8.5.post1\n"
     "```\n"
     "</details>\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "If you run the script of \n"
     "```\n"
     "LLM(\n"
     "          model=\"mistralai/Mistral-7B-Instruct-v0.2\",\n"
     "          **vllm_kwargs,\n"
     ")\n"
     "```\n"
     "or any models based on Mistral, you would encounter the issue \n"
     "\n"
     "```\n"
     "TypeError: unsupported operand type(s) for *: 'int' and 'NoneType'`\n"
     "```\n"
     "\n"
     "in `vllm/model_executor/models/llama.py` line 135. ",
     "hf_config_type_mismatch", {}, "dependency_version_mismatch",
     "The Mistral config as loaded carries the key head_dim with the value null (the reporter: 'MistralConfig does "
     "seem to contain the key of head_dim (corresponding to a value of null)'), and vLLM 0.8.5.post1's llama.py, which "
     "also builds Mistral models, takes self.head_dim = getattr(config, 'head_dim', hidden_size // num_heads), which "
     "returns None instead of the default; the next line multiplies by it while the model is built at start-up. The "
     "same failure from vllm-fork 0.6.6.post1 was tied to the transformers 4.51.3 -> 4.52.1 update (OPEA GenAIComps "
     "#1719); a config/transformers vs vLLM mismatch, not memory.",
     "not reached in the stored text (closed). The reporter's own workaround: patch llama.py to fall back to "
     "hidden_size // total_num_heads when config.head_dim is None; the usual remedies are a transformers release "
     "before 4.52 or a vLLM release that handles head_dim=None",
     release="0.8.5.post1", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the issue description up to the error location; the reporter's '### Solution:' section (the "
          "diagnosis and a proposed patch) is left out. The error line keeps the reporter's stray backtick. Labels "
          "follow the earlier fixture opea-genaicomps-1719 with the same message and mechanism.")

BATCH.write()
