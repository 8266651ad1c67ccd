"""Round-358 blind batch: vLLM START-UP failures reported on vLLM's own tracker (vllm-project/vllm), threads numbered
above 40000 (2026, releases 0.20-0.33): engine fails to start, a refusal, a crash while loading or profiling, with the
pasted error line and a fix or a maintainer's diagnosis in the thread; collected by helper wild358 and NOT graded by
the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round358-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 48 of the 50 allowed, all ``search`` corpus=issues (no fetch / read_file / find_string). 5 cases. The
slice is nearly exhausted by earlier rounds: almost every start-up thread above #40000 that the issues corpus
returns is already in USED_SOURCES.txt or named as given up in an earlier round's docstring, and the semantic search
does not rank by date, so most queries came back with 2023-2025 threads. Three of the five cases carry the error
words only in the thread TITLE (the stored description chunk stops before the error line, or was not reached), as
round 350 did for unsloth #2097 and LlamaFactory #9545; one is a CI revert PR, not a user's launch. None of the five
has an author-confirmed fix inside its own stored thread; the fixes are a merged or proposed PR, the revert itself,
or the twin thread's answer (said so in fix_that_worked).

Sources given up (for the lead, not cases):
- Already used (grep -F in USED_SOURCES.txt): vllm #40677, #41027, #51744, #49064, #46325, #49101, #31273, #56281,
  #57932.
- Named as given up or seen in earlier rounds' docstrings (not looked up again past the first hit): vllm #40778, #40802,
  #40821 (DeepSeek-V4 on SM120, DeepGEMM 'Unsupported architecture' / Inductor 'auto_functionalized was not removed');
  #44494 (Gemma 4 12B); #52029 (opt-125m 'Failed core proc(s): {}'); #49878; #49874 (tilert + GLM-5.1 CLI import);
  #53836 (Gemma-4-26B NVFP4 on a Spark); #54526 (Speculators-trained Eagle3, cut inside _get_model); #46169 (ROCm
  Qwen3.5-2B hang); #43605 (MiniMax M2.5 gfx950 AITER); #42426; #56945.
- Not in the slice (below #40000, or another tracker): vllm #35950, #35476, #39540, #39485, #34470, #35637, #33464;
  QwenLM/Qwen3.8 #64; eugr/spark-vllm-docker #143 / #280; ovg-project/kvcached #267; RBLN-SW/vllm-rbln #1092.
- Also given up in this round: vllm #45661 ('No NvFp4 MoE backend supports the deployment configuration', only the
  title and an empty template chunk reached; named in rounds 138 / 289), #41663 (Arc Pro B70 TP=2 GP fault; used in
  rounds 288 / 335 / 354), #54084 / PR #55365 (Thor fused GDN decode never built: a fallback INFO line, no failure);
  other trackers seen: intel/llm-scaler #723 and #595 (0.26.0-b2 / 0.21.0-b2 TP=2 DEVICE_LOST regressions on B70),
  intel/torch-xpu-ops #4427, uxlfoundation/oneCCL #215 (used only as the fix source for vllm #50545),
  ms-swift #8352, eugr/spark-vllm-docker #170, SystemPanic/flashinfer-windows #6, kserve #4565.
- Not a start-up failure or no error line: vllm #49158 (0.24 -> 0.25.1 MiniMax-M2.7 GH200 TP2 illegal address; logs
  only as attachments), #47266 (a long SM120 compatibility report, several workarounds, no single failure), #45238 /
  #48401 / #52895 (prefix-caching behaviour and docs), #54084 (a fallback INFO line, not a failure), PR #47422 and PR
  #40331 (the latter has a pasted 'cannot import name GenerationConfig from transformers' in a maintainer comment on a
  merged PR, but no fix or cause is stated in the stored chunk).

Judgement calls for the lead:
1. vllm #52768 (Gemma 4 FP8-block on MI300, v0.27.1, AmbiguousGlobalPerLayerAttributeError): round 23 left it out
   as "the same incident" as vllm #51744. It is a different author, a different launch (ROCm MI300, v0.27.1, FP8-block
   checkpoint, AITER unified attention) and a different release, so the COLLECT rule (same author, same launch) does
   not exclude it; it is taken, but the lead may drop it as a near-duplicate of the 51744 fixture. The error is in the
   title and the description's sentence, not a pasted traceback line. Labelled dependency_version_mismatch like the
   51744 fixture; release_regression is the alternative (the author says v0.26.0 works). The fix is read from the
   twin thread (#51744, hmellor: fixed on main by #49797), which this thread's stored chunks do not reach.
2. vllm PR #51098 (auto-revert of PR #50991 '[Mamba] enable prefix cache by default'): a CI report, not a user's
   launch, and a PR, not an issue (same number space, > 40000). Taken because it pastes two start-up refusals with a
   stated root cause and a fix (the revert). kind vllm_check_failed (a pydantic ValidationError from vLLM's config
   check, as the speculators #976 fixture labels the same message), cause release_regression (a nightly change made
   the default configuration invalid; the user's flags did nothing wrong). The third failing job in the table (an
   AssertionError on hash_block_size) is kept in the excerpt: it is the same regression.
3. vllm #53462 (Jetson Thor sm_110a, fused GDN MTP decode kernel, 'no kernel image is available'): the error line is
   only in the title; the stored comment gives the diagnosis (the wheel's cubins carry the kernel for sm_121 but not
   sm_110a, and the guard checks only that the op symbol exists). Whether it dies during start-up warm-up or at the
   first MTP decode is not stated in the stored text; COLLECT admits both. kind/cause cuda_no_kernel_image.
4. vllm #45447 (CPU backend, MoE, 'Current vLLM config is not set'): an earlier round listed it among CPU threads
   given up (its chunk then held the template only); the stored turn-0 chunk reached here carries the error text
   and the fixing PR #45480 is in the index, so it is taken. kind vllm_check_failed (vLLM's own assertion; the author
   places it in the profile run, so profiling_assertion is the alternative), cause moe_kernel_bug (the one existing
   label for a bug in vLLM's MoE code path that kills start-up, as for vllm PR 51824).
5. vllm #50545 (XPU TP on 8x Arc Pro B60, torch 2.13 wheels with oneCCL 2022.x, warm-up allreduce hang ->
   DEVICE_LOST): the error words are only in the title; the fix (CCL_ALLREDUCE=ring, or oneCCL 2021.17.2) is stated in
   the same author's upstream twin, uxlfoundation/oneCCL #215, which the vLLM thread's closing comments refer to.
   kind nccl_error (the label earlier rounds use for a collective-library failure in start-up, Gloo included; device_lost
   is the alternative, used once), cause dependency_version_mismatch (oneCCL 2022.x pulled in by the torch 2.13 XPU
   wheels; 2021.17.2 works).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round358-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #52768: Gemma 4 31B FP8-block on MI300, v0.27.1 -> AmbiguousGlobalPerLayerAttributeError
case("vllm-52768-gemma4-31b-fp8-block-mi300-v0271-ambiguous-global-per-layer-head-dim",
     "https://github.com/vllm-project/vllm/issues/52768",
     "[Bug]: Gemma4 crashes at startup in v0.27.1 with `AmbiguousGlobalPerLayerAttributeError`\n"
     "\n"
     "Running Gemma4 in v0.27.1 raises a `AmbiguousGlobalPerLayerAttributeError`. This does not happen on v0.26.0.\n"
     "\n"
     "Tested on MI300.\n"
     "\n"
     "```shell\n"
     "(APIServer pid=7) INFO 08-18 12:46:45 [api_utils.py:345]  ▄▄ ▄█ █     █     █ ▀▄▀ █  version 0.27.1\n"
     "(APIServer pid=7) INFO 08-18 12:46:45 [api_utils.py:345]   █▄█▀ █     █     █     █  model   "
     "RedHatAI/gemma-4-31B-it-FP8-block\n"
     "...\n"
     "(APIServer pid=7) INFO 08-18 12:46:45 [api_utils.py:273] non-default args: {'model_tag': "
     "'RedHatAI/gemma-4-31B-it-FP8-block', 'enable_prompt_tokens_details': True, 'model': "
     "'RedHatAI/gemma-4-31B-it-FP8-block', 'max_model_len': 32768, 'attention_backend': 'ROCM_AITER_UNIFIED_ATTN', "
     "'gpu_memory_utilization': 0.95, 'kv_cache_dtype': 'fp8', 'language_model_only': True, 'kv_cache_metrics': True, "
     "'max_num_batched_tokens': 16384, 'max_num_seqs': 128}\n"
     "(APIServer pid=7) INFO 08-18 12:46:45 [arg_utils.py:805] HF_HUB_OFFLINE is True, replace model_id "
     "[RedHatAI/gemma-4-31B-it-FP8-block] to model_path "
     "[/root/.cache/huggingface/hub/models--RedHatAI--gemma-4-31B-it-FP8-block/snapshots/"
     "d7242548c457ab4b45bd3adb8937f2659af4739d]\n"
     "(APIServer pid=7) Traceback (most recent call last):",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "vLLM 0.27.1 (ROCm, MI300) serving a Gemma 4 31B FP8-block checkpoint dies while the API server builds the model "
     "config, before any weights or memory are touched: the transformers release that ships with 0.27.x (5.15) made "
     "Gemma 4's head_dim a per-layer attribute that raises AmbiguousGlobalPerLayerAttributeError when read from the "
     "global config, and 0.27.x still reads config.head_dim globally. The same launch works on v0.26.0. Not a memory, "
     "attention-backend or KV-dtype problem.",
     "not in the stored chunks of this thread (closed). The same error's twin thread vllm #51744 has the maintainer's "
     "answer (hmellor): already fixed on main by vllm PR #49797, which is not in 0.27.0 (it is in 0.28.0); that "
     "thread's reporter worked around it by pinning transformers to 5.14.1 in the same image. For this launch: v0.26.0 "
     "(which the author says works), a release carrying #49797, or transformers < 5.15",
     release="0.27.1 (works on 0.26.0)", gpu="AMD Instinct MI300", gpus=None,
     command="vllm serve RedHatAI/gemma-4-31B-it-FP8-block --max-model-len 32768 --attention-backend "
             "ROCM_AITER_UNIFIED_ATTN --gpu-memory-utilization 0.95 --kv-cache-dtype fp8 --language-model-only "
             "--kv-cache-metrics --max-num-batched-tokens 16384 --max-num-seqs 128 --enable-prompt-tokens-details",
     forbidden=_MEM + [{"flag": "--attention-backend"}, {"flag": "--dtype"}, {"flag": "--trust-remote-code"},
                       {"flag": "--tensor-parallel-size"}],
     note="Judgement call 1. Excerpt: the issue title, the description's two sentences, and the start of the log as "
          "the stored turn-0 chunk shows it; the blank and ASCII-art banner lines around the version/model lines are "
          "dropped ('...'). The stored chunk ends at 'Traceback (most recent call last):' — the exception line itself "
          "is only in the title and the description. The command is assembled from the non-default args (HF_HUB_OFFLINE "
          "set, docker on ROCm); the number of GPUs is not given. The thread does not name transformers; the "
          "dependency reading comes from the error class (a transformers 5.15 heterogeneous-config exception) and the "
          "twin thread #51744.")

# ---------------------------------------- vllm PR #51098: revert of #50991 (prefix caching on by default for hybrid / Mamba)
case("vllm-pr-51098-revert-mamba-prefix-cache-default-chunked-prefill-required-align",
     "https://github.com/vllm-project/vllm/pull/51098",
     "Revert \"[Mamba] enable prefix cache by default\" (#50991)\n"
     "\n"
     "Nightly CI build [#82382](https://buildkite.com/vllm/ci/builds/82382) (commit `05b7876`) has **3 newly failing "
     "jobs** that all trace to this PR. All three passed at the previous analyzed nightly (#82083).\n"
     "\n"
     "## Failures linked to this PR\n"
     "\n"
     "| Job | Failure |\n"
     "|---|---|\n"
     "| `Language Models Test (PPL)` | `test_qwen.py::test_ppl[model_info2]` (`Qwen/Qwen3.5-0.8B`) — "
     "`ValidationError: Chunked prefill is required for mamba cache mode 'align'` |\n"
     "| `Quantization` | `test_experts_int8.py::test_model_experts_int8_startup[4-bfloat16-ai21labs/Jamba-tiny-random]` "
     "— same `ValidationError` |\n"
     "| `Extract Hidden States Integration` | `test_extract_hidden_states_qwen35_hybrid_smoke` — `AssertionError: Each KV "
     "cache group's real block_size must be divisible by hash_block_size. block_sizes=[544, 544, 544, 544, 181], "
     "hash_block_size=98464` in `HybridKVCacheCoordinator.__init__` |",
     "vllm_check_failed", {}, "release_regression",
     "A nightly change (PR #50991, '[Mamba] enable prefix cache by default') removed the 'and not "
     "model_config.is_hybrid' guard when defaulting chunked prefill and prefix caching, so prefix caching turned on by "
     "default for hybrid / Mamba models and mamba_cache_mode defaulted to 'align'. Engines started for hybrid models "
     "(Qwen3.5-0.8B, Jamba-tiny) with chunked prefill off were then refused by vLLM's config validation ('Chunked "
     "prefill is required for mamba cache mode align'), and a Qwen3.5 hidden-states run failed the hybrid KV-cache "
     "coordinator's block-size assert. A regression in vLLM's defaults, not the launches' fault.",
     "the revert itself: vllm PR #51098 (auto-revert by vllm-agent of #50991, commit f9c74b4) restores the hybrid guard "
     "so prefix caching stays off by default for hybrid models. For a user on the affected nightly: start hybrid "
     "models with chunked prefill on (the default) or with --no-enable-prefix-caching / mamba cache mode other than "
     "'align', or use a build without #50991",
     release="nightly at commit 05b7876 (vLLM main, Aug 2026; #50991 merged, #82083 good)", gpu=None, gpus=None,
     command=None,
     forbidden=_MEM + [{"flag": "--max-num-seqs"}, {"flag": "--quantization"}, {"flag": "--tensor-parallel-size"}],
     note="Judgement call 2. Excerpt: the PR title and the description's 'Failures linked to this PR' table as the "
          "stored description shows it; the '## Root cause' section after it (which names the removed guard and the "
          "'align' default) is left out, since it is the diagnosis. CI jobs, not a user's command line, so command is "
          "None. numbers {}: the block sizes in the third row are not LABELS.txt keys.")

# ---------------------------------------- vllm #53462: Jetson Thor sm_110a, fused GDN MTP decode kernel, no kernel image
case("vllm-53462-jetson-thor-sm110a-gdn-mtp-fused-decode-no-kernel-image",
     "https://github.com/vllm-project/vllm/issues/53462",
     "[Bug]: GDN MTP fused decode kernel (fused_gdn_decode_post_conv_mtp) crashes with \"no kernel image is "
     "available\" on SM110a (Jetson Thor) — capability guard checks symbol presence, not cubin arch",
     "cuda_no_kernel_image", {}, "cuda_no_kernel_image",
     "On a Jetson Thor (Blackwell sm_110a) running the vllm/vllm-openai:nightly-aarch64 image (0.26.1rc1.dev1102) with a "
     "Qwen3.5-class Gated-DeltaNet model and MTP speculative decoding (K=3), vLLM selects the fused CUDA GDN MTP decode "
     "kernel because its guard only checks that torch.ops._C.fused_gdn_decode_post_conv_mtp exists and that the device "
     "is >= sm_80; the wheel's cubins carry that kernel for 8.0/8.6/8.9/9.0a/10.0f/12.0f but not for sm_110, so the "
     "launch fails with 'no kernel image is available'. The same image and config work on a DGX Spark (sm_121). A "
     "build / arch-list gap in vLLM, not a memory or flag problem.",
     "the reporter (nyhhome) narrowed it to sm_110a by running the same image on a GB10 (works); fixed by vllm PR "
     "#53835 '[Bugfix][Kernel] Build fused GDN MTP decode for SM110' (merged), which adds SM110 to the fused GDN "
     "decode build; until a wheel carries it, the Triton GDN decode path (what vLLM uses when the fused op is not "
     "built, e.g. a source build with TORCH_CUDA_ARCH_LIST=11.0f before #53835) avoids the missing kernel",
     release="0.26.1rc1.dev1102+ge9d1398d9 (vllm/vllm-openai:nightly-aarch64)", gpu="NVIDIA Jetson Thor (sm_110a)",
     gpus=1, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--quantization"}],
     note="Judgement call 3. Excerpt: the issue title only — the stored chunks reached are the title and a later "
          "comment by the reporter that gives the diagnosis (left out). The image version comes from the reporter's "
          "comment on the fixing PR #53835. gpus=1: a single Thor module. Whether the crash comes during start-up "
          "warm-up or at the first MTP decode is not in the stored text.")

# ---------------------------------------- vllm #45447: CPU build 0.22.1rc1, Qwen3-30B-A3B MoE -> 'Current vLLM config is not set'
case("vllm-45447-cpu-backend-qwen3-30b-a3b-moe-current-vllm-config-not-set",
     "https://github.com/vllm-project/vllm/issues/45447",
     "[Bug] [CPU] Serving Model RuntimeError: Worker failed with error 'Current vLLM config is not set.\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "I successfully build VLLM on my machine for CPU\n"
     "```\n"
     "VLLM_TARGET_DEVICE=cpu uv pip install . --no-build-isolation\n"
     "Using Python 3.12.13 environment at: /users/ctknab/.venv\n"
     "Resolved 148 packages in 3.64s\n"
     "      Built vllm @ file:///users/ctknab/vllm\n"
     "Prepared 1 package in 3m 17s\n"
     "Uninstalled 1 package in 64ms\n"
     "Installed 1 package in 52ms\n"
     " ~ vllm==0.22.1rc1.dev475+g272c16953.cpu (from file:///users/ctknab/vllm)\n"
     "```\n"
     "\n"
     "Then, I try to serve a MoE model like Qwen/Qwen3-30B-A3B on the CPU, but get the error that it cannot find the "
     "config `AssertionError: Current vLLM config is not set. This typically means get_current_vllm_config() was "
     "called outside of a set_current_vllm_config() context, or a CustomOp was instantiated at module import time or "
     "model forward time when config is not set. For tests that directly test custom ops/modules, use the "
     "'default_vllm_config' pytest fixture from tests/conftest.py.`. I am able to successfully serve a non-MoE model, "
     "like facebook `vllm serve facebook/opt-125m --dtype=bfloat16`.",
     "vllm_check_failed", {}, "moe_kernel_bug",
     "vLLM's CPU backend (a source build, 0.22.1rc1.dev475) fails to start any MoE model: during the start-up warm-up / "
     "profile run the CPU MoE fallback instantiates a CustomOp (the SiLU-and-mul activation of the experts) outside a "
     "set_current_vllm_config() context, so vLLM's get_current_vllm_config() assertion fires and the worker dies. "
     "Dense models (opt-125m) start fine. A bug in vLLM's CPU MoE path, not a memory, dtype or install problem.",
     "the author could get past the first assertion by wrapping self.profile_run() in set_current_vllm_config(...) but "
     "then hit the same error in the SiluAndMul step (so no working local patch); the fix is vLLM PR #45480 "
     "'[Bugfix][CPU] Fix \"Current vLLM config is not set\" error in CPU MoE fallback' (alexander-yf-yu, verified by "
     "serving a tiny Qwen3-MoE on CPU); the issue is closed. On an affected build: serve dense models on CPU, or use a "
     "build with that fix",
     release="0.22.1rc1.dev475+g272c16953.cpu (source build, VLLM_TARGET_DEVICE=cpu)", gpu=None, gpus=0,
     command="vllm serve Qwen/Qwen3-30B-A3B (CPU build)",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--quantization"},
                       {"flag": "--dtype"}],
     note="Judgement call 4. Excerpt: the issue title and the 'Describe the bug' paragraph as the stored turn-0 chunk "
          "shows them, up to the sentence on opt-125m; the author's next paragraph (the set_current_vllm_config "
          "wrapper around profile_run and the second failure in SiluAndMul) is left out because it is a partial "
          "workaround. The error line is quoted inside the author's prose, not as a traceback. The exact serve command "
          "for the MoE model is not pasted; command is the model named in the prose. gpus=0 (CPU backend).")

# ---------------------------------------- vllm #50545: XPU TP on 8x Arc Pro B60, torch 2.13 XPU wheels (oneCCL 2022.x) -> warm-up allreduce hang, DEVICE_LOST
case("vllm-50545-xpu-arc-pro-b60-tp-torch213-oneccl-2022-warmup-allreduce-device-lost",
     "https://github.com/vllm-project/vllm/issues/50545",
     "[Bug]: [XPU] Multi-GPU TP serving hangs on Intel Arc Pro B60 with torch 2.13 wheels (oneCCL 2022.x): warmup "
     "allreduce never returns, GuC timeouts, DEVICE_LOST`\n"
     "\n"
     "```text\n"
     "==============================\n"
     "Versions of relevant libraries\n"
     "==============================\n"
     "[pip3] numpy==2.3.5\n"
     "[pip3] pyzmq==27.1.0\n"
     "[pip3] torch==2.13.0+xpu\n"
     "[pip3] torchaudio==2.11.0+xpu\n"
     "[pip3] torchcodec==0.15.0+cpu\n"
     "[pip3] torchvision==0.28.0+xpu\n"
     "[pip3] transformers==5.14.1\n"
     "[pip3] triton-xpu==3.7.2\n",
     "nccl_error", {}, "dependency_version_mismatch",
     "Tensor-parallel serving on a single node of Intel Arc Pro B60 GPUs (Battlemage G21, PCIe only) with the torch "
     "2.13 XPU wheels, which pull in oneCCL 2022.x: the first all_reduce of the start-up warm-up never returns under "
     "oneCCL 2022.x's default allreduce algorithm selection, the xe driver logs GuC job timeouts and engine resets, and "
     "every rank aborts with UR_RESULT_ERROR_DEVICE_LOST. The same hardware and driver pass with oneCCL 2021.17.2. A "
     "collective-library version / algorithm problem below vLLM, not a memory or model problem.",
     "no code fix in vLLM: the reporter (Hoborific) closed the issue after lodging it upstream as oneCCL "
     "uxlfoundation/oneCCL #215, where the same author shows the workaround: CCL_ALLREDUCE=ring on oneCCL 2022.x "
     "(CCL_SYCL_SINGLE_NODE_ALGORITHM=0 does not help), or oneCCL 2021.17.2; the Intel maintainer (yisustc) said the "
     "oneCCL team will optimize the algorithm selection so users need not configure it by hand",
     release=None, gpu="Intel Arc Pro B60 24 GB (Battlemage G21)", gpus=8, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--quantization"},
                       {"flag": "--dtype"}],
     note="Judgement call 5. Excerpt: the issue title and the library block of the stored turn-0 environment dump "
          "(the CPU-vulnerability and conda lines around it dropped); the description with the launch log was not "
          "reached, so the error words (hang, GuC timeouts, DEVICE_LOST) are only those of the title. gpus=8 and the "
          "fix come from the same author's twin report oneCCL #215 (8x B60, 2021.17.2 OK, CCL_ALLREDUCE=ring works), "
          "which the vLLM thread's closing comments point to. The vLLM release is not in the stored chunk.")

if __name__ == "__main__":
    BATCH.write()
