"""Round-439 blind batch: FINE-TUNING LIBRARIES' INFERENCE PATHS THAT START vLLM (LLaMA-Factory vllm_infer / API,
unsloth fast_inference=True, axolotl, torchtune, ms-swift deploy / infer / rollout, xtuner, LMFlow, TRL vllm-serve)
failing at vLLM engine start-up; collected by helper wild439 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round439-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 44 of the 50 allowed (42 ``search`` corpus=issues, 2 ``search`` corpus=pages; no read_file / find_string /
fetch). 1 case: ms-swift #4248 (swift rollout on vLLM 0.8.3 with a trl too old for its worker extension). The slice is
mined out: nearly every thread the searches brought (LlamaFactory, unsloth, ms-swift, trl, axolotl) was already in
USED_SOURCES.txt or in earlier rounds' skip lists, and the issues corpus returns one chunk per thread (mostly the
start of turn 0), so the error line or the answer of the few fresh threads was usually out of reach. The pages corpus
gave only deepwiki / tutorial pages (no failure reports). axolotl, torchtune, xtuner and LMFlow searches gave no
vLLM start-up failure report at all.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): LlamaFactory #6523, #7234, #6472, #9512, #9503; unsloth #4541, #3542, #2097,
  #6385; ms-swift #4974, #4221, #4202, #3739; trl #3304, #3446, PR #3310; gpustack #5438; FSDrive #21;
  open-r1 #568; DeepSeek-V2 #83 (named in skip lists); vllm #2418, #10517, #946, #1157.
- Named in earlier rounds' skip lists (not re-opened): LlamaFactory #8025 / #8026 (Kimi-VL), #4545, #6552, #7841,
  #5173 (screenshot), #4960, #6473; ms-swift #3288, #5165, #4594, #5592, #5424, #6741, #6183, #8098, #3139, #7280;
  unsloth #2298, #2962, #2528, #3911, #2887; trl #3142, #3450, #2698; axolotl #2528; vllm #17527 / open-r1 #630;
  vllm #39993 (Qwen3_5ForCausalLM fine-tune, cut at 'Unrecognized ke...'); vllm-ascend #4503.
- Error line not in the stored chunk: trl #3632 (GRPO, trl 0.14 + vLLM 0.9.1: title 'Engine core initialization
  failed', traceback cut in uniproc_executor init_device; maintainer qgallouedec 2026-06-21 diagnoses 'a vLLM
  engine-core distributed init timeout' but the rest of his answer is cut; 3 look-ups spent); ms-swift #5010 (swift
  rollout with CUDA_VISIBLE_DEVICES=0 and --tensor_parallel_size 2: only the INFO lines of the description and a later
  training traceback were reached; the thread says a bug was fixed, which one is not stored); ms-swift #9221 (rollout
  with vllm_data_parallel_size > 1 on vLLM 0.19.1, 2026-04: traceback cut inside GRPOVllmEngine construction);
  ms-swift #6040 (Qwen3-VL + vLLM 0.11: cut at 'async_llm_engine._o' in swift's patch_remove_log; the fix is ms-swift
  PR #6043 'compat vllm 0.11'); ms-swift #5947 (swift rollout 3.9.0dev on Ascend NPU: only undefined-symbol warnings
  from vllm._C and the args dump); ms-swift #7933 (rollout 'engine dp died', Qwen3-VL-8B-Thinking DP 2: only the
  commands); ms-swift #3138 (already in a skip list).
- Not a vLLM start-up failure (the library's own check or a post-start crash): unsloth #4739 (unsloth refuses
  fast_inference=True with full_finetuning=True before vLLM starts), unsloth #4073 (LFM2.5: vLLM loads, unsloth's
  state-dict extraction crashes on Mamba layers), trl #5301 (colocate-mode AttributeError in trl during training),
  trl #3736 / #3925 (weight-sync communicator timeouts after the server is up), ms-swift #7363 / #6394 / #5185 /
  #7030 / #6011 (GKD / GRPO runtime errors after the rollout server started), unsloth #2946 (RTX 5090 'no kernel
  image' during an SFT run, not in vLLM), ms-swift #4525 (screenshots only).

Judgement calls for the lead:
1. ms-swift #4248: the AttributeError line is the issue title (the stored chunks of the body show the command, the
   start of the error log up to vLLM's 'Initializing a V0 LLM engine (v0.8.3)' line, and the pip list, but not the
   traceback); it is placed first in the excerpt, as round 405 did for vllm #58203. kind and cause
   dependency_version_mismatch (existing labels): the worker extension class named by ms-swift is missing from the
   installed trl, and 'pip install -U trl' (maintainer) fixed it. The excerpt keeps vLLM's long-context warning
   ('Consider setting --max-model-len to a smaller value'), which is not the failure; --max-model-len is forbidden.
2. numbers is {} (the failure prints no figure under a LABELS.txt key).
3. Only one case: below the 3-6 asked for, because the rest of what was reachable was either already used or stopped
   before its error line; no case was padded with a thread whose error line is missing.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round439-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- ms-swift #4248: swift rollout (vLLM 0.8.3 V0) + old trl -> no WeightSyncWorkerExtension
case("ms-swift-4248-swift-rollout-qwen25-vl-3b-trl-vllm-serve-no-weightsyncworkerextension",
     "https://github.com/modelscope/ms-swift/issues/4248",
     "AttributeError: module 'trl.scripts.vllm_serve' has no attribute 'WeightSyncWorkerExtension'\n"
     "\n"
     "CUDA_VISIBLE_DEVICES=0,7 \\\n"
     "swift rollout --model /workspace/data/xxx/.cache/modelscope/hub/models/Qwen/Qwen2___5-VL-3B-Instruct/\n"
     "\n"
     "Error Log\n"
     "run sh: `/usr/local/bin/python /usr/local/lib/python3.11/site-packages/swift/cli/rollout.py --model "
     "/workspace/data/xxx/.cache/modelscope/hub/models/Qwen/Qwen2___5-VL-3B-Instruct/`\n"
     "...\n"
     "INFO 05-16 15:37:06 [config.py:600] This model supports multiple tasks: {'embed', 'classify', 'generate', "
     "'reward', 'score'}. Defaulting to 'generate'.\n"
     "WARNING 05-16 15:37:06 [arg_utils.py:1581] The model has a long context length (128000). This may causeOOM during "
     "the initial memory profiling phase, or result in low performance due to small KV cache size. Consider setting "
     "--max-model-len to a smaller value.\n"
     "INFO 05-16 15:37:06 [llm_engine.py:242] Initializing a V0 LLM engine (v0.8.3) with config: "
     "model='/workspace/data/xxx/.cache/modelscope/hub/models/Qwen/Qwen2___5-VL-3B-Instruct', speculative_config=None, "
     "tokenizer='/workspace/data/xxx/.cache/modelscope/hub/models/Qwen/Qwen2___5-VL-3B-Instr\n"
     "...\n"
     "vllm                              0.8.3",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "ms-swift's `swift rollout` (the vLLM server for GRPO external mode) starts a vLLM 0.8.3 engine with "
     "worker_extension_cls='trl.scripts.vllm_serve.WeightSyncWorkerExtension'; the installed trl predates that class, "
     "so when vLLM resolves the worker extension by its qualified name during engine start-up the import fails with "
     "AttributeError. A package version mismatch (trl too old for this ms-swift), not a memory, GPU or model problem.",
     "maintainer hjh0119 (2025-05-16, in the thread): 'pip install -U trl' (pointing to the ms-swift "
     "examples/train/grpo/external instructions); the issue was closed after it",
     release="0.8.3 (ms-swift rollout, V0 engine)", gpu=None, gpus=None,
     command="CUDA_VISIBLE_DEVICES=0,7 swift rollout --model "
             "/workspace/data/xxx/.cache/modelscope/hub/models/Qwen/Qwen2___5-VL-3B-Instruct/",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}, {"flag": "--dtype"}],
     note="Judgement call: the stored chunks of the issue body show the command, the start of the 'Error Log' (run sh "
          "line, swift's INFO lines, vLLM's config / long-context warning and the 'Initializing a V0 LLM engine "
          "(v0.8.3)' line) and the pip list at its end, but not the traceback in between; the AttributeError line is "
          "the issue title, placed first in the excerpt. Dropped: swift's INFO lines (template, fps settings, args "
          "dump) and most of the pip list (only the vllm line kept; the trl line was not in the stored chunk). The "
          "long-context warning is vLLM's advice, not the failure. Two GPUs are visible (0,7); how many the host has "
          "is not stated.")

if __name__ == "__main__":
    BATCH.write()
