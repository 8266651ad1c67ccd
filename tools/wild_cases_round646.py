"""Round-646 blind batch: LIBRARIES AND SCRIPTS CALLING INTO vLLM'S INTERNALS that broke after a vLLM upgrade (the
engine starts, or the library imports vLLM, and the library's first call fails): LLM.llm_engine.model_executor /
driver_worker, GuidedDecodingParams -> StructuredOutputsParams, get_tokenizer moved to vllm.tokenizers, removed
vllm.model_executor / vllm.sequence / vllm.inputs names, PoolingOutput fields, LoRA keyword names; RL libraries (TRL,
unsloth), agent / serving wrappers (smolagents, LocalAI, Xinference, Ray Serve LLM, vllm-tgis-adapter), hardware
plug-ins (vllm-plugin-FL) and research scripts (olmOCR uv-script, top_nsigma), 2024-2026; collected by helper wild646
and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round646-blind"``; the lead
grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 36 of the 40 allowed, all ``search`` corpus=issues (no read_file / fetch / find_* calls). 11 cases: trl #3859
(OnlineDPO llm_engine.model_executor on vLLM 0.10.0), smolagents #2417 (vllm.transformers_utils.tokenizer gone,
vLLM 0.23.0), LocalAI PR #10252 (same module, vLLM 0.22.0 backend dies on import, GB10), vllm-plugin-FL #133
(vllm.model_executor.offloader absent in vLLM 0.13.0, Hygon DCU), uv-scripts-for-ai #14 (GuidedDecodingParams import
after engine init, vLLM 0.22.x), trl #4617 (GuidedDecodingParams, vLLM 0.12.0, GH200), xinference #4353
(GuidedDecodingParams, vLLM 0.12.0 + Xinference 1.14.0), ray #54466 (PoolingOutput.embedding removed, first
/v1/embeddings request), unsloth #3677 (unsloth_zoo LoRA loader passes lora_path to LoRAModel.from_local_checkpoint),
vllm #8235 (vllm_tgis_adapter imports the removed TextTokensPrompt), top_nsigma #2 (custom sampler imports
SamplerOutput / layers.ops from vLLM 0.6.5). Every source was checked with grep -iF against /work/coord/USED_SOURCES.txt
and against the earlier rounds' docstrings (tools/wild_cases_round*.py) before it was taken.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): OpenRLHF #922; vllm #9318, #16738; RUCAIBox/Language-Specific-Neurons #3;
  WuNein/vllm4mteb #2; NVlabs/Tool-N1 #2; Open-Reasoner-Zero #69; trl #3115, #3304; vllm-ascend #2865; alibaba/ROLL PR
  #189; ms-swift #6831, #6947, #6852; llama_index #21371; unsloth #2426, #3939, #3962; OpenPipe/ART #411; verl #4504,
  #7130; rllm #240; OpenCoder-llm #18; KeplerC/robo2VLM #3; opendatahub-io/vllm-tgis-adapter #268; dots.ocr #267.
- Named in earlier rounds' skip lists (not re-opened): OpenRLHF #1193 (round 299; 'vLLM 0.16.0+ -> OpenRLHF 0.9.5',
  would otherwise have been a case), WuNein/vllm4mteb #1, vllm #52614 (lm-format-enforcer 0.11.3 vs vLLM 0.26, request
  time), vllm #23283 (disable_log_requests, round 417), openchat #225, LlamaFactory #4022, #6654, ROLL #153, Aria-UI
  #15, AutoRAG #1003, unsloth #2104, #2384, ms-swift #3139, MiniCPM #236, sglang #1183, lighteval #1002.
- Error line not in the stored text, or only a screenshot: dottxt-ai/outlines #1854 (vLLM 0.19 PreTrainedTokenizer
  relocation, traceback cut at 'from_vl'), Open-Reasoner-Zero #70 (prose only), zai-org/GLM-4 #33 (screenshot), vllm
  production-stack #378 (screenshot), ms-swift #7270 (collective_rpc 'default_weight_loader() got an unexpected keyword
  argument weight_name' on GPT-OSS: a vLLM model-loader bug, vllm #23577, not API drift; open), FastChat #2242, #2491
  (screenshots), PromptCBLUE #17 (no version, no fix), vllm #32187 (no repro, no fix), google/tunix #780
  ('MultiprocExecutor' has no driver_worker, no vLLM version, reporter only guesses a mismatch).
- Not a start-up / first-call failure, or not API drift: llama_index #14048 and vllm #5375 (same reporter; the
  ModuleNotFoundError vllm.model_executor.parallel_utils fires in Vllm.__del__, at deletion), AutoRAG #1143 (deletion),
  ArcticInference #156 (the user had not loaded the plug-ins), DataDog/dd-trace-py #18393 (a 'failed to enable ddtrace
  support' warning, vLLM runs), production-stack #433 (a forked lmcache image's request field, request time),
  sglang #14314 (SGLang's own engine).
- No fix and no unambiguous cause: alibaba/ChatLearn #179 ('VLLMPolicyInference' has no cached_scheduler_outputs on vLLM
  0.5.1; only the reporter's guess that ChatLearn needs 0.6.3), outlines #536 ('LLM' object has no attribute
  'tokenizer' on vLLM 0.2.7/0.3.0; maintainer's revert did not help, no fix reached).
- Fix PRs only, no user log (not taken): EleutherAI/lm-evaluation-harness PR #3482, #1549; openai-cookbook PR #2353;
  pfgen-bench PR #95; flexeval PR #246; triton vllm_backend PR #127; unsloth PR #3662/#3663; ms-swift PR #6852;
  xinference PR #4980 (fixes #4764, whose text the search did not return); trl PR #4883.
- Same incident as a case: vllm #11597 (the top_nsigma reporter asking the same question on vLLM's tracker);
  smolagents PR #2429 (the fix PR of smolagents #2417); unsloth-zoo PR #370 (the fix of unsloth #3677).

Judgement calls for the lead:
1. Every case is labelled kind/cause dependency_version_mismatch (earlier rounds' label for unexpected-keyword,
   cannot-import and no-attribute drift between a wrapper and vLLM: openrlhf-922, unsloth-2426, deepseek-ocr-176,
   gemma-forge-triton-2603, lmcache-1840), except unsloth-3677, whose CAUSE is release_regression: unsloth-zoo PR #370
   says the wrong keyword name was 'an unintentional bug ... added as part of the previous vllm fixes', i.e. a
   regression in the wrapper's own release while it was adapting to a new vLLM. The lead may prefer
   dependency_version_mismatch there too.
2. None of these is a vLLM start-up failure in the strict sense: vLLM itself starts (or is imported) and the library's
   first call (an import, collective_rpc-style access to llm_engine internals, SamplingParams construction, the first
   embeddings / LoRA request) fails. Taken as the slice asks ('the engine starts, the library's first call fails').
3. xinference-4353: the only reply blames CUDA 13 and suggests building vLLM from source; the case's cause is read from
   the message (GuidedDecodingParams removed in vLLM 0.12.0, vllm PR #29326 as cited by unsloth PR #3662 and trl #4617)
   and Xinference's later handling of both names (xinference PR #5120). No fix reached in the thread.
4. vllm-8235: the reporter says the image is up to date and the versions match; the cause is pinned by
   vllm-tgis-adapter PR #60 ('The main change was the removal of TextTokensPrompt', vLLM 0.5.3), not by the thread
   (closed as stale). It could also be read as container_image_broken (the image shipped an adapter older than its
   vLLM); the reporter's vLLM version is not in the stored text.
5. localai-pr10252 and uv-scripts-for-ai-14: the error text comes from the fix PR / a maintainer's own issue (the
   person who hit it wrote both), with versions and GPU; the cause is in the message itself (module / class moved).
6. trl-3859: the thread (open) has no answer; the fix is taken from trl #3782 (same TRL 0.19.1 OnlineDPO, 'Original
   AttributeError issue was fixed in #3765'), a different thread.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round646-blind")
case = BATCH.case

_NONMEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
           {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}]

# ---------------------------------------- trl #3859: TRL 0.19.1 OnlineDPO on vLLM 0.10.0 -> 'LLMEngine' object has no attribute 'model_executor'
case("trl-3859-online-dpo-vllm-0100-8xh20-llmengine-no-attribute-model-executor",
     "https://github.com/huggingface/trl/issues/3859",
     "'LLMEngine' object has no attribute 'model_executor'\n"
     "\n"
     "### Reproduction\n"
     "\n"
     "```python\n"
     "    def _generate_vllm(self, model, prompts):\n"
     "        eos_token_id = self.processing_class.eos_token_id\n"
     "        pad_token_id = self.processing_class.pad_token_id\n"
     "\n"
     "        # Load the latest weights(!!!HERE)\n"
     "        llm_model = self.llm.llm_engine.model_executor.driver_worker.model_runner.model\n"
     "\n"
     "```\n"
     "\n"
     "outputs:\n"
     "\n"
     "```\n"
     "'LLMEngine' object has no attribute 'model_executor'\n"
     "  File \"/root/paddlejob/workspace/env_run/xujiading/llm_rl_exp/dpo/train/online_dpo.py\", line 270, in "
     "_generate_vllm\n"
     "    llm_model = self.llm.llm_engine.model_executor.driver_worker.model_runner.model\n"
     "\n"
     "    ...\n"
     "```\n"
     "\n"
     "### System Info\n"
     "\n"
     "- Platform: Linux-5.10.0-1.0.0.40-x86_64-with-glibc2.31\n"
     "- Python version: 3.12.0\n"
     "- TRL version: 0.19.1\n"
     "- PyTorch version: 2.7.1\n"
     "- accelerator(s): NVIDIA H20, NVIDIA H20, NVIDIA H20, NVIDIA H20, NVIDIA H20, NVIDIA H20, NVIDIA H20, NVIDIA H20\n"
     "- Transformers version: 4.54.1\n"
     "- PEFT version: 0.15.2\n"
     "- vLLM version: 0.10.0",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "TRL 0.19.1's OnlineDPO trainer (colocated vLLM) reaches into llm.llm_engine.model_executor.driver_worker."
     "model_runner.model to push the latest weights into vLLM. vLLM 0.10.0 runs the V1 engine, whose LLMEngine has no "
     "in-process model_executor attribute, so the trainer's first generation step fails after the engine started. A "
     "TRL / vLLM API mismatch, not a GPU or memory problem.",
     "no answer in this thread (open). trl #3782 (same TRL 0.19.1, OnlineDPO) states 'Original AttributeError issue was "
     "fixed in #3765' (TRL PR), so a TRL release after 0.19.1 that uses the V1-compatible path (collective_rpc / "
     "load_weights) fixes it; staying on an older vLLM with the V0 engine avoids it",
     release="0.10.0 (TRL 0.19.1)", gpu="NVIDIA H20", gpus=8, command=None,
     forbidden=_NONMEM,
     note="Excerpt: the issue title and description as stored, with the System Info list shortened to the lines that "
          "matter (platform, Python, TRL, PyTorch, accelerators, transformers, PEFT, vLLM); the accelerate / datasets / "
          "DeepSpeed / Liger lines and the checklist are dropped. online_dpo.py is the reporter's copy of TRL's trainer.")

# ---------------------------------------- smolagents #2417: smolagents 1.26.0 VLLMModel on vLLM 0.23.0 -> No module named 'vllm.transformers_utils.tokenizer'
case("smolagents-2417-vllmmodel-vllm-0230-no-module-transformers-utils-tokenizer",
     "https://github.com/huggingface/smolagents/issues/2417",
     "BUG: VLLMModel incompatible with recent vLLM (≥0.11.0)\n"
     "\n"
     "**Package:** `smolagents>=1.26.0`\n"
     "**Affected module:** `smolagents.models.VLLMModel`\n"
     "\n"
     "Two independent bugs prevent `VLLMModel` from working with recent vLLM\n"
     "releases.  Both happen with smolagents **1.26.0** and vLLM\n"
     "**0.23.0** (also reproduced with 0.10.2 -> 0.23.0 range).\n"
     "\n"
     "---\n"
     "\n"
     "## Bug 1: Broken import: `vllm.transformers_utils.tokenizer`\n"
     "\n"
     "### What happens\n"
     "\n"
     "```text\n"
     "ModuleNotFoundError: No module named 'vllm.transformers_utils.tokenizer'\n"
     "```\n"
     "\n"
     "### Minimal reproduction\n"
     "\n"
     "```bash\n"
     "pip install \"smolagents[litellm]>=1.26.0\" \"vllm>=0.20.0\"\n"
     "```\n"
     "\n"
     "```python\n"
     "from smolagents.models import VLLMModel\n"
     "\n"
     "model = VLLMModel(\n"
     "    model_id=\"Qwen/Qwen2.5-0.5B-Instruct\",\n"
     "    model_kwargs={\"max_model_len\": 2048, \"dtype\": \"float16\"},\n"
     ")\n"
     "```",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "smolagents 1.26.0's VLLMModel.__init__ hard-codes `from vllm.transformers_utils.tokenizer import get_tokenizer`; "
     "recent vLLM releases moved get_tokenizer to vllm.tokenizers and removed the old module, so constructing the model "
     "wrapper fails on vLLM 0.23.0. A wrapper / vLLM version mismatch, not memory or hardware.",
     "no merged fix in the stored text: smolagents PR #2429 ('Fix VLLMModel compatibility with recent vLLM', open) "
     "imports vllm.tokenizers.get_tokenizer first and falls back to the old path; until then, a vLLM old enough to "
     "still have vllm.transformers_utils.tokenizer (the reporter: 0.10.2 may still have it)",
     release="0.23.0 (smolagents 1.26.0)", gpu=None, gpus=None,
     command="VLLMModel(model_id=\"Qwen/Qwen2.5-0.5B-Instruct\", model_kwargs={\"max_model_len\": 2048, "
             "\"dtype\": \"float16\"})",
     forbidden=_NONMEM,
     note="Excerpt: title, the header and Bug 1 of the description; the reporter's 'Why' paragraph (the moved module) "
          "and Bug 2 (max_tokens leaking into LLM.generate kwargs, a separate bug) are left out.")

# ---------------------------------------- LocalAI PR #10252: LocalAI vllm backend, unpinned vLLM 0.22.0 on DGX Spark -> No module named 'vllm.transformers_utils.tokenizer'
case("localai-pr10252-vllm-backend-0220-gb10-no-module-transformers-utils-tokenizer-grpc-not-ready",
     "https://github.com/mudler/LocalAI/pull/10252",
     "fix(vllm): restore compatibility with vLLM >= 0.22 (get_tokenizer moved to vllm.tokenizers)\n"
     "\n"
     "## Problem\n"
     "\n"
     "Since the backend's requirements install vllm **unpinned**, every freshly built/installed vllm backend "
     "currently crashes on startup:\n"
     "\n"
     "```\n"
     "ModuleNotFoundError: No module named 'vllm.transformers_utils.tokenizer'\n"
     "```\n"
     "\n"
     "which surfaces to the user as `grpc service not ready` when loading any model through the vllm backend.\n"
     "\n"
     "## Tested\n"
     "\n"
     "On an NVIDIA DGX Spark (GB10, ARM64) with the `cuda13-nvidia-l4t-arm64-vllm` backend and vllm 0.22.0:\n"
     "- without the patch: backend process dies on import → \"grpc service not ready\"",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "LocalAI's Python vllm backend imports get_tokenizer from vllm.transformers_utils.tokenizer; its requirements "
     "install vLLM unpinned, and vLLM 0.22 moved get_tokenizer to vllm.tokenizers, so the backend process dies on "
     "import and LocalAI only reports 'grpc service not ready'. A wrapper / vLLM version mismatch.",
     "merged LocalAI PR #10252: the import is wrapped in try/except, trying vllm.tokenizers first and falling back to "
     "the pre-0.22 path; tested by the author on DGX Spark with vllm 0.22.0 (model load, chat completions and tool "
     "calls work). Pinning vLLM below 0.22 for the backend also avoids it",
     release="0.22.0 (LocalAI vllm backend, cuda13-nvidia-l4t-arm64-vllm)", gpu="NVIDIA GB10 (DGX Spark)", gpus=1,
     command=None,
     forbidden=_NONMEM,
     note="Excerpt: the PR title, its 'Problem' section with the sentence naming the moved function dropped ('vLLM 0.22 "
          "moved get_tokenizer ...'), and the first line of its 'Tested' section; the 'Fix' section and the 'with the "
          "patch' line are left out. The author of the PR hit the failure himself.")

# ---------------------------------------- vllm-plugin-FL #133: plugin v0.1.1+vllm0.13.0 on vLLM 0.13.0 (Hygon DCU) -> No module named 'vllm.model_executor.offloader'
case("vllm-plugin-fl-133-hygon-dcu-vllm-0130-bge-reranker-no-module-model-executor-offloader",
     "https://github.com/flagos-ai/vllm-plugin-FL/issues/133",
     "`ModuleNotFoundError: No module named 'vllm.model_executor.offloader'`\n"
     "\n"
     "**Environment:**\n"
     "- **Hardware:** Hygon DCU (ROCm-based)\n"
     "- **OS:** Linux (Ubuntu)\n"
     "- **Python:** 3.10\n"
     "- **vLLM version:** 0.13.0\n"
     "- **FL plugin version:** `v0.1.1+vllm0.13.0` (commit `bbb766d`)\n"
     "- **Model:** `BAAI/bge-reranker-v2-m3`\n"
     "\n"
     "**Description:**  \n"
     "The plugin attempts to import from `vllm.model_executor.offloader`, a module that does not exist in vLLM 0.13.0.\n"
     "\n"
     "**Error log:**\n"
     "```python\n"
     "File \"/workspace/vllm-plugin-FL/vllm_fl/worker/model_runner.py\", line 94, in <module>\n"
     "    from vllm.model_executor.offloader import (\n"
     "ModuleNotFoundError: No module named 'vllm.model_executor.offloader'\n"
     "```",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "The FL hardware plug-in's model runner (vllm_fl/worker/model_runner.py) imports vllm.model_executor.offloader, a "
     "module of newer vLLM releases that vLLM 0.13.0 does not have; the plug-in code checked out did not match the "
     "installed vLLM, so the worker fails while the plug-in loads. Not a memory or model problem.",
     "the reporter (2026-04-13): with the officially recommended vLLM 0.18.1 and the plug-in's main branch the error no "
     "longer reproduces; asked to close the issue",
     release="0.13.0 (vllm-plugin-FL v0.1.1+vllm0.13.0, commit bbb766d)", gpu="Hygon DCU (ROCm-based)", gpus=None,
     command=None,
     forbidden=_NONMEM,
     note="Excerpt: the title, the environment, the description's first sentence and the error log; the reporter's "
          "'Root cause analysis', 'Attempted workaround' (commenting the import out) and 'Suggested fix' sections are "
          "left out. Not strictly 'after a vLLM upgrade': the plug-in / vLLM pair did not match, which the reply "
          "resolved by moving both to the recommended versions.")

# ---------------------------------------- uv-scripts-for-ai #14: olmocr2-vllm.py on unpinned vLLM 0.22.x -> cannot import GuidedDecodingParams (after engine init)
case("uv-scripts-for-ai-14-olmocr2-vllm-022-after-engine-init-cannot-import-guideddecodingparams",
     "https://github.com/davanstrien/uv-scripts-for-ai/issues/14",
     "olmocr2-vllm.py: GuidedDecodingParams import broke on vLLM 0.22.x (API drift)\n"
     "\n"
     "Found by the fleet re-test in #12. With the FlashInfer guard applied, `olmocr2-vllm.py` gets past engine init but "
     "then fails at import:\n"
     "\n"
     "```\n"
     "ImportError: cannot import name 'GuidedDecodingParams' from 'vllm.sampling_params'\n"
     "```",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "The olmOCR-2 uv script imports GuidedDecodingParams from vllm.sampling_params at module level; its unpinned "
     "vLLM dependency resolved to 0.22.x, where the structured-output API is StructuredOutputsParams (passed as "
     "structured_outputs=) and GuidedDecodingParams no longer exists. The engine initialises, then the script's import "
     "fails even though guided decoding is off by default.",
     "merged PR #20 (same author, 2026-06-05, 'closes #14'): drop the top-level import and, only inside the "
     "--guided-decoding branch, try StructuredOutputsParams (vLLM >= 0.12, structured_outputs=) and fall back to "
     "GuidedDecodingParams (older vLLM, guided_decoding=). Pinning an older vLLM would also avoid it",
     release="0.22.x (unpinned)", gpu=None, gpus=None, command="uv run olmocr2-vllm.py",
     forbidden=_NONMEM,
     note="Excerpt: the title and the first paragraph with the error; the issue's own '**Cause:**' and '**Fix:**' "
          "paragraphs are left out. The issue is a maintainer's fleet re-test report, not a user's; the GPU of the "
          "re-test is not stated for this failure (the Fix paragraph mentions re-testing on 'l4x1'). The command is "
          "the collector's shorthand for running the uv script, not quoted.")

# ---------------------------------------- trl #4617: TRL 0.25.0 on vLLM 0.12.0 (GH200) -> cannot import name 'GuidedDecodingParams'
case("trl-4617-trl-0250-vllm-0120-gh200-cannot-import-guideddecodingparams",
     "https://github.com/huggingface/trl/issues/4617",
     "VLLM deprecated GuidedDecodingParams -> StructuredOutputsParams\n"
     "\n"
     "### Reproduction\n"
     "\n"
     "```python\n"
     "from trl.trainer.grpo_trainer import RewardFunc\n"
     "```\n"
     "\n"
     "outputs:\n"
     "\n"
     "```\n"
     "Traceback (most recent call last):\n"
     "  File \"/usr/local/lib/python3.12/dist-packages/trl/trainer/grpo_trainer.py\", line 95, in <module>\n"
     "    from vllm.sampling_params import GuidedDecodingParams\n"
     "ImportError: cannot import name 'GuidedDecodingParams' from 'vllm.sampling_params' "
     "(/usr/local/lib/python3.12/dist-packages/vllm/sampling_params.py)\n"
     "```\n"
     "\n"
     "### System Info\n"
     "\n"
     "trl                               0.25.0\n"
     "torch                             2.9.0+cu129\n"
     "transformers                      4.57.1\n"
     "\n"
     "Running on GH200 (ARM64)\n"
     "\n"
     "`trl env` fails to run with:\n"
     "\n"
     "```\n"
     "/usr/local/lib/python3.12/dist-packages/trl/import_utils.py:91: UserWarning: TRL currently only supports vLLM "
     "version `0.10.2`. You have version 0.12.0 installed. We recommend to install this version to avoid compatibility "
     "issues.\n"
     "  warnings.warn(",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "TRL 0.25.0's GRPO trainer imports vllm.sampling_params.GuidedDecodingParams; vLLM 0.12.0 removed it (replaced by "
     "StructuredOutputsParams, vllm PR #29326), so importing TRL's trainer fails. TRL 0.25.0 supports vLLM 0.10.2 "
     "(its own warning says so); vLLM 0.12.0 is outside the supported range.",
     "install a vLLM TRL supports (TRL maintainer qgallouedec on PR #4117, 2025-12-17: 'TRL supports 0.10.2 - 0.11.2, "
     "but not 0.12'; PR #4633 'TRL supports vLLM 0.11'), or a TRL release with PR #4117 / #4797 ('Replace "
     "GuidedDecodingParams with StructuredOutputsParams', merged 2026-01-09) for vLLM 0.12",
     release="0.12.0 (TRL 0.25.0)", gpu="NVIDIA GH200", gpus=None, command=None,
     forbidden=_NONMEM,
     note="Excerpt: title, reproduction, traceback and system info as stored, cut after the first line of the 'trl env' "
          "warning; the description's first paragraph (naming vllm PR #29326 and that v0.12.0 is unsupported) is left "
          "out as it states the cause.")

# ---------------------------------------- xinference #4353: Xinference 1.14.0 + vLLM 0.12.0 (cu130) -> cannot import name 'GuidedDecodingParams'
case("xinference-4353-v1140-vllm-0120-cu130-qwen25-72b-awq-cannot-import-guideddecodingparams",
     "https://github.com/xorbitsai/inference/issues/4353",
     "cuda13.0\n"
     "\n"
     "### System Info / 系統信息\n"
     "\n"
     "vllm==0.12.0\n"
     "torch==2.9.0+cu130\n"
     "\n"
     "NVIDIA-SMI 580.82.09              Driver Version: 580.82.09      CUDA Version: 13.0 \n"
     "\n"
     "### Running Xinference with Docker? / 是否使用 Docker 运行 Xinfernece？\n"
     "\n"
     "- [ ] docker / docker\n"
     "- [x] pip install / 通过 pip install 安装\n"
     "- [ ] installation from source / 从源码安装\n"
     "\n"
     "### Version info / 版本信息\n"
     "\n"
     "xinference==1.14.0\n"
     "\n"
     "### The command used to start Xinference / 用以启动 xinference 的命令\n"
     "\n"
     "xinference-local --host 0.0.0.0 --port 9997 --log-level DEBUG\n"
     "\n"
     "### Reproduction / 复现过程\n"
     "\n"
     "I installed xinference on cuda13.0 and kept reporting errors using vllm. ImportError: [address = 0.0.0.0:40069, "
     "pid=61042] cannot import name 'GuidedDecodingParams' from 'vllm.sampling_params' (/ home/newtranx/miniconda3 / "
     "envs/xin/lib/python3.12 / site - packages/VLLM/sampling_params. Py)\n"
     "What should I do?\n"
     "\n"
     "### Expected behavior / 期待表现\n"
     "\n"
     "How can I solve this problem?\n"
     "qwen2.5-instruct-72B-awq",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "Xinference 1.14.0's vLLM engine module imports GuidedDecodingParams from vllm.sampling_params, which vLLM 0.12.0 "
     "removed (renamed StructuredOutputsParams), so launching qwen2.5-instruct-72B-awq on the vLLM engine fails in the "
     "model actor. A wrapper / vLLM version mismatch; CUDA 13 is incidental.",
     "no fix reached in the thread: the only reply (OliverBryant, 2025-12-19) attributes it to CUDA 13 and suggests "
     "building vLLM from source against the existing PyTorch. Xinference later resolves GuidedDecodingParams / "
     "StructuredOutputsParams once at load (xinference PR #5120 notes the rename); a vLLM <= 0.11.x under Xinference "
     "1.14.0 avoids the import",
     release="0.12.0 (Xinference 1.14.0, torch 2.9.0+cu130)", gpu=None, gpus=None,
     command="xinference-local --host 0.0.0.0 --port 9997 --log-level DEBUG",
     forbidden=_NONMEM + [{"flag": "--quantization"}],
     note="Excerpt: the whole issue description as stored (the title is just 'cuda13.0'); the reply is left out. "
          "Judgement call: the thread's only answer blames the CUDA 13 build, which the collector thinks is wrong; the "
          "cause is read from the message and the vLLM 0.12.0 removal.")

# ---------------------------------------- ray #54466: Ray Serve LLM embeddings on newer vLLM -> 'PoolingOutput' object has no attribute 'embedding' (first request)
case("ray-54466-serve-llm-embeddings-pooling-output-no-attribute-embedding-http-500",
     "https://github.com/ray-project/ray/issues/54466",
     "[llm.serve] vllm.PoolingOutput no more has attr embedding\n"
     "\n"
     "### What happened + What you expected to happen\n"
     "\n"
     "When requesting `http://server_host:8000/v1/embeddings`, an error code 500 is returned. The log of actor reveals "
     "the error as follow:\n"
     "```\n"
     "if hasattr(result.outputs, \"embedding\"):\n"
     "AttributeError: 'PoolingOutput' object has no attribute 'embedding'\n"
     "```",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "Ray Serve LLM's embeddings path reads result.outputs.embedding from vLLM's output objects; vLLM PR #18795 "
     "removed `embedding` from PoolingOutput (the vector is now `data`), so with a vLLM carrying that change the "
     "deployment starts and every /v1/embeddings request returns 500. A Ray / vLLM API mismatch.",
     "Ray PR #54467 (opened by the reporter) updates Ray Serve LLM to the new PoolingOutput field; until then, a vLLM "
     "older than PR #18795 under that Ray release",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NONMEM,
     note="Excerpt: the title and the first section of the description; the sentence naming vllm PR #18795 and Ray PR "
          "#54467 is left out. The reporter gave no versions ('Versions / Dependencies: pass'). The failure is at the "
          "first request, not at start-up.")

# ---------------------------------------- unsloth #3677: unsloth fast_generate with lora_request on H100 -> LoRAModel.from_local_checkpoint() got an unexpected keyword argument 'lora_path'
case("unsloth-3677-fast-generate-lora-request-h100-from-local-checkpoint-unexpected-keyword-lora-path",
     "https://github.com/unslothai/unsloth/issues/3677",
     "[Bug] model.fast_generate() with lora_request fails with TypeError\n"
     "\n"
     "I'm getting this error when calling `model.fast_generate()` and specifying a LoRA adapter path via the "
     "`lora_request` parameter:\n"
     "\n"
     "```\n"
     "File /venv/main/lib/python3.12/site-packages/unsloth_zoo/vllm_lora_worker_manager.py:147, in "
     "WorkerLoRAManager._load_adapter(self, lora_request)\n"
     "    144         kwargs[\"embedding_modules\"] = self.embedding_modules\n"
     "    145         kwargs[\"embedding_padding_modules\"] = self.embedding_padding_modules\n"
     "--> 147     lora = load_method(**kwargs)\n"
     "    149 except FileNotFoundError as e:\n"
     "    150     # FileNotFoundError should be raised if both\n"
     "    151     # - No adapter found to download from huggingface (or in\n"
     "    152     #       offline mode)\n"
     "    153     # - No local adapter files found at `lora_request.lora_path`\n"
     "    154     # For NotFoundError\n"
     "    155     raise ValueError(\n"
     "    156         f\"Loading lora {lora_request.lora_name} failed: No adapter \"\n"
     "    157         f\"found for {lora_path}\") from e\n"
     "\n"
     "TypeError: LoRAModel.from_local_checkpoint() got an unexpected keyword argument 'lora_path'\n"
     "```\n"
     "\n"
     "This seems to break e.g. [DeepSeek_R1_0528_Qwen3_(8B)_GRPO.ipynb](https://colab.research.google.com/github/"
     "unslothai/notebooks/blob/main/nb/DeepSeek_R1_0528_Qwen3_(8B)_GRPO.ipynb) when I run locally on H100 with latest "
     "unsloth and vllm.",
     "dependency_version_mismatch", {}, "release_regression",
     "unsloth_zoo replaces vLLM's WorkerLoRAManager with its own (vllm_lora_worker_manager.py); while adapting it to the "
     "newest vLLM, an unsloth_zoo release passed the keyword lora_path to vLLM's LoRAModel.from_local_checkpoint, "
     "whose signature does not take it, so the first generation with a LoRA request fails. A regression in the "
     "wrapper's vLLM-compatibility patch (latest unsloth + latest vLLM, early December 2025), not memory or hardware.",
     "unsloth-zoo PR #370 ('[FIX] vLLM local lora tensor loading', Datta0, merged 2025-12-05): 'An unintentional bug "
     "was added as part of the previous vllm fixes (incorrect arg name) ... should fix the bug as reported in "
     "unsloth #3677'; also makes embedding_padding_modules optional for new vLLM. Fix: upgrade unsloth_zoo",
     release=None, gpu="NVIDIA H100", gpus=None, command=None,
     forbidden=_NONMEM + [{"flag": "--max-lora-rank"}],
     note="Excerpt: the title and the description up to the minimal reproduction (left out, cut in the stored text). "
          "vLLM and unsloth versions are given only as 'latest' (issue of 2025-12-04). Judgement call: cause "
          "release_regression (the wrapper's own regression, fixed by its next release), kind dependency_version_"
          "mismatch as for other unexpected-keyword drift.")

# ---------------------------------------- vllm #8235: vllm_tgis_adapter in a vLLM image (RTX 4060) -> cannot import name 'TextTokensPrompt' from 'vllm.inputs'
case("vllm-8235-vllm-tgis-adapter-image-rtx4060-cannot-import-texttokensprompt",
     "https://github.com/vllm-project/vllm/issues/8235",
     "[Bug]: Missing TextTokenPrompts class\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "I tried to pull a vllm docker image and run it on my 4060 GPU bit I am encountering this error:\n"
     "File \"<frozen runpy>\", line 198, in _run_module_as_main\n"
     "  File \"<frozen runpy>\", line 88, in _run_code\n"
     "  File \"/opt/vllm/lib64/python3.11/site-packages/vllm_tgis_adapter/__main__.py\", line 43, in <module>\n"
     "    from .grpc import run_grpc_server\n"
     "  File \"/opt/vllm/lib64/python3.11/site-packages/vllm_tgis_adapter/grpc/__init__.py\", line 1, in <module>\n"
     "    from .grpc_server import run_grpc_server\n"
     "  File \"/opt/vllm/lib64/python3.11/site-packages/vllm_tgis_adapter/grpc/grpc_server.py\", line 23, in <module>\n"
     "    from vllm.inputs import TextTokensPrompt\n"
     "ImportError: cannot import name 'TextTokensPrompt' from 'vllm.inputs' "
     "(/opt/vllm/lib64/python3.11/site-packages/vllm/inputs/__init__.py)",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "The image's entrypoint is vllm_tgis_adapter (the TGIS gRPC adapter around vLLM); the adapter version in it "
     "imports vllm.inputs.TextTokensPrompt, which vLLM removed in 0.5.3 (vllm-tgis-adapter PR #60: 'The main change was "
     "the removal of TextTokensPrompt'). The adapter is older than the vLLM it runs on, so the server dies on import "
     "before the engine starts. Not a GPU problem.",
     "no fix in the thread (DarkLight1337 asked for the vLLM version and an up-to-date image; the reporter said both "
     "match; closed as stale). The adapter was updated for vLLM >= 0.5.3 in vllm-tgis-adapter PR #60 (replaces "
     "TextTokensPrompt with LLMInputs): use an adapter release with that change, or the vLLM the adapter was built for",
     release=None, gpu="NVIDIA RTX 4060", gpus=1, command=None,
     forbidden=_NONMEM,
     note="Excerpt: title and description as stored (the environment block was empty); the comments are left out. "
          "Judgement call: the cause is pinned by the adapter's PR #60, not by this thread; it could also be read as "
          "container_image_broken (an image shipping a mismatched adapter / vLLM pair).")

# ---------------------------------------- top_nsigma #2: custom sampler for vLLM 0.5.5 run on vLLM 0.6.5 -> cannot import name 'SamplerOutput' from 'vllm.sequence'
case("top-nsigma-2-custom-sampler-vllm-065-cannot-import-sampleroutput-no-module-layers-ops",
     "https://github.com/Tomorrowdawn/top_nsigma/issues/2",
     "vllm version quesiton\n"
     "\n"
     "Thanks for your great work! I encounter  the problem seems like resulting in vllm version. My current vllm is "
     "0.6.5. So which is the right vllm version used in this work?\n"
     "1.Traceback (most recent call last):\n"
     "  File \"/home/lxz/CODE/hallucination/top_nsigma/src/vllm/test.py\", line 3, in <module>\n"
     "    from sampler import FacadeSampler\n"
     "  File \"/home/lxz/CODE/hallucination/top_nsigma/src/vllm/sampler.py\", line 21, in <module>\n"
     "    from vllm.sequence import (\n"
     "ImportError: cannot import name 'SamplerOutput' from 'vllm.sequence' "
     "(/home/lxz/miniconda3/envs/vllm/lib/python3.10/site-packages/vllm/sequence.py)\n"
     "2.Traceback (most recent call last):\n"
     "  File \"/home/lxz/CODE/hallucination/top_nsigma/src/vllm/test.py\", line 3, in <module>\n"
     "    from sampler import FacadeSampler\n"
     "  File \"/home/lxz/CODE/hallucination/top_nsigma/src/vllm/sampler.py\", line 16, in <module>\n"
     "    from vllm.model_executor.layers.ops.sample import sample as sample_triton\n"
     "ModuleNotFoundError: No module named 'vllm.model_executor.layers.ops'",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "The top-nσ research code replaces vLLM's sampler with its own FacadeSampler, a copy of vLLM 0.5.5's sampler that "
     "imports vllm.sequence.SamplerOutput and vllm.model_executor.layers.ops.sample; vLLM 0.6.5 moved / removed both, "
     "so the script fails while importing the sampler. A research-code / vLLM version mismatch.",
     "the maintainer (Tomorrowdawn, 2025-01-18): the code (uploaded to the dev branch) targets vLLM 0.5.5 ('I guess "
     "they are planning to release a 1.0 version, so there are many breaking changes'); install vllm==0.5.5",
     release="0.6.5", gpu=None, gpus=None, command="python src/vllm/test.py",
     forbidden=_NONMEM,
     note="Excerpt: the issue title and description as stored; the maintainer's reply is left out. The same reporter "
          "asked the same question on vLLM's tracker (vllm #11597), not taken separately. The command is the "
          "collector's reading of the traceback (test.py), not quoted.")

BATCH.write()
