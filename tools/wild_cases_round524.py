"""Round-524 blind batch: vLLM start-up failures in SPECULATIVE DECODING, MULTIMODAL profiling and LoRA set-ups, from
any repository's issues (2025-2026); collected by helper wild524 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round524-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it (copied verbatim, cut to the error); the fix
and the reporters' own root-cause paragraphs are left out of the excerpts.

Look-ups: 36 of the 40 allowed, all ``search`` (corpus=issues 35, corpus=code 1); none refused. 6 cases:
unsloth-zoo #737 (unsloth's ported LoRA manager vs vLLM 0.21 dummy-LoRA warm-up, AttributeError at KV profiling),
unsloth #3962 (unsloth_zoo 2026.1.4 vs vLLM 0.15.0, create_lora_manager() signature), ArcticInference #50 (Arctic
Inference plugin on the V0 engine: 'NoneType' object has no attribute 'hf_config'), ArcticInference PR #48 (plugin
drops speculative_config before the V1 ngram drafter is built), vllm #47825 (mlp_speculator method exposed but not
routed in V1: 'Unknown speculative decoding method'), 1Cat-vLLM #631 (GLM-5.3-Flash dummy multimodal profiling,
'max_pixels=47040000 is too small'). Every source was checked with grep -F against /work/coord/USED_SOURCES.txt, the
round files' skip lists in /work/main/tools and the other collectors' round-52x files before it was taken.

The slice is mined very deep: every vLLM-tracker EAGLE/EAGLE3/MTP, encoder-cache, limit-mm-per-prompt, max_lora_rank
and 'Chunked MM input disabled' thread the searches returned was already a source or in a skip list, so the cases
here come from the wrappers and plugins around vLLM (Unsloth, Snowflake Arctic Inference, the 1Cat V100 fork).

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): vllm #20375, #40382, #12245, #11126, PR #45546 (and its issue #45538, same
  incident), #2847; zai-org/GLM-OCR #67; zai-org/GLM-V #204; unslothai/unsloth #2097; gpustack #5438; ms-swift #4221;
  RBLN-SW/vllm-rbln PR #527; tenstorrent/tt-xla PR #5932; decoderesearch/interp-engine PR #2.
- Named in earlier rounds' skip lists (not re-opened): vllm #25134, #26328, #9805, #34040, #27992, #38459, #15788,
  #15440, #27620, #26612, #21797, #12901, #19775, #16883, #47486, #7456, #52306, #11762, #50706, #30285, #54526;
  vllm-ascend #10640, #5361, #9009, #2950; GLM-OCR #157; GLM-V #162; QwenLM/Qwen3-VL #1589;
  snowflakedb/ArcticInference #29 (round file names it: the maintainer only says 'looks like a vLLM issue').
- Error line not in the stored chunk / no cause: vllm-ascend #2667 (EAGLE3 LLM() script, chunk stops in the script),
  #2481 (EAGLE3 graph mode on v0.10.0, chunk stops in the config line), #2978 (npu-smi only), #6509 (EAGLE3 +
  FULL_DECODE_ONLY 'ForwardContext' has no 'draft_attn_metadatas' in sample_tokens: a request-time path, no answer
  stored), #6187 (garbled drafts, not a start-up failure), #8721 (screenshots); vllm #16569 (Phi-4-MM LoRALRUCache:
  the AttributeError line is not in the stored chunks, only a commenter's paraphrase), #16961 (slow start, not a
  failure), #15400 (LoRA load at request time), #15802 (a profiling WARNING, not a failure);
  HabanaAI/vllm-fork #405 (--enable-lora on Gaudi: the stored chunks stop before the error);
  unslothai/unsloth #3939 (vLLM 0.14.1 + fast_inference: traceback stops inside LRUCacheWorkerLoRAManager(...), the
  error line is not stored; probably the same signature change as #3962); unsloth #6385 (a warning paraphrased, no
  trace); FreedomIntelligence/HuatuoGPT-Vision #16 (V0 dummy_data_for_profiling traceback, final error line never
  stored); snowflakedb/ArcticInference #46 ('arctic_args is NoneType', V0 traceback, no answer stored), #159
  (argparse usage dump, error line not stored), #37 (ParallelLMHead AttributeError cut; fix PR #38), #41 / #151
  (request-time crashes), #202 (command only); vllm PR #25784 comment ('unrecognized arguments' with the plugin
  disabled; the answer 'reinstall arctic-inference' does not pin a cause).
- Not a vLLM start-up failure / not vLLM: sgl-project/sglang #3883, #5673, #6768, #6783, #36528, PR #36593, #21272;
  lightseekorg/tokenspeed PR #40; openvino.genai PR #3293; MooreThreads/vllm-musa PR #198 (fix without an error text);
  tenstorrent/vllm PR #469 (paraphrase only); ModelEngine-Group/nexent #3166 (screenshot).

Judgement calls for the lead:
1. unsloth-zoo-737 and unsloth-3962: vLLM started from inside Unsloth (FastLanguageModel.from_pretrained(...,
   fast_inference=True)), which swaps in its own port of vLLM's LoRA worker manager; both fail during engine
   construction (KV profiling / LoRA model load). kind and cause dependency_version_mismatch, as earlier rounds
   labelled wrapper-vs-vLLM API mismatches (fastchat-3600). unsloth #6114 is the same report filed twice by the same
   user (fixed by the same PRs) and was not made a second case. In #3962 the error text is in the issue title only
   (the MRE body is stored, its output is not); the cause comes from the versions and from tpu-inference PR #2962
   ('The lora manager creation need vLLM config as extra argument'), the fix from the maintainers' label
   'fixed - pending confirmation' only: the lead may drop it as the weaker of the two.
2. arcticinference-50 and arcticinference-pr48: opaque AttributeErrors raised inside vLLM's engine construction by a
   general plugin. kind None (no message kind names the plugin), cause dependency_version_mismatch for #50 (the
   plugin supports only the V1 engine; maintainer issue #51 of the same day: 'users face unhelpful errors when trying
   to run Arctic Inference with vLLM V0') and release_regression for PR #48 (a bug in the plugin release that the
   merged PR fixed). In PR #48 the stored chunk cuts the final line at "AttributeError: 'NoneType' object has no";
   the line above it (self.min_n = vllm_config.speculative_config.prompt_lookup_min) leaves no doubt.
3. vllm-47825: the reporter reproduced it from vLLM's own docs example on a CPU build, so it is a real start-up failure
   but not from a user's GPU box; closed, the fix PR is not in the stored text. kind and cause vllm_check_failed,
   like the earlier 'draft model is not supported in V1' cases (vllm-28384, vllm-31883); release_regression would
   also be defensible (the method stayed exposed after V0's removal).
4. 1cat-vllm-631: open, no maintainer answer stored; the cause is the reporter's own reading (dummy profiling uses
   the model default max_pixels 47040000, one aligned patch needs 47041568, the --mm-processor-kwargs override is
   ignored). kind hf_processor_failed (the processor's ValueError at dummy-input building, as in
   vllm-21454); cause is a NEW label, mm_profiling_dummy_input_invalid, because no existing cause fits (it is neither
   memory nor a version mismatch). The lead may prefer to drop it for want of a confirmed fix.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round524-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- unsloth-zoo #737: unsloth 2026.6.1 fast_inference + vLLM 0.21.1.dev0 (ROCm, RX 7900 XTX) -> LRUCacheWorkerLoRAManager has no get_dummy_lora_warmup_rank
case("unsloth-zoo-737-rx7900xtx-vllm-0211-fast-inference-lora-no-get-dummy-lora-warmup-rank",
     "https://github.com/unslothai/unsloth-zoo/issues/737",
     "[Bug] AttributeError: 'LRUCacheWorkerLoRAManager' object has no attribute 'get_dummy_lora_warmup_rank'\n"
     "\n"
     "1. Did you update? `pip install --upgrade unsloth unsloth_zoo` - Yes\n"
     "2. `Colab` or `Kaggle` or local / cloud - local\n"
     "3. Number GPUs used, use `nvidia-smi` - 1 GPU (RX 7900 XTX)\n"
     "4. Which notebook? Please link! - https://github.com/unslothai/notebooks/blob/main/nb/Llama3.1_(8B)-GRPO.ipynb\n"
     "5. Which Unsloth version, TRL version, transformers version, PyTorch version? - unsloth/unsloth_zoo: 2026.6.1 - "
     "transformers:  5.10.1 - trl: 0.24.0 - torch: 2.11.0+rocm7.14.0a20260603\n"
     "6. Which trainer? `SFTTrainer`, `GRPOTrainer` etc - GRPOTrainer\n"
     "\n"
     "```\n"
     "\"\"\"Minimal reproducer: unsloth GRPO/vLLM fast_inference LoRA load crashes with\n"
     "\n"
     "    AttributeError: 'LRUCacheWorkerLoRAManager' object has no attribute\n"
     "                    'get_dummy_lora_warmup_rank'\n"
     "\n"
     "Observed with:\n"
     "    unsloth 2026.6.1, unsloth_zoo 2026.6.1\n"
     "    vllm 0.21.1.dev0  (the v1 engine; CUDAGraphMode.FULL)\n"
     "    torch 2.11.0, Python 3.13   (AMD ROCm 7.14 - gfx1100 / RX 7900 XTX)\n"
     "...\n"
     "```\n"
     "[rank0]:   File \"/opt/python/lib/python3.13/site-packages/vllm/v1/engine/core_client.py\", line 103, in "
     "make_client\n"
     "[rank0]:     return InprocClient(vllm_config, executor_class, log_stats)\n"
     "[rank0]:   File \"/opt/python/lib/python3.13/site-packages/vllm/v1/engine/core_client.py\", line 285, in "
     "__init__\n"
     "[rank0]:     self.engine_core = EngineCore(*args, **kwargs)\n"
     "[rank0]:                        ~~~~~~~~~~^^^^^^^^^^^^^^^^^\n"
     "[rank0]:   File \"/opt/python/lib/python3.13/site-packages/vllm/v1/engine/core.py\", line 128, in __init__\n"
     "[rank0]:     kv_cache_config = self._initialize_kv_caches(vllm_config)\n"
     "[rank0]:   File \"/opt/python/lib/python3.13/site-packages/vllm/tracing/otel.py\", line 178, in sync_wrapper\n"
     "[rank0]:     return func(*args, **kwargs)\n"
     "[rank0]:   File \"/opt/python/lib/python3.13/site-packages/vllm/v1/engine/core.py\", line 250, in "
     "_initialize_kv_caches\n"
     "[rank0]:     available_gpu_memory = self.model_executor.determine_available_memory()\n"
     "[rank0]:   File \"/opt/python/lib/python3.13/site-packages/vllm/v1/executor/abstract.py\", line 147, in "
     "determine_available_memory\n"
     "[rank0]:     return self.collective_rpc(\"determine_available_memory\")\n"
     "[rank0]:            ~~~~~~~~~~~~~~~~~~~^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "Unsloth's fast_inference path (unsloth_zoo.vllm_utils.patch_vllm) replaces vLLM's WorkerLoRAManager / "
     "LRUCacheWorkerLoRAManager with its own ports (unsloth_zoo/vllm_lora_worker_manager.py). Newer vLLM (the V1 "
     "LoRAModelRunnerMixin.maybe_setup_dummy_loras, vLLM 0.21+/0.23) calls lora_manager.get_dummy_lora_warmup_rank() "
     "during the dummy-LoRA warm-up of KV-cache profiling; the older Unsloth port does not implement it, so the "
     "engine dies in determine_available_memory with this AttributeError. An Unsloth-zoo / vLLM version mismatch, "
     "not a GPU, ROCm or memory problem.",
     "Fixed in unsloth-zoo: PR #788 (danielhanchen, merged 2026-06-18, 'add get_dummy_lora_warmup_rank (vLLM >= "
     "0.23)') adds the method to unsloth_zoo's WorkerLoRAManager; unsloth PR #6495/#6496 proposed a shim for older "
     "unsloth-zoo. So: upgrade unsloth / unsloth_zoo to a release with the method, or pin vLLM below the version that "
     "added the hook.",
     release="0.21.1.dev0 (unsloth 2026.6.1, unsloth_zoo 2026.6.1, ROCm 7.14)", gpu="AMD Radeon RX 7900 XTX (gfx1100)",
     gpus=1, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title, the description's checklist and reproducer docstring head, then the stored "
          "traceback chunk (which stops inside collective_rpc); the reporter's 'Root cause' paragraph is left out. "
          "The same report is unslothai/unsloth #6114 (same user, same text), not a second case.")

# ---------------------------------------- unsloth #3962: unsloth 2026.1.4 fast_inference + vLLM 0.15.0 -> create_lora_manager() takes 2 positional arguments but 3 were given
case("unsloth-3962-fast-inference-vllm-0150-create-lora-manager-takes-2-positional-arguments",
     "https://github.com/unslothai/unsloth/issues/3962",
     "[Bug] RuntimeError: LRUCacheWorkerLoRAManager.create_lora_manager() takes 2 positional arguments but 3 were "
     "given\n"
     "\n"
     "```pyhton\n"
     "# mre_unsloth_vllm_infer.py\n"
     "# Minimal Repro for Unsloth + vLLM fast inference crash\n"
     "# Env (yours): Python 3.12, unsloth==2026.1.4, unsloth_zoo==2026.1.4, vllm==0.15.0\n"
     "\n"
     "import os\n"
     "import traceback\n"
     "\n"
     "from unsloth import FastLanguageModel\n"
     "from vllm import SamplingParams\n"
     "...\n"
     "    try:\n"
     "        print(\"=== Loading model with fast_inference=True (vLLM) ===\")\n"
     "        model, tokenizer = FastLanguageModel.from_pretrained(\n"
     "            model_name=model_name,\n"
     "            max_seq_length=1024,\n"
     "            dtype=None,\n"
     "            load_in_4bit=False,\n"
     "            fast_inference=True,            # <-- key\n"
     "            gpu_memory_utilization=0.85,\n"
     "        )",
     "dependency_version_mismatch", {"gpu_memory_utilization": 0.85}, "dependency_version_mismatch",
     "unsloth / unsloth_zoo 2026.1.4 with vLLM 0.15.0: Unsloth's fast_inference load replaces vLLM's "
     "LRUCacheWorkerLoRAManager with its own port, whose create_lora_manager(model) still has the old signature, while "
     "vLLM 0.15's LoRAModelRunnerMixin.load_lora_model calls it with an extra argument (the vLLM config), so loading "
     "the model with LoRA support fails during engine start. An Unsloth / vLLM version mismatch, not a memory problem.",
     "not in the stored text beyond the maintainers' label 'fixed - pending confirmation' (an unsloth_zoo update); "
     "the matching signature change is named in vllm-project/tpu-inference PR #2962 ('The lora manager creation need "
     "vLLM config as extra argument'). Until then, a vLLM version the installed unsloth_zoo supports.",
     release="0.15.0 (unsloth 2026.1.4, unsloth_zoo 2026.1.4)", gpu=None, gpus=None,
     command="FastLanguageModel.from_pretrained(model_name=..., max_seq_length=1024, dtype=None, load_in_4bit=False, "
             "fast_inference=True, gpu_memory_utilization=0.85)",
     forbidden=_MEM + [{"flag": "--enforce-eager"}],
     note="Excerpt: the issue title (the only place the error text is stored) and the head of the reporter's MRE; the "
          "MRE's printed output is not in the stored chunk. The default model in the MRE is "
          "unsloth/Llama-3.2-3B-Instruct ('or set MODEL=path').")

# ---------------------------------------- ArcticInference #50: suffix decoding via the Arctic Inference plugin on the V0 engine -> 'NoneType' object has no attribute 'hf_config'
case("arcticinference-50-suffix-decoding-plugin-on-v0-engine-nonetype-no-attribute-hf-config",
     "https://github.com/snowflakedb/ArcticInference/issues/50",
     "Hey team!\n"
     "\n"
     "Just been wondering, is the plug-in intended to work with vLLM V0 Engine?\n"
     "\n"
     "On one hand, I assumed not when I read your source code. This was reinforced when I saw this error when trying "
     "to run suffix decoding on V0:\n"
     "\n"
     "```bash\n"
     "RROR 05-14 13:50:14 [engine.py:448] 'NoneType' object has no attribute 'hf_config'\n"
     "ERROR 05-14 13:50:14 [engine.py:448] Traceback (most recent call last):\n"
     "ERROR 05-14 13:50:14 [engine.py:448]   File \"/home/damian/grazie-ml/libs/grazie_inference/.venv/lib/python3.10/"
     "site-packages/vllm/engine/multiprocessing/engine.py\", line 436, in run_mp_engine\n"
     "ERROR 05-14 13:50:14 [engine.py:448]     engine = MQLLMEngine.from_vllm_config(\n"
     "ERROR 05-14 13:50:14 [engine.py:448]   File \"/home/damian/grazie-ml/libs/grazie_inference/.venv/lib/python3.10/"
     "site-packages/vllm/engine/multiprocessing/engine.py\", line 128, in from_vllm_config\n"
     "ERROR 05-14 13:50:14 [engine.py:448]     return cls(\n"
     "ERROR 05-14 13:50:14 [engine.py:448]   File \"/home/damian/grazie-ml/libs/grazie_inference/.venv/lib/python3.10/"
     "site-packages/vllm/engine/multiprocessing/engine.py\", line 82, in __init__\n"
     "ERROR 05-14 13:50:14 [engine.py:448]     self.engine = LLMEngine(*args, **kwargs)\n"
     "ERROR 05-14 13:50:14 [engine.py:448]   File \"/home/damian/grazie-ml/libs/grazie_inference/.venv/lib/python3.10/"
     "site-packages/vllm/engine/llm_engine.py\", line 282, in __init__",
     None, {}, "dependency_version_mismatch",
     "Snowflake's Arctic Inference vLLM plugin (suffix decoding as a speculative method) patches only vLLM's V1 "
     "engine; run on the V0 engine (MQLLMEngine / LLMEngine), the plugin's speculative set-up finds no config where it "
     "expects one and engine construction fails with an opaque 'NoneType' object has no attribute 'hf_config'. A "
     "plugin / engine-mode incompatibility, not a model, GPU or memory problem.",
     "The maintainers confirmed V0 is not supported: the issue was labelled 'enhancement' ('Support for V0') and "
     "maintainer sfc-gh-aqiao opened ArcticInference #51 the same day ('Currently, users face unhelpful errors when "
     "trying to run Arctic Inference with vLLM V0. We should catch this scenario early'). Use the V1 engine (the "
     "default in the plugin's pinned vLLM) for Arctic Inference features.",
     release="vLLM V0 engine with arctic-inference (plugin pinned to vLLM 0.8.4 at the time)", gpu=None, gpus=None,
     command=None,
     forbidden=_MEM + [{"flag": "--enforce-eager"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue description as stored (the first line's 'RROR' is the reporter's paste). The vLLM "
          "version is not printed; the 0.8.4 pin comes from the maintainer's words in ArcticInference #37 "
          "('Arctic Inference is only compatible with 1 version of vllm (v0.8.4 currently)').")

# ---------------------------------------- ArcticInference PR #48: arctic-inference[vllm] + ngram speculative config -> NgramProposer finds speculative_config None (prompt_lookup_min)
case("arcticinference-pr48-ngram-spec-config-plugin-nulls-speculative-config-prompt-lookup-min",
     "https://github.com/snowflakedb/ArcticInference/pull/48",
     "Noticed this error when creating the n-gram based speculative decoding inference server.\n"
     "\n"
     "## Before this fix:\n"
     "```bash\n"
     "uv venv .venv\n"
     "source .venv/bin/activate\n"
     "uv pip install arctic-inference[vllm]\n"
     "uv pip install setuptools \n"
     "vllm serve facebook/opt-125m --speculative-config '{\"model\": \"\n"
     "ngram\", \"prompt_lookup_max\": 4, \"prompt_lookup_min\": 2, \"num_speculative_tokens\":8}`\n"
     "```\n"
     "\n"
     "```bash\n"
     "ERROR 05-13 12:15:31 [core.py:387]   File \"/home/damian/grazie-ml/libs/grazie_inference/grazie/inference/"
     "new_benchmarking/.venv/lib/python3.10/site-packages/vllm/v1/spec_decode/ngram_proposer.py\", line 14, in "
     "__init__\n"
     "ERROR 05-13 12:15:31 [core.py:387]     self.min_n = vllm_config.speculative_config.prompt_lookup_min\n"
     "ERROR 05-13 12:15:31 [core.py:387] AttributeError: 'NoneType' object has no",
     None, {}, "release_regression",
     "With the Arctic Inference plugin installed (arctic-inference[vllm], vLLM 0.8.4 V1), the plugin's "
     "GPUModelRunner patch sets vllm_config.speculative_config to None before calling the original __init__ so that "
     "it can choose its own drafter, but never restores it; vLLM's NgramProposer (and EagleProposer) then read "
     "vllm_config.speculative_config.prompt_lookup_min from None and the engine core dies at start-up. A bug in the "
     "plugin release, not the user's config (ngram with prompt_lookup_min/max is valid).",
     "Merged ArcticInference PR #48 (dtransposed, 2025-05-13): the runner patch reclaims speculative_config from "
     "vllm_config before the drafter is initialised. Until then, uninstall / disable the plugin for vLLM's own "
     "ngram / EAGLE methods.",
     release="vLLM 0.8.4 (arctic-inference[vllm], V1 engine)", gpu=None, gpus=None,
     command="vllm serve facebook/opt-125m --speculative-config '{\"model\": \"ngram\", \"prompt_lookup_max\": 4, "
             "\"prompt_lookup_min\": 2, \"num_speculative_tokens\":8}'",
     forbidden=_MEM + [{"flag": "--enforce-eager"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the PR description's 'Before this fix' block as stored; the stored chunk cuts the final error line "
          "at \"AttributeError: 'NoneType' object has no\" (the attribute is prompt_lookup_min, from the line above). "
          "The JSON is split across two lines in the PR text itself. The vLLM version is inferred from the "
          "plugin's pin at the time (ArcticInference #37: v0.8.4).")

# ---------------------------------------- vllm #47825: mlp_speculator method on vLLM main (0.23.x dev, V1) -> ValueError: Unknown speculative decoding method: mlp_speculator
case("vllm-47825-mlp-speculator-v1-unknown-speculative-decoding-method-0230dev",
     "https://github.com/vllm-project/vllm/issues/47825",
     "[Bug]: mlp_speculator speculative method is unrouted in V1 and crashes at engine init (ValueError: Unknown "
     "speculative decoding method)\n"
     "\n"
     "```text\n"
     "vLLM: main @ cbe9c40f9 (0.23.x dev) · PyTorch 2.11.0+cpu · Linux x86_64 · Python 3.12\n"
     "Device: N/A — fails at engine init (spec-method dispatch), before any GPU work; platform-independent.\n"
     "```\n"
     "\n"
     "Repro (from `docs/features/speculative_decoding/mlp.md`):\n"
     "\n"
     "```python\n"
     "from vllm import LLM\n"
     "\n"
     "LLM(model=\"meta-llama/Meta-Llama-3.1-8B-Instruct\",\n"
     "    speculative_config={\"model\": \"ibm-ai-platform/llama3-8b-accelerator\",\n"
     "                        \"method\": \"mlp_speculator\"})\n"
     "```\n"
     "\n"
     "`examples/features/speculative_decoding/mlpspeculator_offline.py` hits the same path\n"
     "via auto-detection. Error:\n"
     "\n"
     "```\n"
     "ValueError: Unknown speculative decoding method: mlp_speculator\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "vLLM's SpeculativeConfig still accepts 'mlp_speculator' (explicitly or auto-detected from an MLPSpeculator "
     "draft's model_type, e.g. ibm-ai-platform/llama3-8b-accelerator), but the V1 GPU model runner has no branch for "
     "it, so drafter construction falls through to the else-branch that raises 'Unknown speculative decoding method'. "
     "The method is simply not supported by the V1 engine; not a memory or hardware problem.",
     "no fix reached in the stored text (the issue is closed, no fix PR stored). The V1 ports of MLPSpeculator "
     "(PRs #18719, #20655) were closed unmerged, so on V1 the method is unavailable; the other V1 methods (ngram, "
     "EAGLE/EAGLE3, MTP, draft model) are the alternatives, not a confirmed fix.",
     release="0.23.x dev (main @ cbe9c40f9)", gpu=None, gpus=None,
     command="LLM(model=\"meta-llama/Meta-Llama-3.1-8B-Instruct\", speculative_config={\"model\": "
             "\"ibm-ai-platform/llama3-8b-accelerator\", \"method\": \"mlp_speculator\"})",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title, environment block, repro and error as stored; the reporter's 'Root cause' list "
          "(file:line pointers) is left out. Reproduced on a CPU build from vLLM's own docs example.")

# ---------------------------------------- 1Cat-vLLM #631: GLM-5.3-Flash NVFP4 on 8x V100 (TP4 PP2), 1Cat-vLLM 1.5.0 -> dummy MM profiling: max_pixels=47040000 is too small
case("1cat-vllm-631-glm53-flash-nvfp4-8xv100-tp4-pp2-dummy-mm-max-pixels-too-small",
     "https://github.com/1CatAI/1Cat-vLLM/issues/631",
     "[Bug]: GLM-5.3-Flash NVFP4 on V100 (SM70): --mm-processor-kwargs max_pixels ignored during dummy multimodal "
     "profiling, causing \"max_pixels=47040000 is too small\"\n"
     "\n"
     "### 环境信息\n"
     "\n"
     "- **1Cat-vLLM 版本**：1.5.0（SM70 build，wheel: `1cat_vllm-1.5.0-cp312-cp312-linux_x86_64.whl`）\n"
     "- **硬件**：8 × Tesla V100-PCIE-32GB (SM70)，总显存 256 GB\n"
     "- **CUDA / PyTorch**：CUDA 12.8（容器基础镜像），PyTorch 2.10.0+cu128\n"
     "- **操作系统 / 容器**：Ubuntu 24.04 基础镜像，Docker 运行\n"
     "- **模型**：`LibertAIDAI/GLM-5.3-Flash-NVFP4`（约 181 GiB，121 个 safetensors 分片）\n"
     "- **并行配置**：`--tensor-parallel-size 4 --pipeline-parallel-size 2`\n"
     "\n"
     "### 问题描述\n"
     "\n"
     "在使用 1Cat-vLLM 1.5.0 启动 GLM-5.3-Flash-NVFP4 时，服务在**多模态显存预分配（profile_run）阶段**失败，报错：\n"
     "ValueError: max_pixels=47040000 is too small. At least 47041568 pixels are required for one aligned patch.\n"
     "\n"
     "### 复现步骤\n"
     "\n"
     "3. 使用以下命令启动服务（已尝试通过 `--mm-processor-kwargs` 覆盖 `max_pixels`）：\n"
     "\n"
     "```bash\n"
     "python -m vllm.entrypoints.openai.api_server \\\n"
     "  --model /workspace/model \\\n"
     "  --served-model-name glm-5.3-flash \\\n"
     "  --host 0.0.0.0 \\\n"
     "  --port 10808 \\\n"
     "  --api-key \"sk-xxx\" \\\n"
     "  --max-model-len 226304 \\\n"
     "  --max-num-seqs 1 \\",
     "hf_processor_failed",
     {"tensor_parallel_size": 4, "pipeline_parallel_size": 2, "max_model_len": 226304, "max_num_seqs": 1},
     "mm_profiling_dummy_input_invalid",
     "1Cat-vLLM 1.5.0 (the SM70 fork) serving LibertAIDAI/GLM-5.3-Flash-NVFP4 (a vision-language checkpoint) on "
     "8x V100 with TP 4 x PP 2: in profile_run vLLM builds a dummy image for the vision encoder "
     "(_get_mm_dummy_batch) using the model's default max_pixels of 47040000, but GLM-5.3-Flash's image processor "
     "needs at least 47041568 pixels for one aligned patch (1568 more), so the processor raises this ValueError and "
     "the engine core fails to start; the user's --mm-processor-kwargs max_pixels override is not applied to the "
     "dummy inputs. A multimodal profiling / processor-config bug, not memory and not the V100 (per the reporter).",
     "no fix reached in the stored text (open, no maintainer reply stored). Not memory: raising or lowering memory "
     "flags does not touch the dummy image size; the reporter's override through --mm-processor-kwargs did not help.",
     release="1Cat-vLLM 1.5.0 (SM70 fork), PyTorch 2.10.0+cu128, CUDA 12.8", gpu="Tesla V100-PCIE-32GB (SM70)",
     gpus=8,
     command="python -m vllm.entrypoints.openai.api_server --model /workspace/model --served-model-name glm-5.3-flash "
             "--host 0.0.0.0 --port 10808 --api-key \"sk-xxx\" --max-model-len 226304 --max-num-seqs 1 ...  (the "
             "stored copy of the issue stops here; TP 4 / PP 2 from the environment list)",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--enforce-eager"}],
     note="Excerpt: the title, environment list and description (Chinese: '在 ... profile_run 阶段失败，报错' = fails in "
          "the multimodal memory pre-allocation (profile_run) stage with the error; '已尝试通过 --mm-processor-kwargs "
          "覆盖 max_pixels' = tried overriding max_pixels with --mm-processor-kwargs). The reporter's paragraph "
          "explaining the 1568-pixel gap is left out of the excerpt; steps 1-2 (image build, download) are omitted.")

BATCH.write()
