"""Round-385 blind batch: vLLM launches that fail with LoRA / adapters (--enable-lora, --max-lora-rank,
--lora-modules, punica kernels, multi-LoRA); collected by helper wild385 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round385-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round233.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 42 of the 50 allowed, all ``search`` (40 corpus=issues, 2 corpus=pages; the pages corpus returned only
tutorials). No find_string / find_files / read_file / fetch. 17 cases. The LoRA slice was already heavily mined
(rounds 30-132, 291, 331, 351; USED_SOURCES has most "does not support LoRA" / "max_lora_rank" / "unsupported LoRA
weight" threads), so this round went after classes earlier rounds had not taken: punica "No suitable kernel" shape
gaps, MoE LoRA ('get_expert_mapping' must be implemented, MoE-backend selection), TP all-gather / Ascend kernel
shape limits, LoRA Triton kernels on ROCm / Blackwell / podman, quantized base layers on XPU, and release skew
(lora_extra_vocab_size, the vocab-size bound).

Cases by class: punica 'No suitable kernel' 3 (vllm #4708, #5445, #2599); MoE LoRA 'get_expert_mapping' 3 (vllm
#31923, #53470, PR #43254); MoE-backend selection regressions 2 (PR #40273, PR #51002); LoRA on other platforms /
kernels 5 (vllm #16676 ROCm maxnreg, #9133 podman -lcuda, #30872 B200 pipeliner, PR #47690 XPU AutoRound, vllm-ascend
#14728); TP all-gather regression 1 (vllm-ascend #10577); model without LoRA support 1 (Qwen2.5-Omni #302); release
skew 2 (verl #4380, PR #35354).

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt, or a case of an earlier round): vllm #11702, #2847, #3197, #3000, #45101 (so its follow-up PRs #45130 /
  #45265, the same incident, were not taken), #2909, #13669, #3709, #2977, #4615, #6148, #3245; ms-swift #1723,
  #4221; unsloth #2097; LlamaFactory #9512.
- Given up by earlier rounds (round 351's notes) and not re-spent: vllm #15036, #9280, #32599, #4186, #2915. vllm
  #10342 (--fully-sharded-loras at TP 4, rank 64: 'size of tensor a (16) must match ... (64)' at the first LoRA
  request; error line and command are stored, but the fix is not reachable in two look-ups) is open for a later
  round.
- Error line only in the title, or the stored chunk stops before it: vllm #3540 (punica kernels not imported, title
  only), #4640 (title only; maintainer: 'must recompile'), #6126 (h_out=7392 at TP 4, title + collect_env; fix in the
  thread: distributed_executor_backend='ray' / the Triton kernels of #5036 -- a good candidate if a later round can
  quote the log), #3793 (only later comments stored), #5601 (traceback cut before the error), PR #3350 (CodeLlama-34B
  22016, cut), #27620 (granite-4.0-micro --enable-lora, two look-ups, log cut; fix PR #27733), #19693 (5090 + bnb +
  LoRA, inductor frames only), #30461 (Qwen3-30B-A3B LoRA on 0.12), #4872 (spec decode + LoRA; only the no-LoRA repro
  stored), #5540, #9120 (Unsupported base layer on a quantized model, cut), #29424 / PR #30442 (AWQ MoE LoRA), #18540
  (screenshot), #18059, #41899 (title only), #20944 (stack trace in a gist), #7253 (LoRA + PP, env only), #6314 and
  PR #6357 (GPTBigCode LoRA boot, logs cut), #9207, #13135, #17396, PR #10348 and #14827 (float32 LoRA, cut before the
  assert); vllm-ascend #16586 (error line cut mid-sentence), #10562 / vllm-omni #4486 (title only), #6143 (cut; fix
  PR #6650), #4308, #3377, #592, #5021.
- Not a start-up failure or no error text: vllm-ascend #3668 (LoRA silently ignored; fix '--dtype half'), #11221,
  vllm #48590 (NaN output), #55193, #12106, #7622 (only the 'Loading lora ... failed' wrapper), PR #27487, PR #32878,
  #45691 (a code-reading report by the same author as the taken vllm-ascend #10577).
- Same incident as a taken case: vllm #29786 (twin of verl #4380), PR #53482 (the #53470 author's fix), issue
  #47650 (taken via its fix PR #47690), issue #51001 / #35437 (taken via PRs #51002 / #35354). Same class, not taken
  to keep the round varied: PR #46247 (granitemoe get_expert_mapping), PR #46772 and PR #40584 (Gemma 4 MoE), vllm
  #3460 (vocab-size bound, like the used #3000), PR #1804's review comment (Yi-6B h_out=64256).

Judgement calls for the lead:
1. No label names punica's 'No suitable kernel. h_in=.. h_out=..' (a LoRA kernel compiled without this shape);
   vllm #4708, #5445 and #2599 are kind and cause lora_unsupported (LoRA of that release cannot run this model's
   shape). cuda_no_kernel_image would be wrong (no arch problem).
2. "To support LoRA for MoE model, 'get_expert_mapping' must be implemented" (vllm #31923, #53470, PR #43254) and
   'does not support LoRA yet' (Qwen2.5-Omni #302), 'Unsupported base layer' (PR #47690, as round 269 did) are
   lora_unsupported / lora_unsupported.
3. Messages that are not about LoRA support but come from a LoRA-path bug of one release (vllm-ascend #10577 einsum
   128 vs 1024, PR #40273 TritonExperts assert, PR #51002 1280 vs 640 shape check) are kind lora_unsupported with
   cause release_regression; vllm_check_failed or a MoE-kernel cause (moe_kernel_bug was used once) are the
   alternatives. vllm #16676 (ROCm KeyError maxnreg) and #30872 (B200 'Fatal pipeliner error') are lora_unsupported
   for both; release_regression / torch_compile_error are the alternatives.
4. vllm #9133 ('/usr/bin/ld: cannot find -lcuda' with --enable-lora under podman) follows the earlier -lcuda
   convention (triton_compiler_missing, round 51).
5. verl #4380 is dependency_version_mismatch (verl's patched LoRA loader vs vLLM >= 0.12); PR #35354 is
   vllm_check_failed / release_regression (a wrong new lower bound in vLLM's LoRA vocab check).
6. vllm-ascend #14728's cause is the collector's reading (rank 64 larger than the GDN in_proj_a/b outputs); the
   thread has no answer. #30872's workaround (VLLM_LORA_DISABLE_PDL=1) is from another PR (#34421), not the thread.
7. Five cases are PR descriptions (PR #43254, #47690, #40273, #51002, #35354): the excerpt keeps the quoted error and,
   where the author wrote them in the same sentences, a few words of diagnosis; the fix sections are left out.
8. numbers is {} for every case: none of the messages prints a figure kvroom's keys cover (h_in/h_out, 128 vs 1024
   and 1280 vs 640 are kernel shapes).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round385-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #4708: Qwen1.5-32B multi-LoRA, 8x3090 TP8 -> punica 'No suitable kernel' h_out=3424
case("vllm-4708-qwen15-32b-lora-tp8-3090-punica-no-suitable-kernel-h-out-3424",
     "https://github.com/vllm-project/vllm/issues/4708",
     "3090 8 gpus \n"
     "vllm 0.4.1\n"
     "\n"
     "When I try to run qwen1.5 32B model with punica lora request with tensor parallel size = 8, I have encountered "
     "the following error: \n"
     "punica_kernels.dispatch_bgmv_low_level(\n"
     "(RayWorkerWrapper pid=1566630) ERROR 04-26 16:28:41 worker_base.py:157] RuntimeError: No suitable kernel. "
     "h_in=64 h_out=3424 dtype=Float out_dtype=BFloat16",
     "lora_unsupported", {}, "lora_unsupported",
     "vLLM 0.4.1's multi-LoRA path used the compiled punica bgmv kernels, which exist only for a fixed list of "
     "hidden sizes (and need sizes divisible by 64). Qwen1.5-32B's MLP intermediate size 27392 split over tensor "
     "parallel 8 gives a per-GPU slice of 3424, which is not in that list (and not divisible by 64), so the LoRA "
     "expand kernel has no instantiation for h_out=3424. A LoRA-kernel shape limit of that release for this model at "
     "TP 8, not a memory problem.",
     "maintainer jeejeelee points to vllm #3793 (comment 2031627415), where he explains that 3424 is not divisible by "
     "64 so the punica kernel cannot process it; the author (victorzhz111, 2024-05-23) made it work by patching "
     "csrc/punica/bgmv/bgmv_impl.cuh (relaxing the feat_in assert and adding a tx=8/ty=4 shrink case) and rebuilding "
     "vLLM. Later releases replaced punica with Triton LoRA kernels (PR #5036), which have no such size list",
     release="0.4.1", gpu="NVIDIA RTX 3090", gpus=8, command=None,
     forbidden=_MEM + [{"flag": "--max-lora-rank"}, {"flag": "--tensor-parallel-size", "above": 8}],
     note="Excerpt: the environment lines and the bug description with the two pasted log lines, as the issue body "
          "shows them (the greeting and closing sentences dropped). No full traceback or command was pasted. "
          "h_in=64 is the LoRA rank side of the expand kernel; the failing size is h_out=3424 = 27392/8.")

# ---------------------------------------- vllm #5445: examples/multilora_inference.py on qwen2-1.5b -> 'No suitable kernel' h_out=8960
case("vllm-5445-qwen2-15b-multilora-example-punica-no-suitable-kernel-h-out-8960",
     "https://github.com/vllm-project/vllm/issues/5445",
     "用examples/multilora_inference.py 调用qwen2-1.5b时，保错 -  RuntimeError: No suitable kernel. h_in=16 "
     "h_out=8960 dtype=Float out_dtype=BFloat16",
     "lora_unsupported", {}, "lora_unsupported",
     "Running vLLM's examples/multilora_inference.py with Qwen2-1.5B (June 2024, the punica-kernel releases): the "
     "compiled punica bgmv kernels were instantiated only for a fixed list of hidden sizes, and Qwen2-1.5B's MLP "
     "intermediate size 8960 was not among them, so the LoRA expand kernel had no instantiation for h_out=8960. A "
     "LoRA-kernel shape limit of that release, not a memory or flag problem.",
     "maintainer jeejeelee (2024-06-13): 'https://github.com/vllm-project/vllm/pull/5441 should be able to resolve "
     "this issue' (PR #5441 adds the missing sizes to the punica kernel list); mgoin (2024-08-02): resolved by the "
     "Triton LoRA kernels of PR #5036 -- i.e. upgrade to a release with those kernels (or rebuild with the size added)",
     release="not stated (June 2024, a 0.4.x/0.5.0 release with punica kernels)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--max-lora-rank"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the whole issue body (one Chinese sentence quoting the error line: 'calling qwen2-1.5b with "
          "examples/multilora_inference.py reports an error'), as the corpus shows it; no traceback was pasted. "
          "8960 is Qwen2-1.5B's intermediate_size.")

# ---------------------------------------- vllm #31923: Nemotron 3 Nano (MoE) with LoRA -> 'get_expert_mapping' must be implemented
case("vllm-31923-nemotron3-nano-lora-moe-get-expert-mapping-not-implemented",
     "https://github.com/vllm-project/vllm/issues/31923",
     "I get this error when loading nemotron 3 nano with lora: AttributeError: To support LoRA for MoE model, "
     "'get_expert_mapping' must be implemented\n"
     "\n"
     "Why is this?",
     "lora_unsupported", {}, "lora_unsupported",
     "Nemotron 3 Nano (NemotronH, a hybrid Mamba/attention MoE) loaded with LoRA enabled: vLLM's LoRA manager takes the "
     "fused-MoE LoRA path for any MoE model and needs the model class to expose get_expert_mapping(), which "
     "NemotronHModel did not implement in the user's release, so the engine stops while building the LoRA manager. "
     "LoRA support for this architecture was missing in that release; not a memory or flag problem.",
     "danisereb (NVIDIA, 2026-01-08): get_expert_mapping was added to NemotronHModel in PR #31539, and full LoRA "
     "support for the model needed PR #30802; he reports #30802 merged on 2026-01-20 -- i.e. upgrade to a vLLM release "
     "containing both PRs. hmellor (2026-09-16) adds that PR #47058 later made explicit get_expert_mapping methods "
     "unnecessary",
     release="not stated (January 2026; collect_env left as the template placeholder)", gpu=None, gpus=None,
     command=None,
     forbidden=_MEM + [{"flag": "--max-lora-rank"}, {"flag": "--tensor-parallel-size"}, {"flag": "--max-loras"}],
     note="Excerpt: the bug description as the issue body shows it (the collect_env block holds only the template "
          "placeholder and was dropped). No traceback or command was pasted; the error is quoted in the sentence.")

# ---------------------------------------- vllm #53470: Gemma 4 26B-A4B MoE on GB10, --enable-lora -> 'get_expert_mapping' must be implemented
case("vllm-53470-gemma4-26b-a4b-moe-gb10-enable-lora-get-expert-mapping-not-implemented",
     "https://github.com/vllm-project/vllm/issues/53470",
     "- vLLM `0.19.2rc1.dev134+gfe9c3d6c5` (`vllm/vllm-openai:cu130-nightly`)\n"
     "- NVIDIA GB10 (DGX Spark), aarch64, sm_121, driver 580.173.02\n"
     "- Model: `unsloth/gemma-4-26b-a4b-it` — Gemma 4 26B-A4B, MoE with 128 experts\n"
     "\n"
     "Serving **any** LoRA adapter against a **MoE Gemma 4** model fails at engine startup:\n"
     "\n"
     "```\n"
     "INFO  [utils.py:101] MoE model detected. Using fused MoE LoRA implementation.\n"
     "ERROR [core.py:1129] EngineCore failed to start.\n"
     "...\n"
     "AttributeError: To support LoRA for MoE model, 'get_expert_mapping' must be implemented\n"
     "```\n"
     "\n"
     "Reproduce:\n"
     "\n"
     "```bash\n"
     "vllm serve <gemma-4-26b-a4b-it> --enable-lora --max-lora-rank 16 \\\n"
     "  --lora-modules myadapter=/path/to/adapter\n"
     "```",
     "lora_unsupported", {}, "lora_unsupported",
     "vLLM nightly 0.19.2rc1.dev134 serving the Gemma 4 26B-A4B MoE with --enable-lora: the fused-MoE LoRA path calls "
     "get_expert_mapping() on the model, and none of Gemma4Model / Gemma4ForCausalLM / Gemma4ForConditionalGeneration "
     "implemented it (although they declare SupportsLoRA), so EngineCore fails at start-up for any adapter. Missing "
     "LoRA support for the MoE Gemma 4 in that build; not a memory, rank or GPU problem.",
     "the author's own PR #53482 ('Implement get_expert_mapping for Gemma 4 MoE models', which 'Fixes #53470') exposes "
     "the expert mapping Gemma4Model.load_weights already builds; the issue is closed. Maintainer hmellor (on PR "
     "#46247, 2026-09-16): since PR #47058 get_moe_expert_mapping walks into the model, so explicit methods are no "
     "longer needed -- i.e. use a vLLM build with that change",
     release="0.19.2rc1.dev134+gfe9c3d6c5 (vllm/vllm-openai:cu130-nightly)", gpu="NVIDIA GB10 (DGX Spark, sm_121)",
     gpus=1,
     command="vllm serve <gemma-4-26b-a4b-it> --enable-lora --max-lora-rank 16 --lora-modules myadapter=/path/to/adapter",
     forbidden=_MEM + [{"flag": "--max-lora-rank"}, {"flag": "--tensor-parallel-size", "above": 1},
                       {"flag": "--max-loras"}],
     note="Excerpt: the environment bullets, the log block and the reproduce command from the issue body, as the "
          "corpus shows them; the author's '### Cause' analysis that follows (which names the missing method and "
          "the existing mapping) was dropped as it points at the fix. gpus=1: a DGX Spark has one GB10.")

# ---------------------------------------- vllm PR #43254: Gemma 4 26B-A4B MoE, TP 8, rank 128 LoRA -> 'get_expert_mapping' must be implemented
case("vllm-pr43254-gemma4-26b-a4b-moe-tp8-lora-rank-128-get-expert-mapping",
     "https://github.com/vllm-project/vllm/pull/43254",
     "Fix LoRA serving for Gemma4 MoE models. The following command fails without this fix:\n"
     "\n"
     "```bash\n"
     "vllm serve /path/to/gemma-4-26B-A4B-it/ \\\n"
     "  --tensor_parallel_size 8 \\\n"
     "  --enable-lora \\\n"
     "  --max_lora_rank 128 \\\n"
     "  --lora-modules '{\"name\": \"model\", \"path\": \"/path/to/lora\"}'\n"
     "```\n"
     "\n"
     "**Error:**\n"
     "```\n"
     "AttributeError: To support LoRA for MoE model, 'get_expert_mapping' must be implemented\n"
     "```",
     "lora_unsupported", {}, "lora_unsupported",
     "Serving Gemma 4 26B-A4B (MoE, 128 experts) at TP 8 with a rank-64/128 LoRA: Gemma4ForCausalLM did not implement "
     "get_expert_mapping(), which process_packed_modules_mapping() in vllm/lora/utils.py requires for any MoE model, "
     "so the LoRA manager cannot be built and the engine stops before serving. Missing LoRA support for the MoE "
     "Gemma 4 in that release (the adapter's 3D-packed expert weights also needed is_3d_moe_weight=True); not a "
     "memory, TP or rank problem.",
     "the PR itself (saiajaym, 2026-05-20): add get_expert_mapping() and is_3d_moe_weight = True to Gemma4ForCausalLM "
     "(still open in the stored text; later vLLM made explicit get_expert_mapping methods unnecessary via PR #47058, "
     "per hmellor on PR #46247) -- i.e. a vLLM build with Gemma 4 MoE LoRA support",
     release="not stated (May 2026, a release with Gemma 4 support)", gpu=None, gpus=8,
     command="vllm serve /path/to/gemma-4-26B-A4B-it/ --tensor_parallel_size 8 --enable-lora --max_lora_rank 128 "
             "--lora-modules '{\"name\": \"model\", \"path\": \"/path/to/lora\"}'",
     forbidden=_MEM + [{"flag": "--max-lora-rank"}, {"flag": "--tensor-parallel-size", "above": 8},
                       {"flag": "--max-loras"}],
     note="Excerpt: the PR description's Purpose section (the failing command and the error) as the corpus shows it; "
          "the '## Changes' section that follows (the fix) was dropped. A PR, not an issue: the failing launch is "
          "the author's own. gpus=8 read from TP 8.")

# ---------------------------------------- vllm #16676: ROCm 6.3, 8 AMD GPUs, vLLM 0.8.3.dev, --enable-lora -> Triton KeyError maxnreg
case("vllm-16676-rocm63-enable-lora-triton-keyerror-maxnreg-unrecognised",
     "https://github.com/vllm-project/vllm/issues/16676",
     "[pip3] torch==2.7.0a0+git28b68b4\n"
     "[pip3] transformers==4.50.0\n"
     "[pip3] triton==3.3.0+gitb962e444\n"
     "[conda] No relevant packages\n"
     "ROCM Version: 6.3.42134-a9a80e791\n"
     "Neuron SDK Version: N/A\n"
     "vLLM Version: 0.8.3.dev19+g3eb08ed9\n"
     "...\n"
     "ERROR 04-15 19:30:19 [core.py:390] KeyError: 'Keyword argument maxnreg was specified but unrecognised'",
     "lora_unsupported", {}, "lora_unsupported",
     "A ROCm 6.3 build of vLLM 0.8.3.dev (8 AMD GPUs, triton 3.3.0+git) with LoRA enabled: vLLM's LoRA Triton "
     "kernels (lora_expand / lora_shrink) were launched with the CUDA-only 'maxnreg' launch argument, which the ROCm "
     "Triton backend does not recognise, so compiling the LoRA kernel raised KeyError and the engine core died. A "
     "vLLM LoRA-kernel bug on non-CUDA platforms in that build; not a memory or model problem.",
     "vLLM PR #17677 (varun-sundar-rabindranath, merged, 'FIX #16676'): 'LoRA triton kernels fail to compile on "
     "non-CUDA gpus because the maxnreg argument is recognized only on CUDA platforms ... retire it' -- i.e. upgrade "
     "to a vLLM release with #17677. Interim workaround in the thread (ozziemoreno, 2025-04-17): add maxnreg as a "
     "tl.constexpr parameter of _lora_expand_kernel/_lora_shrink_kernel",
     release="0.8.3.dev19+g3eb08ed9 (ROCm 6.3 build)", gpu="AMD GPUs under ROCm 6.3 (8 in the topology)", gpus=8,
     command=None,
     forbidden=_MEM + [{"flag": "--max-lora-rank"}, {"flag": "--tensor-parallel-size", "above": 8},
                       {"flag": "--quantization"}],
     note="Excerpt assembled from two stored chunks: lines of the reporter's (SSPRATAP17) collect_env in turn 0 and "
          "the final error line of the log that a later turn (dtrifiro, turn 2, reproducing) pastes; the rest of "
          "both is dropped ('...'). The stored text does not show the reporter's command. Cause/fix from PR #17677's "
          "description.")

# ---------------------------------------- vllm #9133: vllm-openai v0.6.2 under podman (CDI GPUs), --enable-lora -> ld cannot find -lcuda
case("vllm-9133-podman-v062-enable-lora-ld-cannot-find-lcuda",
     "https://github.com/vllm-project/vllm/issues/9133",
     "podman --version\n"
     "podman version 5.2.3\n"
     "...\n"
     "          \"RepoTags\": [\n"
     "               \"docker.io/vllm/vllm-openai:latest\"\n"
     "          ],\n"
     "...\n"
     "When using the '--enable-lora'  the container crashes with a '/usr/bin/ld: cannot find -lcuda' error.\n"
     "\n"
     "To reproduce use:\n"
     "```\n"
     "podman run --rm -p 8000:8000 --device nvidia.com/gpu=0 --device nvidia.com/gpu=all --security-opt=label=disable  "
     "-v ~/.cache/huggingface:/root/.cache/huggingface -v ~/.cache/lora:/root/lora --ipc=host -e VLLM_LOGGING_LEVEL=DEBUG "
     "-e VLLM_TRACE_FUNCTION=1 -e NCCL_DEBUG=TRACE docker.io/vllm/vllm-openai --model microsoft",
     "triton_compiler_missing", {}, "triton_compiler_missing",
     "The vllm/vllm-openai image of the 0.6.2 era run under podman with CDI GPU devices (--device nvidia.com/gpu=...): "
     "with --enable-lora vLLM uses Triton LoRA kernels, and Triton builds its launcher with gcc linking -lcuda; the "
     "container has no libcuda.so link name the linker can find (CDI injects only the driver's libcuda.so.1), so "
     "the build fails and the container exits. A container / driver-library problem exposed by the LoRA path, not "
     "memory.",
     "not in the stored text (the issue is open). From the linker line: give Triton a libcuda.so to link against "
     "(a libcuda.so symlink to the injected libcuda.so.1 on a linker path, ldconfig, or TRITON_LIBCUDA_PATH), as in "
     "the earlier -lcuda cases (vllm #12505)",
     release="0.6.2 (docker.io/vllm/vllm-openai:latest of 2024-09-25, per the title)", gpu=None, gpus=None,
     command="podman run --rm -p 8000:8000 --device nvidia.com/gpu=0 --device nvidia.com/gpu=all "
             "--security-opt=label=disable -v ~/.cache/huggingface:/root/.cache/huggingface -v ~/.cache/lora:/root/lora "
             "--ipc=host -e VLLM_LOGGING_LEVEL=DEBUG -e VLLM_TRACE_FUNCTION=1 -e NCCL_DEBUG=TRACE "
             "docker.io/vllm/vllm-openai --model microsoft...",
     forbidden=_MEM + [{"flag": "--max-lora-rank"}, {"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: lines of the environment block (podman version, the image tag) and the bug description with the "
          "reproduce command, as the stored chunk shows them; the chunk stops at '--model microsoft' (the rest of "
          "the command and any log are not stored). The error is quoted in the author's sentence, not a pasted log "
          "line. Kind/cause follow the earlier -lcuda cases (vllm-12505-..., round 51).")

# ---------------------------------------- vllm-ascend #10577: Llama-3.1-8B, TP 8, two LoRAs rank 128 -> einsum size 128 vs 1024
case("vllm-ascend-10577-llama31-8b-tp8-lora-rank-128-einsum-128-vs-1024",
     "https://github.com/vllm-project/vllm-ascend/issues/10577",
     "Ascend 910 A2\n"
     "\n"
     "When run Meta-Llama-3.1-8B-Instruct with command:\n"
     "\n"
     "```bash\n"
     " python -m vllm.entrypoints.openai.api_server --model /data/weights/Meta-Llama-3.1-8B-Instruct "
     "--served-model-name Meta-Llama-3.1-8B-Instruct --trust-remote-code --enforce-eager --max-num-seqs 400 -tp 8  "
     "--port 8004 --max_lora_rank 128 --enable-lora --lora-modules lora1=/data/lora_model_weights/chess-lora-adapter-"
     "llama-3.1-8b lora2=/data/lora_model_weights/llama3.1-8B-lora\n"
     "```\n"
     "\n"
     "Error occurs:\n"
     "\n"
     "```log\n"
     "RuntimeError: einsum() subscript i has size 128 for operand 1 which does broadcast with previously seen size 1024.\n"
     "```",
     "lora_unsupported", {}, "release_regression",
     "A vLLM LoRA-layer refactor (vllm #45691) made the column-parallel LoRA path always all-gather the LoRA-A output "
     "across TP ranks, even when LoRA A is not partitioned (the default, non-fully-sharded mode). At TP 8 with "
     "max_lora_rank 128 the gathered buffer is 8 x 128 = 1024 wide while the unsharded LoRA B expects 128, so the "
     "einsum fails. A regression in vLLM's LoRA code at TP > 1, not a memory or adapter problem.",
     "the reporter (voidvelocity, 2026-06-17): 'This is a bug from vLLM refactor, see vLLM issue#45691 ... Two ways "
     "to avoid it: 1. add `--fully-sharded-loras` to partition LoRA A matrix when start vllm server ... 2. Update "
     "vLLM code manually, refer to vLLM pr#45715' (the upstream fix that gathers only in the fully-sharded path)",
     release="not stated (vllm-ascend of June 2026, after the vLLM LoRA refactor)", gpu="Huawei Ascend 910 A2 (NPU)",
     gpus=8,
     command="python -m vllm.entrypoints.openai.api_server --model /data/weights/Meta-Llama-3.1-8B-Instruct "
             "--served-model-name Meta-Llama-3.1-8B-Instruct --trust-remote-code --enforce-eager --max-num-seqs 400 "
             "-tp 8 --port 8004 --max_lora_rank 128 --enable-lora --lora-modules "
             "lora1=/data/lora_model_weights/chess-lora-adapter-llama-3.1-8b lora2=/data/lora_model_weights/llama3.1-8B-lora",
     forbidden=_MEM + [{"flag": "--max-lora-rank"}, {"flag": "--tensor-parallel-size", "above": 8},
                       {"flag": "--max-num-seqs"}],
     note="Excerpt: the issue body (environment line, command, error) as the corpus shows it; the author's own "
          "follow-up comment with the cause and workarounds is left out. 1024 = 8 TP ranks x rank 128. The failure "
          "phase (start-up profile run or first request) is not stated.")

# ---------------------------------------- vllm PR #47690 (issue #47650): XPU AutoRound int4 + --enable-lora -> 'Unsupported base layer'
case("vllm-pr47690-xpu-autoround-int4-ark-linear-enable-lora-unsupported-base-layer",
     "https://github.com/vllm-project/vllm/pull/47690",
     "Fixes bug 1 from #47650: `_get_lora_device` doesn't recognize the `ark_linear` base-layer shape produced by "
     "`INCARKLinearMethod` (INC WNA16 / AutoRound scheme), so `--enable-lora` crashes at model load with `ValueError: "
     "Unsupported base layer` for any AutoRound/INC ark-backed checkpoint.",
     "lora_unsupported", {}, "lora_unsupported",
     "vLLM 0.24.0 on Intel XPU (2x Arc Pro B70, TP 2, per issue #47650) serving an AutoRound int4 checkpoint with "
     "--enable-lora: the INC/AutoRound 'ark' linear method repacks the quantized weights into a layer.ark_linear "
     "submodule and deletes qweight/qzeros/scales from the parent, so vLLM's LoRA wrapper cannot find the base "
     "layer's device and raises 'Unsupported base layer' at model load. LoRA on that quantization backend was not "
     "supported in the release; not a memory or flag-value problem.",
     "PR #47690 (AlejandroParedesLT, merged): teach _get_lora_device to read the device from ark_linear.qweight; "
     "the issue author (marcorigodanzo, #47650) had patched the same locally and also needed the _mcp_apply all-gather "
     "fix (#45715) for TP > 1 -- i.e. a vLLM build with both, or serve without LoRA / with a non-INC quantization",
     release="0.24.0 (per issue #47650)", gpu="Intel Arc Pro B70 (Battlemage, XPU)", gpus=2, command=None,
     forbidden=_MEM + [{"flag": "--max-lora-rank"}, {"flag": "--tensor-parallel-size", "above": 2}],
     note="Excerpt: the first paragraph of the PR description, which quotes the error (the PR text gives the message "
          "only as 'ValueError: Unsupported base layer', without the layer repr); the PR's change description is "
          "left out. The issue #47650 body in the corpus summarises both bugs but its stored chunk does not show the "
          "log line, so the PR is the source. Release, GPU and TP come from the issue.")

# ---------------------------------------- Qwen2.5-Omni #302: Qwen2.5-Omni-7B, 2x4090, V0, --enable-lora -> Thinker does not support LoRA yet
case("qwen25-omni-302-omni-7b-2x4090-v0-enable-lora-thinker-not-supported",
     "https://github.com/QwenLM/Qwen2.5-Omni/issues/302",
     "I followed the instructions provided in the README file and successfully deployed the Qwen 2.5 Omni 7B model on "
     "2 RTX 4090 GPUs—it runs smoothly.\n"
     "\n"
     "However, when I try to deploy a LoRA checkpoint (as I intend to serve both the base model and a LoRA-adapted "
     "version), I encounter the following error:point), this error turns out: \n"
     "\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/worker/worker.py\", line 188, in load_model\n"
     "    self.model_runner.load_model()\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/worker/model_runner.py\", line 1240, in load_model\n"
     "    assert supports_lora(\n"
     "AssertionError: Qwen2_5OmniThinkerForConditionalGeneration does not support LoRA yet.\n"
     "...\n"
     "\n"
     "My launch command:\n"
     "\n"
     "```VLLM_USE_V1=0 vllm serve Qwen2.5-Omni-7B --port 8009 --host 127.0.0.1 --dtype bfloat16 -tp 2 --enable-lora "
     "--lora-modules fnc_call=./path```",
     "lora_unsupported", {}, "lora_unsupported",
     "Serving Qwen2.5-Omni-7B with the V0 engine (the README's vLLM branch of mid-2025) and --enable-lora: vLLM's "
     "Qwen2_5OmniThinkerForConditionalGeneration class did not implement SupportsLoRA, so the V0 model runner's "
     "assert supports_lora(...) failed at load_model. The base model serves fine without LoRA; the model class has no "
     "LoRA support in that release. Not a memory, TP or adapter-format problem.",
     "none in the stored text (the issue is open; a later commenter, pfk-beta, has the same problem on vLLM 0.9.2 on "
     "Jetson). From the message: merge the LoRA into the base weights and serve the merged model, or use a vLLM / "
     "vLLM-Omni release whose Qwen2.5-Omni thinker supports LoRA",
     release="not stated (V0 engine forced with VLLM_USE_V1=0; mid-2025)", gpu="NVIDIA RTX 4090", gpus=2,
     command="VLLM_USE_V1=0 vllm serve Qwen2.5-Omni-7B --port 8009 --host 127.0.0.1 --dtype bfloat16 -tp 2 "
             "--enable-lora --lora-modules fnc_call=./path",
     forbidden=_MEM + [{"flag": "--max-lora-rank"}, {"flag": "--tensor-parallel-size", "above": 2},
                       {"flag": "--dtype"}],
     note="Excerpt: the issue body as the corpus shows it (the closing question dropped); the author's '...' and the "
          "garbled 'error:point), this error turns out:' are as written. No fix is stored.")

# ---------------------------------------- verl #4380 (= vllm #29786): verl GRPO LoRA rollout on newer vLLM -> LoRAConfig has no lora_extra_vocab_size
case("verl-4380-grpo-lora-rollout-loraconfig-no-lora-extra-vocab-size",
     "https://github.com/verl-project/verl/issues/4380",
     "I’m trying to run GRPO with LoRA using the [[verl](https://github.com/volcengine/verl)]"
     "(https://github.com/volcengine/verl) RL library, with vLLM as the rollout engine (rollout.name=vllm).\n"
     "\n"
     "When I enable LoRA on the actor model, vLLM crashes during add_lora with:\n"
     "\n"
     "AttributeError: 'LoRAConfig' object has no attribute 'lora_extra_vocab_size'. Did you mean: '_return_value'?\n"
     "...\n"
     "  'actor_rollout_ref.model.path=/home/amishor/jupyterlab/Qwen3-0.6B',\n"
     "  'actor_rollout_ref.model.lora_rank=64',\n"
     "  'actor_rollout_ref.model.lora_alpha=32',\n"
     "  'actor_rollout_ref.model.target_modules=all-linear',\n"
     "  'actor_rollout_ref.rollout.load_format=safetensors',",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "verl's vLLM rollout patches vLLM's LoRA adapter loading (hijack__load_adapter) and still reads "
     "LoRAConfig.lora_extra_vocab_size, which newer vLLM releases (the LoRA extra-vocab support was removed around "
     "v0.12) no longer have; so the first add_lora in the rollout engine raises AttributeError. A version mismatch "
     "between verl and the installed vLLM, not a LoRA rank, memory or model problem.",
     "not in the stored text (both the verl and the vllm twin are closed). From the message and the same break in "
     "other trainers (ms-swift PR #7245 'fix lora in vllm >= v0.12': 'vllm has remove extra vocab for LoRA ... use "
     "getattr'): use a verl release whose LoRA hijack supports the installed vLLM, or pin vLLM to a release that "
     "still has lora_extra_vocab_size (before 0.12)",
     release="not stated (a vLLM after the extra-vocab removal, ~0.12; flashinfer-python 0.5.2 in the env list)",
     gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--max-lora-rank"}, {"flag": "--tensor-parallel-size"},
                       {"flag": "--lora-extra-vocab-size"}],
     note="Excerpt assembled from two stored chunks of the same post: the reproduction paragraph with the error line "
          "(verl #4380), then lines of the pasted Hydra overrides (the model and LoRA settings; the rest dropped, "
          "'...'). The author's own question about the API change, which follows the error, is left out. The same "
          "author posted the same incident as vllm #29786; taken once, under the verl url where the stored text "
          "shows the error line.")

# ---------------------------------------- vllm #2599: multi-LoRA, vocab 79360 head -> punica 'No suitable kernel' in profile_run (Triton server)
case("vllm-2599-multi-lora-large-vocab-punica-no-suitable-kernel-h-out-79360",
     "https://github.com/vllm-project/vllm/issues/2599",
     "Can I use vocab_size bigger than standard LLaMa family?\n"
     "...\n"
     "Error traceback:\n"
     "\n"
     "```\n"
     "E0125 16:55:39.360842 120378 backend_model.cc:635] ERROR: Failed to create instance: RuntimeError: No suitable "
     "kernel. h_in=16 h_out=79360 dtype=Float out_dtype=BFloat16\n"
     " \n"
     "At:\n"
     "    /vllm/vllm/lora/punica.py(83): add_lora\n"
     "    /vllm/vllm/lora/layers.py(58): _apply_lora\n"
     "    /vllm/vllm/lora/layers.py(930): _get_logits\n"
     "    /vllm/vllm/model_executor/layers/sampler.py(61): forward\n"
     "    /vllm/vllm/lora/layers.py(944): forward\n"
     "    /usr/local/lib/python3.10/dist-packages/torch/nn/modules/module.py(1527): _call_impl\n"
     "    /usr/local/lib/python3.10/dist-packages/torch/nn/modules/module.py(1518): _wrapped_call_impl\n"
     "    /vllm/vllm/model_executor/models/llama.py(314): sample\n"
     "    /vllm/vllm/worker/model_runner.py(535): execute_model\n"
     "    /usr/local/lib/python3.10/dist-packages/torch/utils/_contextlib.py(115): decorate_context\n"
     "    /vllm/vllm/worker/model_runner.py(592): profile_run",
     "lora_unsupported", {}, "lora_unsupported",
     "A Llama-family model with an enlarged vocabulary served with multi-LoRA (vLLM of January 2024, inside a Triton "
     "Inference Server vLLM backend): the LoRA logits layer runs the punica bgmv kernel over the whole vocabulary "
     "(plus LoRA extra vocab), and the compiled punica kernels had no instantiation for h_out=79360, so the start-up "
     "profile_run failed and the model instance was not created. LoRA of that release supported only the standard "
     "Llama vocab range (32000-33024); not a memory problem.",
     "not in the stored text (closed as stale). The author's own guess in the post is to add the size to "
     "csrc/punica/bgmv/bgmv_config.h and rebuild; later releases relaxed the LoRA vocab limit (PR #7146 raised it to "
     "128512) and replaced punica with Triton kernels (PR #5036) -- i.e. upgrade, or merge the LoRA into the base "
     "model",
     release="not stated (January 2024, an early multi-LoRA release, 0.2.7-0.3.0)", gpu=None, gpus=None,
     command=None,
     forbidden=_MEM + [{"flag": "--max-lora-rank"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the question line and the pasted traceback as the issue body shows them; the two links to "
          "vllm/lora/layers.py and bgmv_config.h with the author's guess between them are dropped ('...'), and the "
          "traceback is cut where the stored chunk ends (at profile_run). The launch went through Triton Inference "
          "Server's vLLM backend (backend_model.cc), not vllm serve.")

# ---------------------------------------- vllm PR #35354 (CI #35437): Mixtral LoRA, vocab 32000 -> 'vocab size must be > 32000 and <= 258048'
case("vllm-pr35354-mixtral-lora-vocab-32000-rejected-by-new-lower-bound",
     "https://github.com/vllm-project/vllm/pull/35354",
     "Fixes `ValueError: When using LoRA, vocab size must be > 32000 and <= 258048` that breaks Mixtral LoRA tests.",
     "vllm_check_failed", {}, "release_regression",
     "vLLM main of late February 2026: PR #34773 (raising the LoRA logits-processor vocab cap from 257024 to 258048) "
     "rewrote the chained comparison '32000 < vocab_size > 257024' (which only enforced the upper bound) as "
     "'vocab_size <= 32000 or vocab_size > 258048', so models with exactly 32000 tokens such as Mixtral were newly "
     "rejected when LoRA was enabled (tests/lora/test_mixtral.py, CI issue #35437). A regression in vLLM's check, not "
     "a problem with the model, the adapter or memory.",
     "PR #35354 (LucasWilkinson, merged, 'FIX #35353'): remove the erroneous lower bound, keeping only vocab_size > "
     "258048 -- i.e. use a build with #35354 (or one before #34773)",
     release="vLLM main between PR #34773 and PR #35354 (February 2026)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--max-lora-rank"}, {"flag": "--tensor-parallel-size"},
                       {"flag": "--lora-extra-vocab-size"}],
     note="Excerpt: the one line of the PR description that quotes the error; the root-cause and fix sections that "
          "follow are left out. The failing launch is vLLM's own test (test_mixtral_lora[4], i.e. TP 4), reported as "
          "CI issue #35437 whose body holds only the test name; the PR is the source because it shows the error "
          "text. gpus left None: the [4] test parameter is probably TP 4 but the text does not say.")

# ---------------------------------------- vllm-ascend #14728: Qwen3.5-4B + rank-64 SWIFT LoRA (GDN in_proj_a/b targeted), one NPU -> 'hidden in should be smaller than hidden out'
case("vllm-ascend-14728-qwen35-4b-rank-64-lora-gdn-hidden-in-smaller-than-hidden-out",
     "https://github.com/vllm-project/vllm-ascend/issues/14728",
     "Qwen3.5-4B 加载 LoRA 在 Ascend v0.23.0rc1 上启动失败：`RuntimeError: hidden in should be smaller than hidden out`\n"
     "\n"
     "## 环境信息\n"
     "\n"
     "- 镜像：`quay.io/ascend/vllm-ascend:v0.23.0rc1`\n"
     "- 平台：`linux/arm64`\n"
     "- vLLM：`0.23.0`\n"
     "- torch_npu：`2.10.0.post2`\n"
     "- 设备：Ascend NPU，单卡推理\n"
     "- 模型：`Qwen3.5-4B`\n"
     "- LoRA：使用 SWIFT 训练得到的 PEFT LoRA adapter，rank 64\n"
     "\n"
     "LoRA adapter 配置片段：\n"
     "\n"
     "```json\n"
     "{\n"
     "  \"base_model_name_or_path\": \"Qwen3.5-4B\",\n"
     "  \"peft_type\": \"LORA\",\n"
     "  \"task_type\": \"CAUSAL_LM\",\n"
     "  \"r\": 64,\n"
     "  \"lora_alpha\": 128,\n"
     "  \"lora_dropout\": 0.05,\n"
     "  \"target_modules\": \"^(model\\\\.language_model(?=\\\\.).*\\\\.(in_proj_a|in_proj_b|q_proj|in_proj_qkv|in_proj_z|"
     "gate_proj|v_proj|out_proj|k_proj|down_proj|up_proj|o_proj))$\",",
     "lora_unsupported", {}, "lora_unsupported",
     "vllm-ascend v0.23.0rc1 (vLLM 0.23.0) on one Ascend NPU, Qwen3.5-4B with a rank-64 SWIFT LoRA whose target_modules "
     "include the Gated-DeltaNet projections in_proj_a / in_proj_b: those projections output only one value per "
     "linear-attention head (a few dozen), smaller than the LoRA rank 64, and the Ascend LoRA expand kernel requires "
     "its input (the rank) to be smaller than its output, so the start-up LoRA warm-up aborts. An Ascend LoRA-kernel "
     "limit for this model / adapter shape (collector's reading; not confirmed in the thread), not a memory problem.",
     "none in the stored text (open, 'triaged'). From the message and the adapter: retrain the adapter without "
     "in_proj_a / in_proj_b in target_modules (or with a rank below their output size), merge the LoRA into the base "
     "weights, or wait for a vllm-ascend fix to the sgmv/bgmv expand kernels",
     release="vllm-ascend v0.23.0rc1 (vLLM 0.23.0, torch_npu 2.10.0.post2)", gpu="Huawei Ascend NPU (arm64 host)",
     gpus=1, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs"}],
     note="Excerpt: the restated title line and parts of the environment list and adapter config from the issue "
          "body (Chinese, as written: 'Qwen3.5-4B fails to start on Ascend v0.23.0rc1 when loading LoRA'; 'single-card "
          "inference'; 'PEFT LoRA adapter trained with SWIFT, rank 64'); the image digest/creation lines are dropped and "
          "the chunk stops inside the adapter config. The error line appears only as the author quotes it; the "
          "pasted log is past the stored chunk. real_cause is the collector's inference from the message and the "
          "targeted modules (judgement call). Related: vllm-ascend #10562 / vllm-omni #4486 and #16586 report the "
          "same message for Qwen3.5-27B at TP 4.")

# ---------------------------------------- vllm PR #40273: Nemotron-3-Nano-30B-A3B BF16 + LoRA -> FlashInfer CUTLASS MoE picked, assert TritonExperts
case("vllm-pr40273-nemotron3-nano-bf16-lora-flashinfer-cutlass-moe-assert-tritonexperts",
     "https://github.com/vllm-project/vllm/pull/40273",
     "When using LoRA adapters with Nemotron Nano BF16:\n"
     "https://huggingface.co/nvidia/NVIDIA-Nemotron-3-Nano-30B-A3B-BF16\n"
     "\n"
     "The following error was raised:\n"
     "\n"
     "```\n"
     "Using FlashInfer CUTLASS Unquantized MoE backend out of potential backends: ['FlashInfer TRTLLM', 'FlashInfer "
     "CUTLASS', 'TRITON', 'BATCHED_TRITON'].\n"
     "...\n"
     "File \"/my_home/workspace/my_vllm/vllm/lora/layers/fused_moe.py\", line 164, in _inject_lora_into_fused_moe\n"
     "assert isinstance(m_fused_moe_fn.impl.fused_experts, TritonExperts)\n"
     "```",
     "lora_unsupported", {}, "release_regression",
     "vLLM main of April 2026 serving NVIDIA-Nemotron-3-Nano-30B-A3B-BF16 with LoRA: the unquantized-MoE backend "
     "oracle now defaulted to FlashInfer CUTLASS (earlier releases defaulted to TritonExperts), but vLLM's fused-MoE "
     "LoRA injection only works with TritonExperts, so wrapping the MoE layer with LoRA hit the isinstance assert. "
     "A backend-selection regression for MoE + LoRA, not a memory, rank or adapter problem.",
     "PR #40273 (danisereb, NVIDIA, merged): select the TRITON unquantized MoE backend whenever LoRA is enabled (as "
     "the fp8 / mxfp8 / mxfp4 oracles already do); after it 'LoRA adapters now work with Nemotron Nano BF16 "
     "(TP1/2/4)' -- i.e. use a build with #40273, or force the Triton MoE backend",
     release="vLLM main, April 2026 (before PR #40273)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--max-lora-rank"}, {"flag": "--tensor-parallel-size"}, {"flag": "--max-loras"}],
     note="Excerpt: the PR description's Purpose paragraph with its quoted log (the PR's own '...' elides the "
          "traceback between the backend line and the assert); the explanation of the new default backend and the "
          "fix that follow are left out. The failing launch is the PR author's own.")

# ---------------------------------------- vllm PR #51002 (issue #51001): NemotronH BF16 MoE + LoRA -> TrtLlm BF16 LoRA gate, 1280 vs 640 shape check at profile_run
case("vllm-pr51002-nemotronh-bf16-moe-lora-trtllm-intermediate-size-1280-vs-640",
     "https://github.com/vllm-project/vllm/pull/51002",
     "Fix BF16 MoE + LoRA backend selection for non-gated models (e.g. NemotronH).\n"
     "...\n"
     "Non-gated experts were routed into the gated-only FlashInfer kernel and\n"
     "crashed at startup during `profile_run` with:\n"
     "\n"
     "```\n"
     "RuntimeError: Check failed: args->intermediate_size * intermediate_size_factor == Mn (1280 vs. 640) : "
     "intermediate_size has incorrect shape\n"
     "```",
     "lora_unsupported", {}, "release_regression",
     "vLLM of August 2026 with a BF16 NemotronH MoE (non-gated RELU2_NO_MUL experts) and LoRA enabled: PR #48632 "
     "added a TrtLlm BF16 MoE-LoRA fast path whose selection gate returned early without the activation checks, so "
     "non-gated experts were sent to FlashInfer's gated-only kernel, which expects twice the intermediate size "
     "(1280 vs 640) and fails its shape check in the start-up profile run. A backend-selection regression for "
     "MoE + LoRA; not memory, TP or the adapter.",
     "PR #51002 (anhtra3889, merged, 'Fixes: #51001'): add the activation / act_and_mul checks to "
     "_trtllm_bf16_lora_supported() so non-gated MoE falls back to Triton MoE-LoRA -- i.e. use a build with #51002 "
     "(or one before #48632), or force the Triton MoE backend",
     release="vLLM main, August 2026 (after PR #48632, before PR #51002)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--max-lora-rank"}, {"flag": "--tensor-parallel-size"}, {"flag": "--max-loras"}],
     note="Excerpt: the PR description's first line and the sentences quoting the start-up error; the sentences "
          "between them that explain the early-return in the selection code are dropped ('...'), as are the "
          "Purpose / fix sections. 1280 vs 640 are intermediate sizes (gated expects 2x), not numbers kvroom's "
          "memory keys cover, so numbers is {}.")

# ---------------------------------------- vllm #30872: 8x B200 (SM100), vLLM 0.12.0, LoRA request -> Triton 'Fatal pipeliner error' on gdc_wait in lora_expand
case("vllm-30872-b200-sm100-v0120-lora-expand-triton-gdc-wait-fatal-pipeliner-error",
     "https://github.com/vllm-project/vllm/issues/30872",
     "GPU 0: NVIDIA B200\n"
     "GPU 1: NVIDIA B200\n"
     "...\n"
     "The model crashes with this error output:\n"
     "(APIServer pid=293776) INFO:     Waiting for application startup.\n"
     "(APIServer pid=293776) INFO:     Application startup complete.\n"
     "(APIServer pid=293776) WARNING 12-17 14:09:07 [input_processor.py:243] vLLM has deprecated support for supporting "
     "different tokenizers for different LoRAs. By default, vLLM uses base model's tokenizer. If you are using a LoRA "
     "with its own tokenizer, consider specifying `--tokenizer [lora_path]` to use the LoRA tokenizer.\n"
     "(EngineCore_DP0 pid=777277) WARNING 12-17 14:09:07 [utils.py:250] Using default LoRA kernel configs\n"
     "/raid/home/q516563/miniforge3/envs/funnel/lib/python3.13/site-packages/vllm/lora/ops/triton_ops/kernel_utils.py:"
     "73:16: error: 'tt.elementwise_inline_asm' op pipeliner doesn't know how to predicate this op.\n"
     "                tl.extra.cuda.gdc_wait()\n"
     "               ^\n"
     "/raid/home/q516563/miniforge3/envs/funnel/lib/python3.13/site-packages/vllm/lora/ops/triton_ops/kernel_utils.py:"
     "211:8: note: called from\n"
     "        USE_GDC,\n"
     "       ^\n"
     "/raid/home/q516563/miniforge3/envs/funnel/lib/python3.13/site-packages/vllm/lora/ops/triton_ops/lora_expand_op.py:"
     "128:8: note: called from\n"
     "        USE_GDC,\n"
     "       ^\n"
     "LLVM ERROR: Fatal pipeliner error",
     "lora_unsupported", {}, "lora_unsupported",
     "vLLM 0.12.0 on NVIDIA B200 (SM100) serving a LoRA: on the first LoRA request the Triton lora_expand kernel is "
     "compiled with GDC (programmatic dependent launch, tl.extra.cuda.gdc_wait) enabled for this GPU, and the "
     "installed Triton's software pipeliner cannot predicate that inline-asm op, so compilation aborts with 'LLVM "
     "ERROR: Fatal pipeliner error' and the engine dies. A LoRA-kernel / Triton incompatibility on Blackwell in that "
     "release, not memory or launch sizing.",
     "none confirmed in the stored text (the issue is open). Related evidence: vLLM PR #34421 (LoRA for NVFP4 MoE, "
     "NVIDIA) notes 'Tested on B200 (requires env-var VLLM_LORA_DISABLE_PDL=1)' -- i.e. disable PDL/GDC for the LoRA "
     "kernels on SM100 (VLLM_LORA_DISABLE_PDL=1) or use a vLLM / Triton release where the LoRA kernels compile on "
     "Blackwell",
     release="0.12.0 (the traceback runs through the author's vllm_patches/model_runner_0_12_0.py)",
     gpu="NVIDIA B200 (SM100)", gpus=8, command=None,
     forbidden=_MEM + [{"flag": "--max-lora-rank"}, {"flag": "--tensor-parallel-size", "above": 8},
                       {"flag": "--max-num-seqs"}],
     note="Excerpt assembled from two stored chunks of turn 0: the GPU lines of collect_env (8 B200 listed; the rest "
          "dropped) and the start of the crash output as pasted, cut after 'LLVM ERROR: Fatal pipeliner error' (the "
          "MLIR module dump and the later EngineCore traceback are dropped). The author runs a patched model runner; "
          "the command is not in the stored text. The workaround is from a different PR (judgement call).")

if __name__ == "__main__":
    BATCH.write()
