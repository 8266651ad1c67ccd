"""Round-747 blind batch: HARDWARE-VENDOR FORKS AND PLUGINS OF vLLM other than vllm-ascend (ROCm/vllm and ROCm/aiter,
HabanaAI/vllm-fork and vllm-project/vllm-gaudi, intel/llm-scaler and intel/ipex-llm, vllm-project/tpu-inference,
baidu/vLLM-Kunlun, tenstorrent/tt-inference-server and tenstorrent/vllm, flagos-ai vllm-plugin-FL, MetaX / Moore
Threads / Iluvatar / Cambricon forks), 2024-2026, a vendor platform's own start-up / warm-up failure inside vLLM;
collected by helper wild747 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round747-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 39 of the 45 allowed, all ``search`` corpus=issues (no read_file / find_string / find_files / fetch). 2
cases, both fix PRs of the Gaudi stack whose author pasted the failure (no user launch thread qualified):
vllm-gaudi PR #121 (the plugin's linear bucketing with contiguous PA adds max_blocks=4607 as a decode warm-up bucket:
"Worker failed with error 'could not broadcast input array from shape (4607,) into shape (2304,)'"), HabanaAI/vllm-fork
PR #1354 (profile_run's batch size not padded to a prompt bucket after commit 0f513bd: torch's "shape '[9216, -1, 128]'
is invalid for input of size 4128768" in rotary_embedding.forward_hpu).

The slice is MINED OUT for user threads. USED_SOURCES.txt already holds ~90 sources of this slice (intel/llm-scaler x20,
tpu-inference x12, tt-inference-server x7, HabanaAI/vllm-fork x8, vllm-gaudi x6, ROCm/aiter x8, ipex-llm x4, Kunlun x4,
vllm-plugin-FL x13, vLLM-metax x2, ROCm/vllm x2), and the earlier rounds' skip lists name most of the rest (llm-scaler
#348, #396, #240, #382, #672, #440, #50; ipex-llm #12584, #11798, #11789, #12081; vllm-gaudi #86, #891, #993;
tt-inference-server #3120; tenstorrent/vllm #285; HabanaAI/vllm-fork #462; vLLM-metax #140; Kunlun #318; rocm-cli #257;
1Cat-vLLM #27; vllm #51964, #53961, #7951, #16474, #34641, #9649). What the search still returns unused is open threads
without a cause, threads whose stored chunk stops in the environment block, or fix PRs.

Sources given up (for the lead, not cases):
- Claimed, error line or cause not reachable in the stored text: HabanaAI/vllm-fork #710 (Llama-3.2-11B-Vision with
  vllm serve on Gaudi 2, vllm-fork 0.6.x; three searches reached the collect_env block, the weight-loading log
  ('Loading model weights took in total 19.97 GiB of device memory (19.97 GiB/94.62 GiB used)') and the maintainer's
  working command (VLLM_SKIP_WARMUP=true, --enforce-eager --max-model-len 4096 --max_num_seqs 16), but never the error
  line itself -- a good case if a later round reaches the traceback's end); intel/llm-scaler #228 (InternVL-38B on B60,
  open, chunk is oneCCL warnings); tenstorrent/vllm #65 (Llama-3.1-8B OOM on N150, fixed by tenstorrent/vllm PR #67;
  the issue's own text was never returned, only the PR title); vllm-project/tpu-inference #3483 (KV cache estimate
  ~9.7 MB/token on TPU, open, chunk stops in collect_env); vllm-project/vllm-gaudi PR #331 (warm-up "ValueError:
  operands could not be broadcast together with shape" with VLLM_PROMPT_BS_BUCKET_MAX=16; the stored traceback stops in
  _execute_dummy_scenario and the error line appears only inside the PR's fix sentence; open PR).
- Claimed, cause not in the same thread: vllm-project/vllm-gaudi #728 ('pipeline parallelism not working as
  documented', gemma3 with PP on the V1 plugin; the stored traceback is cut at "assert intermediate_tensor" in
  gemma3.py forward and no answer was reached -- closed, perhaps by vllm-gaudi PR #737 'Pipeline parallelism updates',
  link not seen; round 332 had named it as outside its slice); vllm-gaudi #1549 (GLM-5.2-FP8 on 2x8 Gaudi2, PP=2:
  psun888's analysis that the stock HPU V1 execution path does not send intermediate tensors between pipeline stages,
  which is the cause #728 lacks; but #1549 itself is a slow-inference report whose original assertion line was not
  reached; open).
- Seen, not claimed: intel/llm-scaler #239 (InternVL3-8B-AWQ on B60, KeyError 'encoder.layers.0.attn.qkv.weight',
  open, no answer stored), #233 (bench, not start-up); ipex-llm #11424 (freeze above util 0.55, open), #10751
  (request-time errors), #12079 (only 'fixed' stored); MetaX-MACA/vLLM-metax #63 (benchmark-time worker error);
  tenstorrent/tt-metal #22718, #49564 (TT model code, no vLLM text); HabanaAI/vllm-fork PR #1667 (util 0.7 on Gaudi
  PCIe, no error text); vllm-gaudi PR #1122, #818, #792, #484 (bucketing fixes, no pasted failure);
  MooreThreads/vllm-musa #61 (speed question), PR #31 (no error text); Cambricon/vllm-mlu #2 (MLU370 not supported,
  usage answer, no log).

Judgement calls for the lead:
1. Both cases are FIX PRs of the Gaudi stack, not user launch threads (as round 683's vllm-12689 was); drop them if
   fix-PR cases are unwanted. Neither has a command, a release number or a GPU count in the stored text.
2. vllm-gaudi-pr121: kind None (numpy's broadcast error under vLLM's V1 'Worker failed with error' wrapper, as the
   vllm-omni #1099 / #2693 fixtures labelled the same numpy text). README reads numpy's "could not broadcast input array
   from shape (N,) into shape (M,)" with N > M under vLLM's V1 worker as prompt_exceeds_max_model_len; here it is NOT a
   prompt: the plugin's own warm-up appended max_blocks (4607) as a decode bucket wider than the 2304-wide block table.
   Cause labelled release_regression (a plugin bucketing bug fixed in a later vllm-gaudi build, PR #126), as
   github-vllm-gaudi-pr946 labelled a plugin regression; no cause label names "platform plugin bug" exactly. The title
   (which states the fix) is left out of the excerpt.
3. habanaai-vllm-fork-pr1354 (excerpt: the traceback only; the title states the fix): kind None (torch's view() RuntimeError inside vLLM's rotary_embedding.forward_hpu, no
   vLLM message). Cause release_regression: the PR author dates it to the fork's commit 0f513bd, which changed the batch
   size passed to warm-up; the PR was still open in the stored copy (a reviewer asked whether it is still relevant), so
   the fix is the author's proposal, not a confirmed one. The traceback is cut to its last frames in the stored text.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round747-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype"}, {"flag": "--cpu-offload-gb"},
               {"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}]

# ---------------------------------------- vllm-gaudi PR #121: linear bucketing + contiguous PA, max_blocks bucket -> could not broadcast (4607,) into (2304,)
case("vllm-gaudi-pr121-linear-bucketing-contiguous-pa-max-blocks-bucket-4607-into-2304",
     "https://github.com/vllm-project/vllm-gaudi/pull/121",
     "`Worker failed with error 'could not broadcast input array from shape (4607,) into shape (2304,)'`",
     None, {}, "release_regression",
     "In the vllm-gaudi plugin (Intel Gaudi / HPU platform for vLLM V1), linear bucketing with contiguous PA "
     "appended max_blocks (the whole KV cache's block count, here 4607) as a decode warm-up bucket; a decode batch of "
     "that many blocks does not fit the per-request block table row (2304 wide), so the plugin's warm-up dummy run "
     "failed with numpy's broadcast error, which vLLM's multiproc executor re-raised as 'Worker failed with error'. "
     "The bucket is not needed: a plugin bucketing bug, not a prompt longer than max_model_len and not memory.",
     "vLLM-Gaudi PR #121 ('Do not add max_blocks as a bucket in linear bucketing with cpa', mswiniarsk, 2025-09-02): "
     "'The bucket is not needed and adding it ends with an error'; closed by adobrzyn as 'Resolved with: "
     "https://github.com/vllm-project/vllm-gaudi/pull/126'. Fix: a vllm-gaudi build with PR #126 (the max_blocks "
     "decode bucket no longer generated); the collector's reading, not reported: until then, disabling contiguous PA "
     "(VLLM_CONTIGUOUS_PA=false) or setting VLLM_DECODE_BLOCK_BUCKET_MAX keeps max_blocks out of the buckets (PR #97's "
     "code appends it only when that variable is unset and contiguous PA is on).",
     release=None, gpu="Intel Gaudi (HPU)", gpus=None, command=None,
     forbidden=_NOT_MEMORY,
     note="Source is a fix PR, not a user thread. Excerpt: only the error sentence of the PR description as stored "
          "(its code span kept); the PR title and the words 'The bucket is not needed and adding it ends with an "
          "error' are left out because they state the fix. No command, release, model or card count in the stored "
          "text. Kind None and cause release_regression are judgement calls (see the docstring): README's numpy "
          "broadcast reading (prompt_exceeds_max_model_len) would be the wrong cause here.")

# ---------------------------------------- HabanaAI/vllm-fork PR #1354: profile_run batch size not padded to a bucket -> shape '[9216, -1, 128]' is invalid for input of size 4128768
case("habanaai-vllm-fork-pr1354-profile-run-batch-not-bucket-padded-rotary-view-9216-invalid-4128768",
     "https://github.com/HabanaAI/vllm-fork/pull/1354",
     "[rank0]:   File \"/workspace/aicse.vllm-habana/vllm/model_executor/custom_op.py\", line 25, in forward\n"
     "[rank0]:     return self._forward_method(*args, **kwargs)\n"
     "[rank0]:   File \"/workspace/aicse.vllm-habana/vllm/model_executor/layers/rotary_embedding.py\", line 283, in "
     "forward_hpu\n"
     "[rank0]:     key = key.view(num_tokens, -1, self.head_size)\n"
     "[rank0]: RuntimeError: shape '[9216, -1, 128]' is invalid for input of size 4128768",
     None, {}, "release_regression",
     "HabanaAI's vLLM fork for Gaudi (HPU): in profile_run the warm-up batch size is computed as "
     "min(max_num_seqs, max_num_batched_tokens // max_seq_len) and, since the fork's commit 0f513bd, is no longer the "
     "largest batch size of the prompt buckets; a batch size that matches no bucket is padded inconsistently, so "
     "query and key carry different token counts and rotary_embedding.forward_hpu's key.view(num_tokens, -1, "
     "head_size) fails (9216 tokens asked of a 4128768-element key). A fork warm-up regression, not memory and not "
     "the model.",
     "HabanaAI/vllm-fork PR #1354 ('Adjust batch size to match bucket size', xhaihao, 2025-06-03): 'It might result in "
     "runtime error if the batch size doesn't match a bucket ... before commit 0f513bd, the batch size passed to "
     "self.warmup_scenario() was the maximum batch size in all buckets for prompt'; fix: pad profile_run's "
     "max_batch_size with self.bucketing_ctx.get_padded_batch_size(...). The PR was still open in the stored copy "
     "(michalkuligowski asked iboiko-habana whether it is still relevant), so the fix is the author's, unconfirmed by a "
     "merge; the collector's reading: a fork build without commit 0f513bd's change, or a max_num_seqs / "
     "max_num_batched_tokens pair whose quotient is a bucket batch size, avoids it.",
     release=None, gpu="Intel Gaudi (HPU)", gpus=None, command=None,
     forbidden=_NOT_MEMORY,
     note="Source is an open fix PR, not a user thread. Excerpt: only the 'E.g.' traceback as stored (cut to its "
          "last frames in the stored text); the PR title ('Adjust batch size to match bucket size'), the author's "
          "first sentence and the 'Note before commit 0f513bd ...' paragraph are left out because they state the "
          "fix and the cause. No command, model, release or card count in the stored text; 'vllm-habana' in the paths names the "
          "fork.")

BATCH.write()
