"""Round-601 blind batch: vLLM start-up failures around SLEEP MODE, WEIGHT UPDATES and RL COLOCATION (--enable-sleep-mode,
the CuMem allocator, PYTORCH_CUDA_ALLOC_CONF expandable_segments, CUDA VMM, weight-sync worker extensions,
collective_rpc at init, vLLM colocated with a trainer on the same GPUs: verl, OpenRLHF, TRL, NeMo-RL, slime, ROLL; their
own trackers and vLLM's); collected by helper wild601 and NOT graded by the collector -> tests/golden/wild/<id>.json,
each marked ``"batch": "round601-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final
code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation would have been written from the
source thread only.

Look-ups: 28 of the 30 allowed, all ``search`` (26 corpus=issues, 1 corpus=docs, 1 corpus=code); no find_string,
read_file, fetch, find_files or find_repos. **0 cases: the slice is mined out.** Rounds 111, 112, 140, 169, 210, 299,
357, 380, 414, 467, 522 and 546 already cut this seam (RL trainers driving vLLM, sleep mode, the cumem allocator); of
the ~45 sleep-mode / colocation / weight-sync threads the queries returned, every one was already in
USED_SOURCES.txt, named in an earlier round's skip list, mid-run rather than start-up, or stored only up to the launch
script / environment dump / a screenshot. Every source below was checked with grep -F against
/work/coord/USED_SOURCES.txt and against tools/wild_cases_round*.py before it was weighed.

Sources given up (for the lead, not cases):
- Already used or named in earlier skip lists (not re-opened): OpenRLHF #1162 (vLLM 'sleep' failing at init; the
  stored text now carries a commenter's diagnosis -- VLLM_RAY_PER_WORKER_GPUS=0.2 with --colocate_all_models and
  vllm TP > 1 -> 'invalid device ordinal' -- but the thread is in the skip lists of rounds 112/210/357/414/467/522/546),
  #1011, #910, #741, #358, PR #732 ('Ray does not allocate any GPUs on the driver node' for the hybrid engine on
  several nodes, TP >= 2; named 'seen in passing, not taken' by round 416 -- squarely on this slice, see judgement 2);
  verl #666 (ROCm vLLM 0.7.3 'Sleep mode is not supported', chunk stops at create_engine_config), #1642, #245;
  vllm #21336, #36651, #18975, #35612 / PR #35594; vllm-ascend #556, #977; trl #2826, #3128, #3310, #3394, #3446,
  #3706, #2887; lmm-r1 #48 (Qwen2.5-VL 'failed to be inspected' under lmm-r1, fixed by re-downloading the checkpoint);
  EasyR1 #567; unsloth #3542; rllm #147; NeMo-RL #1244, PR #4080; ms-swift #6636, #5592; ray #54739.
- Error line not in the stored chunk, screenshot only, or no answer stored: vllm #13515 ('Colocate example leads to
  errors', A800, Qwen2.5-32B, TP 4 with placement_group_bundle_index; the error is a screenshot; removing
  placement_group_bundle_index then hit a triton undefined-symbol ImportError, no fix), vllm-ascend #3998 ('AssertionError:
  camem allocator is not available' in the title, the stored chunk is the env dump, no answer reached -- 2 look-ups),
  ms-swift #9435 (NPU GRPO Qwen3-32B, --vllm_mode colocate --vllm_tensor_parallel_size 8 + sleep_level: chunk is the
  command and a traceback head in uniproc_executor; 1 look-up), ms-swift #3448 (5-GPU GRPO Qwen2.5-VL-3B, traceback
  cut inside prepare_vllm), ms-swift #3114 (R1-Distill-7B GRPO, 'not on the same device'; maintainer suggests flash-attn
  instead of xformers, the error itself not stored), ms-swift #3726 (NPU 'setup failed!' from torch_npu's ATB op plugin,
  not vLLM's text), LlamaFactory #8127 (verl init of an SFT'd Qwen2.5-VL-7B: the stored chunk is the Hydra override list
  only; 2 look-ups), trl #2864 (vLLM device OOM on load: screenshot), unslothai/unsloth-zoo PR #1030 (describes the
  UNSLOTH_VLLM_STANDBY + expandable_segments CuMemAllocator assert misreported as OOM on a B200, but the stored
  description is cut before any verbatim log; a fix-PR source anyway).
- Not a start-up failure (sleep / wake_up / weight sync mid-run): vllm #28714 (illegal memory access when /sleep hits
  a running request), #29341 (sleep level 2 gibberish), #15483, PR #45363 / #45552 / #45565 (cumem unmap races),
  PR #12981; NeMo-RL #2631 (level-2 sleep corrupts Gemma-4 rollouts); trl #3088 (vLLM GPU memory growth during
  training); unsloth #3302 (OOM when resuming a GRPO checkpoint with standby; not opened); ms-swift #6649, #7315.
- Feature requests / docs / PRs with no user failure: vllm #16561 (quotes 'Sleep mode is only supported on CUDA
  devices.' from config.py as a feature request for out-of-tree platforms), PR #14189 / #40812 (the expandable_segments
  assert added and later removed), vllm-ascend PR #9242, trl PR #5794, #3968, #3105, OpenRLHF PR #723, verl PR #3461,
  #729, #4007, NeMo-RL PR #2523, #601, baidu/vLLM-Kunlun PR #449, aibrix #2420.
- No cause pinned down: NVlabs/Tool-N1 #2 ('ModuleNotFoundError: No module named 'vllm.worker'' in an RL repo's install;
  the only answer is 'check your PYTHONPATH').

Judgement calls for the lead:
1. Zero cases rather than weak ones: every candidate whose vLLM error line the store shows was already a fixture or in
   a skip list; the new threads (vllm-ascend #3998, ms-swift #9435, vllm #13515, LlamaFactory #8127) stop before the
   error or before any answer.
2. OpenRLHF PR #732 is usable material on this slice (vLLM's own 'ValueError: Ray does not allocate any GPUs on the
   driver node. Consider adjusting the Ray placement group or running the driver on a GPU node.' quoted verbatim, cause
   stated by the PR author: LLMRayActor scheduled on any bundle, so the driver lands on a node without a vLLM worker
   when TP >= 2 across nodes; the PR is open, not merged). Round 416 named it in its skip list, so I did not take it;
   the two existing fixtures with this message (vllm-2406, vllm-3190) are labelled vllm_check_failed for kind and cause.
3. OpenRLHF #1162 likewise: its stored text now has a diagnosis (fractional VLLM_RAY_PER_WORKER_GPUS with TP > 1 ->
   torch.cuda.set_device(1) with one visible GPU -> invalid device ordinal), which earlier rounds did not have when they
   skipped it; if the lead wants it re-opened, the excerpt would be the reporter's versions (vllm 0.11.0, ray 2.48.0,
   torch 2.8.0, deepspeed 0.18.1) plus whatever error line the description carries (not seen in the stored chunk).
4. For future rounds: this seam (sleep mode / cumem / colocation / weight sync) is exhausted in the stored corpora; the
   remaining sleep-mode threads are mid-run sleep/wake failures, which are outside the brief's start-up definition.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round601-blind")
case = BATCH.case

# No cases this round (see the docstring).

BATCH.write()
