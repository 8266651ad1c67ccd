"""Round-403 blind batch: vLLM start-up failures reported in repositories OTHER than vllm-project/vllm that launch
vLLM (instructlab, vllm-ascend, OpenRLHF, verl, LLaMA-Factory, ms-swift, lm-evaluation-harness, axolotl, skypilot, kserve,
ray, NVIDIA repos, production-stack, LMCache, xinference ...), looking for vLLM's own KV-cache / memory / max_model_len /
parallel-size messages; collected by helper wild403 and NOT graded by the collector -> tests/golden/wild/<id>.json, each
marked ``"batch": "round403-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code,
and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 49 of the 50 allowed (44 ``search`` corpus=issues, 5 ``search`` corpus=pages; no find_string / read_file /
fetch). 2 cases. This slice is nearly exhausted: of ~45 third-party threads carrying vLLM's KV-cache / free-memory /
TP / placement-group messages that the searches surfaced, almost all were already in USED_SOURCES.txt or in an
earlier round's "given up" list; most queries returned only those.

Sources given up (for the lead, not cases):
- Already used (grep -F in USED_SOURCES.txt): OpenRLHF #336; QwenLM/Qwen3 #12, #16, #295, #360; api-for-open-llm #225;
  GPTFuzz #27; DeepSeek-V2 #83; SubgraphRAG #19; pat-jj/s3 #10; pytorch #175666; verl PR #5015, #2245;
  InferenceX #1587; kvcached #29, #110, #215; aibrix #1154; xinference #1183, #2440, #3237; LlamaFactory #6472, #5565;
  kaito #2132; instructlab #3122; SergiioB arc-b70-cookbook #4; vllm-ascend #9372, #5707, #5020, #6611, #1617, #89;
  lm-evaluation-harness #2431; containers/ai-lab-recipes #514; functionary #61; kserve #3791; dynamo #4934;
  distilabel #1044; NeMo-Skills #1059; retail-shopping-assistant PR #95; ls1intum/edutelligence #570;
  LMCache PR #1436; recipes PR #12; lemonade-sdk/vllm-rocm #5; transformerlab-app #370; QAnything #128;
  substratusai/vllm-docker #37; spark-vllm-docker #396; gpustack #1208; QwenLM/Qwen3-VL #236; ms-swift #4594.
- Looked at in an earlier round and given up there: vllm-ascend #14004 / #14274 (310P double-counted HBM: stored
  chunks stop before the error line); VITA-MLLM/VITA #42; trl #3788 (cut before the error); pytorch/serve #3365 and
  unsloth #2887 (listed earlier); ai-dynamo/dynamo #356 (no error line stored).
- Error line not in the stored chunks: instructlab #1773 (--max-ctx-size not passed to vLLM on an L4; the maintainer's
  answer is visible but the vLLM error is not), xorbitsai/inference #1115 (chunk stops at '# GPU bloc'),
  LlamaFactory #4545 (qwen2-57b, traceback cut), LMCache #3163 (Qwen3.6-27B + LMCacheConnectorV1 on 4x A100-40G: two
  chunks, both stop inside the traceback before the hybrid-KV ValueError), LMCache #2927 (cut inside
  profile_cudagraph_memory), llm-compressor #2582 (body stops at 'Describe the bug'), QwenLM/Qwen3-VL #1554 (cut
  inside Qwen3MoeDecoderLayer), ms-swift #3288 (engine-config line only).
- Error only as an image or only a warning: NVIDIA/dgx-spark-playbooks #63 (the title's 'Tensor parallel size (2)
  exceeds available GPUs (1)' is a vLLM WARNING; the failure itself is a screenshot; open, no fix);
  LlamaFactory #6473 (screenshots; also the same author's twin of the used #6472).
- Same incident twice: LlamaFactory #5564 = #5565 (used); LMCache #2927 author = vllm #36771 (outside this slice).
- Not vLLM's own message / not a start-up failure: gpustack #5779 (gpustack's own TP validation text);
  rllm-org/rllm #62 ('Aborted due to the lack of CPU swap space' during rollout generation, no fix);
  vllm-ascend #14628 (a UX request with illustrative, not captured, error text); vllm-ascend #15984 (run-time hang);
  forum.beginner.center t/2597 (the stored page has only the answer, no pasted error); errornotes.dev / gigagpu /
  fixdevs pages (tutorials, not reports).
- Outside the slice (vllm-project/vllm): vllm #42911, #36771, #5248.

Judgement calls for the lead:
1. instructlab-2286: the message is 'Too large swap space' (kind and cause swap_space_too_large, the existing label),
   but the thread's root cause is a --tensor-parallel-size 4 left in the ilab config on a one-GPU node (swap space is
   reserved per TP worker: 4 GiB x 4 = 16 GiB > 15.01 GiB host RAM), and the fix that worked was TP 1. So TP above 1
   is forbidden; lowering --swap-space would also have let it start and is not forbidden. The diagnosis sentence is in
   the same issue body as the error and was left out of the excerpt. gpus=1 is from 'a smaller single GPU node'.
2. vllm-ascend-13213: NotImplementedError from unify_kv_cache_spec_page_size (sparse-MLA target + GQA sliding-window
   DSpark draft). No label names this KV-page-unification gap; the closest existing one, vllm_check_failed, is used for
   both kind and cause rather than inventing a new label. The fix is the collector's link from the issue to
   vllm-ascend PR #14176 (backport of vLLM PR #48776, 'KV Cache planning when target model is sparse-MLA and draft
   model is SWA', naming the same RedHatAI/GLM-5.2-speculator.dspark); the stored issue text does not itself name the
   fix. Memory flags and TP are forbidden (25.30 GiB of KV memory was available).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round403-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- instructlab #2286: ilab serve, TP 4 left in config on a 1-GPU node -> Too large swap space 16.00 of 15.01
case("instructlab-2286-ilab-serve-tp4-on-one-gpu-too-large-swap-space-16-of-15.01",
     "https://github.com/instructlab/instructlab/issues/2286",
     "ValueError: Too large swap space. 16.00 GiB out of the 15.01 GiB total CPU memory is allocated for the swap "
     "space.",
     "swap_space_too_large", {"swap_space_gib": 16.0, "cpu_memory_gib": 15.01}, "swap_space_too_large",
     "An InstructLab user ran `ilab model serve` (vLLM backend) with an ilab config whose serve section still carried "
     "--tensor-parallel-size 4, on a smaller node with a single GPU and ~15 GiB of host RAM. vLLM's V0 cache config "
     "reserves swap_space (default 4 GiB) of pinned CPU memory per tensor-parallel worker, so TP 4 asked for 16 GiB "
     "of swap against 15.01 GiB of total host memory and the config check refused to start. The swap-space message is "
     "the symptom; the wrong TP size (4 on a 1-GPU machine) is the root cause.",
     "maintainer bbrowning (issue body, 2024-09-19): 'The fix for the user's problem was to change this "
     "tensor-parallel-size to 1' (the issue itself is a feature request for ilab to sanity-check TP against the GPUs "
     "present)",
     release="not stated (September 2024; the vLLM that instructlab pinned then, V0 engine)",
     gpu=None, gpus=1, command="ilab model serve (config serve.vllm args with --tensor-parallel-size 4)",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 1}],
     note="Excerpt: the error line exactly as the issue quotes it; the surrounding explanation (TP 4 in the config on a "
          "single-GPU node, fixed by TP 1) is the diagnosis and is left out. The command is paraphrased from the "
          "issue's prose (no command line was pasted). numbers: 16.00 GiB requested swap (4 GiB x TP 4) and 15.01 GiB "
          "host memory as the message prints them, with the key names an earlier round used for this message.")

# vllm-ascend #13213 was also taken, at the same hour, by round 405's collector (vllm-ascend-13213-glm52-w8a8-dspark-swa-
# draft-a2-page-size-not-divisible-cannot-be-padded, merged first): this round's copy of the same incident was graded once
# (it passed, 2a9d942f) and then dropped by the lead, so the incident counts once

if __name__ == "__main__":
    BATCH.write()
