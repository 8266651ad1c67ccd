"""Round-295 blind batch: vLLM launch failures on OTHER ACCELERATORS and their plugins (Google TPU / tpu-inference,
AWS Neuron (Inferentia/Trainium, vllm-neuron, NxDI), Ascend outside vllm-ascend's tracker, IBM Spyre, Apple Metal,
Chinese-vendor forks), found in the ``issues`` corpus; collected by helper wild295 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round295-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

Slice: vLLM on other accelerators and their plugins (TPU / tpu-inference, AWS Neuron, Ascend outside vllm-ascend's
tracker, IBM Spyre, Apple Metal, Cambricon/MetaX/Iluvatar/Kunlun forks), start-up failures, ``issues`` corpus.

Look-ups: 41 of the 50 allowed, all ``search`` with corpus=issues (no find_string, read_file, find_files or fetch).
**7 cases**: AWS Neuron 1, Kunlun 3, Apple Metal 1, Google TPU 2. The issues corpus returns one chunk per thread, so
a thread's later turns (where fixes live) took one or two extra targeted searches each; most of the budget went
there. Every url was checked with grep -F against USED_SOURCES.txt before more look-ups were spent on it.

Sources given up (for the lead, not cases):
- Already used: vllm #8318, #16521, #10932, #6269, #12443; tpu-recipes #151; TheTom/vllm-swift #10;
  torch-spyre/sendnn-inference PR #47 / #244 (most Spyre hits); lemonade-sdk/vllm-rocm #5; vllm-neuron #24 and #8.
- No root error text or no fix in the chunks reachable with the budget: tpu-inference #765 (only the API-server
  trace), ARahim3/kaggle-tpu-lab #7 (author could not see the root cause), vllm #23834 (Qwen3-MoE on v6e, stale),
  #12179 (multi-node TPU), #11260 (TPU + PP with Ray), #12936 (DeepSeek-R1 on TPU, 'Torch not compiled with CUDA'),
  #9331 (v5e-8 70B tpu_int8 HBM OOM), #19490 (TPU vmem OOM; only a GPU user's comment and a later 'works at 1024'
  from a different benchmark command), #10155 (v5p-16 Ray; fix = runtime v2-alpha-tpuv5, but no error text seen),
  marin #2387 (TPU HBM fragmentation, no fix seen); vllm #11189 (Inf2 neuronx-cc ISA check failed, stale), #5738,
  #6452, #3291, #4836; aws-neuron-sdk #1022, #1123 (the KeyError LOCAL_WORLD_SIZE twin of the used #1214);
  neuronx-distributed-inference #5; vllm-neuron #7 (fix seen - TP 32 -> 8 on inf2.48xlarge - but its error text
  never came back in two searches), vllm-neuron #11 (Llama-4 MoE kernel on Trn2, no root line or fix seen);
  PKU-YuanGroup/Helios #62 (vllm-omni on Ascend, Memory_Allocation_Failure in the dummy run, no fix);
  zai-org/GLM-OCR #116 (910B start failure, answer is only a link to a gitcode recipe); gpustack #4194 (NPU
  distributed, not pursued, budget); vLLM-Kunlun #295 (PP2 TP4 graph capture, no fix), #270 (logs only as attached
  files), #292/#293/#355/#475 (install / runtime crashes, not start-up with a stated fix, or fix a long personal
  recipe); MetaX-MACA/vLLM-metax #142 (given up by an earlier round) and #43 (PD + LMCache hang); vllm #9649
  (Cambricon, a comment in a feature request); tenstorrent/vllm #285, tt-metal #21904, tt-xla #5494/#5535 (Tenstorrent
  CI/dev OOMs, outside the named slice and without a user-side fix); vllm-metal #58 (network, not start-up), #512
  (flag ignored, not a failure); vllm #13889 (macOS CPU build, fix not reached).

Judgement calls for the lead (each case's ``note`` says more):
1. aws-neuron-sdk #1120: a neuronx-cc internal compiler error (TEN404) while LLM(...) builds Llama-3.2-3B on NxDI,
   fixed by Neuron SDK 2.23; labelled torch_compile_error / torch_compile_error (no Neuron-compiler label;
   dependency_version_mismatch is the alternative).
2. vLLM-Kunlun #477: the Kunlun speculative_attention op refuses the warm-up decode batch of 1024 (= max_num_seqs);
   labelled attention_backend_feature_unsupported (attention_workspace_overflow is the nearest alternative);
   numbers max_num_seqs 1024 and max_model_len 40960 are read from the printed batch_num / max_context_len.
3. vLLM-Kunlun #489: the excerpt joins two stored pieces of one pasted log (Dynamo graph-break lines and the API
   server's last lines); the Dynamo headline was not seen; fix = the author's --enforce-eager workaround (the
   maintainer's env-var suggestion unconfirmed).
4. vLLM-Kunlun #382: nccl_error for an XCCL addr_window check failure at TP 2; the fix (BKCL_CHECK_AW=0) comes from
   the linked follow-up issue #420, shown there for a two-rank probe only.
5. vllm-metal #755: a contributor's deliberate repro (--gpu-memory-utilization 0.15 on an 8 GB M1); excerpt cut
   before the misleading mitigation text; kind kv_memory_negative, cause util_too_low; numbers use
   vllm-metal-398's keys.
6. marin #6230: the excerpt is an agent-written status comment quoting the command and root stderr; the confirmed
   fix (TP 4) is in the same account's comment on #6227, cross-posted to #6230.
7. kaggle-tpu-lab #6: NEW cause label accelerator_env_invalid (TPU_WORKER_HOSTNAMES holds a WARNING string; no
   existing cause fits); kind no_gpu_visible; the fix is an open contributor PR (#9), not confirmed by the reporter.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round295-blind")
case = BATCH.case

# ------------------------------------------ AWS Neuron (NxDI): Llama-3.2-3B, neuronx-cc TEN404 'Too many strides!'
case("aws-neuron-sdk-1120-nxdi-llama32-3b-neuronx-cc-ten404-too-many-strides",
     "https://github.com/aws-neuron/aws-neuron-sdk/issues/1120",
     ".......root = neuronxcc/starfish/penguin/targets/codegen/BirCodeGenLoop.py\n"
     "root = neuronxcc/starfish/penguin/targets/codegen\n"
     "root = neuronxcc/starfish/penguin/targets\n"
     "root = neuronxcc/starfish/penguin\n"
     "root = neuronxcc/starfish\n"
     "\n"
     "[TEN404] (_sine.127) Internal tensorizer error: BirCodeGenLoop:Too many strides! "
     "{{{{0,+,1}[64],+,0}[2],+,64}[2],+,0}[2] - Please open a support ticket at "
     "https://github.com/aws-neuron/aws-neuron-sdk/issues/new. You may also be able to obtain more information using "
     "the 'XLA_IR_DEBUG' and 'XLA_HLO_DEBUG' environment variables.\n"
     "Traceback (most recent call last):\n"
     "  File \"/home/ubuntu/upstreaming-to-vllm/benchmarks/benchmark_latency.py\", line 269, in <module>\n"
     "    main(args)\n"
     "  File \"/home/ubuntu/upstreaming-to-vllm/benchmarks/benchmark_latency.py\", line 28, in main\n"
     "    llm = LLM(\n"
     "  File \"/home/ubuntu/upstreaming-to-vllm/vllm/entrypoints/llm.py\", line 214, in __init__\n"
     "    self.llm_engine = LLMEngine.from_engine_args(",
     "torch_compile_error", {}, "torch_compile_error",
     "Benchmarking vLLM on NxD Inference (AWS's v0.6.x-neuron vLLM branch, 'upstreaming-to-vllm'): Llama-3.1-8B and "
     "Llama-3.2-1B worked, but Llama-3.2-3B failed while the Neuron compiler (neuronx-cc) built the model at LLM(...) "
     "start: an internal tensorizer error TEN404 'BirCodeGenLoop:Too many strides!' on the rotary-embedding sine op "
     "(_sine.127). An AWS engineer reproduced it on inf2.8xlarge with max_model_len=1024, block_size=1024, "
     "tensor_parallel_size=2 (it worked on trn1.32xlarge with TP 32). A compiler bug, not a memory or config error of "
     "the user; fixed in Neuron SDK release 2.23.",
     "maintainer (aws-yyjau, 2025-05-21): 'This should be fixed with the latest release (2.23)' — upgrade the Neuron "
     "SDK (neuronx-cc) to 2.23",
     release="AWS fork, v0.6.x-neuron branch of aws-neuron/upstreaming-to-vllm (Neuron SDK before 2.23, March 2025)",
     gpu="AWS Neuron (Inferentia2/Trainium; the reporter's instance is not named in what was seen; reproduced on "
         "inf2.8xlarge)",
     gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype"}, {"flag": "--quantization"},
                {"flag": "--cpu-offload-gb"}],
     note="Excerpt: the tail of the issue body as the search excerpt shows it (compiler path lines, the TEN404 line, "
          "the head of the Python traceback), cut after 'LLMEngine.from_engine_args('. The benchmark command line is "
          "not shown, hence command None and gpus None. Kind/cause torch_compile_error is a judgement call: no Neuron "
          "compiler label exists; this is a graph compiler (neuronx-cc) internal error during engine build, fixed by "
          "a compiler release; dependency_version_mismatch would also be defensible (fix = newer SDK). Memory flags "
          "are beside the point; TP and max-model-len are not marked wrong because the maintainer's repro notes that "
          "TP 32 on trn1 worked.")

# ------------------------------------------ Kunlun P800 (vLLM-Kunlun): Qwen3-8B warm-up decode batch 1024 -> spec-attn op refuses
case("vllm-kunlun-477-p800-qwen3-8b-mrv2-warmup-speculative-attention-batch-1024",
     "https://github.com/baidu/vLLM-Kunlun/issues/477",
     "vllm serve Qwen/Qwen3-8B\n"
     "\n"
     "File \"vllm_kunlun/v1/attention/backends/kunlun_attn.py\", line 928, in forward\n"
     "  kunlun_ops.speculative_attention(\n"
     "ValueError: Check 0 == ret failed, left operand=0, speculative_attention failed\n"
     "RuntimeError: Engine core initialization failed.\n"
     "\n"
     "加 --enforce-eager 同样失败。\n"
     "\n"
     "**被拒的调用参数：**\n"
     "\n"
     "batch_num=1024, qlen=1, max_context_len=40960, block_size=16,\n"
     "max_num_blocks_per_seq=2560, head_num=32, kv_head_num=8, head_dim=128,\n"
     "k_cache=v_cache=(32435,8,16,128) bf16, block_tables=(1024,2560) int32,\n"
     "context_lens 全为 3, sink=None",
     "attention_backend_feature_unsupported", {"max_num_seqs": 1024, "max_model_len": 40960},
     "attention_backend_feature_unsupported",
     "vLLM 0.25.1 with the vLLM-Kunlun v0.25.1-dev plugin on one Baidu Kunlun P800 XPU: `vllm serve Qwen/Qwen3-8B` with "
     "defaults dies in the engine's warm-up. The V2 model runner's warm-up (warmup_kernels) runs a real decode step "
     "with num_reqs = min(max_num_seqs, ...) = 1024 requests, and Kunlun's speculative_attention operator rejects a "
     "decode batch of 1024 (batch_num=1024, max_context_len=40960) with 'Check 0 == ret failed'. The author's analysis: "
     "the root cause is the spec-attn operator, not the V2 runner; V1 has the same bug but only hits it when a live "
     "server decodes more than 1024 sequences at once. --enforce-eager does not help. Not a memory shortfall.",
     "the author's workaround in the issue: '临时解决办法： VLLM_USE_V2_MODEL_RUNNER=0 或调小 --max-num-seqs（实测 32 可启动）' — "
     "either set VLLM_USE_V2_MODEL_RUNNER=0, or lower --max-num-seqs (32 was measured to start)",
     release="vLLM 0.25.1 + vLLM-Kunlun v0.25.1-dev (September 2026)",
     gpu="Baidu Kunlun P800 (XPU)", gpus=1,
     command="vllm serve Qwen/Qwen3-8B",
     forbidden=[{"flag": "--max-num-seqs", "at_least": 1024}, {"flag": "--gpu-memory-utilization"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--quantization"}, {"flag": "--enforce-eager"},
                {"flag": "--tensor-parallel-size", "above": 1}],
     note="Excerpt: the issue body's reproduction line, the short traceback and the rejected-call parameters as the "
          "author wrote them (the author's own condensed log, not a raw dump); the workaround paragraph is left out. "
          "numbers: max_num_seqs is the printed batch_num=1024 (the warm-up batch equals max_num_seqs here) and "
          "max_model_len the printed max_context_len=40960 (Qwen3-8B's default context). Kind/cause "
          "attention_backend_feature_unsupported is a judgement call: an XPU attention kernel refusing a decode batch "
          "of 1024 at start-up; attention_workspace_overflow (the FlashInfer max-num-seqs case) is the nearest "
          "alternative. --enforce-eager is marked wrong because the author says it fails the same way.")

# ------------------------------------------ Kunlun XPU (vLLM-Kunlun main + torch 2.9): Qwen3-Coder-30B, Dynamo graph break in graph mode
case("vllm-kunlun-489-torch29-main-qwen3-coder-30b-dynamo-graph-break-qkv-proj-graph-mode",
     "https://github.com/baidu/vLLM-Kunlun/issues/489",
     "(Worker pid=4117) ERROR 09-20 15:29:33 [v1/executor/multiproc_executor.py:962]  For more details about this graph "
     "break, please visit: https://meta-pytorch.github.io/compile-graph-break-site/gb/gb0156.html\n"
     "\n"
     "(Worker pid=4117) ERROR 09-20 15:29:33 [v1/executor/multiproc_executor.py:962]\n"
     "\n"
     "(Worker pid=4117) ERROR 09-20 15:29:33 [v1/executor/multiproc_executor.py:962] from user code:\n"
     "\n"
     "(Worker pid=4117) ERROR 09-20 15:29:33 [v1/executor/multiproc_executor.py:962]    File \"/opt/vllm_kunlun/lib/"
     "python3.10/site-packages/vllm/model_executor/models/qwen3_moe.py\", line 503, in forward\n"
     "\n"
     "(Worker pid=4117) ERROR 09-20 15:29:33 [v1/executor/multiproc_executor.py:962]     hidden_states, residual = "
     "layer(positions, hidden_states, residual)\n"
     "\n"
     "(Worker pid=4117) ERROR 09-20 15:29:33 [v1/executor/multiproc_executor.py:962]   File \"/opt/vllm_kunlun/lib/"
     "python3.10/site-packages/vllm/model_executor/models/qwen3_moe.py\", line 428, in forward\n"
     "\n"
     "(Worker pid=4117) ERROR 09-20 15:29:33 [v1/executor/multiproc_executor.py:962]     hidden_states = self.self_attn(\n"
     "\n"
     "(Worker pid=4117) ERROR 09-20 15:29:33 [v1/executor/multiproc_executor.py:962]   File \"/opt/vllm_kunlun/lib/"
     "python3.10/site-packages/vllm/model_executor/models/qwen3_moe.py\", line 348, in forward\n"
     "\n"
     "(APIServer pid=3820)   File \"/opt/vllm_kunlun/lib/python3.10/site-packages/vllm/v1/engine/utils.py\", line 1187, "
     "in wait_for_engine_startup\n"
     "\n"
     "(APIServer pid=3820)     raise RuntimeError(\n"
     "\n"
     "(APIServer pid=3820) RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {}",
     "torch_compile_error", {}, "torch_compile_error",
     "vLLM-Kunlun (main branch, the torch 2.9 build, installed per the project's installation guide) serving "
     "Qwen3-Coder-30B (Qwen3-MoE) on Kunlun XPUs in the default graph (torch.compile + graph capture) mode: Dynamo hits a "
     "graph break inside the Qwen3-MoE attention (at self.qkv_proj) - the title says an operator needed for graph capture "
     "is missing (捕图算子缺失) - and the worker dies during engine start-up. Not a memory problem.",
     "the author (2026-09-20): '可以用--enforce-eager参数来绕过，但是推理速度下降太多了' — --enforce-eager gets around it, at a large "
     "speed cost; the maintainer (xyDong0223) asks whether the launch exports XMLIR_FORCE_USE_XPU_GRAPH=1, "
     "XMLIR_ENABLE_MOCK_TORCH_COMPILE=false and XMLIR_DYNAMO_WORKAROUND=1 (the graph-mode environment the plugin needs); no "
     "confirmation of that in what was seen",
     release="vLLM-Kunlun main branch, torch 2.9 build (September 2026)",
     gpu="Baidu Kunlun XPU (model not named in what was seen)", gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--quantization"}],
     note="Excerpt: two pieces of the same pasted log in the issue body as the search excerpts show them (the source "
          "has blank lines between log lines, kept): the worker's graph-break lines (cut after the qwen3_moe.py line-348 "
          "frame; the next line, cut off in the excerpt seen, calls self.qkv_proj) and the API server's final lines; the "
          "Dynamo exception headline above the graph-break link was not in what was seen, and the middle of the log "
          "is dropped. The launch command is not shown (only 'run qwen3-coder-30b per the installation guide'), hence "
          "command None and gpus None. Kind/cause torch_compile_error: the failure is a torch.compile/Dynamo graph break "
          "on the Kunlun build; the workaround (--enforce-eager) skips compilation and graph capture. The maintainer's "
          "env-var question points at a plugin environment setting as the likely real fix (unconfirmed).")

# ------------------------------------------ Kunlun XPU (vLLM-Kunlun): TP=2 dies in XCCL init, addr_window check failed
case("vllm-kunlun-382-tp2-xccl-addr-window-check-failed-tp1-works",
     "https://github.com/baidu/vLLM-Kunlun/issues/382",
     "[XCCL][util.cpp:346] dev 0 addr_window not properly set\n"
     "[XCCL][init.cpp:1227] host <redacted-private-ip> addr_window check failed\n"
     "ValueError: [INVALID PARAMETER]: error code= 1(at .../torch_xmlir/csrc/new_xccl/XCCLUtils.hpp:53)\n"
     "RuntimeError: Engine core initialization failed. See root cause above.\n"
     "\n"
     "c2c port1 AM out of lock!, reg_val: 0x0\n"
     "c2c port3 AM out of lock!, reg_val: 0x0",
     "nccl_error", {}, "nccl_error",
     "vLLM-Kunlun starts with --tensor-parallel-size 1 but always fails with --tensor-parallel-size 2 on the same "
     "host, image and model: the engine dies in XCCL/BKCL communicator initialisation (the first all-reduce), before "
     "model loading completes, because XCCL's address-window check fails ('dev 0 addr_window not properly set'); the "
     "host driver log shows C2C link messages ('c2c port1 AM out of lock!'). A multi-XPU collective / interconnect "
     "setup problem, not memory and not the vLLM config. The follow-up issue #420 (which names #382 as related) "
     "reproduces the same failure on an 8x Kunlun P800 server with vLLM-Kunlun TP 2, FlagOS and a bare two-rank "
     "torch.distributed all-reduce, i.e. independent of vLLM.",
     "no fix in #382 itself (open, the reporter asks what to check); the related issue #420 (same error, links #382) "
     "reports in its title: 'addr_window blocks default multi-XPU initialization; BKCL_CHECK_AW=0 bypasses the check "
     "in a 2-rank probe' — setting BKCL_CHECK_AW=0 skips the address-window check (shown for a two-rank probe)",
     release="vLLM-Kunlun (June 2026; version not in what was seen)",
     gpu="Baidu Kunlun XPU (#420 reproduces on Kunlun P800)", gpus=2,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--quantization"}, {"flag": "--tensor-parallel-size", "above": 2}],
     note="Excerpt: the two code blocks of the issue body ('The key error is:' and the host/driver log lines) as "
          "written by the reporter (a condensed log with the IP redacted by the reporter and a path shortened to "
          "'...'), joined with a blank line. The single- and two-XPU commands are cut off in the excerpt seen, hence "
          "command None. Kind/cause nccl_error: XCCL/BKCL is Kunlun's NCCL counterpart and the failure is in "
          "communicator init. The fix is taken from the linked follow-up issue #420 (a workaround that bypasses the "
          "check, demonstrated in a 2-rank probe, not confirmed for a full vLLM launch) - a judgement call; "
          "dropping to TP 1 also 'works' but is not the user's goal, so TP 1 is not marked wrong.")

# ------------------------------------------ Apple Metal (vllm-metal): 8 GB M1, --gpu-memory-utilization 0.15 -> kv_budget -0.89 GB
case("vllm-metal-755-m1-8gb-qwen3-0.6b-4bit-util-0.15-kv-budget-minus-0.89",
     "https://github.com/vllm-project/vllm-metal/issues/755",
     "INFO [cache_policy.py:1307] Paged attention: VLLM_METAL_MEMORY_FRACTION=auto, using --gpu-memory-utilization=0.15\n"
     "\n"
     "ValueError: Paged attention: not enough Metal memory for KV cache. metal_limit=5.73GB, fraction=0.15, "
     "usable_metal=0.86GB, model_memory=0.34GB, overhead=1.42GB, kv_budget=-0.89GB.",
     "kv_memory_negative",
     {"available_gib": -0.89, "weights_gib": 0.34, "gpu_memory_utilization": 0.15, "total_gib": 5.73},
     "util_too_low",
     "vllm-metal (Apple Silicon plugin, paged-attention path) on an 8 GB Apple M1: `vllm serve "
     "mlx-community/Qwen3-0.6B-4bit --gpu-memory-utilization 0.15 --max-model-len 2048 --max-num-seqs 1` with "
     "VLLM_METAL_MEMORY_FRACTION unset (auto). The KV planner takes the fraction from --gpu-memory-utilization, so only "
     "0.15 x 5.73 GB = 0.86 GB of the Metal limit is usable; the 0.34 GB model plus 1.42 GB overhead already exceed "
     "it, the KV budget is -0.89 GB and start-up is refused. The issue itself is about the error's mitigation text, "
     "which told the user to raise VLLM_METAL_MEMORY_FRACTION although the active knob was --gpu-memory-utilization.",
     "the fix PR #756 ('Fixes #755') makes --gpu-memory-utilization the only knob and changes the mitigation to read "
     "'increase --gpu-memory-utilization (currently 0.15)' — i.e. raise --gpu-memory-utilization well above 0.15 so "
     "the Metal budget covers weights + overhead + KV",
     release="vllm-metal main (September 2026, before PR #756)",
     gpu="Apple M1, 8 GB unified memory (Metal limit 5.73 GB)", gpus=1,
     command="vllm serve mlx-community/Qwen3-0.6B-4bit --gpu-memory-utilization 0.15 --max-model-len 2048 "
             "--max-num-seqs 1",
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.15}, {"flag": "--tensor-parallel-size", "above": 1},
                {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}],
     note="Excerpt: the two log lines the issue body quotes under 'Observed' (joined with a blank line); the "
          "ValueError is cut after 'kv_budget=-0.89GB.' because the stored excerpt breaks off inside the following "
          "'Mitigations: increase VLLM_METAL_MEM...' text (which is also the misleading part the issue is about). The "
          "reporter set the low utilization deliberately to reproduce the message (a contributor's bug report, not a "
          "user's accident). numbers follow vllm-metal-398's keys (available_gib for kv_budget, weights_gib for "
          "model_memory); total_gib is the printed metal_limit. Lowering --max-model-len (already 2048, one seq) "
          "cannot help a negative budget, hence forbidden.")

# ------------------------------------------ Google TPU (tpu-inference 0.19): v5p-8 exposes 4 devices, --tensor-parallel-size 8
case("marin-6230-tpu-v5p-8-qwen3-8b-tp8-mesh-1x8-only-4-devices",
     "https://github.com/marin-community/marin/issues/6230",
     "- vLLM command: `/app/.venv/bin/vllm serve Qwen/Qwen3-8B --trust-remote-code --host 127.0.0.1 --port 42045 "
     "--max-model-len 4096 --tensor-parallel-size 8`\n"
     "- startup failed before `/v1/models` became ready because the vLLM process exited with code 1\n"
     "- root stderr: `ValueError: Number of devices 4 must be >= the product of mesh_shape (1, 8)` followed by "
     "`ValueError: cannot reshape array of size 4 into shape (1,8)` in `tpu_inference/utils.py::make_optimized_mesh` "
     "via `tpu_runner.py::_create_2d_mesh`",
     "tp_over_gpus", {"tensor_parallel_size": 8, "max_model_len": 4096}, "tp_over_gpus",
     "Marin's Levanter-vs-vLLM TPU benchmark launched `vllm serve Qwen/Qwen3-8B --tensor-parallel-size 8` (vllm_tpu / "
     "tpu_inference 0.19.0, jax 0.9.2) on a v5p-8 slice. A v5p-8 has 4 TPU chips, and vLLM/tpu_inference saw only 4 "
     "devices, so the TPU runner could not build the requested (1, 8) data x model mesh and the server exited at "
     "start-up. The TP size was set to the slice name's core count instead of the visible device count.",
     "the follow-up comment (posted on the sibling epic #6227 and cross-linked to #6230): a retry with "
     "'--tensor-parallel-size 4 instead of 8' 'is terminal successful ... matching `--tensor-parallel-size 4` to the 4 "
     "visible devices let vLLM start' (the repo's Evalchemy v5p launcher already maps v5p-8 to TP=4)",
     release="vllm_tpu 0.19.0 / tpu_inference 0.19.0 (jax 0.9.2, libtpu 0.0.39), June 2026",
     gpu="Google TPU v5p-8 (4 chips visible)", gpus=4,
     command="vllm serve Qwen/Qwen3-8B --trust-remote-code --host 127.0.0.1 --port 42045 --max-model-len 4096 "
             "--tensor-parallel-size 8",
     forbidden=[{"flag": "--tensor-parallel-size", "above": 4}, {"flag": "--gpu-memory-utilization"},
                {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}, {"flag": "--quantization"}],
     note="Excerpt: three bullet lines of an agent-written ('🤖') status comment on the issue, which quotes the failing "
          "command and the root stderr (not a raw log); the following bullet, which states the diagnosis (TP=8 vs 4 "
          "visible devices), and the environment snapshot are left out. The fix is confirmed in a later comment by the "
          "same account on #6227, which says the evidence was also posted to #6230. gpus=4: the TPU chips "
          "(devices) visible to vLLM on a v5p-8.")

# ------------------------------------------ Google TPU (vllm-tpu 0.28 on Kaggle v5e-8): TPU_WORKER_HOSTNAMES holds a WARNING text
case("kaggle-tpu-lab-6-v5e-8-vllm-tpu-0280-tpu-worker-hostnames-warning-text",
     "https://github.com/ARahim3/kaggle-tpu-lab/issues/6",
     "!python serve_qwen38.py\n"
     "\n"
     "INVALID_ARGUMENT: Error: unexpected worker hostname 'WARNING: could not determine TPU worker hostnames or IP "
     "addresses' from env var TPU_WORKER_HOSTNAMES. Expecting a valid hostname or IP address without port number, or "
     "hostname:port:address triple. (Full TPU workers' addr string: WARNING: could not determine TPU worker hostnames "
     "or IP addre",
     "no_gpu_visible", {}, "accelerator_env_invalid",
     "A Kaggle notebook (ARahim3's kaggle-tpu-lab: Qwen3 on a Kaggle TPU v5e-8 with vllm-tpu 0.28.0, jax 0.11.0) "
     "failed in its serve cell: Kaggle's cluster-metadata lookup had failed, so the TPU_WORKER_HOSTNAMES / "
     "TPU_WORKER_ADDRS environment variables held the lookup's WARNING text instead of addresses, and libtpu refused "
     "to initialise the TPU. A v5e-8 is a single VM with all 8 chips, so PJRT never needs these variables. Not a "
     "vLLM config or memory problem.",
     "contributor PR #9 on the repository ('Fixes #6', open when stored): 'Both kernels now run sanitize_tpu_env() "
     "before anything touches the TPU: the variable is dropped when its value is not a plain address list (a v5e-8 is "
     "a single VM holding all 8 chips, so PJRT never needs these variables)' — i.e. unset TPU_WORKER_HOSTNAMES / "
     "TPU_WORKER_ADDRS when they hold non-address text, then start vLLM",
     release="vllm-tpu 0.28.0 (jax 0.11.0, torch 2.10.0+cpu), September 2026",
     gpu="Google TPU v5e-8 (Kaggle)", gpus=8,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--quantization"}, {"flag": "--tensor-parallel-size", "above": 8}],
     note="Excerpt: the notebook cell and the error block from the issue body as stored; the error line is cut off "
          "mid-word ('IP addre') in the source's summary block (the full log follows in a <details> section not "
          "seen). The launch is the notebook's serve_qwen38.py wrapper, not a vllm command, hence command None. The "
          "fix is a contributor's PR diagnosis (open, not confirmed by the reporter) - a judgement call. Labels: "
          "kind no_gpu_visible (the TPU runtime refuses to come up); cause is a NEW label accelerator_env_invalid "
          "because no existing cause fits a platform environment variable holding garbage (invalid_device_ordinal / "
          "cuda_visible_devices_uuid are the nearest, but they concern device lists, not the TPU worker-address "
          "variables).")

if __name__ == "__main__":
    BATCH.write()
