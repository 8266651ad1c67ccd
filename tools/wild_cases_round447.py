"""Round-447 blind batch: vLLM's own PULL REQUESTS of 2025-2026 whose description quotes the start-up error they fix
together with the launch that triggers it (SECOND pass over this slice; round 421 took five); the merged PR is the
confirmed fix; collected by helper wild447 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round447-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it (PR descriptions); the fix (the PR's root-cause
and change prose, its test runs) is left out of the excerpt.

Look-ups: 45 answered (44 ``search`` corpus=issues, 1 ``fetch`` of vllm-project/vllm that was refused
for size, 1.1 GB over the 500 MB cap) and a 46th ``search`` refused by the tool ("search budget for this session is
used up"), so the round stopped there; no read_file / find_string / find_files. 2 cases, both merged
vllm-project/vllm PRs: #43543 (Gemma 4 + MTP assistant, attention group must share num_heads {8, 4}) and #45564
(MiniMax-M3 + EAGLE3, --block-size 128, V2 model runner, FlashInfer page size 128 needs GQA/MQA). The slice is close to
mined out: the issues corpus answers PR-title-style and "Purpose / Test Result" queries mostly with issues, and the PRs
it did return were already used, unmerged, or quoted no error line. What worked was querying a distinctive 2026 vLLM
error string ("is not valid for this configuration. Reason:", "All layers in one attention group must share
num_heads"), which surfaces the fixing PR's description. Sources were checked with grep -F against
/work/coord/USED_SOURCES.txt, the earlier rounds' docstrings (#N) and the fixtures' ids before any case was written.

Sources given up (for the lead, not cases):
- Already used or named in earlier rounds (not re-opened): vllm PR #30195 (= issue #30214, used), PR #53818, PR #35720,
  PR #25838, PR #33417, PR #17434, PR #11061 (2024), PR #43467 (= issue #43454), PR #19121 (its issue #19120 is the
  fixture vllm-19120), issues #29233, #24297, #42510, #31480, #33416, #45661; vllm-project/recipes PR #551; verl PRs
  #7632 / #7624 (the max_num_batched_tokens < max_model_len ValidationError); vllm-ascend PR #7528 (out of slice in
  an earlier round).
- Not merged (closed or open), so no PR-confirmed fix: PR #30162 (DeepSeek-R1 -dp 8 EP on 8x H200 OOMs at start-up;
  closed, and the error line is not quoted, only 'OOM during server startup'), PR #51764 (open; fixes issue #51752,
  whose stored text has a good error line: "RuntimeError: Worker failed with error 'tokens_per_block=16 not divisible
  by tokens_per_hash=512. Hybrid models (e.g. Mamba+Attention) need --enable-prefix-caching to align block sizes.'" on
  2x RTX 3090, Kimi-K3 slice, PP2, v0.27.0; an issue, not a PR, and no merged fix reached), PR #48572 (open; GLM-5.2
  MTP hang on MI300X, no error line), PRs #45575, #40063, #45320, #39775, #35062, #39325 (open), #36241, #39126,
  #48431 (closed).
- Error line not in the stored text: PR #30210 (GLM-4.6-AWQ awq_marlin -> MoeWNA16 fallback; test result is images),
  PR #34104 (Mistral-Small-3.2-24B FP8 compressed-tensors remap; image), PR #37467 (XPU Nemotron-3-Nano TP4 hybrid
  block size 64; only kv_cache_utils log lines and the author's 'ERROR!!!' note, no exception), PR #57328 (ROCR host
  segfault, described only), PR #31742, PR #42967 (no failure quoted).
- Not a start-up failure: PR #21391 (benchmark image; first-request 'Error in preprocessing prompt inputs' from wrong
  input-length arithmetic, not the launch), PR #57355 (throughput cliff), PR #46075 and PR #25406 (acceptance rate),
  PR #20904 (warning wording), PR #33109 (docs).
- Out of slice (not vllm-project/vllm PRs), though several are usable: vllm-project/vllm-gaudi PR #1411 (merged;
  gpt-oss-120b with --enable-expert-parallel on Gaudi: 'RuntimeError: The expanded size of the tensor (384) must match
  the existing size (2880) at non-singleton dimension 2'), vllm-ascend PRs #7801 / #7832 (max_num_seqs not a multiple
  of TP with FLASHCOMM; no error line) and #3909 / #3910, NVIDIA/Model-Optimizer PR #1677 (quotes the same AssertionError
  as #43543 through its specdec_bench wrapper, a different cause: method unset -> draft_model path),
  timothystewart6/vllm-gb10 PR #8, ai-dynamo/aiconfigurator PRs #392 / #395 (no error text); issues #29765 (AWQ/GPTQ
  MoE SPLIT_K, no error line), #22004, #30969, #40677, #57932, #49112, #23039, #52386.

Judgement calls for the lead:
1. Both excerpts are developers' own reproductions in PR descriptions, and neither pastes a literal launch command:
   command is None and the launch is described in the note (Gemma 4 + assistant via the MTP speculative config;
   MiniMax-M3 + EAGLE3 with --block-size 128 and VLLM_USE_V2_MODEL_RUNNER=1). gpus/GPU are not stated in either.
2. #43543: kind and cause vllm_check_failed (a bare AssertionError from a vLLM internal uniformity check), as round 421
   labelled vllm-pr38293; release_regression would also fit (the assert came with PR #42650 days earlier).
3. #45564: kind attention_backend_feature_unsupported (the message is FlashInfer's page-size / GQA-only guard), cause
   vllm_check_failed because the fault is the V2 runner merging draft and target layers into one builder; --block-size
   is deliberately not marked wrong.
4. Neither message prints a figure under a LABELS.txt key ({8, 4} are query-head counts; 128 is a page size), so
   numbers is {} in both.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round447-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm PR #43543: Gemma 4 + its MTP assistant draft (May 2026 main) -> AssertionError: All layers in one attention group must share num_heads; got {8, 4}
case("vllm-pr43543-gemma4-mtp-assistant-draft-attention-group-must-share-num-heads-8-4",
     "https://github.com/vllm-project/vllm/pull/43543",
     "Surfaced today by Gemma4 MTP (target = 8 Q-heads, assistant draft = 4 Q-heads, both 1 KV-head):\n"
     "\n"
     "```\n"
     "AssertionError: All layers in one attention group must share num_heads;\n"
     "got {8, 4} for ['language_model.model.layers.3.self_attn.attn', ...,\n"
     "                'draft_model.layers.0.self_attn.attn', ...,\n"
     "                'draft_model.layers.2.self_attn.attn'].\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "A Gemma 4 target served with MTP speculative decoding through its 'assistant' draft checkpoint (target attention "
     "has 8 query heads, the assistant's Q-only attention has 4, both 1 KV head). vLLM's GPU model runner grouped "
     "attention layers for the metadata builders by (backend, KV-cache spec) only; the KV spec does not carry the "
     "query-head count, so target and draft layers with the same KV layout landed in one attention group, and the "
     "per-group uniformity assert added by PR #42650 (get_num_attention_heads_from_layers) fired at engine init. A "
     "vLLM bug in main (regression from #42650 for heterogeneous draft/target head counts), not memory, TP or flags.",
     "the merged PR #43543 (lucianommartins, 2026-05-24): attention groups are also keyed by per-rank num_heads_q, so "
     "draft and target layers with different query-head counts get separate metadata builders and the engine starts "
     "with Gemma 4 MTP on. So: a vLLM build containing PR #43543; before it, serve without the MTP --speculative-config "
     "(or a build from before #42650)",
     release="vLLM main of May 2026 (after PR #42650, before PR #43543)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs"},
                       {"flag": "--enforce-eager"}, {"flag": "--quantization"}],
     note="Excerpt: the second sentence of the PR description's 'Purpose' section and the error block it quotes, as "
          "stored. Dropped: the first sentence ('Fix a hard crash at engine init for any spec-decode setup whose draft "
          "layers have a different per-rank num_heads_q than the target model') and everything after the error block "
          "(the root cause in gpu_model_runner's get_attn_backends_for_group and the fix), which is the answer. The PR "
          "quotes no launch command and no GPU in the stored chunk; the launch is a Gemma 4 target with its assistant "
          "via the MTP speculative config (PR #41745's feature). Judgement call: a bare AssertionError from a vLLM "
          "internal check -> vllm_check_failed for kind and cause, as round 421 labelled vllm-pr38293; the lead may "
          "prefer cause release_regression (the assert came in with #42650 a few days before). The '{8, 4}' are query-"
          "head counts, not a LABELS.txt number (num_attention_heads is used for TP-divisibility messages), so numbers "
          "is {}.")

# ---------------------------------------- vllm PR #45564: MiniMax-M3 + EAGLE3, --block-size 128, VLLM_USE_V2_MODEL_RUNNER=1 -> NotImplementedError: FlashInfer page size 128 ... requires GQA/MQA ..., not MHA
case("vllm-pr45564-minimax-m3-eagle3-block-size-128-v2-runner-flashinfer-page-size-128-requires-gqa-not-mha",
     "https://github.com/vllm-project/vllm/pull/45564",
     "### Concrete failure\n"
     "\n"
     "Serving **MiniMax-M3 + EAGLE3** with `--block-size 128` under the V2 model runner\n"
     "(`VLLM_USE_V2_MODEL_RUNNER=1`) crashes at engine init:\n"
     "\n"
     "```\n"
     "NotImplementedError: FlashInfer page size 128 is only supported by the trtllm-gen\n"
     "dynamic kernel, which requires GQA/MQA (num_qo_heads // num_kv_heads > 1), not MHA.\n"
     "```",
     "attention_backend_feature_unsupported", {}, "vllm_check_failed",
     "MiniMax-M3 served with an EAGLE3 draft, --block-size 128 and the opt-in V2 model runner "
     "(VLLM_USE_V2_MODEL_RUNNER=1). The V2 runner's init_attn_backend grouped attention layers for the metadata "
     "builders by (backend, KV-cache spec) only, unlike the V1 runner, which also splits on per-rank query-head count; "
     "so the EAGLE3 draft head and the target attention (same KV layout, different query-head counts) were merged into "
     "one FlashInfer builder whose num_qo_heads // num_kv_heads read as 1 (MHA), and FlashInfer's guard that page size "
     ">= 128 needs the GQA/MQA trtllm-gen kernel raised NotImplementedError at engine init. A vLLM bug in the V2 model "
     "runner's grouping, not a lack of memory and not a model the backend cannot serve.",
     "the merged PR #45564 (ywang96, June 2026): the V2 model runner now keys attention groups on num_heads_q as the V1 "
     "runner does, so the draft and target get separate builders and MiniMax-M3 + EAGLE3 with --block-size 128 starts "
     "under VLLM_USE_V2_MODEL_RUNNER=1. Before that build, from the PR's analysis: serve on the default V1 model runner "
     "(unset VLLM_USE_V2_MODEL_RUNNER), whose grouping already splits on query heads",
     release="vLLM main of mid-June 2026 (before PR #45564)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs"},
                       {"flag": "--enforce-eager"}],
     note="Excerpt: the 'Concrete failure' subsection of the PR description as stored (the launch described in prose "
          "and the two-line error it quotes). Dropped: the 'Purpose' paragraphs before it (V1 vs V2 grouping, i.e. the "
          "diagnosis) and the sentence after it explaining the merged builder, plus the fix and test sections. No "
          "literal launch command or GPU in the stored chunk: the launch is MiniMax-M3 with an EAGLE3 "
          "--speculative-config, --block-size 128 and VLLM_USE_V2_MODEL_RUNNER=1 (the error is a FlashInfer builder "
          "guard, so an NVIDIA GPU; model and card size not stated). Judgement call: kind "
          "attention_backend_feature_unsupported (the text is a FlashInfer page-size / head-layout guard), cause "
          "vllm_check_failed because the real fault is vLLM's V2-runner grouping, not the backend or the user's model; "
          "--block-size is not marked wrong (a smaller page size would also have dodged the guard).")

if __name__ == "__main__":
    BATCH.write()
