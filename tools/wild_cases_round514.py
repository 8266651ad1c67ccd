"""Round-514 blind batch: vLLM MEMORY failures at start-up in any GitHub repository's issues (issues corpus), searched
by exact vLLM strings with the less common wordings ('reserved for KV Cache is' negative, '# GPU blocks: 0',
'# CPU blocks', 'Insufficient memory', memory profiling, CUDA graph capture + out of memory, 'Free memory on device',
'Available KV cache memory: -', gpu_memory_utilization 0.99, 'estimated maximum model length',
num_gpu_blocks_override, swap_space, cpu_offload_gb, max_num_seqs + Mamba, kv_cache_memory_bytes); collected by helper
wild514 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round514-blind"``; the
lead grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's stored chunks show it; the fix is left out of the excerpt.

Look-ups: 36 of the 40 allowed, all ``search``: 34 corpus=issues, 1 corpus=code (committed logs: nothing vLLM), 1
corpus=docs (HF Spaces runtime-error pages: only used ones). No read_file / find_string / fetch / find_files; no
device. 1 case: vllm-ascend #109 (TRL GRPO on Ascend NPU, vLLM 0.7.1 + vllm-ascend, 'AssertionError: Error in memory
profiling'). The slice is mined out: every one of the ~35 distinct queries returned, in its top 9-12, threads that are
already in /work/coord/USED_SOURCES.txt, are fixtures, or are named in earlier rounds' skip lists; each url was checked
with grep -iF against USED_SOURCES.txt (url and 'owner/repo #N') and with a repository-anchored grep against
tools/wild_cases_round*.py and tests/golden/wild/*.json before anything more was spent on it.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt / fixtures), met again: vllm #2136, #2248, #2418, #6746, #7526, #7593,
  #8933, #10439, #10517, #11251, #11587, #13061, #14452, #15105, #15598, #17238, #17431, #20305, #21348, #25837,
  #27181, #27508, #29233, #32105, #34076, #47387, #49064, #56830, #57475, PR #33358, PR #38632, PR #57595; recipes #551,
  #906; kaito #2319; NeMo-RL #2620; retail-shopping-assistant PR #95; rwlove/home-ops PR #13226; llm-d #787; QwenLM/Qwen
  #819; QwenLM/Qwen3 #12, #16, #295; QAnything #302; bonito #22; rl-swarm #118; Ksuriuri/index-tts-vllm #99;
  OpenRLHF #336; LlamaFactory #7234; DeepSeek-V2 #83; api-for-open-llm #225; SubgraphRAG #19; basalam #10;
  intel-arc-pro-b70-cookbook #4; gpustack #1800; xinference #4926; kvcached #29, #110; spark-vllm-docker #396;
  tpu-recipes #151; GKE samples PR #1467; vllm #8318, #16521; HF Space lilpulgoyt/Ggvg; feuler/gh200-pytorch #2.
- Named in earlier rounds' skip lists (not re-opened): ms-swift #3241 (see judgement call 2), vllm #7154, wyf3/llm_related #29,
  gofreelee/SpaceServe #15, qi-hua/async_cosyvoice #21, vllm #14574, #4168, #4429, #4608, #5248, #9331, #9339, #12529,
  #15877, #19048, #19125, #19490, #26612, #29636, #29639, #32653, #52656, #55169, PR #30515, #51396/#56283 and
  defilantech/LLMKube #1320, #23087, #37883, #42510, PR #41496, #1084; vllm-ascend #1617, #4404, #9099, #13399, #14628,
  #14631 (UX requests with illustrative error text), #16983, #19; ai-dynamo/dynamo #356; kubeai #418; rllm #62;
  eugr/spark-vllm-docker #296; verl #302; gpustack/runner #251; gpustack #3352; LMCache #503; ovg-project/kvcached #304.
- Fresh but not cases: vllm #9367 (--cpu-offload-gb on a g5.2xlarge, Llama-3.2-Vision: the stored chunk stops in the
  traceback before the error, no answer), #56410 (--cpu-offload-gb host-memory accounting bug report, environment dump
  only), #3390 (MIG + AWQ core dump at the last prompt: a run-time crash), #5104 (memory not freed after LLM(), not a
  start-up failure), #1607 (run-time KV usage at 100%), #42846 (NIXL + FlashInfer + block-size 128 CI failure; not
  memory), #17545 (LMCache v0 example; not memory); llm-d/llm-d-kv-cache #657 (fs_backend assertion with gemma4 and an
  explicit block size; not memory, no fix seen); vllm-ascend #9428 (K8s device plugin hands out cards 3/4, vLLM finds no
  card; not memory, stale / wait-feedback); verl #4002 (mid-training OOM); local-inference-lab/rtx6kpro #103 (delayed
  production OOM, not start-up); NVIDIA/nccl #1645 (a copy of used vllm #15105); cmu-l3/l1 #4 (run-time swap abort).

Judgement calls for the lead:
1. vllm-ascend-109: the stored chunks of the thread carry the vLLM error only in the issue TITLE ('AssertionError:
   Error in memory profiling'); the body's traceback, as stored, stops at 'answer = run_method(' one frame before the
   assertion. Taken under the same rule as round 448's xinference-4141 / -5195 (error string verbatim in the title,
   cause pinned down elsewhere). No numbers are given because none are printed in the excerpt.
2. The cause and fix are pinned down by the SAME reporter (dawnranger) in modelscope/ms-swift #3241, which quotes the
   full line ('Initial free memory 58247258112, current free memory 58247516160. This happens when the NPU memory was
   not properly cleaned up before initializing the vLLM instance.', Ascend 910B, vllm 0.7.1+empty, vllm_ascend
   0.7.1rc1, trl 0.16.0.dev0) and writes 'related issue: vllm-ascend #109 / How to fix: huggingface/trl #2836'. ms-swift
   #3241 is named in rounds 31/98 skip lists (round 98: 'the stored chunk stops before the exception line' -- no longer
   true, the chunk now shows it), so it was NOT taken as a case; it is cited only in real_cause / fix, as round 448
   cited vllm #10566. The lead may prefer to drop this case, or to swap it for ms-swift #3241 (which has the numbers:
   58247258112 / 58247516160 bytes as printed, 54.2470 / 54.2472 GiB).
3. kind memory_profiling_error, cause other_process, as all ten earlier fixtures with this message (free memory rose
   during profiling because another user of the device -- here TRL's own training model on the same NPU -- changed its
   footprint). The lead may prefer a wrapper cause (TRL colocation without its NPU patch).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round514-blind")
case = BATCH.case

# ---------------------------------------- vllm-ascend #109: TRL GRPOTrainer (NPU branch) + vLLM 0.7.1 + vllm-ascend on Ascend -> AssertionError: Error in memory profiling
case("vllm-ascend-109-trl-grpo-npu-vllm-071-memory-profiling-assertion-title-only",
     "https://github.com/vllm-project/vllm-ascend/issues/109",
     "AssertionError: Error in memory profiling\n"
     "\n"
     "# INSTALL\n"
     "```\n"
     "python3 -m pip install --no-cache-dir --upgrade pip\n"
     "# torch2.5.1+cpu & torch_npu2.5.1rc1\n"
     "pip install torch==2.5.1 --index-url https://download.pytorch.org/whl/cpu\n"
     "pip install torch-npu==2.5.1rc1\n"
     "\n"
     "# vllm 0.7.1\n"
     "git clone --depth 1 --branch v0.7.1 https://github.com/vllm-project/vllm && \\\n"
     "    cd vllm && VLLM_TARGET_DEVICE=empty pip install . -f https://download.pytorch.org/whl/torch/ && cd ..\n"
     "# vllm_ascend\n"
     "git clone  --depth 1 --branch main https://github.com/vllm-project/vllm-ascend.git && \\\n"
     "    cd vllm-ascend && git checkout fafd70e91c4f1214c2d3f4ba649e2d631a293354 && \\\n"
     "    pip install -e . -f https://download.pytorch.org/whl/torch/ && cd ..\n"
     "\n"
     "# trl\n"
     "git clone --depth 1 --branch npu https://github.com/ji-huazhong/trl && \\\n"
     "    cd trl && git checkout 03ef32c26c6cf2a14dcf8fff4f58aae81404a0ba && \\\n"
     "    pip install -e . -f https://download.pytorch.org/whl/torch/ && cd ..\n"
     "```\n"
     "\n"
     "# REPRODUCE\n"
     "according to : https://github.com/huggingface/open-r1/pull/303\n"
     "```\n"
     "source /usr/local/Ascend/ascend-toolkit/set_env.sh\n"
     "export PYTORCH_NPU_ALLOC_CONF=expandable_segments:True\n"
     "...\n"
     "```\n"
     "[rank0]:   File \"/root/trl/trl/trainer/grpo_trainer.py\", line 442, in __init__\n"
     "[rank0]:     self.llm = LLM(\n"
     "[rank0]:   File \"/usr/local/python3.10.14/lib/python3.10/site-packages/vllm/utils.py\", line 1039, in inner\n"
     "[rank0]:     return fn(*args, **kwargs)\n"
     "[rank0]:   File \"/usr/local/python3.10.14/lib/python3.10/site-packages/vllm/entrypoints/llm.py\", line 240, in "
     "__init__\n"
     "[rank0]:     self.llm_engine = self.engine_class.from_engine_args(\n"
     "[rank0]:   File \"/usr/local/python3.10.14/lib/python3.10/site-packages/vllm/engine/llm_engine.py\", line 482, in "
     "from_engine_args\n"
     "[rank0]:     engine = cls(\n"
     "[rank0]:   File \"/usr/local/python3.10.14/lib/python3.10/site-packages/vllm/engine/llm_engine.py\", line 274, in "
     "__init__\n"
     "[rank0]:     self._initialize_kv_caches()\n"
     "[rank0]:   File \"/usr/local/python3.10.14/lib/python3.10/site-packages/vllm/engine/llm_engine.py\", line 414, in "
     "_initialize_kv_caches\n"
     "[rank0]:     self.model_executor.determine_num_available_blocks())\n"
     "[rank0]:   File \"/usr/local/python3.10.14/lib/python3.10/site-packages/vllm/executor/executor_base.py\", line 99, "
     "in determine_num_available_blocks\n"
     "[rank0]:     results = self.collective_rpc(\"determine_num_available_blocks\")\n"
     "[rank0]:   File \"/usr/local/python3.10.14/lib/python3.10/site-packages/vllm/executor/uniproc_executor.py\", line "
     "49, in collective_rpc\n"
     "[rank0]:     answer = run_method(",
     "memory_profiling_error", {}, "other_process",
     "An open-r1 GRPO run on Ascend NPUs through TRL's GRPOTrainer (the ji-huazhong/trl 'npu' branch) with vLLM 0.7.1 "
     "(built with VLLM_TARGET_DEVICE=empty) and the vllm-ascend plugin: the trainer builds vllm.LLM(...) itself "
     "(grpo_trainer.py line 442) on a device the training process already uses, and vLLM's start-up memory profiling "
     "(determine_num_available_blocks) asserts that free device memory did not grow while it profiled. It did, by "
     "258,048 bytes (58247258112 -> 58247516160 bytes of free NPU memory, per the same reporter's ms-swift #3241), so "
     "the assertion stopped the engine before the KV cache was sized. Not a shortage of memory: the profiling check "
     "does not tolerate another user of the device (here the training side) changing its footprint, and TRL's "
     "workaround for that check was not applied on the NPU path.",
     "not in the stored chunks of this thread (closed, labelled bug). The same reporter, in modelscope/ms-swift #3241 "
     "(same error, Ascend 910B, vllm 0.7.1+empty, vllm_ascend 0.7.1rc1, trl 0.16.0.dev0): 'related issue: "
     "vllm-ascend #109 / How to fix: huggingface/trl #2836'. TRL PR #2836 ('Add GRPO Trainer support for third-party "
     "accelerators', ji-huazhong, merged; 'makes GRPO Trainer out of the box on Ascend NPUs') edits the vLLM "
     "`profiling_patch = patch(` block in trl/trainer/grpo_trainer.py, i.e. extends TRL's vLLM device / profiling "
     "patches to NPUs; so: use a TRL with #2836, not a larger/smaller memory setting",
     release="0.7.1 (source build, VLLM_TARGET_DEVICE=empty) + vllm-ascend main @ fafd70e9; TRL npu branch @ 03ef32c2",
     gpu="Huawei Ascend NPU (910B per the reporter's ms-swift #3241; not named in this thread's stored chunks)",
     gpus=None, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size"}, {"flag": "--cpu-offload-gb"}],
     note="Judgement call: the vLLM error is in the stored text only as the issue title; the body's traceback as "
          "stored stops one frame before the assertion (the line with the numbers is quoted by the same reporter in "
          "ms-swift #3241, which earlier rounds named as a skip and which was therefore not taken). Excerpt: title, "
          "the INSTALL block, the first two lines of the REPRODUCE env block (the rest of the exports and the launch "
          "command dropped as '...'), then the traceback as the second stored chunk shows it. Numbers left empty: "
          "none are printed in the excerpt.")

if __name__ == "__main__":
    BATCH.write()
