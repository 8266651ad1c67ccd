"""Round-541 blind batch: vLLM start-up failures from vLLM's own issue tracker (vllm-project/vllm), KV-cache and memory
failures at start-up on DATACENTER GPUs and MULTI-GPU launches (A100 / H100 / H200 / H20 / L40S / B200 / GB200 /
MI300X / MI325X; tensor / pipeline / data / expert parallel); collected by helper wild541 and NOT graded by the collector
-> tests/golden/wild/<id>.json, each marked ``"batch": "round541-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. The excerpt is the text as the search tool's issues corpus shows it; the diagnosis and the fix are left out.

Look-ups: 31 of the 35 allowed: 30 ``search`` corpus=issues and one ``read_file`` that found nothing (issues are not
files). 1 case: vllm #51124 (Kimi-K3 MoE padding pins per-GPU weights, CUDA OOM in create_weights at TP=32 on
80 GB GPUs). Every candidate was checked with grep -F against /work/coord/USED_SOURCES.txt and against the earlier
rounds' skip lists before a look-up was spent on it.

The slice is mined out. Almost every vllm-project/vllm thread the searches returned for the slice's messages ('To
serve at least one request', 'No available memory for the cache blocks', 'Available KV cache memory: -x GiB', free-memory
gate, OOM while loading / profiling / CUDA-graph capture, speculative-decoding drafts, multimodal profiling, PP / DP /
EP layouts on A100 / H100 / H200 / H20 / L40S / B200 / MI300X) was already in USED_SOURCES.txt or in an earlier round's
skip list; 27 different queries (hardware names, 2026 model names, MRv2 / CUDA-graph-estimate wording, DeepEP / NVSHMEM,
online fp8, PP lm_head) returned one new thread with a stored error line and a pinned cause.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): vllm #10517, #51041, #7593, #6746, #11251, #15598, #7721, #49224, #17462, #27508,
  #14992, #2248, #36861, #16318, #10439, #2418, #23192, #34076, #6689, #50135, #31273, #16118, #18124, #57475, #42911,
  #16570, #15664, #8731, #8073, #32105.
- Named in earlier rounds' skip lists (not re-opened): vllm #15228, #27017, #4429, #7951, #10085, #27808, #26612,
  #13074, #28923, #22702, #12568, #49878, #7200, #52997, #9995, #22624, #49476, #14120 (re-checked with one look-up:
  the stored chunk still has only load_model frames and the reporter's 'grateful for any suggestions', no answer).
- New but not usable: vllm #47127 (GLM-5.2 PD disaggregation OOM in profile_run on H100, FlashInfer CUTLASS MoE
  26.21 GiB workspace; open, the stored text stops in the command, no error line and no answer); #44545 (GLM-5 FP8 OOM
  in sparse_decode_fwd on H200 for long inputs: a runtime OOM, not start-up); #50159 (MRv2 + Gemma-4 over-reports
  available KV, OOM under saturating load: runtime, and only an A/B comment stored); #47982 (flashinfer_b12x OOM on an
  RTX 5090: consumer GPU, outside the slice); #16978 / #18942 (DP device-assignment bugs: NCCL 'invalid usage', not
  memory); #14649 (EAGLE acceptance-length bug, not a failure).
- Outside the slice's tracker (seen, not taken): vllm-project/recipes #698 (Kimi-K3 recipe OOM on H200, no error text
  beyond 'OOM'); uccl-project/uccl #924 (vLLM 0.20.0 + UCCL-EP deepep_low_latency buffer OOM on 2x8 H200, maintainer
  could not reproduce); flashinfer-ai/flashinfer #4916 (trtllm MoE workspace OOM table on B200 / GB200, FlashInfer's
  tracker); vllm-project/vllm-omni #276, #469; kaito-project/kaito #2132; intel/llm-scaler #616, #672.

Judgement calls for the lead:
1. vllm-51124: kind oom_loading (the OOM is inside Mxfp4MoEMethod.create_weights while the model is constructed, before
   any KV sizing), cause weights_do_not_fit (the label 64 earlier oom_loading fixtures use when the per-GPU weight share
   is larger than the card). The weight share is inflated by a vLLM model-code padding bug (KimiMoE pads
   moe_intermediate_size to 256 per partition at any TP), not by the checkpoint itself; the lead may prefer
   release_regression or a model-bug label. The stored run used --load-format dummy (a reproduction, not a serving
   attempt) and the OOM hit 24 of 32 ranks on 80 GB GPUs whose model is not named. The fix is a merged PR (#51131, skip
   the padding when expert parallel is on), so for this user the working change is --enable-expert-parallel on a vLLM
   that has #51131; without EP the non-EP padding is still open in PRs #50928 / #50583 (not merged in the stored text).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round541-blind")
case = BATCH.case

# ---------------------------------------- vllm #51124: Kimi-K3, TP=32 on 80 GB GPUs, --moe-backend marlin --load-format dummy -> CUDA OOM in Mxfp4MoEMethod.create_weights
case("vllm-51124-kimi-k3-tp32-80gb-moe-padding-oom-create-weights-392mib",
     "https://github.com/vllm-project/vllm/issues/51124",
     "Observed with `--moe-backend marlin --load-format dummy` at TP=32, identically on 24 of 32 ranks (the other node "
     "was claimed by an unrelated job mid-run):\n"
     "\n"
     "```\n"
     "File \"vllm/models/kimi_k3/nvidia/model.py\", line 550, in __init__      # experts construction (image numbering)\n"
     "File \"vllm/model_executor/layers/quantization/mxfp4.py\", line 622, in create_weights\n"
     "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 392.00 MiB.\n"
     "GPU 0 has a total capacity of 79.18 GiB of which 260.19 MiB is free.\n"
     "Of the allocated memory 77.40 GiB is allocated by PyTorch\n"
     "```",
     "oom_loading",
     {"tried_gib": 0.38, "total_gib": 79.18, "free_gib": 0.25, "tensor_parallel_size": 32},
     "weights_do_not_fit",
     "moonshotai/Kimi-K3 (MXFP4 MoE, 896 routed experts, moe_intermediate_size 3072) launched with TP=32 across 80 GB "
     "GPUs. vLLM's KimiMoE.__init__ pads moe_intermediate_size up to min_moe_intermediate_per_partition (256) x tp_size "
     "whenever the per-partition size falls below 256, so at TP>=16 every GPU still carries 256 rows of every expert and "
     "the per-GPU MoE weight footprint is pinned at ~120 GB (TP=8 needs ~180.8 GB) however many GPUs are added. The "
     "80 GB cards fill while the expert weights are being created (77.40 GiB allocated, a 392 MiB allocation fails), "
     "before any KV cache is sized. Per the reporter, no TP value lets an 80 GB GPU run the model under this padding "
     "(TP must divide 96 heads and the 163840 vocab).",
     "fixed in vLLM by PR #51131 ('Skip moe_intermediate padding when EP is enabled', merged 2026-08-05, closing this "
     "issue; cited in PR #50928's description): with --enable-expert-parallel the model-level padding is skipped, which "
     "'resolves the largest symptom' - the per-GPU weight memory pinned by padding under EP. Without EP the padding "
     "divisor is still being fixed in open PRs #50928 and #50583 (not merged in the stored text)",
     release=None, gpu="80 GB NVIDIA GPU (79.18 GiB; model not named in the stored text)", gpus=32, command=None,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 32}, {"flag": "--gpu-memory-utilization"},
                {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}],
     note="Excerpt: the reporter's (Noman654) observation line and the traceback block from the issue description, "
          "as the stored chunk shows them; the title ('MoE padding floor scales with TP ... pins per-GPU weight memory "
          "at ~120GB'), the Summary and code analysis, and the 'Practical effect' paragraph are left out because they "
          "carry the diagnosis. The traceback is the reporter's own trimmed form (two frames, no [rank] prefixes). "
          "Launch: --moe-backend marlin --load-format dummy at TP=32 (four nodes of 8, one node's ranks lost to another "
          "job); no vLLM version printed (vLLM main with Kimi-K3 support, August 2026). Numbers: 392.00 MiB -> tried_gib "
          "0.38, 260.19 MiB free -> free_gib 0.25 (round 282's MiB convention). Forbidden: more than 32 GPUs; "
          "--gpu-memory-utilization / --max-model-len / --kv-cache-dtype do not touch a weight-construction OOM.")

BATCH.write()
