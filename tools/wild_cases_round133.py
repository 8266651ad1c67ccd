"""Round-133 blind batch: LONG-CONTEXT launches (RoPE scaling / YaRN / rope_theta overrides, --max-model-len above
max_position_embeddings and the derived-length refusal, VLLM_ALLOW_LONG_MAX_MODEL_LEN, 128K-1M context models and the
memory deaths they cause), collected by helper wild133 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round133-blind"``; the lead grades it once
(``python tests/wild_grade.py round133``). A HELD-OUT measurement: graded once, on the final code, and nothing is to be
fitted on it. Cases were taken in the order the searches brought them, not picked to be hard or easy.

Same rules as tools/wild_cases_round27.py-29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or
the test suite on these excerpts, and did not read kvroom's source (src/, tests/*.py) to choose them; every expectation
(kind, printed numbers, cause, fixes that would be wrong for that user) was written from the source only. Causes are
the ones the excerpt itself evidences; a deeper story only the source tells is in real_cause/note. Excerpts are the
text as the source shows it (the committed file read with git from a fetched snapshot and checked by script to be a
substring of it, segments split at ``...``; the issue as the search tool's issues corpus stores it); the authors' fix
lines are left out of the excerpt (they are in fix_that_worked).

Sources: one committed file in a public GitHub repository (ironbar/arc24, a Kaggle ARC-prize lab notebook, two
different failed launches in one iteration note) and one GitHub issue of a downstream tracker (modelscope/ms-swift).
71 look-ups (48 ``search``: 36 issues-corpus, 10 code-corpus, 2 pages-corpus queries; 7 ``find_string`` (one more
refused for its length, uncharged); 7 ``read_file``; 5 ``find_files``; 4 ``find_repos``) and 9 ``fetch`` calls
(uncounted; 6 snapshots fetched, 3 could not be had; 1 with cases).
**Far short of the 8-14 asked: 3 cases, none of them a memory failure.** Why:
- The issues corpus answers every long-context query (YaRN, rope_scaling, VLLM_ALLOW_LONG_MAX_MODEL_LEN, 128K/256K/1M
  KV refusals, Qwen2.5-1M, Llama 4 Scout, Gemma 3 128K, GLM-4-9B-1M, MiniMax, max_num_batched_tokens vs long lengths,
  chunked prefill, vllm-ascend long context) with the same threads, all already fixtures, in
  /work/coord/USED_SOURCES.txt, named skips in tests/golden/wild/BLIND.md or in other rounds' modules. Met again and
  skipped (vllm#): 3676, 10517, 2785, 20097, 10537, 2565, 16118, 6746, 16712, 16330, 6689, 6692, 2418, 7154, 4168,
  24147, 20484, 8793, 16757 (see judgement call 3), 10337, 6156 (and its cross-post 6211: the same user's same
  163840-vs-63040 refusal, so not taken), 28981, 39976, 14102, 20304, 16199, 8680, 8185, 7593, PR 1264, PR 259;
  QwenLM/Qwen3#16/#295, xinference#1715/#2440, OpenRLHF#336, DeepSeek-V2#83, api-for-open-llm#225, FastChat#3177,
  verl#7624/PR#7626, runpod worker-vllm#88/#89, tt-inference-server#3151, kaito#2132, unsloth-zoo#1211,
  vllm-ascend#14678/#4570, ms-swift#4594, instructlab#3122, LongVT#9.
- Fresh threads without a launch death or without a conclusive cause in the stored text: vllm#21452/#24048/#33470
  (Qwen2.5-1M "FlashAttentionImpl.__init__() got an unexpected keyword argument 'layer_idx'": the maintainers' answer
  is not in the stored chunks), vllm#10293 (a transformers rope warning, no launch death), vllm#3892 (output quality),
  ROCm/vllm#539 (Llama 4 1M+ crash: the error line is not stored), QwenLM/Qwen#1349 (Qwen's 1M vLLM fork on a
  pre-8.0 GPU: error line and answer not stored), ms-swift#5146/#4893/#4767 (rope settings via swift; a swift
  warning; swift's own MaxLengthError), Light-R1#43 (error not stored), vllm-ascend#15920 (a request-time OOM after
  the launch), open-r1#645 (request-time warnings).
- ``find_string`` on exact vLLM messages found a dozen fresh committed notes with real long-context refusals (a GLM-5.2
  1M launch on 8x H20, a DeepSeek-V4 1M launch at utilization 0.85, a two-node RTX 5090/PRO 6000 DeepSeek-V4 1M
  launch, a Kimi-K3 TP4 1M launch with a 4 GiB KV budget, Qwen3.5 128K on 2x V100 16GB, a TurboQuant Qwen3-30B-A3B
  524288-over-262144 refusal on an Arc Pro B70, a Mistral-7B 65536-over-32768 refusal): the hits carry no repository
  name, and neither find_repos/find_files on names and paths in their text nor code-corpus searches for their
  openings located the repositories, so they cannot be cited and were not taken. The two that could be located
  (FlintyLemming/MitseaBlog Qwen3-Coder 1M, my-vllm-serving YaRN) were already fixtures.
- Pages-corpus hits were AI-written explainers (errornotes, runlocalai, gigagpu, aitoolsguidebook, gitcode digests);
  kenrollins.github.io/gemma-forge and imroc/tke-guide (fetched; its FAQ holds a 131072-vs-93760 refusal) are already
  in USED_SOURCES. FlintyLemming/MitseaBlog's DeepSeek-V4-Pro post (8x H200, --max-num-batched-tokens 131072 -> OOM,
  "需额外分配 21 GiB，仅剩 3.75 GiB 可用") was not taken: the OOM is only summarised in a table, no printed error.

Every url and bare number was checked against USED_SOURCES.txt (url, issues/N, pull/N, discussions/N, #N), the
fixtures' source_url and ids, BLIND.md, and the other rounds' modules on the h-wild* branches.

Judgement calls for the lead (each case's ``note`` says more):
1. The two arc24 cases come from ONE committed note (Iteration 33) that shows two different failed launches: the
   derived-length refusal at 10240 and, after that, "Total number of attention heads (9) must be divisible by tensor
   parallel size (2)" (SmolLM-135M has 9 heads). The second is outside the long-context slice but is the same note's
   other launch death; the brief allows two cases from one source in that case.
2. Which model hit the 10240 refusal: the note's "Current problems" paragraph follows its AMD-Llama-135m notes but
   speaks of "the baseline model that was simply fine-tuned", i.e. the SmolLM-135M-Instruct fine-tunes at
   --max_seq_len 10240 listed just above; both models have max_position_embeddings=2048, so the numbers do not depend
   on the reading. The author's outcome is that raising the limit (the config edit) lets vLLM start but the model
   predicts nothing useful beyond its 2048 positions: the length, not a memory lever, is the fix.
3. ms-swift#3907 is the same user's report, the same day, as vllm#16757 (a named skip in BLIND.md for "no visible
   answer"); the ms-swift copy has a maintainer reply (Jintao-Huang) whose text is not in the stored copy. The error
   line is conclusive on its own (72000 asked, 32768 derived; Qwen2.5-7B-Instruct reaches 128K only with YaRN
   rope_scaling), so it is taken; the lead may drop it as the same incident as a skipped thread.
4. ms-swift#3907's forbidden list does NOT forbid lengths above 32768: the model card's own fix (YaRN rope_scaling,
   factor 4) keeps the 72000 the user asked for; a bare length above 32768 without rope scaling would still be
   refused, which the schema cannot express.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round133-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype"}]

ARC24 = ("https://github.com/ironbar/arc24/blob/471c2afc6c940e4f5abdbe3458f9d24e44efb952/"
         "docs/modeling/Iteration_33_back_to_smollm.md")

# ------------------------------------------------------------------ derived length: 10240 asked, 2048 positions (SmolLM fine-tune)
case("arc24-iter33-smollm-135m-10240-over-derived-2048", ARC24,
     "### Current problems\n"
     "\n"
     "`model_max_length` in tokenizer, does not seem to be saved correctly, I have manually fixed it.\n"
     "\n"
     "It makes very long predictions, just like non-instruct Qwen models.\n"
     "\n"
     "The baseline model that was simply fine-tuned does not work with VLLM because the following error:\n"
     "\n"
     "> ValueError: User-specified max_model_len (10240) is greater than the derived max_model_len "
     "(max_position_embeddings=2048 or model_max_length=None in model's config.json). This may lead to incorrect "
     "model outputs or CUDA errors. To allow overriding this maximum, set the env var VLLM_ALLOW_LONG_MAX_MODEL_LEN=1",
     "max_len_over_derived",
     {"max_model_len": 10240, "derived_key": "max_position_embeddings", "derived_max_model_len": 2048},
     "max_len_over_derived",
     "A Kaggle ARC-prize lab notebook (Iteration 33, 'Back to SmolLM', Sept-Oct 2024): a 135M model with 2048 "
     "positions (SmolLM-135M-Instruct, fine-tuned with --max_seq_len 10240; the AMD-Llama-135m tried in the same "
     "iteration has 2048 too) was launched in vLLM by the author's inference script with max_model_len 10240, above "
     "the model's max_position_embeddings=2048, and vLLM refused the length before loading anything.",
     "the author: editing the model configuration to raise the limit lets vLLM start, but the model then predicts "
     "only special tokens (empty predictions, 3599 s); running the inference script at 2048 starts too (same empty "
     "predictions, faster) - without modifications (the note's RoPE-scaling experiments) the model cannot work past "
     "its 2048 positions, so the length must stay at 2048",
     release="not stated (a 2024 release whose refusal names VLLM_ALLOW_LONG_MAX_MODEL_LEN)",
     gpu=None, gpus=2,
     forbidden=NO_MEMORY_FIX + [{"flag": "--max-model-len", "above": 2048},
                                {"flag": "--tensor-parallel-size", "above": 2}],
     note="judgement call 2: the note's 'Current problems' paragraph up to the quoted error (its blockquote '>' kept); "
          "the two sentences after it (the config edit and the 2048 run) are the outcome, in fix_that_worked. gpus=2: "
          "the note compares against Qwen and Llama 'being trained on 2 gpus' on the same machine (CUDA_VISIBLE_DEVICES "
          "0 and 1 in its commands). VLLM_ALLOW_LONG_MAX_MODEL_LEN=1 would start the engine but is the wrong fix here "
          "(the author's config edit is its equivalent and produced empty predictions)")

# ------------------------------------------------------------------ TP: SmolLM-135M's 9 heads over 2 GPUs (same note)
case("arc24-iter33-smollm-135m-9-heads-tp2", ARC24,
     "  File \"/home/gbarbadillo/miniconda3/envs/arc/lib/python3.10/site-packages/vllm/config.py\", line 337, in "
     "verify_with_parallel_config\n"
     "    raise ValueError(\n"
     "ValueError: Total number of attention heads (9) must be divisible by tensor parallel size (2).",
     "tp_not_divisible", {"num_attention_heads": 9, "tensor_parallel_size": 2}, "tp_not_divisible",
     "The same notebook's other failed launch: the author's inference script ran vLLM with tensor_parallel_size "
     "equal to the machine's two GPUs, and SmolLM-135M-Instruct has 9 attention heads, which do not split over 2 "
     "tensor-parallel ranks; vLLM's config check refused it before loading.",
     "the author: 'I have manually modified the number of gpus to 1' (tensor parallel size 1)",
     release="not stated (2024)", gpu=None, gpus=2,
     forbidden=[{"flag": "--tensor-parallel-size", "value": "2"}, {"flag": "--tensor-parallel-size", "above": 2},
                {"flag": "--max-model-len"}] + NO_MEMORY_FIX,
     note="judgement call 1: the traceback tail the note pastes right after its fix sentence ('I have manually "
          "modified the number of gpus to 1.', left out of the excerpt as the fix); nothing else of the traceback is "
          "in the note. The model is read from the note (SmolLM-135M-Instruct; the 9 in the message matches it, "
          "AMD-Llama-135m has 12). TP 3 or 9 would divide 9 but need GPUs the machine does not have (two)")

# ------------------------------------------------------------------ derived length: Qwen2.5-7B-Instruct at 72000 without YaRN (ms-swift)
case("ms-swift-3907-qwen25-7b-instruct-72000-over-32768-v084", "https://github.com/modelscope/ms-swift/issues/3907",
     "vllm 0.8.4\n"
     "ms-swfit 3.4.0.dev0\n"
     "\n"
     "---------------------------------------------------------------\n"
     "\n"
     "HI all,\n"
     "\n"
     "I met with the following error:\n"
     "\n"
     "The model card of qwen-2.5-7B-instruct has the context length of 128K. But the vllm max_model_len is only 32K?\n"
     "\n"
     "What's wrong?\n"
     "\n"
     "Thanks a lot!\n"
     "\n"
     "https://huggingface.co/Qwen/Qwen2.5-7B-Instruct\n"
     "\n"
     "[rank3]: File \"/home/tom/workspace/myvenv_msswift/lib/python3.10/site-packages/vllm/engine/arg_utils.py\", "
     "line 1154, in create_engine_config\n"
     "[rank3]: model_config = self.create_model_config()\n"
     "[rank3]: File \"/home/tom/workspace/myvenv_msswift/lib/python3.10/site-packages/vllm/engine/arg_utils.py\", "
     "line 1042, in create_model_config\n"
     "[rank3]: return ModelConfig(\n"
     "[rank3]: File \"/home/tom/workspace/myvenv_msswift/lib/python3.10/site-packages/vllm/config.py\", line 480, "
     "in init\n"
     "[rank3]: self.max_model_len = _get_and_verify_max_len(\n"
     "[rank3]: File \"/home/tom/workspace/myvenv_msswift/lib/python3.10/site-packages/vllm/config.py\", line 2970, "
     "in _get_and_verify_max_len\n"
     "[rank3]: raise ValueError(\n"
     "[rank3]: ValueError: User-specified max_model_len (72000) is greater than the derived max_model_len "
     "(max_position_embeddings=32768 or model_max_length=None in model's config.json). This may lead to incorrect "
     "model outputs or CUDA errors. To allow overriding this maximum, set the env var VLLM_ALLOW_LONG_MAX_MODEL_LEN=1",
     "max_len_over_derived",
     {"max_model_len": 72000, "derived_key": "max_position_embeddings", "derived_max_model_len": 32768},
     "max_len_over_derived",
     "ms-swift 3.4.0.dev0 on vLLM 0.8.4, Qwen2.5-7B-Instruct with max_model_len 72000 (at least four ranks): the "
     "checkpoint's config.json has max_position_embeddings=32768 and no rope_scaling; the model card's 128K needs "
     "YaRN rope scaling added (factor 4 over 32768), so vLLM derived 32768 and refused 72000 before loading.",
     "not stored (a maintainer, Jintao-Huang, replied; the reply's text is not in the stored copy). From the model "
     "card and the message: add YaRN rope_scaling {\"type\": \"yarn\", \"factor\": 4.0, "
     "\"original_max_position_embeddings\": 32768} (config.json or the rope-scaling override) to keep 72000, or run "
     "at max_model_len 32768 or less",
     release="0.8.4 (ms-swift 3.4.0.dev0)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}],
     note="judgement calls 3 and 4: the issue body as the issues corpus stores it, from its version lines to the "
          "ValueError (the stored copy joins each traceback frame's two lines with '[rank3]: ' prefixes and shows "
          "'in init' for __init__; kept as stored). The GPUs are not named; '[rank3]' shows at least four ranks, "
          "hence gpus None and no TP value forbidden beyond 'not a TP fix'")

if __name__ == "__main__":
    BATCH.write()
