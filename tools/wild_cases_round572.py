"""Round-572 blind batch: vLLM start-up failures in ATTENTION BACKENDS AND COMPILATION (FlashInfer / FlashAttention /
Triton / xFormers / FlexAttention selection and refusals, head sizes, workspace, torch.compile / Dynamo / Inductor,
CUDA-graph and ACL-graph capture, Triton JIT and its C compiler), across every tracker; collected by helper wild572
and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round572-blind"``; the lead
grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues / docs corpora show it ('...' marks lines left out); the fix
is left out of the excerpt.

Look-ups: 36 of the 40 allowed, all ``search`` (34 corpus=issues, 1 docs, 1 pages). 10 cases: vllm-ascend #3090
(custom kernels not built -> '_C_ascend' has no weak_ref_tensor in ACL-graph capture), vllm-ascend #1533 (vllm_ascend_C
needs GLIBC_2.32 -> '_C' has no weak_ref_tensor), vllm #40381 and #25342 (FlashInfer workspace buffer overflow), vllm
#6103 (Triton cache race with TP > 1), 0xSero/turboquant PR #12 (a plug-in's unpinned H2D copy inside vLLM's CUDA-graph
capture), vllm PR #53884 (Gemma-4 MTP drafter's suppress_tokens inside FULL graph capture), vllm #27890 and gpustack
#1242 (Triton launcher build without Python.h), MuLabPKU/TransMLA #39 (head size 576 refused by FlashAttention and
PagedAttention). Every source was checked with grep -F against /work/coord/USED_SOURCES.txt and against the earlier
rounds' skip lists before it was spent on. The slice is very heavily mined: of roughly 150 thread hits the searches
returned, about 85% were already used or named in earlier skip lists (the vLLM tracker's FlashInfer / FlexAttention /
sinks / Inductor / CUDA-graph threads almost entirely); the new cases came from vllm-ascend, side trackers and a few
rarer messages.

Sources given up (for the lead, not cases):
- Already used or in earlier skip lists (not re-opened): vllm #25864, #22193, #24358, #57932, #20467, #36077, #22008,
  #44985, #11865, #19656, #30543, #14075, #17939, #12438, #8494, #17462, #9587, #15992, #15329, #13819, #27040, #23176,
  #18730, #19845, #44411, #18580, #29317, #40153, #22331, #30919, #22325, #28589, #40023, #6276, #11653, #4455, #48749,
  #27808, #12656; kserve #4565; flashinfer #2252, #1532; unsloth #4841, #3542, #3872; llm-d #410; ProxmoxVED #2047;
  club-3090 #106; nlzy/vllm-gfx906 #44; nlzy/triton-gfx906 #1; vllm-ascend #1458, #6002, #2516, #2260, #8370, #11990,
  #7276; HabanaAI/vllm-fork #484; Qwen3 #1440; ppc64le/build-scripts PR #8660; jetson-containers #1568; vLLM-Kunlun
  #311; ms-swift #6617; TensorRT-LLM #13156.
- Error line not in the stored chunks: vllm-ascend #3389 (Qwen3-VL ACL-graph capture on v0.11.0rc0, traceback cut in
  _dummy_run), #3800, #3895, #3927 (release checklist), #1249 (VLLM_USE_V1=1; a commenter's custom-op undefined symbol,
  not the reporter's error), #1487, #2481; vllm #6180 (Mixtral-8x22B TP 8 Triton cache FileNotFound: the stored text
  says 'FileNotFound error' in prose, the error line is beyond the chunk; same class as vllm-6103), #26989, #16808;
  HabanaAI/vllm-fork #213 / #214 / #215 (graph compile failed, fixed by vllm-fork PR #245; error text not stored),
  #232; unsloth #3872 (B200 'weird error', not shown); fxmeng/TransMLA #13 (only the INFO fallback line).
- No cause pinned / not vLLM / not a start-up failure: vllm #27519 (FailOnRecompileLimitHit on 2x RTX 2080 Ti, PP 2,
  nightly; open, no diagnosis), #27178 (a maintainer's FlexAttention recompile report), #50781 (FlashInfer MLA workspace
  with DCP, open), PR #47074 and PR #43747 (fix PRs; #43747's issue #40807 is already credited by an earlier round);
  vllm #27007 (ROCm FlexAttention, error at lm_eval requests); ms-swift #9136 (Triton 'Pointer argument cannot be
  accessed' during GRPO rollouts, not launch); PrimeIntellect-ai/verifiers #189 and axolotl #2526 (Triton 3.2
  PY_SSIZE_T_CLEAN, no vLLM launch log); xformers #1186 (same report as vllm #11653), #1191 (InternVL2.5 on 0.6.6,
  'xFormers wasn't build with CUDA support', no fix in the stored text); aivrar/vllm-windows-build #6 (tcc.exe build
  of cuda_utils.c exit 1, cause not shown); ACE-Step-1.5 #587 (nano-vllm, not vLLM); FlagGems PR #4472 (no vLLM text);
  vllm-ascend #3542, #10284 (eagle3 capture, cut).

Judgement calls for the lead:
1. vllm-ascend-3090 and vllm-ascend-1533: both fail in ACL-graph capture with '_OpNamespace' ... has no attribute
   'weak_ref_tensor'; the cause is the vllm-ascend C extension not loading, which each log prints as its own WARNING
   ('Failed to import vllm_ascend_C: libvllm_ascend_kernels.so: cannot open shared object file' / '... version
   `GLIBC_2.32' not found'). Labelled kind vllm_extension_import_failed as round 210 labelled vllm-ascend's missing
   custom kernels (vllm-ascend-556, cause vllm_extension_missing), and #1533's cause glibc_too_old as the GLIBC_2.32
   cases (vllm-6562, vllm-6478). Neither thread holds an answer; #3090's diagnosis is vllm-ascend maintainer yiz-liu's
   own issue #3342 ('without weak_ref_tensor ... graph mode becomes unusable'; custom kernels failed to compile while
   the install succeeded). #1533 is the ModelArts paste an earlier round met by find_string and could not cite.
2. vllm-25342: the reporter does not say whether the overflow came at start-up or at a long request (262144-token
   context with the FlashInfer backend forced); taken because the launch pins the backend and the fix (the
   VLLM_FLASHINFER_WORKSPACE_BUFFER_SIZE knob, merged PR #28269) is about how it was launched. Drop it if only
   start-up failures count.
3. vllm-6103: a maintainer's (jeejeelee) report while testing the LoRA Triton kernels of PR #5036 with TP > 1, not a
   user's launch; taken because the failure, its error line and its fix (per-worker Triton cache, PR #6140) are
   exactly the triton_cache_race row. Earlier rounds cited #6103 only as the diagnosis for vllm-6276.
4. turboquant-pr12 and vllm-pr53884 are fix PRs (their descriptions carry the error text and the launch); the causes
   are not 'regression of PR #N' but code that copies host memory inside a CUDA-graph capture. Kind and cause
   cuda_graph_unsupported as the earlier fixture with the same torch message; the lead may prefer plugin_kernel_bug
   (turboquant: a third-party plug-in's quantizer) and release_regression (Gemma-4 MTP: the PR says the V2 model
   runner's FULL capture of the drafter started it) for the causes.
5. vllm-27890 and gpustack-1242: no answer in the stored text; the message itself names the cause (Triton's launcher
   build cannot include Python.h: the interpreter's development headers are missing), as the four earlier Python.h
   fixtures were labelled (triton_compiler_missing). vllm-27890's excerpt has the error only in the title (the body
   chunk stored is collect_env).
6. transmla-39: no answer in the stored text; head size 576 (a converted MLA model's latent 512 + rope 64) refused by
   both FlashAttention and PagedAttention on vLLM 0.8.4 - the message leaves no doubt what failed; the architecture
   is the project's own LlamaMLAForCausalLM, so vLLM's MLA backends were never in play.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round572-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm-ascend #3090: MiniCPM-V-4_5, vllm_ascend_C not loadable -> '_C_ascend' has no weak_ref_tensor in ACL-graph capture
case("vllm-ascend-3090-minicpm-v45-vllm-ascend-c-kernels-missing-c-ascend-no-weak-ref-tensor",
     "https://github.com/vllm-project/vllm-ascend/issues/3090",
     "AttributeError: '_OpNamespace' '_C_ascend' object has no attribute 'weak_ref_tensor'\n"
     "\n"
     "(EngineCore_DP0 pid=241794) WARNING 09-18 10:33:14 [camem.py:64] Failed to import "
     "vllm_ascend_C:libvllm_ascend_kernels.so: cannot open shared object file: No such file or directory. Sleep mode "
     "will be disabled. \n"
     "(EngineCore_DP0 pid=241794) INFO 09-18 10:33:26 [parallel_state.py:1165] rank 0 in world size 1 is assigned as "
     "DP rank 0, PP rank 0, TP rank 0, EP rank 0\n"
     "(EngineCore_DP0 pid=241794) INFO 09-18 10:33:26 [model_runner_v1.py:2345] Starting to load model "
     "/opt/huawei/dataset/model_dataset/MiniCPM-V-4_5...\n"
     "(EngineCore_DP0 pid=241794) \n"
     "Loading safetensors checkpoint shards:   0% Completed | 0/4 [00:00<?, ?it/s]\n"
     "...\n"
     "Loading safetensors checkpoint shards: 100% Completed | 4/4 [00:36<00:00,  9.21s/it]\n"
     "...\n"
     "(EngineCore_DP0 pid=241794) ERROR 09-18 10:34:29 [core.py:718]     return forward_call(*args, **kwargs)\n"
     "(EngineCore_DP0 pid=241794) ERROR 09-18 10:34:29 [core.py:718]   File \"<eval_with_key>.74\", line 297, in "
     "forward\n"
     "(EngineCore_DP0 pid=241794) ERROR 09-18 10:34:29 [core.py:718]     submod_0 = self.submod_0(l_inputs_embeds_, s0, "
     "l_self_modules_layers_modules_0_modules_input_layernorm_parameters_weight_, "
     "l_self_modules_layers_modules_0_modules_self_attn_modules_qkv_proj_parameters_weight_, "
     "l_self_modules_layers_modules_0_modules_self_attn_modules_q_norm_parameters_weight_, "
     "l_self_modules_layers_modules_0_modules_self_attn_modules_k_norm_parameters_weight_, "
     "l_self_modules_layers_modules_0_modules_self_attn_modules_rotary_emb_buffers_cos_sin_cache_, l_positions_, s1);  "
     "...",
     "vllm_extension_import_failed", {}, "vllm_extension_missing",
     "vLLM on an Ascend NPU (vllm-ascend, V1 engine, world size 1) serving MiniCPM-V-4_5. vllm-ascend's compiled "
     "extension could not be loaded at start ('Failed to import vllm_ascend_C: libvllm_ascend_kernels.so: cannot open "
     "shared object file'): its custom kernels were not built or not installed. The weights loaded, then the ACL-graph "
     "(piecewise) warm-up/capture calls torch.ops._C_ascend.weak_ref_tensor, an op that lives in that extension, and "
     "the engine dies with the AttributeError. Not a memory or model problem.",
     "no answer in the stored thread (open). The diagnosis is vllm-ascend maintainer yiz-liu's issue #3342: this exact "
     "AttributeError means the custom kernels failed to compile although the installation succeeded; re-install "
     "vllm-ascend following the installation guide so vllm_ascend_C and libvllm_ascend_kernels.so are built, and check "
     "with `import vllm_ascend.vllm_ascend_C; torch.ops._C_ascend.weak_ref_tensor`. Eager mode (--enforce-eager) "
     "avoids the graph path but leaves the custom ops (and sleep mode) disabled",
     release=None, gpu="Huawei Ascend NPU (model not named)", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs"}],
     note="Excerpt: the issue title and two stored chunks of the description (the load lines between them and the "
          "rest of the long submod_0 call dropped as '...'). The release is not in the stored text (September 2025, "
          "so about vllm-ascend 0.10.x / 0.11.0rc). Judgement call: kind/cause as vllm-ascend-556 (custom kernels not "
          "built); the final error line itself is the AttributeError, which no earlier fixture carries.")

# ---------------------------------------- vllm-ascend #1533: ModelArts, vllm_ascend_C needs GLIBC_2.32 -> '_C' has no weak_ref_tensor under aclgraph
case("vllm-ascend-1533-modelarts-qwen3-1p7b-aclgraph-vllm-ascend-c-glibc-232-no-weak-ref-tensor",
     "https://github.com/vllm-project/vllm-ascend/issues/1533",
     "[Bug]: qwen3-1.7B using aclgraph report error\n"
     "\n"
     "```error\n"
     "...\n"
     "WARNING 06-30 19:22:09 [utils.py:579] The environment variable HOST_IP is deprecated and ignored, as it is often "
     "used by Docker and other software to interact with the container's network stack. Please use VLLM_HOST_IP "
     "instead to set the IP address for vLLM processes to communicate with each other.\n"
     "WARNING 06-30 19:22:09 [camem.py:63] Failed to import vllm_ascend_C:/usr/lib64/libc.so.6: version `GLIBC_2.32' "
     "not found (required by /home/ma-user/anaconda3/envs/torch2_2/lib/python3.10/site-packages/vllm_ascend/vl\n"
     "...\n"
     "    return tuple(weak_ref_tensor(t) for t in tensors)\n"
     "  File \"/home/ma-user/anaconda3/envs/torch2_2/lib/python3.10/site-packages/vllm/utils.py\", line 1925, in "
     "<genexpr>\n"
     "    return tuple(weak_ref_tensor(t) for t in tensors)\n"
     "  File \"/home/ma-user/anaconda3/envs/torch2_2/lib/python3.10/site-packages/vllm/utils.py\", line 1908, in "
     "weak_ref_tensor\n"
     "    return torch.ops._C.weak_ref_tensor(tensor)\n"
     "  File \"/home/ma-user/anaconda3/envs/torch2_2/lib/python3.10/site-packages/torch/_ops.py\", line 1225, in "
     "__getattr__\n"
     "    raise AttributeError(\n"
     "AttributeError: '_OpNamespace' '_C' object has no attribute 'weak_ref_tensor'\n"
     "Traceback (most recent call last):\n"
     "  File \"/home/ma-user/work/wwwx/llm_test.py\", line 17, in <module>\n"
     "    llm = LLM(model=\"Qwen3/Qwen3-1.7B\")\n"
     "  File \"/home/ma-user/anaconda3/envs/torch2_2/lib/python3.10/site-packages/vllm/entrypoints/llm.py\", line 243, "
     "in __init__\n"
     "    self.llm_engine = LLMEngine.from_engine_args(",
     "vllm_extension_import_failed", {}, "glibc_too_old",
     "vllm.LLM(model='Qwen3/Qwen3-1.7B') with vllm-ascend on a Huawei ModelArts notebook (/home/ma-user), ACL graph "
     "(compilation level 3, cudagraph capture sizes up to 512) on. vllm-ascend's compiled extension vllm_ascend_C was "
     "built against glibc 2.32 or newer and the host's /usr/lib64/libc.so.6 is older, so it failed to load and its "
     "custom ops were not registered; the graph capture then calls weak_ref_tensor on the op namespace and finds no "
     "such op. A host C-library too old for the installed binary, not memory and not the model.",
     "no answer in the stored thread (open). The log names it: run on a host or container whose glibc is 2.32 or newer "
     "(the vllm-ascend images), or build vllm-ascend from source on that host so vllm_ascend_C links against its glibc; "
     "eager mode (enforce_eager=True) skips the graph capture but the custom ops stay disabled",
     release=None, gpu="Huawei Ascend NPU (ModelArts, model not named)", gpus=None,
     command="LLM(model=\"Qwen3/Qwen3-1.7B\")",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs"}],
     note="Excerpt: the issue title and two stored chunks of the description; the engine-config line before the "
          "warnings (compilation_config with use_cudagraph true and capture sizes 512..1) and the lines between the "
          "chunks are dropped as '...'; the GLIBC warning is cut by the stored chunk itself after 'vllm_ascend/vl'. "
          "The vllm release is not shown (the '_C' namespace and vllm/utils.py line 1908 point to vLLM 0.9.x with "
          "vllm-ascend 0.9.x, June 2025). Round 258 met this paste by find_string and could not cite it.")

# ---------------------------------------- vllm #40381: Qwen3.5-122B-A10B GPTQ-Int4 / NVFP4, FlashInfer workspace overflow at LLM start (vllm bench throughput)
case("vllm-40381-qwen35-122b-a10b-gptq-nvfp4-flashinfer-workspace-overflow-batch-prefill-tmp-v",
     "https://github.com/vllm-project/vllm/issues/40381",
     "[Bug]: Buffer overflow when allocating memory error on Qwen3.5-122B-A10B-GPTQ-Int4 and NVFP4\n"
     "\n"
     "```\n"
     "(EngineCore pid=269) RuntimeError: Error in function 'aligned_alloc' at /workspace/include/flashinfer/allocator.h:49:"
     " Buffer overflow when allocating memory for batch_prefill_tmp_v with size 536346624 and alignment 16, but only "
     "413138944 bytes available in AlignedAllocator. Increase the workspace buffer size.\n"
     "[rank0]:[W420 16:11:22.693089162 ProcessGroupNCCL.cpp:1553] Warning: WARNING: destroy_process_group() was not "
     "called before program exit, which can leak resources. For more info, please see "
     "https://pytorch.org/docs/stable/distributed.html#shutdown (function operator())\n"
     "Traceback (most recent call last):\n"
     "  File \"/usr/local/bin/vllm\", line 10, in <module>\n"
     "    sys.exit(main())\n"
     "             ^^^^^^\n"
     "  File \"/usr/local/lib/python3.12/dist-packages/vllm/entrypoints/cli/main.py\", line 75, in main\n"
     "    args.dispatch_function(args)\n"
     "  File \"/usr/local/lib/python3.12/dist-packages/vllm/entrypoints/cli/benchmark/throughput.py\", line 21, in cmd\n"
     "    main(args)\n"
     "  File \"/usr/local/lib/python3.12/dist-packages/vllm/benchmarks/throughput.py\", line 879, in main\n"
     "    elapsed_time, request_outputs = run_vllm(\n"
     "                                    ^^^^^^^^^\n"
     "  File \"/usr/local/lib/python3.12/dist-packages/vllm/benchmarks/throughput.py\", line 55, in run_vllm\n"
     "    llm = LLM.from_engine_args(engine_args)",
     "attention_workspace_overflow", {}, "attention_workspace_overflow",
     "`vllm bench throughput` building an LLM for Qwen3.5-122B-A10B (GPTQ-Int4 and NVFP4 checkpoints) with the "
     "FlashInfer attention backend: while the engine was being built, FlashInfer's prefill plan needed 536,346,624 "
     "bytes (~511 MiB) of workspace for batch_prefill_tmp_v and vLLM's fixed workspace was 413,138,944 bytes (394 MiB). "
     "The model's 64 query heads make the FlashInfer scratch buffer larger than the default fits (the reporter's own "
     "analysis in PR #40383: num_qo_heads x padded_batch_size x cta_tile_q x (head_dim+1) x 4 bytes). Not GPU memory "
     "for weights or KV cache.",
     "no fix in the issue (closed as stale). The reporter's PR #40383 (open) auto-sizes the FlashInfer workspace; "
     "the knob that exists since PR #28269 is VLLM_FLASHINFER_WORKSPACE_BUFFER_SIZE (set it above 536346624 bytes, "
     "e.g. 1 GiB); merged PR #48428 later sized the prefill workspace to max_num_batched_tokens x num_qo_heads x "
     "head_dim. Another attention backend also avoids it",
     release=None, gpu=None, gpus=None, command="vllm bench throughput (arguments not in the stored chunk)",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title and the stored chunk of the description (the error line and the head of the "
          "benchmark's traceback into LLM.from_engine_args). The 394 MiB default (413138944 bytes) and the date "
          "(2026-04-20) put it around vLLM 0.19-0.20; the release line is not in the stored text. Same numbers as "
          "vllm-40023's B300 report (536346624 vs 413138944), a different model and launch.")

# ---------------------------------------- vllm #25342: GLM-4.5-Air-AWQ, VLLM_ATTENTION_BACKEND=FLASHINFER, 262144 context -> workspace overflow (256 MiB hard-coded)
case("vllm-25342-glm45-air-awq-flashinfer-forced-262k-workspace-overflow-256mib",
     "https://github.com/vllm-project/vllm/issues/25342",
     "[Feature]: Allow increasing the flashinfer workspace buffer size\n"
     "\n"
     "The flashinfer workspace buffer size is hard coded as `FLASHINFER_WORKSPACE_BUFFER_SIZE = 256 * 1024 * 1024` but "
     "I'm seeing buffer overflows:\n"
     "\n"
     "```\n"
     "site-packages/flashinfer/data/include/flashinfer/allocator.h:49: Buffer overflow when allocating memory for "
     "batch_prefill_tmp_v with size 283115520 and alignment 16, but only 268435456 bytes available in AlignedAllocator. "
     "Increase the workspace buffer size.\n"
     "```\n"
     "\n"
     "My vllm invocation:\n"
     "\n"
     "```\n"
     "VLLM_ATTENTION_BACKEND=FLASHINFER vllm serve cpatonn/GLM-4.5-Air-AWQ \\\n"
     "\t--dtype float16 \\\n"
     "\t--rope-scaling '{\"rope_type\": \"yarn\", \"factor\": 2.0, \"original_max_position_embeddings\": 131072}' \\\n"
     "\t--max-model-len 262144 \\\n"
     "\t--kv-cache-dtype fp8_e4m3 \\\n"
     "\t--tool-call-parser glm45 \\\n"
     "    \t--reasoning-parser glm45 \\\n"
     "\t--kv-cache-memory=26403578572 \\\n"
     "    \t--enable-auto-tool-choice\n"
     "```",
     "attention_workspace_overflow", {"max_model_len": 262144, "dtype": "float16"}, "attention_workspace_overflow",
     "GLM-4.5-Air-AWQ served with the FlashInfer backend forced (VLLM_ATTENTION_BACKEND=FLASHINFER), YaRN-extended to a "
     "262,144-token context, fp8 KV cache. FlashInfer's batch-prefill plan needed 283,115,520 bytes of scratch "
     "(batch_prefill_tmp_v) but vLLM hard-coded its FlashInfer workspace at 256 MiB (268,435,456 bytes), so the "
     "allocation overflowed. A fixed-size attention workspace too small for this model's heads and prefill batch, not "
     "a KV-cache or weights memory problem.",
     "merged PR #28269 (resubmission of #25344, which cites this issue) added the VLLM_FLASHINFER_WORKSPACE_BUFFER_SIZE "
     "environment variable; set it above 283115520 bytes (e.g. 512 MiB). On the release used there was no knob: "
     "let vLLM choose the attention backend instead of forcing FLASHINFER. A later commenter (Leoruc) hit the same "
     "overflow with 304087040 bytes",
     release=None, gpu=None, gpus=None,
     command="VLLM_ATTENTION_BACKEND=FLASHINFER vllm serve cpatonn/GLM-4.5-Air-AWQ --dtype float16 --rope-scaling "
             "'{\"rope_type\": \"yarn\", \"factor\": 2.0, \"original_max_position_embeddings\": 131072}' "
             "--max-model-len 262144 --kv-cache-dtype fp8_e4m3 --tool-call-parser glm45 --reasoning-parser glm45 "
             "--kv-cache-memory=26403578572 --enable-auto-tool-choice",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype", "value": "fp8"},
                {"flag": "--cpu-offload-gb"}, {"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the feature request's description up to the invocation (the template's checklist after it and "
          "the comments left out). Judgement call: the report does not say whether the overflow came during start-up "
          "or at a long request; taken because the launch forced the backend and the fix is a launch-time setting. "
          "The release is not shown (September 2025, the 256 MiB constant: vLLM 0.10.x).")

# ---------------------------------------- vllm #6103: LoRA Triton kernels with TP > 1 -> FileNotFoundError on a .json.tmp.pid_ file in ~/.triton/cache
case("vllm-6103-lora-punica-triton-tp-gt1-triton-cache-json-tmp-pid-filenotfound",
     "https://github.com/vllm-project/vllm/issues/6103",
     "[Bug]: fused_moe_kernel compile bug\n"
     "\n"
     "## Description\n"
     "\n"
     "#5036 will raise the following error when using TP>1. Similar issues also persisted when I tested the "
     "Qwen1.5-MoE model \n"
     " **due to the use of the fused_moe_kernel  triton kernel**.\n"
     "\n"
     "```shell\n"
     "[rank0]:   File \"/root/anaconda3/envs/py310_vllm/lib/python3.10/site-packages/triton/compiler/compiler.py\", line "
     "239, in __init__\n"
     "[rank0]:     self.asm = {\n"
     "[rank0]:   File \"/root/anaconda3/envs/py310_vllm/lib/python3.10/site-packages/triton/compiler/compiler.py\", line "
     "240, in <dictcomp>\n"
     "[rank0]:     file.suffix[1:]: file.read_bytes() if file.suffix[1:] == driver.binary_ext else file.read_text()\n"
     "[rank0]:   File \"/root/anaconda3/envs/py310_vllm/lib/python3.10/pathlib.py\", line 1134, in read_text\n"
     "[rank0]:     with self.open(mode='r', encoding=encoding, errors=errors) as f:\n"
     "[rank0]:   File \"/root/anaconda3/envs/py310_vllm/lib/python3.10/pathlib.py\", line 1119, in open\n"
     "[rank0]:     return self._accessor.open(self, mode, buffering, encoding, errors,\n"
     "[rank0]: FileNotFoundError: [Errno 2] No such file or directory: "
     "'/root/.triton/cache/76c543c0d8742e904f283b49e0ee704b/_sgmv_expand_kernel.json.tmp.pid_450752_42384ec9-f78e-40b0-"
     "b440-c41643b19290'\n"
     "```",
     "triton_cache_race", {}, "triton_cache_race",
     "vLLM with tensor parallelism > 1 (multiprocessing workers) running Triton kernels (the LoRA punica "
     "_sgmv_expand_kernel of PR #5036; the reporter saw the same with fused_moe_kernel on Qwen1.5-MoE). All workers "
     "compile the same kernel into the one shared ~/.triton/cache directory; Triton 2.3's cache manager writes "
     "'<file>.tmp.pid_<pid>_<uuid>' and renames it, and one worker reads a temporary file another worker already "
     "renamed, hence the FileNotFoundError. A Triton file-cache race between TP workers, not memory.",
     "the reporter (vLLM maintainer jeejeelee) traced it to a Triton cache bug in the issue; vLLM PR #6140 gives "
     "every worker its own Triton cache directory (releases with that PR). The upstream Triton fix (PR #3544) was "
     "not in Triton 2.3.x (IBM/vllm PR #34 patched it in its image). Workaround: a per-process TRITON_CACHE_DIR",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--enforce-eager"}],
     note="Excerpt: the issue's description from its title to the error block (the 'Possible solutions' paragraph "
          "with the reporter's analysis left out). Judgement call: a maintainer's report while testing the LoRA "
          "Triton kernels of PR #5036 at TP > 1, not a user's serve command; earlier rounds cited #6103 only as the "
          "diagnosis behind vllm-6276. The title names fused_moe_kernel, the traceback _sgmv_expand_kernel.")

# ---------------------------------------- 0xSero/turboquant PR #12: TurboQuant hooks in vLLM's worker -> unpinned H2D copy inside CUDA-graph capture
case("turboquant-pr12-vllm-serve-flash-attn-quantizer-hooks-cannot-copy-cpu-cuda-during-graph-capture",
     "https://github.com/0xSero/turboquant/pull/12",
     "```\n"
     "RuntimeError: Cannot copy between CPU and CUDA tensors during CUDA\n"
     "graph capture unless the CPU tensor is pinned. Please use\n"
     "tensor.pin_memory() or allocate the tensor with pin_memory=True.\n"
     "```\n"
     "\n"
     "## Repro\n"
     "\n"
     "```bash\n"
     "# any vllm serve with TQ installed via collective_rpc on the worker:\n"
     "vllm serve <model> --attention-backend flash_attn \\\n"
     "    --gpu-memory-utilization 0.85 --max-num-seqs 16\n"
     "# then: executor.collective_rpc(lambda w: install_turboquant_hooks(\n"
     "#           w.model_runner, mode=\"cap",
     "cuda_graph_unsupported", {"gpu_memory_utilization": 0.85, "max_num_seqs": 16}, "cuda_graph_unsupported",
     "vllm serve with the TurboQuant KV-compression hooks installed into each worker's model runner (capture_only or "
     "hybrid mode). During vLLM's start-up (determine_available_memory and its CUDA-graph capture) the hooked "
     "quantizer's _pack_qjl_signs / _unpack_qjl_signs build a small lookup tensor with torch.tensor([...], device=cuda) "
     "on every call: an unpinned host-to-device copy, which PyTorch refuses inside a CUDA-graph capture. A third-party "
     "plug-in's code that is not CUDA-graph-safe; not memory, not the model.",
     "the merged PR #12 (AEON-7) makes _pack_qjl_signs / _unpack_qjl_signs CUDA-graph-safe: no per-call "
     "torch.tensor([...], device=cuda) lookup tensor, so nothing is copied from the host during capture. Until then the server had to run with --enforce-eager "
     "(the PR notes a 20-30% decode-throughput cost)",
     release=None, gpu=None, gpus=None,
     command="vllm serve <model> --attention-backend flash_attn --gpu-memory-utilization 0.85 --max-num-seqs 16 "
             "(TurboQuant hooks installed via collective_rpc)",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--cpu-offload-gb"}, {"flag": "--max-num-seqs"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: from the PR description, the error block and the repro block as stored (cut by the store inside "
          "the collective_rpc line). Left out: the summary ('unpinned CPU -> GPU copy in the quantizer hot path', "
          "'crash during vLLM's determine_available_memory() unless the server is launched with --enforce-eager') "
          "and the root-cause section, which give the answer. Judgement call: a fix PR as the source; cause "
          "cuda_graph_unsupported as the earlier fixture with this torch message, plugin_kernel_bug the alternative.")

# ---------------------------------------- vllm PR #53884: Gemma-4 MTP drafter (gemma-4-12B-it-assistant) -> unpinned copy in FULL CUDA-graph capture at engine init
case("vllm-pr53884-gemma4-mtp-assistant-suppress-tokens-cannot-copy-cpu-cuda-during-graph-capture",
     "https://github.com/vllm-project/vllm/pull/53884",
     "Engine init then fails deterministically with:\n"
     "\n"
     "    RuntimeError: Cannot copy between CPU and CUDA tensors during CUDA graph\n"
     "    capture unless the CPU tensor is pinned.\n"
     "\n"
     "Trigger: any MTP draft whose `generation_config` has non-empty\n"
     "`suppress_tokens` — currently `google/gemma-4-12B-it-assistant`\n"
     "(`[258883, 258882]`). Other Gemma4 assistants ship no `suppress_tokens` and\n"
     "are unaffected.",
     "cuda_graph_unsupported", {}, "cuda_graph_unsupported",
     "Gemma 4 with MTP speculative decoding using google/gemma-4-12B-it-assistant as the draft. Gemma4MTP."
     "compute_logits masks the draft's suppress_tokens by indexing the logits with a Python list (and assigning a "
     "Python -inf), which issues unpinned host-to-device copies; since the V2 model runner became the default, the "
     "speculator captures the drafter's prefill routine, compute_logits included, into FULL CUDA graphs, so engine "
     "initialisation fails in the capture. A vLLM model-code bug on the CUDA-graph path, not memory.",
     "merged PR #53884 (lucianommartins): materialise the suppress-index tensor on the device at the end of "
     "load_weights and mask with logits.index_fill_; earlier attempts PR #48509 / #48515 (issue #48503, RTX 3090) "
     "showed both the list index and the -inf scalar had to go. Until a release with the fix: --enforce-eager, or a "
     "Gemma-4 assistant without suppress_tokens",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--max-num-seqs"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the failure and trigger paragraphs of the PR description as stored; the purpose paragraph before "
          "them (list indexing, V2 model runner capturing compute_logits) and the fix list after them left out. The "
          "user report is vllm #48503 (RTX 3090, torch 2.11.0+cu130), whose stored chunk is only collect_env. "
          "Judgement call: a fix PR as the source; cause cuda_graph_unsupported as the earlier fixture with this "
          "message; release_regression is defensible (the V2 runner's FULL capture started it).")

# ---------------------------------------- vllm #27890: vLLM 0.11.0 clean install -> Triton launcher build: fatal error: Python.h: No such file or directory
case("vllm-27890-v0110-clean-install-triton-launcher-python-h-missing-at-startup",
     "https://github.com/vllm-project/vllm/issues/27890",
     "\"fatal error: Python.h: No such file or directory\" upon vllm startup after a clean install\n"
     "\n"
     "```text\n"
     "...\n"
     "[conda] Could not collect                                                                    \n"
     "\n"
     "==============================                                                               \n"
     "         vLLM Info                                                                           \n"
     "==============================                                                               \n"
     "ROCM Version                 : Could not collect                                             \n"
     "vLLM Version                 : 0.11.0                                                        \n"
     "vLLM Build Flags:                                                                            \n"
     "  CUDA Archs: Not Set; ROCm: Disabled                                                        \n"
     "GPU Topology:                                                                                \n"
     "        GPU0    CPU Affinity    NUMA Affinity   GPU NUMA ID",
     "triton_compiler_missing", {}, "triton_compiler_missing",
     "A clean pip install of vLLM 0.11.0 on a one-GPU machine: at start-up Triton (used by vLLM's kernels and "
     "torch.compile) builds its small C launcher / cuda_utils module with the system C compiler, which includes "
     "<Python.h>; the interpreter's development headers are not installed, so the compile fails and the engine "
     "cannot start. A missing build dependency on the host, not memory or the model.",
     "no answer in the stored thread (open, stale). The message names the fix: install the Python development "
     "headers for the interpreter vLLM runs under (python3.X-dev / python3-devel, or a Python distribution that "
     "ships include/), then restart; --enforce-eager alone does not avoid Triton's launcher build",
     release="0.11.0", gpu=None, gpus=1, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title (which carries the error line) and the end of the stored collect_env chunk "
          "('...' for the rest); the body's log is not in the stored chunk. gpus=1 from the GPU topology (GPU0 "
          "only).")

# ---------------------------------------- gpustack #1242: vLLM (V0, multiproc workers) under GPUStack -> main.c: fatal error: Python.h after weights loaded
case("gpustack-1242-vllm-workers-triton-main-c-python-h-missing-after-weights",
     "https://github.com/gpustack/gpustack/issues/1242",
     "Failed to run model：fatal error: Python.h: No such file or directory\n"
     "\n"
     "```\n"
     "(VllmWorkerProcess pid=7819) INFO 02-18 06:48:31 model_runner.py:1115] Loading model weights took 16.4606 GB\n"
     "(VllmWorkerProcess pid=7816) INFO 02-18 06:48:31 model_runner.py:1115] Loading model weights took 16.4606 GB\n"
     "(VllmWorkerProcess pid=7817) INFO 02-18 06:48:31 model_runner.py:1115] Loading model weights took 16.4606 GB\n"
     "(VllmWorkerProcess pid=7815) INFO 02-18 06:48:31 model_runner.py:1115] Loading model weights took 16.4606 GB\n"
     "/tmp/tmp_bcihhdm/main.c:5:10: fatal error: Python.h: No such file or directory\n"
     "    5 | #include <Python.h>\n"
     "      |          ^~~~~~~~~~\n"
     "/tmp/tmp64hhjmvb/main.c:5:10: fatal error: Python.h: No such file or directory\n"
     "    5 | #include <Python.h>\n"
     "      |          ^~~~~~~~~~\n"
     "/tmp/tmp7kfr1hjn/main.c:5:10: fatal error: Python.h: No such file or directory\n"
     "    5 | #include <Python.h>\n"
     "      |          ^~~~~~~~~~\n"
     "/tmp/tmpy7pl0x05/main.c:5:10: fatal error: Python.h: No such file or directory\n"
     "    5 | #include <Python.h>\n"
     "      |          ^~~~~~~~~~\n"
     "compilation terminated.\n"
     "compilation terminated.\n"
     "compilation terminated.\n"
     "compilation terminated.\n"
     "/tmp/tmpr0rw3njj/main.c:5:10: fatal error: Python.h: No such file or directory\n"
     "    5 | #include <Python.h>",
     "triton_compiler_missing", {"weights_gib": 16.4606}, "triton_compiler_missing",
     "GPUStack starting a vLLM (V0, multiprocessing tensor-parallel workers) model: the weights loaded (16.46 GB per "
     "worker), then every worker's Triton JIT built its C launcher (/tmp/.../main.c) with the host compiler and "
     "failed because <Python.h> is not installed for the Python that runs vLLM; the model never started. A missing "
     "Python development headers package on the worker host, not memory.",
     "no answer in the stored text (closed). The message names it: install the Python development headers for "
     "GPUStack's Python (python3.X-dev / python3-devel) on the worker, or use GPUStack's container image, then "
     "redeploy the model",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title and the stored chunk of the log (cut by the store after the fifth compiler "
          "error). V0's 'Loading model weights took ... GB' puts it at vLLM 0.6.x-0.7.x (February 2025); four "
          "VllmWorkerProcess lines are shown, the TP size is not. 'GB' as printed.")

# ---------------------------------------- MuLabPKU/TransMLA #39: Llama-3.2-1B converted to MLA (LlamaMLAForCausalLM), vLLM 0.8.4 -> Head size 576 not supported
case("transmla-39-llama32-1b-mla-converted-vllm-084-head-size-576-flashattention-pagedattention",
     "https://github.com/MuLabPKU/TransMLA/issues/39",
     "Errors when running target model #39\n"
     "\n"
     "I have performed transfer learning, using base model Llama-3.2-1B-Instruct.\n"
     "\n"
     "Variant 1. When running the result Llama-3.2-1B-transmla model for inference, have got error like:\n"
     "Head size 576 is not supported by FlashAttention. Supported head sizes are: [32, 64, 96, 128, 160, 192, 224, 256].\n"
     "Head size 576 is not supported by PagedAttention. Supported head sizes are: [32, 64, 80, 96, 112, 120, 128, 192, "
     "256].\n"
     "\n"
     "Command used to create Llama-3.2-1B-transmla:\n"
     "python transmla/converter.py\n"
     "--model-path models/Llama-3.2-1B-Instruct/\n"
     "--save-path output/Llama-3.2-1B-transmla\n"
     "--dtype bf16\n"
     "--cal-dataset wikitext2\n"
     "--cal-nsamples 128\n"
     "--cal-max-seqlen 256\n"
     "--cal-batch-size 8\n"
     "--ppl-eval-batch-size 8\n"
     "--freqfold auto\n"
     "--collapse auto\n"
     "--qk-mqa-dim 64\n"
     "--q-lora-rank 512\n"
     "--kv-lora-rank 512\n"
     "\n"
     "Python environment satisfy project requirements:\n"
     "vllm==0.8.4\n"
     "transformers==4.52.4\n"
     "datasets==4.2.0\n"
     "accelerate==1.3.0\n"
     "datatrove==0.6.0\n"
     "tensorboardX==2.6.4\n"
     "...\n"
     "In trained model (config.json):\n"
     "architectures: LlamaMLAForCausalLM\n"
     "model_type: deepseek_v3\n"
     "num_key_value_heads 32",
     "head_size_unsupported", {"head_size": 576}, "head_size_unsupported",
     "A Llama-3.2-1B converted by TransMLA to multi-head latent attention (kv-lora-rank 512, qk-mqa-dim 64), served with "
     "vLLM 0.8.4 through the project's own LlamaMLAForCausalLM class. Its attention layers ask vLLM's generic backends "
     "for head size 576 (the 512-wide latent plus the 64-wide rope part); FlashAttention supports up to 256 and "
     "PagedAttention only its fixed list, so both refuse and the model cannot start. Only vLLM's MLA backends take 576, "
     "and this architecture does not go through them.",
     "no answer in the stored text. The message leaves the fix: a head size the backends list (the reporter's Variant "
     "2 re-converted with q/kv-lora-rank 192 so the head size is 256, then hit a separate remote-code import error), "
     "or serving the converted model through vLLM's MLA path (a DeepSeek-V2/V3 architecture that vLLM runs with its "
     "MLA backends)",
     release="0.8.4", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue description as the docs corpus stores it (title line from the page, the lines between "
          "the environment and the config comparison dropped as '...'; the original model's config lines and the "
          "Variant 2 paragraph left out). Judgement call: no reply in the stored text; the message itself names the "
          "failure.")

if __name__ == "__main__":
    BATCH.write()
