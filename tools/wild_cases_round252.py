"""Round-252 blind batch: vLLM start-up failures of less common features, from vLLM's own tracker
(github.com/vllm-project/vllm/issues): multi-node / Ray, NCCL and custom all-reduce, LoRA, speculative decoding,
structured output, prefix caching, chunked prefill, --cpu-offload-gb, --kv-transfer-config, data/expert parallelism,
pipeline parallelism; collected by helper wild252 and NOT graded by the collector -> tests/golden/wild/<id>.json,
each marked ``"batch": "round252-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the
final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

Look-ups: 44 of the 50 allowed (43 ``search``, all corpus=issues; 1 ``read_file``, which found no stored file for
an issue path; no ``find_string``, ``find_files`` or ``fetch``). 7 cases. The search excerpts show one turn per thread,
so many vLLM-tracker threads surfaced with an error but without the turn that fixes it; a second look-up on a thread
rarely reached its fix.

Sources given up (for the lead, not cases):
- Already used (grep -F on USED_SOURCES.txt): vllm #31883, #15871, #3044, #11431, #2977, #13669, #6601, #16231, #9015,
  #52435, #3355 (and PR #3377), #3781, #2847, #13640, #13121, #5828, #15217, #5790, #52069, #27934, PR #20375,
  PR #55914; gpustack #5438; LlamaFactory #9512; posttrainarena PR #46; vime PR #186.
- Error text but no fix in the part that could be read: vllm #26328 (gpt-oss-120b + EAGLE3, WorkerProc failed),
  #8416 (Worker.__init__() got an unexpected keyword argument 'num_speculative_tokens', 0.5.5), #12841 (spec decode
  on a 2x8 H100 Ray cluster), #24967 (EagleQwen2ForCausalLM not supported), #10913 (AWQ draft at target TP: 448 not
  divisible by min_thread_k 128), #18567 (DP 4 crash), #29265 / #13093 / #17980 (Ray 'Current node has no GPU
  available'), #2406 / #6956 / #7815 (Ray does not allocate any GPUs on the driver node), #5094 / #7074 / #15537
  (Gloo connectFullMesh), #16707, #13200, #7699, #9046 (custom_all_reduce 'invalid argument', open), #5613 (same, the
  author's driver 470 called too old by a maintainer; another user's --disable-custom-all-reduce / --enforce-eager
  workaround on a different launch, log not shown), #11986 / #15877 / #36796 / #36279 (--cpu-offload-gb start-up
  failures), #14636, #43596 (DSv4 DP+EP deepep_low_latency 'expected scalar type Long but found Int'), #15604,
  #17176 (DP 'Duplicate GPU detected' under uv run), #32599 (lm_head unsupported LoRA weight), #37933, #36643,
  #49355, #11490 (PyNcclConnector config, decode instance also kv_producer; no reply read); 1CatAI/1Cat-vLLM #555
  (NIXL 'Set VLLM_SSM_CONV_STATE_LAYOUT=DS', a fork) and PR #636 (Qwen3.5 MTP + PP, open PR on a fork; the vLLM PR
  #46994 was taken instead); huggingface/trl #3446, #3363; verl #4926; llm-d #661; LMCache #1662, #2306, #1259.
- Not start-up failures: vllm #16339 (llguidance TypeError at request validation), #14401 (lm-format-enforcer
  ImportError on the first guided request, HTTP 500), #6054 (error as a screenshot only), #28950 / #54914 / #51013
  (offload failures while serving), #46249, #40756, #34607.
- vllm #45455 (MiniMax-M3 PP 7 not supported; fixed by PR #45810): the stored excerpt shows the launch header but not
  the error line, so no excerpt could be written.

Judgement calls for the lead (each case's ``note`` says more):
1. Four of the seven come from vLLM pull requests or a vLLM-org repository rather than vllm/issues: PR #54743 (a
   commenter's OffloadingConnector start-up assert, fixed by the PR), PR #51824 (a maintainer's own DeepEP v2 +
   --enforce-eager launch), PR #46994 (MTP under PP refused by the draft's SupportsPP gate) and vllm-project/recipes
   #875 (same gate from a recipe's GLM-5.2 PP2 + MTP command). One (ms-swift #4221, LoRA rank 32 vs max 16) is outside
   the vLLM org: the slice's first LoRA search put it first and the vLLM-tracker LoRA threads were used or fixless.
2. vllm #48848 (Gemma4 MTP on GB10, 0.25.1): the 'fix' is the author's statement that the same command works on
   0.21.0; labelled kind torch_compile_error (dynamo fake-tensor tracing), cause release_regression.
3. New cause label moe_kernel_bug (PR #51824): a wrong top_k in the BF16 TRTLLM MoE experts back-end with DeepEP v2;
   quantization_kernel_bug is for quantized kernels and no earlier working release is named.
4. PR #54743: --enable-prefix-caching is marked as a wrong fix because the assert's advice suggests it but it was
   already enabled; tokens_per_block 4 / tokens_per_hash 4480 are left out of numbers (no established keys).
5. vllm #3688 (custom all-reduce + Ray, NCCL 2.18.1 'invalid argument'): fixed by upgrading NCCL to 2.19.3; kind and
   cause nccl_error; --disable-custom-all-reduce is not marked wrong.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round252-blind")
case = BATCH.case

# ---------------------------------------------- vllm #3688: custom all-reduce + Ray workers, NCCL 2.18.1 'invalid argument'
case("vllm-3688-custom-all-reduce-ray-nccl-2181-unhandled-cuda-invalid-argument",
     "https://github.com/vllm-project/vllm/issues/3688",
     "(RayWorkerVllm pid=4028887) ERROR 03-28 21:38:23 ray_utils.py:44] torch.distributed.DistBackendError: NCCL error "
     "in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1333, unhandled cuda error (run with NCCL_DEBUG=INFO for "
     "details), NCCL version 2.18.1\n"
     "(RayWorkerVllm pid=4028887) ERROR 03-28 21:38:23 ray_utils.py:44] ncclUnhandledCudaError: Call to CUDA function "
     "failed.\n"
     "(RayWorkerVllm pid=4028887) ERROR 03-28 21:38:23 ray_utils.py:44] Last error:\n"
     "(RayWorkerVllm pid=4028887) ERROR 03-28 21:38:23 ray_utils.py:44] Cuda failure 'invalid argument'\n"
     "[W CudaIPCTypes.cpp:15] Producer process has been terminated before all shared CUDA tensors released. See Note "
     "[Sharing CUDA tensors]",
     "nccl_error", {}, "nccl_error",
     "A tensor-parallel launch over Ray workers (vLLM of late March 2024, when custom all-reduce had just been turned "
     "back on) died at start-up with an NCCL 'unhandled cuda error' / Cuda failure 'invalid argument' in the worker. "
     "The author traced it to the custom all-reduce feature interacting with a bug in NCCL 2.18.1 (NVIDIA/nccl issue "
     "957, fixed upstream by NCCL commit 4365458); not a memory problem.",
     "the author (esmeetu, 2024-03-29): 'it's related custom-all-reduce feature. After Upgrade to nccl=2.19.3, "
     "everything is ok.' (NCCL fix commit 4365458757e4107ecbf629b2fd6e0e19a5d237c2); a contributor agreed it is NCCL's "
     "problem",
     release="not stated (vLLM main of late March 2024, around 0.3.3/0.4.0, with NCCL 2.18.1 from torch 2.1)",
     gpu="not stated", gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--quantization"}, {"flag": "--cpu-offload-gb"}],
     note="Excerpt: the worker's error lines as the issue body's log block shows them (earlier traceback lines not "
          "reached by the search excerpt are not included). Command, GPU and GPU count are not in the part of the "
          "thread that could be read, hence None. Kind and cause nccl_error: the fix is an NCCL upgrade (2.18.1 -> "
          "2.19.3); --disable-custom-all-reduce would also have sidestepped it (the title blames custom all-reduce), so "
          "it is not marked wrong. Memory flags are beside the point.")

# ---------------------------------------------- ms-swift #4221: LoRA rank 32 adapter, vLLM default max_lora_rank 16
case("ms-swift-4221-lora-rank-32-over-max-16-vllm-infer",
     "https://github.com/modelscope/ms-swift/issues/4221",
     "LoRA微调设置rank为32\n"
     "推理时，使用vllm时出现下面bug：\n"
     "ValueError: LoRA rank 32 is greater than max_lora_rank 16.",
     "vllm_check_failed", {}, "vllm_check_failed",
     "ms-swift inference with the vLLM back-end on a LoRA adapter trained with rank 32: vLLM's LoRA config kept its "
     "default max_lora_rank of 16, so loading the adapter was refused (LoRA rank 32 is greater than max_lora_rank 16). "
     "A configuration refusal, not a memory or hardware problem.",
     "the maintainer (Jintao-Huang, 2025-05-15): '--vllm_max_lora_rank 32' (ms-swift's pass-through for vLLM's "
     "--max-lora-rank)",
     release="not stated (ms-swift with vLLM, May 2025)",
     gpu="not stated", gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size"},
                {"flag": "--max-lora-rank", "at_most": 16}, {"flag": "--kv-cache-dtype"}, {"flag": "--quantization"}],
     note="Outside the vLLM tracker (the slice's first LoRA search put it first; the vLLM-tracker LoRA threads found "
          "were used already or showed no fix). Excerpt: the whole issue body (Chinese: 'LoRA fine-tuning set rank to "
          "32; at inference, using vllm, the following bug appears'). The launch is ms-swift's own CLI, not vllm serve, "
          "and the thread does not show it, hence command None; the fix is ms-swift's --vllm_max_lora_rank, which maps "
          "to vLLM's --max-lora-rank 32. Labelled like the earlier max_lora_rank cases (vllm_check_failed).")

# ---------------------------------------------- vllm #48848: Gemma4 MTP drafter, engine init dies in dynamo fake-tensor tracing (0.25.1)
case("vllm-48848-gemma4-26b-mtp-assistant-gb10-v0251-fake-tensor-reduction-dim",
     "https://github.com/vllm-project/vllm/issues/48848",
     "torch._subclasses/fake_tensor.py:2908\n"
     "RuntimeError: a and b must have same reduction dim, but got [s47, 3840] X [5632, 1024].\n"
     "...\n"
     "torch._dynamo.exc.TorchRuntimeError: RuntimeError when making fake tensor call\n"
     "RuntimeError: Engine core initialization failed.",
     "torch_compile_error", {}, "release_regression",
     "vLLM 0.25.1 on a DGX Spark (GB10, one GPU) serving a Gemma-4-26B-A4B fine-tune with --quantization fp8 and MTP "
     "speculative decoding from google/gemma-4-26B-A4B-it-assistant: engine-core start failed while torch.compile "
     "(dynamo fake-tensor tracing) traced the drafter, on a matmul whose shapes disagree ([s47, 3840] x [5632, 1024]). "
     "The same command and checkpoints start and run on vLLM 0.21.0, so it is a regression in vLLM between 0.21.0 and "
     "0.25.1 in the Gemma4 MTP path; not a memory problem.",
     "the author's own observation: 'Works on vLLM 0.21.0 — same command, same checkpoints: engine starts, MTP gives "
     "~54 tok/s vs ~40 no-spec' (i.e. stay on / go back to 0.21.0, or drop the --speculative-config); no maintainer fix "
     "in the part of the thread that could be read",
     release="0.25.1 (pip aarch64 wheels, torch 2.11.0+cu130); works on 0.21.0",
     gpu="NVIDIA DGX Spark (GB10, 121 GB unified memory)", gpus=1,
     command="vllm serve coder3101/gemma-4-26B-A4B-it-heretic --host 0.0.0.0 --port 8001 --max-model-len 131072 "
             "--max-num-batched-tokens 2560 --max-num-seqs 2 --gpu-memory-utilization 0.55 --dtype bfloat16 "
             "--quantization fp8 --enable-auto-tool-choice --tool-call-parser gemma4 --reasoning-parser gemma4 "
             "--chat-template <gemma4 template> --speculative-config "
             "'{\"method\":\"mtp\",\"model\":\"google/gemma-4-26B-A4B-it-assistant\",\"num_speculative_tokens\":4}'",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--max-num-seqs"}, {"flag": "--cpu-offload-gb"}],
     note="Excerpt: the error block of the issue body as shown, including the author's own '...' elision. Command as "
          "the author gives it ('<gemma4 template>' is the author's placeholder). Kind torch_compile_error (the failure "
          "is raised by dynamo fake-tensor tracing); cause release_regression (same command works on 0.21.0). The "
          "thread is open; the 'fix' is the author's statement that 0.21.0 works, not a confirmed upstream fix. "
          "--enforce-eager might or might not sidestep it; not marked either way.")

# ---------------------------------------------- vllm PR #54743 (comment): OffloadingConnector start-up assert on GLM-5.3-Flash's 4-token indexer group
case("vllm-pr54743-glm53-flash-nvfp4-2xh200-offloading-connector-tokens-per-block-4-hash-4480",
     "https://github.com/vllm-project/vllm/pull/54743",
     "AssertionError: tokens_per_block=4 not divisible by tokens_per_hash=4480.\n"
     "Hybrid models (e.g. Mamba+Attention) need --enable-prefix-caching to align block sizes.\n"
     "    at vllm/distributed/kv_transfer/kv_connector/v1/offloading/config.py:91",
     "vllm_check_failed", {}, "vllm_check_failed",
     "A commenter on the PR (drakosha, 2026-09-19) started GLM-5.3-Flash-NVFP4 on 2x H200 NVL (TP2, --max-model-len "
     "1048576, fp8 KV cache, MTP k=3) with --kv-transfer-config OffloadingConnector (600 GiB CPU region, "
     "blocks_per_chunk 1) on vLLM main. The model's KV cache groups are [4480, 4, 4480, 4480, 4480] with "
     "tokens_per_hash 4480; the 4-token group is the sparse indexer's pool cache. build_offloading_config kept that "
     "group and asserted at start-up. Prefix caching was already enabled, so the message's advice does not apply: it "
     "is a vLLM-side gap (offload group configs not scoped to prefix-cacheable KV cache groups), not a user setting.",
     "the commenter: 'on current main the OffloadingConnector cannot serve GLM-5.3-Flash at all, and the plumbing in "
     "this PR is what fixes it' -- PR #54743 ('[KV Offload] Scope offload group configs to prefix-cacheable KV cache "
     "groups'); dropping the hash-unaligned group locally let the engine start but it then died on the first offload "
     "transfer",
     release="vLLM main of mid-September 2026 (the PR's base)",
     gpu="NVIDIA H200 NVL", gpus=2,
     command=None,
     forbidden=[{"flag": "--enable-prefix-caching"}, {"flag": "--gpu-memory-utilization"},
                {"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--cpu-offload-gb"}, {"flag": "--quantization"}],
     note="A PR comment, not an issue: the vLLM tracker's threads on --kv-transfer-config start-up failures found in "
          "this round showed no fix, this one states both. Excerpt: the error block as the comment shows it (three "
          "lines, the last the commenter's 'at <file>:<line>' pointer). The full command is not pasted (flags are "
          "described in prose), hence command None. tokens_per_block/tokens_per_hash have no established numbers keys, "
          "so numbers is {}. --enable-prefix-caching is marked wrong because the message suggests it but it was "
          "already on. The fix is an open PR at the time of the comment (not confirmed merged in the part read).")

# ---------------------------------------------- vllm PR #51824: DP2 + EP + DeepEP v2 + --enforce-eager, TRTLLM BF16 MoE top_k check at start-up
case("vllm-pr51824-deepseek-v2-lite-dp2-ep-deepep-v2-enforce-eager-trtllm-bf16-top-k-1-vs-6",
     "https://github.com/vllm-project/vllm/pull/51824",
     "expert_indices.size(1) == args->top_k (1 vs. 6) : expert_indices dim1 must match top_k.",
     "vllm_check_failed", {}, "moe_kernel_bug",
     "A vLLM maintainer's own launch (PR description, 2026-08-11): DeepSeek-V2-Lite with data parallel 2, expert "
     "parallel and the DeepEP v2 all2all back-end under --enforce-eager crashed at start-up. The FlashInfer TRTLLM BF16 "
     "MoE experts path (TrtLlmBf16ExpertsModular) did not extract top_k correctly when DeepEP v2 returns topk_ids in "
     "its 'expanded' layout, so the kernel's check saw top_k 1 instead of 6. A vLLM bug in the MoE back-end, not a "
     "memory or configuration problem of the user.",
     "the PR (merged): use the correct top_k for this back-end when DeepEP V2 returns the expanded layout; the author "
     "then ran lm_eval (gsm8k) on the same command successfully",
     release="vLLM main of August 2026 (before PR #51824)",
     gpu="not stated", gpus=None,
     command="vllm serve deepseek-ai/DeepSeek-V2-Lite --data-parallel-size 2 --enable-expert-parallel "
             "--all2all-backend deepep_v2 --enforce-eager",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--quantization"}, {"flag": "--cpu-offload-gb"}, {"flag": "--max-num-seqs"}],
     note="A PR description (the failing command and its error as the maintainer reports them), not a user issue. "
          "Excerpt: the single error line as quoted in the PR. New cause label moe_kernel_bug: none of the existing "
          "labels fits a wrong top_k in a BF16 MoE experts back-end (quantization_kernel_bug is for quantized kernels; "
          "release_regression needs an earlier working release, which the PR does not name). Kind vllm_check_failed "
          "because the message is a kernel-side check. The PR title ties the crash to --enforce-eager, so dropping it "
          "(or another all2all back-end) is a plausible workaround and is not marked wrong.")

# ---------------------------------------------- vllm PR #46994: MTP drafter refused under pipeline parallelism (SupportsPP), V2 model runner
case("vllm-pr46994-mtp-spec-decode-pp-gt-1-deepseek-mtp-draft-not-supportspp-v2-runner",
     "https://github.com/vllm-project/vllm/pull/46994",
     "NotImplementedError: Pipeline parallelism is not supported for this model.\n"
     "Supported models implement the `SupportsPP` interface.   [DeepSeekMTPModel]",
     "pp_unsupported", {}, "pp_unsupported",
     "MTP speculative decoding combined with --pipeline-parallel-size > 1 on the V2 model runner: the engine refused to "
     "build the draft model because the MTP drafter classes (DeepSeekMTP, Qwen3_5MTP) did not implement SupportsPP, "
     "although the target model does. The draft runs only on the last PP stage, so the check is over-strict for it; "
     "further MTP-under-PP gaps (Qwen3.5/3.6 MTP head skipping its fc projection on the last stage) sat behind it.",
     "the PR (merged): add SupportsPP / make_empty_intermediate_tensors to DeepSeekMTP and Qwen3_5MTP and fix the MTP "
     "head's branch (mirrors #39704 for the V1 runner); on releases without it, run MTP without pipeline parallelism "
     "(or pipeline parallelism without the --speculative-config)",
     release="vLLM main of June-September 2026 (V2 model runner), before PR #46994",
     gpu="not stated", gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--trust-remote-code"}, {"flag": "--cpu-offload-gb"}, {"flag": "--quantization"}],
     note="A PR description quoting the start-up refusal it fixes (the '[DeepSeekMTPModel]' tag after the message is "
          "the PR author's annotation of which class raised it, kept as shown). No single user command is quoted, "
          "hence command None. Kind/cause pp_unsupported: the refusal is the pipeline-parallel support gate, here hit "
          "by the draft model rather than the target.")

# ---------------------------------------------- vllm-project/recipes #875: GLM-5.2 recipe with PP2 + MTP cannot start (draft lacks SupportsPP)
case("vllm-recipes-875-glm52-h100-multinode-pp2-mtp5-draft-deepseek-mtp-not-supportspp",
     "https://github.com/vllm-project/recipes/issues/875",
     "NotImplementedError: Pipeline parallelism is not supported for this model.\n"
     "Supported models implement the `SupportsPP` interface.",
     "pp_unsupported", {}, "pp_unsupported",
     "The vLLM recipes site's 'Multi-Node TP + Pipeline Parallel' strategy for zai-org/GLM-5.2 (H100, FP8) synthesized a "
     "launch command with --pipeline-parallel-size 2 and --speculative-config '{\"method\":\"mtp\","
     "\"num_speculative_tokens\":5}'. It fails in config validation: the target GlmMoeDsaForCausalLM supports PP, "
     "but method mtp rewrites the draft to DeepSeekMTPModel, which does not declare SupportsPP, and the draft's "
     "parallel config inherits the target's pipeline_parallel_size, so the PP gate rejects the draft.",
     "the reporter's analysis: the combination 'cannot start on any vLLM version' -- the recipe must not combine "
     "pipeline parallelism with MTP (drop --speculative-config from the PP strategy, or serve with TP/EP instead of PP) "
     "until the MTP draft implements SupportsPP",
     release="any current vLLM as of August 2026, per the report",
     gpu="NVIDIA H100 (multi-node)", gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--cpu-offload-gb"}, {"flag": "--max-num-seqs"}],
     note="Excerpt: the error block as the issue shows it. The full synthesized command is on the recipe page and only "
          "its two conflicting flags are quoted in the part read, hence command None; GPU count not stated (multi-node). "
          "The 'fix' is the reporter's conclusion about the recipe (no maintainer reply in the part read). Same gate as "
          "vllm PR #46994 (DeepSeekMTP drafter without SupportsPP), reached from a different launch.")

if __name__ == "__main__":
    BATCH.write()
