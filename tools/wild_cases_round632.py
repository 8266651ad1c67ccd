"""Round-632 blind batch: PROMPT INPUT REFUSALS at the first requests caused by the launch or the model's vocabulary
('Prompt cannot be empty' / 'The decoder prompt cannot be empty' / 'please provide at least one prompt', 'Token id N
is out of vocabulary', prompt_embeds without --enable-prompt-embeds, truncate_prompt_tokens beyond the length,
'Sampled token IDs exceed the max model length', n / best_of against --max-num-seqs, empty prompts after a chat
template, BOS doubling), any tracker; collected by helper wild632 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round632-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 30 of the 40 allowed: 28 ``search`` (27 corpus=issues, 1 corpus=pages), 1 ``read_file`` that found nothing
(issues are not files), 1 ``find_files`` (lighteval's model files, not opened). 3 cases: agentscope-ai/Trinity-RFT
#197 (RL explorer, 'The decoder prompt (length 42861) is longer than the maximum model length of 32768' although
max_prompt_length was set; fixed by the merged PR #198), qi-hua/async_cosyvoice #32 (CosyVoice2 on vLLM with
VLLM_USE_V1=0: 'Token id 158502 is out of vocabulary'), huggingface/open-r1 #69 (lighteval vllm with
max_model_length=4096 on a Qwen2.5-Math-1.5B SFT: vLLM's 'please provide at least one prompt'). Every source was
checked with grep -F against /work/coord/USED_SOURCES.txt and against the earlier rounds' skip lists before it was
used.

The slice is close to mined out. Earlier rounds took or skip-listed nearly every thread the search returns for these
messages: 'Token id N is out of vocabulary' is almost always an RL rollout feeding sampled padded-vocabulary ids back
(vllm #26797, #13175, OpenRLHF #1117, NeMo-RL #237, verl #1398, all skip-listed) or LlamaFactory #7328 (round 627);
'Sampled token IDs exceed the max model length' has lm-eval #3134 (used) and vllm #25120 (no cause stored);
prompt_embeds refusals have no user thread at all in the index (only PR #17607 that adds the message); BOS doubling
threads are silent behaviour bugs without an error line; n / best_of against --max-num-seqs returned only vllm #5638
(used) and old scheduler bugs.

Sources given up (for the lead, not cases):
- Error text present but no cause or fix stored: vllm #15016 ('Prompt cannot be empty' on a chat request to vLLM
  0.8.x, labelled usage and closed; the stored chunk ends at 'Received request chat...', so neither the model nor the
  template nor the answer is reachable -- three queries tried), vllm #25120 ('AssertionError: Sampled token IDs exceed
  the max model length. Total number of tokens: 1281 > max_model_len: 1280', vllm 0.10 under Ray; closed, the answer
  is not in the stored chunk), vllm #26797 (skip-listed anyway).
- vLLM bugs, not the launch: vllm #7283 / #1130 / PR #7746 (empty prompt on a tokenizer without BOS killed the V0
  server; fixed by the 'Prompt cannot be empty' check itself), vllm #16853 / #9519 / PR #15695 / PR #16976 (double BOS
  in LLM.chat, no error line), vllm #27642 (truncate_prompt_tokens ignored by LLM.chat; cited as the cause of round
  414's trl-4358 case, error line beyond the stored chunk), vllm #23511 (truncate_prompt_tokens in AsyncLLM), vllm
  #22635 (truncate_prompt_tokens=1 with a tokenizers bug), HabanaAI/vllm-fork PR #1262 and vllm PR #17732 ('The encoder
  prompt cannot be empty' regression for mllama), vllm #26576 / PR #26650 (bench latency sampling ids up to 10000 on a
  small tokenizer; the PR describes the OOV error only in prose).
- Error not in the stored chunk or only a screenshot: vllm-ascend #4505 (prompt_embeds on Ascend, chunk stops in the
  EngineCore frames), open-r1 #458 / #288 (screenshots), lighteval #593 (no vLLM error).
- Named in earlier rounds' skip lists or used (not re-opened): lm-eval #3134 / #2880, vllm #5638, #1082, #13370,
  #20757, #13175, verl #1398, open-r1 #174 / #301, s1 #95 / #35, vllm-ascend #6471, cosmos-rl #403,
  xorbitsai/inference #3785.

Judgement calls for the lead:
1. trinity-rft-197: the issue's stored text carries the error only in its title, cut after 'is longer than'; the
   whole error line (with 32768) is quoted from the linked fix PR agentscope-ai/Trinity-RFT #198 by the same reporter
   ('To prevent vllm throwing exceptions like: ...'), and the excerpt appends that line verbatim after the issue's
   text. Not at the very first request: an RL explorer run whose dataset holds a prompt longer than the launch's
   max_model_len (the framework's max_prompt_length did not truncate). kind vllm_check_failed, cause
   prompt_exceeds_max_model_len, as the 30 earlier fixtures with this message.
2. async-cosyvoice-32: cause ``tokenizer_model_mismatch`` (round 627's label): CosyVoice2's LLM works in speech-token
   ids beyond the text tokenizer, and V0's prompt validation checks ids against the tokenizer's max token id. That
   V0's token-range check is what breaks async_cosyvoice is said in the same tracker's #77 (quoted by round 464's
   async-cosyvoice-18 fix: 'plus a local patch of V0's token-range check'), not in #32 itself, whose whole stored text
   is two sentences; the reporter's own fix is 'when switch to V1, it works fine' (left out of the excerpt). The launch
   choice is the environment variable VLLM_USE_V1=0, not a flag.
3. open-r1-69: no answer stored (issue open). The cause is the collector's reading of the traceback and of the
   sibling threads: open-r1's evaluate.py gives math_500 a generation size of 32768 tokens; lighteval's vLLM backend
   then left-truncates each prompt to max_length - max_new_tokens, a negative number here (4096 - 32768), which empties
   every prompt, and vLLM's parse_and_batch_prompt refuses the empty token lists ('please provide at least one
   prompt'). Round 265 skipped open-r1 #301 (the same message with Qwen2.5-Math-1.5B and max_model_length=4096) as 'not
   a start-up failure'; it is taken here under 'a failure at the first requests caused by the launch'. Labelled
   prompt_exceeds_max_model_len (the requested output length leaves no room for the prompt, as README's
   non-positive-max_tokens reading); the lead may prefer a new cause. numbers.max_model_len 4096 is the lighteval
   argument max_model_length=4096 in the command, not a vLLM log line.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round632-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype"}, {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- Trinity-RFT #197: RL explorer, prompt 42861 tokens vs max_model_len 32768 despite max_prompt_length
case("trinity-rft-197-rl-explorer-max-prompt-length-not-truncating-decoder-prompt-42861-over-32768",
     "https://github.com/agentscope-ai/Trinity-RFT/issues/197",
     "Effect of `max_prompt_length` and `max_response_length` - seems that prompt truncation is not implemented, and "
     "this leads to vllm throws an exception: `The decoder prompt (length 42861) is longer than\n"
     "\n"
     "We hit vllm crashing with prompt length being larger of max_model_len (despite we had `max_prompt_length` set in "
     "trinity config)\n"
     "\n"
     "I was trying to see in the code the effect of `max_prompt_length`, but it appears that `max_prompt_length` does "
     "not entail dataset filtering / prompt truncation:\n"
     "\n"
     "ERROR 08-17 23:32:15 scheduler.py:86] ValueError: The decoder prompt (length 42861) is longer than the maximum "
     "model length of 32768. Make sure that max_model_len is no smaller than the number of text tokens.",
     "vllm_check_failed", {"max_model_len": 32768}, "prompt_exceeds_max_model_len",
     "Trinity-RFT (an RL fine-tuning framework) runs vLLM engines with max_model_len 32768 for its explorer; its "
     "max_prompt_length setting neither filtered the dataset nor truncated prompts, so a 42861-token prompt reached "
     "vLLM, whose input validation refuses any prompt longer than the max_model_len the engine was started with. Not a "
     "memory or GPU problem: the launch's length is below the data.",
     "merged PR agentscope-ai/Trinity-RFT #198 (same reporter, 'Partially fixing' #197): Trinity now sets "
     "truncate_prompt_tokens=config.max_model_len-1 in its vllm.SamplingParams so over-long prompts are truncated "
     "silently instead of raising; the reporter also proposes filtering the dataset by max_prompt_length. Otherwise a "
     "max_model_len above the longest prompt plus its response",
     release="not stated (vLLM under Trinity-RFT, August 2025)", gpu=None, gpus=None,
     command="Trinity-RFT RL run (explorer on vLLM, max_model_len 32768, max_prompt_length set in the trinity config)",
     forbidden=_MEM + [{"flag": "--max-model-len", "at_most": 32768}, {"flag": "--enforce-eager"},
                       {"flag": "--max-num-seqs"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title (stored cut after 'is longer than'), the first two paragraphs of its description, "
          "then the full error line as the linked fix PR #198's description quotes it (the issue's own chunk holds "
          "only the cut title). Left out: the reporter's proposal (dataset filtering / truncate_prompt_tokens) and a "
          "second remark about SamplingParams.max_tokens.")

# ---------------------------------------- async_cosyvoice #32: CosyVoice2 with VLLM_USE_V1=0 -> Token id 158502 is out of vocabulary
case("async-cosyvoice-32-cosyvoice2-vllm-use-v1-0-token-id-158502-out-of-vocabulary",
     "https://github.com/qi-hua/async_cosyvoice/issues/32",
     "Get out of vocabulary when disable VLLM_USE_V1\n"
     "\n"
     "after changing to ```os.environ[\"VLLM_USE_V1\"] = '0'```, llm cannot work properly, errors like "
     "```[rank0]: ValueError: Token id 158502 is out of vocabulary```",
     "vllm_check_failed", {}, "tokenizer_model_mismatch",
     "async_cosyvoice serves CosyVoice2's LLM through vLLM and feeds it speech-token ids that lie beyond the text "
     "tokenizer's vocabulary. The project runs on the V1 engine; with VLLM_USE_V1=0 the V0 engine's input validation "
     "compares every prompt id with the tokenizer's max token id and refuses the first request with 'Token id 158502 "
     "is out of vocabulary'. A launch choice (the engine version) against the model's vocabulary, not memory.",
     "the reporter's own: 'when switch to V1, it works fine' (keep VLLM_USE_V1=1, the project's default). The same "
     "tracker's #77 (a T4, which cannot run V1's attention) ran V0 only with a local patch of V0's token-range check",
     release="not stated", gpu=None, gpus=None,
     command="async_cosyvoice with os.environ[\"VLLM_USE_V1\"] = '0'",
     forbidden=_MEM + [{"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and its first sentence, the whole description but for the last sentence (the "
          "reporter's fix: V1 works). The evidence that V0's token-range check is what trips on CosyVoice2's "
          "speech tokens is from the same tracker's #77 (see round 464), not from this thread.")

# ---------------------------------------- open-r1 #69: lighteval vllm, max_model_length=4096, math_500 -> please provide at least one prompt
case("open-r1-69-lighteval-vllm-qwen25-math-15b-sft-max-model-length-4096-math500-please-provide-at-least-one-prompt",
     "https://github.com/huggingface/open-r1/issues/69",
     "ValueError: please provide at least one prompt\n"
     "\n"
     "After I followed SFT step,\n"
     "\n"
     "```\n"
     "accelerate launch --config_file=configs/zero2.yaml src/open_r1/sft.py \\\n"
     "    --model_name_or_path Qwen/Qwen2.5-Math-1.5B-Instruct \\\n"
     "    --dataset_name HuggingFaceH4/Bespoke-Stratos-17k \\\n"
     "    --learning_rate 2.0e-5 \\\n"
     "    --num_train_epochs 1 \\\n"
     "    --packing \\\n"
     "    --max_seq_length 4096 \\\n"
     "    --per_device_train_batch_size 4 \\\n"
     "    --per_device_eval_batch_size 4 \\\n"
     "    --gradient_accumulation_steps 4 \\\n"
     "    --gradient_checkpointing \\\n"
     "    --bf16 \\\n"
     "    --logging_steps 5 \\\n"
     "    --eval_strategy steps \\\n"
     "    --eval_steps 100 \\\n"
     "    --output_dir outputs/qwen-1.5B-distill\n"
     "```\n"
     "\n"
     "When I tried to evaluate, \n"
     "```\n"
     "MODEL=outputs/qwen-1.5B-distill\n"
     "MODEL_ARGS=\"pretrained=$MODEL,dtype=float16,max_model_length=4096,gpu_memory_utilisation=0.8\"\n"
     "TASK=math_500 #aime24\n"
     "OUTPUT_DIR=outputs/evals/qwen-1.5b-distill-$TASK\n"
     "\n"
     "lighteval vllm $MODEL_ARGS \"custom|$TASK|0|0\" \\\n"
     "    --custom-tasks src/open_r1/evaluate.py \\\n"
     "    --use-chat-template \\\n"
     "    --system-prompt=\"Please reason step by step, and put your final answer within \\boxed{}.\" \\\n"
     "    --output-dir $OUTPUT_DIR \n"
     "```\n"
     "\n"
     "I got the error:\n"
     "\n"
     "```\n"
     "[rank0]: │ parse_and_batch_prompt                                                                           │\n"
     "[rank0]: │                                                                                                  │\n"
     "[rank0]: │    55 │   │   if is_list_of(prompt, li",
     "vllm_check_failed", {"max_model_len": 4096}, "prompt_exceeds_max_model_len",
     "lighteval's vLLM backend evaluating an SFT of Qwen2.5-Math-1.5B-Instruct (a 4096-token model) with "
     "max_model_length=4096 on open-r1's math_500 task, whose generation size is 32768 tokens. lighteval left-truncates "
     "each prompt to max_length - max_new_tokens, which is negative here, so every prompt becomes an empty token list "
     "and vLLM's parse_and_batch_prompt refuses the batch ('please provide at least one prompt') at the first "
     "generate call. The requested output length, not the GPU or memory, leaves no room for the prompt.",
     "no fix in the stored thread (open). From the sibling threads: open-r1 #310 (the lighteval warning "
     "'context_size + max_new_tokens=33562 which is greather than self.max_length=32768. Truncating context to 0 "
     "tokens', answered 'set max_model_length to a slightly larger value, e.g. 38000') and open-r1 #458 / #174 (the same model "
     "family with max_model_length=4096 plus generation_parameters={max_new_tokens:2048} reports 'another error', a "
     "screenshot, so not this one). So, by the collector's reading: "
     "give lighteval a max_new_tokens below max_model_length (generation_parameters={max_new_tokens:...}), or a "
     "max_model_length above the generation size plus the prompt on a model that supports it",
     release="not stated (lighteval vllm backend, January 2025)", gpu=None, gpus=None,
     command="lighteval vllm \"pretrained=outputs/qwen-1.5B-distill,dtype=float16,max_model_length=4096,"
             "gpu_memory_utilisation=0.8\" \"custom|math_500|0|0\" --custom-tasks src/open_r1/evaluate.py "
             "--use-chat-template --system-prompt=\"Please reason step by step, and put your final answer within "
             "\\boxed{}.\" --output-dir outputs/evals/qwen-1.5b-distill-math_500",
     forbidden=_MEM + [{"flag": "--max-model-len", "at_most": 4096}, {"flag": "--enforce-eager"},
                       {"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs"}],
     note="Excerpt: the issue title and the description as the stored chunk shows it; the chunk ends inside the rich "
          "traceback box at vLLM's parse_and_batch_prompt (line 55, 'if is_list_of(prompt, li'), so the error line "
          "itself is only in the title. The cause (lighteval's negative truncation length from a 32768-token "
          "generation size against max_model_length=4096) is the collector's reading; no maintainer answered.")

BATCH.write()
