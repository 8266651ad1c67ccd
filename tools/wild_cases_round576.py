"""Round-576 blind batch: vLLM start-up failures of NEW MODEL FAMILIES (2025-2026: Qwen3.5 / Qwen3.6 / Qwen3-Next /
Qwen3-Omni, Gemma 3n / Gemma 4, GLM-4.5..5, DeepSeek V3.2 / V4, Kimi K2 / K2.5 / Linear, Llama 4, gpt-oss, MiniMax,
Nemotron-H, Phi-4, Mistral 3): architecture not supported, weight-name mismatches, config fields, hybrid / Mamba / MLA
layers; collected by helper wild576 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round576-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source text
only. Excerpts are the text as the search tool's stored copy shows it; the fix is left out of the excerpt.

Look-ups: 31 of the 40 allowed: 26 ``search`` (23 corpus=issues, 2 corpus=code, 1 corpus=docs), 2 ``read_file``
(one that found nothing: vllm issue #28274 is not a stored file; one of 6/model-workbench docs/troubleshooting.md),
1 ``find_files`` (ajith-sirra-amd/Issues: both files are SGLang logs), and none of find_string / fetch / find_repos.
Collecting stopped early because the slice is mined out (see below). 3 cases: 6/model-workbench docs/troubleshooting.md
(Qwen3-Omni under nightly transformers / tokenizers, PyMerges TypeError at tokenizer load), vllm-project/vllm-omni
#3757 (vLLM-Omni 0.20.0, Qwen3-Omni talker reads spatial_merge_size from the wrong config level), vllm #26161 (a
later commenter's Nemotron-H launch through TRL with vllm_model_impl="transformers" on vLLM 0.19.1). Every source
was checked with grep against /work/coord/USED_SOURCES.txt ('owner/repo #N' and the URL) and against the earlier
round files' skip lists ('#N' in tools/wild_cases_round*.py, then read in context) before it was spent on.

The slice is MINED OUT. Nearly every thread the searches returned for the listed families was used or named before:
tests/golden/wild already holds 135 fixtures mentioning Qwen3.5 / qwen35, 91 DeepSeek-V4, 24 Llama4, 11 NemotronH,
10 GlmMoeDsa; round 433 covered the same families on the makers' trackers and HF discussions. New threads were mostly
ones whose stored chunk stops before the error (env dumps, attachments, screenshots).

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): vllm #25797, #25029, #15676, #30214, #31936, #15300, #15031, #33229, #40851,
  #21750, #25834, #14506; huggingface/transformers #40968; MetaX-MACA/vLLM-metax #335; vllm-project/recipes #515;
  MoonshotAI/Kimi-K2 #19; MoonshotAI/Kimi-VL #15; QwenLM/Qwen3-VL #1519; MiniMax-AI/MiniMax-M1 #21, MiniMax-M2 #40;
  vllm-ascend #3520.
- Named in earlier rounds' skip lists (not re-opened): vllm #31872, #27138, #46169, #44911, #22525 (+ openai/harmony
  #46, #95 as its fix sources), #14949, #13936, #15788, #15440, #28572, #23203, #23025, #44022, #49657, #16358,
  #40802; intel/auto-round #1464; SystemPanic/vllm-windows #59; nlzy/vllm-gfx906 #48; wangxiongts/vllm #3;
  MiniMax-AI/MiniMax-M2.5 #30; vllm-ascend #2579, #5794, #12685, #15086; timothystewart6/vllm-gb10 #106;
  1CatAI/1Cat-vLLM #82; MoonshotAI/Kimi-VL #41; HF moonshotai/Kimi-VL-A3B-Thinking-2506 #4 (and the other HF
  discussions the docs search returned: unsloth Qwen2.5-32B bnb #1, gemma-3-27b-it #23, Apertus-8B #8,
  Mistral-Small-3.2 NVFP4 #1, all used).
- Error line not in the stored chunk, or no answer: vllm #28274 (Qwen3-Next-80B GPTQ int8, KeyError
  'layers.0.mlp.experts.w2_weight' only in the title, stale, no answer), #45289 (Mistral 3.5 Medium reasoning parser
  crash, only the env dump stored), #40903 (DeepSeek-V4-Flash on 8x L20: log is an attachment; a commenter blames
  DeepGEMM's hyperconnection kernels, the class of the used #40851 / #41027); yhfgyyf/vllm-deepseek-v4-sm89 #94 and
  #43 (a fork image; #94's chunk stops in the docker command, #43 is an illegal memory access at run time);
  vllm-project/vllm-omni #236 ('_get_num_multimodal_tokens', the class of the used vllm-25834; the answer 'at least
  2xGPU cards' is about stage placement, not that error), #2968 (Ascend, traceback cut); nlzy/vllm-gfx906 PR #45
  (a gfx906 fork's rebase thread; GPTQ g_idx KeyError without a diagnosis).
- Not vLLM or not a start-up failure: ajith-sirra-amd/Issues (GLM-5 / Kimi-K2.5 on SGLang); sgl-project/sglang
  #29835; huggingface/text-generation-inference #3149; lmstudio / llama.cpp / Ollama threads; MoonshotAI/Kimi-K2.5 #23
  and Kimi-K2 #100 (garbled output / tool calls after start-up); vllm #26893 (TRL training); anyscale/templates PR
  #1086 (README prose); vllm-project/recipes PR #550 (timeouts at run time); vllm #22225 (Qwen3-30B MoE topk_softmax,
  Qwen3 is outside the slice's families).

Judgement calls for the lead:
1. github-model-workbench: the source is a repository's troubleshooting note, not an issue thread; the error block is
   the note's own copy (two lines, the traceback summarised as a call chain by the author), taken because it is the
   exact message and the author states the resolution (separate stable / nightly environments). Kind
   tokenizer_load_failed with cause dependency_version_mismatch, by analogy with README's reading of transformers'
   "Couldn't instantiate the backend tokenizer" (the installed transformers / tokenizers cannot build this
   checkpoint's tokenizer); the lead may prefer kind dependency_version_mismatch. No vLLM version or GPU is given.
   Qwen3-Omni is a 2025 Qwen3-family model, at the edge of the slice's list.
2. vllm-omni-3757: the AttributeError is verbatim only in the issue title; the stored body shows the env dump and the
   head of the StageEngineCoreProc traceback, which the excerpt keeps. kind hf_config_type_mismatch / cause
   release_regression, as for the used qwen3-vl-1519 ('Qwen3VLMoeConfig' object has no attribute 'hidden_size', a
   vLLM model file reading a field the config class does not carry). The fix is PR #3793 ('Closes #3757', shown as
   closed, not merged, in the stored index): it reads self.config.vision_config.spatial_merge_size; whether that PR or
   another landed is not visible.
3. vllm-26161: the thread's opening report (MiniCPM-V 4.5) was used elsewhere; this case is a DIFFERENT later
   commenter's incident in the same thread (Nemotron-H through TRL GRPO colocate, vllm_model_impl="transformers").
   The cause is read from the message plus the commenter's own config (the forced Transformers backend cannot host
   NemotronHForCausalLM; vLLM's native class imports fine, as the commenter shows). The commenter's switch to
   vllm_model_impl="vllm" got past this check into a different bitsandbytes loader error, so the fix is partial.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round576-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- 6/model-workbench docs/troubleshooting.md: Qwen3-Omni-30B-A3B under nightly transformers/tokenizers -> PyMerges TypeError at tokenizer load
case("github-model-workbench-qwen3-omni-30b-a3b-nightly-transformers-tokenizers-pymerges-typeerror",
     "https://github.com/6/model-workbench/blob/39677a96fd8380288a4ce16637a667f350a4f961/docs/troubleshooting.md",
     "## Qwen3-Omni vLLM Error: PyMerges TypeError\n"
     "\n"
     "### Symptom\n"
     "\n"
     "When running Qwen3-Omni-30B-A3B-Instruct with vLLM server mode:\n"
     "\n"
     "```\n"
     "TypeError: argument 'merges' failed to extract enum field PyMerges::Merges.0,\n"
     "caused by TypeError 'list' object cannot be converted to PyString\n"
     "```\n"
     "\n"
     "Stacktrace shows error in:\n"
     "```\n"
     "AsyncLLM.from_vllm_config > get_tokenizer > AutoTokenizer.from_pretrained\n"
     "  -> transformers/models/qwen2/tokenization_qwen2.py\n"
     "```\n"
     "\n"
     "### Context\n"
     "\n"
     "- **Models affected**: Qwen3-Omni-30B-A3B-Instruct (possibly other Qwen3-Omni variants)\n"
     "- **Models that work fine**: Qwen3-30B-A3B-Instruct-2507-FP8, openai/gpt-oss-20b, GLM-4.6V-FP8\n"
     "- **Engine**: vLLM server mode (`vllm serve`)\n"
     "\n"
     "### Environment\n"
     "\n"
     "```toml\n"
     "# pyproject.toml overrides\n"
     "[tool.uv]\n"
     "override-dependencies = [\n"
     "    \"transformers @ git+https://github.com/huggingface/transformers.git\",\n"
     "    \"tokenizers @ git+https://github.com/huggingface/tokenizers.git@v0.22.2#subdirectory=bindings/python\",\n"
     "]\n"
     "```",
     "tokenizer_load_failed", {}, "dependency_version_mismatch",
     "vllm serve of Qwen3-Omni-30B-A3B-Instruct dies while AsyncLLM builds the tokenizer (transformers' Qwen2 "
     "tokenizer handing the merges to the tokenizers library): the environment was pinned to transformers from git "
     "master and tokenizers from git (overrides added so GLM-4.6V-FP8 would run), and that nightly pair cannot build "
     "Qwen3-Omni's tokenizer from its files. Other models work under the same flags; not a GPU, memory, TP or vLLM "
     "flag problem (the author ruled out the GLM-specific flags and tensor parallelism).",
     "the author (same note, 'Status: Resolved'): run Qwen3-Omni from a second environment with stable PyPI "
     "transformers / tokenizers and keep the nightly git builds only for the models that need them (GLM-4.6V); "
     "upgrading tokenizers alone (0.22.1 PyPI, 0.22.2 from GitHub) did not help",
     release=None, gpu=None, gpus=None, command="vllm serve (Qwen3-Omni-30B-A3B-Instruct)",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the note's Symptom / Context / Environment sections verbatim (the Investigation, Attempted Fixes, "
          "Status and Solution sections are left out). The note gives no vLLM release or GPU. The author's "
          "'Related Issues' list points at vllm #25834 (used) and #27932 and QwenLM/Qwen3 #720 (not opened).")

# ---------------------------------------- vllm-omni #3757: vLLM-Omni 0.20.0 / vLLM 0.20.0, transformers 5.8.1, Qwen3-Omni talker stage -> 'Qwen3OmniMoeTalkerConfig' object has no attribute 'spatial_merge_size'
case("vllm-omni-3757-v0200-qwen3-omni-talker-config-no-spatial-merge-size",
     "https://github.com/vllm-project/vllm-omni/issues/3757",
     "[Bug]: AttributeError: 'Qwen3OmniMoeTalkerConfig' object has no attribute 'spatial_merge_size'\n"
     "\n"
     "[pip3] nvidia-nccl-cu13==2.28.9\n"
     "[pip3] nvidia-nvjitlink==13.0.88\n"
     "[pip3] nvidia-nvshmem-cu13==3.4.5\n"
     "[pip3] nvidia-nvtx==13.0.85\n"
     "[pip3] onnxruntime==1.26.0\n"
     "[pip3] pyzmq==27.1.0\n"
     "[pip3] torch==2.11.0+cu130\n"
     "[pip3] torch_c_dlpack_ext==0.1.5\n"
     "[pip3] torch-einops-utils==0.1.0\n"
     "[pip3] torchaudio==2.11.0+cu130\n"
     "[pip3] torchsde==0.2.6\n"
     "[pip3] torchvision==0.26.0+cu130\n"
     "[pip3] transformers==5.8.1\n"
     "[pip3] triton==3.6.0\n"
     "[pip3] x-transformers==2.19.6\n"
     "[conda] Could not collect\n"
     "\n"
     "==============================\n"
     "         vLLM Info\n"
     "==============================\n"
     "ROCM Version                 : Could not collect\n"
     "vLLM Version                 : 0.20.0\n"
     "vLLM-Omni Version            : 0.20.0\n"
     "vLLM Build Flags:\n"
     "  CUDA Archs: 7.5 8.0 8.6 8.9 9.0 10.0 12.0+PTX; ROCm: Disabled\n"
     "GPU Topology:\n"
     "  \tGPU0\tGPU1\tNIC0\tCPU Affinity\tN\n"
     "\n"
     "```\n"
     "Process StageEngineCoreProc:\n"
     "(StageEngineCoreProc pid=5185) Traceback (most recent call last):\n"
     "(StageEngineCoreProc pid=5185)   File \"/usr/lib/python3.12/multiprocessing/process.py\", line 314, in _bootstrap\n"
     "(StageEngineCoreProc pid=5185)     self.run()\n"
     "(StageEngineCoreProc pid=5185)   File \"/usr/lib/python3.12/multiprocessing/process.py\", line 108, in run\n"
     "(StageEngineCoreProc pid=5185)     self._target(*self._args, **self._kwargs)\n"
     "(StageEngineCoreProc pid=5185)   File \"/usr/local/lib/python3.12/dist-packages/vllm_omni/engine/stage_engine_core_proc.py\", line 79, in run_stage_core\n"
     "(StageEngineCoreProc pid=5185)     engine_core = StageEngineCoreProc(\n"
     "(StageEngineCoreProc pid=5185)                   ^^^^^^^^^^^^^^^^^^^^\n"
     "(StageEngineCoreProc pid=5185)   File \"/usr/local/lib/python3.12/dist-packages/vllm/tracing/otel.py\", line 178, in sync_wrapper\n"
     "(StageEngineCoreProc pid=5185)     return func(*args, **kwargs)\n"
     "(StageEngineCoreProc pid=5185)            ^^^^^^^^^^^^^^^^^^^^^\n"
     "(StageEngineCoreProc pid=5185)   File \"/usr/local/lib/python3.12/dist-packages/vllm/v1/engine/core.py\", line 876, in __init__",
     "hf_config_type_mismatch", {}, "release_regression",
     "vLLM-Omni 0.20.0's Qwen3-Omni talker model (Qwen3OmniMoeTalkerForConditionalGeneration) reads "
     "self.config.spatial_merge_size, but the talker's config (Qwen3OmniMoeTalkerConfig) carries spatial_merge_size "
     "only under its vision_config, so the talker stage's engine core dies while the model is built. A bug in the "
     "serving framework's model code, not the user's flags, GPU or memory.",
     "fix PR vllm-project/vllm-omni #3793 ('[Bugfix] Fix spatial_merge_size AttributeError in Qwen3OmniMoeTalker', "
     "'Closes #3757'): read self.config.vision_config.spatial_merge_size, as the thinker model already does; the "
     "issue is closed. For the user: a vLLM-Omni release with that fix",
     release="0.20.0 (vLLM-Omni 0.20.0)", gpu=None, gpus=2, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--trust-remote-code"}],
     note="Excerpt: the issue title, the tail of the env dump and the vLLM Info block, and the head of the traceback "
          "as the stored chunk shows it (it stops at core.py line 876). Judgement call: the AttributeError is verbatim "
          "only in the title. The GPU model is not in the stored chunk (two GPUs in the topology table). The fix PR "
          "is listed as closed in the stored index, not merged; the issue is closed.")

# ---------------------------------------- vllm #26161 (later comment): TRL GRPO colocate, vllm_model_impl="transformers", vLLM 0.19.1 / transformers 5.6.1 -> Transformers implementation of 'NemotronHForCausalLM' is not compatible with vLLM
case("vllm-26161-trl-grpo-nemotronh-model-impl-transformers-not-compatible-v0191",
     "https://github.com/vllm-project/vllm/issues/26161",
     "I can confirm that `from vllm.model_executor.models.nemotron_h import NemotronHForCausalLM` runs without errors "
     "and in the same run I get:\n"
     "```\n"
     "...\n"
     "ValidationError: 1 validation error for ModelConfig\n"
     "  Value error, The Transformers implementation of 'NemotronHForCausalLM' is not compatible with vLLM. "
     "[type=value_error, input_value=ArgsKwargs((), {'model': ...nderer_num_workers': 1}), input_type=ArgsKwargs]\n"
     "    For further information visit https://errors.pydantic.dev/2.12/v/value_error\n"
     "```\n"
     "This is with the following versions:\n"
     "```\n"
     "transformers: 5.6.1\n"
     "trl: 1.2.0\n"
     "vllm: 0.19.1\n"
     "```\n"
     "\n"
     "I am using trl:\n"
     "\n"
     "```\n"
     "grpo_config = GRPOConfig(\n"
     "...\n"
     "# Speed optimisations\n"
     "    use_vllm=True,\n"
     "    vllm_model_impl=\"transformers\",\n"
     "    vllm_mode=\"colocate\",\n"
     "    vllm_gpu_memory_utilization=0.2,\n"
     "    vllm_enable_sleep_mode=True\n"
     ")\n"
     "```",
     "architecture_unsupported", {}, "architecture_unsupported",
     "TRL 1.2.0's GRPO trainer starts a colocated vLLM 0.19.1 engine for a Nemotron-H model with "
     "vllm_model_impl=\"transformers\", i.e. it forces vLLM's Transformers backend; that backend cannot host "
     "NemotronHForCausalLM (a hybrid Mamba/attention model), so ModelConfig validation refuses it. vLLM has its own "
     "NemotronHForCausalLM, which the commenter shows imports fine; the failure comes from the forced model_impl, not "
     "from memory, the GPU or the transformers version.",
     "partial, from the commenter's follow-up in the same thread: with vllm_model_impl=\"vllm\" (vLLM's native "
     "Nemotron-H class) the launch got past this check and then stopped in a different place (vLLM's bitsandbytes "
     "loader, _fuse_moe_quant_s...); the maintainer (DarkLight1337) asked to isolate it with plain `vllm serve`. No "
     "full fix reached in the stored text",
     release="0.19.1", gpu=None, gpus=None, command="trl GRPOConfig(use_vllm=True, vllm_model_impl=\"transformers\", "
     "vllm_mode=\"colocate\", vllm_gpu_memory_utilization=0.2, vllm_enable_sleep_mode=True)",
     forbidden=_MEM + [{"flag": "--trust-remote-code"}, {"flag": "--model-impl", "value": "transformers"}],
     note="Excerpt: the comment by gautam-e (2026-04-23) verbatim as stored; the thread's opening report (MiniCPM-V 4.5, "
          "'Expecting value' ModelConfig error) is a different incident already used elsewhere. Judgement call: a later "
          "commenter's incident in a used thread. The Nemotron-H checkpoint's name and the GPU (a Kaggle notebook) are "
          "not given.")

if __name__ == "__main__":
    BATCH.write()
