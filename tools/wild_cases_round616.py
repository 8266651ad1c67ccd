"""Round-616 blind batch: RL AND TRAINING FRAMEWORKS' ROLLOUT REFUSALS at the first generate, caused by the vLLM
settings the framework derived from its config (prompt_length + response_length against max_model_len,
max_num_batched_tokens, enable_chunked_prefill=False, gpu_memory_utilization / free_cache_engine, n samples,
logprobs) -- verl, OpenRLHF, TRL, ROLL, slime, AReaL, NeMo-RL, SkyRL, EasyR1, LLaMA-Factory's vllm_infer (and, where
the search led, ms-swift's GRPO rollout engine); collected by helper wild616 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round616-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 30 of the 40 allowed, all ``search`` (28 corpus=issues, 1 corpus=docs, 1 corpus=code; no read_file /
fetch / find_* calls). Collecting stopped at 30 because almost every query returned only threads already used or
named in earlier rounds' skip lists, and the two fresh leads' error lines were beyond the stored chunks.

**The slice is close to mined out: 2 cases**, both ms-swift GRPO rollouts whose vLLM SamplingParams refused a
max_tokens the framework derived as ``max_model_len - prompt tokens``:
- ms-swift #6023 (max_tokens 0: a rollout prompt filled vllm max_model_len 10240),
- ms-swift #8223 (max_tokens -239: a Qwen3-VL GRPO/DAPO prompt 239 tokens past the max_model_len).

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt) or in earlier rounds' skip lists, met again and not re-opened: verl #7624,
  PR #7626, PR #7632, PR #259, #673 (+ PRs #676/#677); trl #3569, #3788, #3180, #4358, #2688, #3394; open-r1 #672;
  unsloth #2666; unsloth-zoo #1211; axolotl #2752; EasyR1 #207, #648, PR #3425, PR #1; TIGER-AI-Lab/verl-tool #88;
  ritzz-ai/GUI-R1 #32; hiyouga/LlamaFactory #7723, #3241; Gabesarch/grounded-rl #16; vllm #5299, #2418, #16445,
  #39976 (skip list of round 133); cosmos-rl #403 (round 522: not a launch flaw); ms-swift #5948, #3288, #7030;
  xorbitsai/inference #3785; lm-eval #2880; Qihoo360/Light-R1 #43.
- Fresh, error line not in the stored chunk: ms-swift #9644 (OPSD rollout started with ``--max_logprobs 64`` but vLLM
  still capped logprobs at 20 -- the title says so in Chinese; two queries returned only the traceback head, the
  ValueError line and the fix are beyond the stored chunk; it would be a good logprobs case if reachable);
  NVIDIA-NeMo/RL #2041 (nightly prorlv2 Qwen2.5-Math-1.5B run failing inside vLLM ``_process_inputs``; the stored chunk
  stops before the error line, no cause reachable).
- Not a vLLM refusal / no error line / design threads: ms-swift #6441 (the pt backend's own 'max_new_tokens must be
  greater than 0', not vLLM), #3956 and #4328 (length-parameter questions), #9991 and #3848 (training OOM),
  #4748 (NPU memory question); NVIDIA-NeMo/RL #796 (design: one length for prompt and model), #893 (speed);
  NVIDIA-NeMo/Gym #186 (overlong_filtering, error not shown), #1206 (docs); SkyRL PR #333 (design); slime PRs #2122,
  #2197, #2297 (design); verl PRs #4779, #1627, #4192, #5028, #140, #2960, #553, #80 (fixes / features without a
  user log); nebuly-ai/optimate #299 (ChatLlama's own check, no vLLM); RLHFlow/Online-RLHF PR #10 (no error text);
  ms-agent #497 (no code or server, round 614 gave it up too); vllm-ascend PR #5174 (CI nightly, not a framework).

Judgement calls for the lead:
1. Both cases fail at a rollout request, not at engine start: vLLM's ``SamplingParams._verify_args`` refuses the
   max_tokens that ms-swift's vllm_engine derived for that request (``max_model_len - num_tokens`` when that is below
   the requested max_completion_length; #6023's own ``[WARNING:swift] max_model_len(10240) - num_tokens(...) <
   max_tokens(10240). Setting max_tokens: ...`` lines print the formula). Taken under 'failing at its first requests
   because of how it was launched' (the max_model_len the run configured against its prompt/completion lengths).
2. Labels: no earlier fixture carries 'max_tokens must be at least 1'. kind ``vllm_check_failed`` (vLLM's own
   argument check, as for the 'decoder prompt ... longer than the maximum model length' fixtures) and cause
   ``prompt_exceeds_max_model_len`` (the prompt reached / passed max_model_len, leaving no room to generate) -- the
   label the open-r1-672 / trl-4358 prompt-length refusals use. A new kind (e.g. ``max_tokens_nonpositive``) would be
   defensible; none was invented.
3. ms-swift is not in the brief's framework list; it is the RL framework the searches led to (GRPO rollout engine,
   ``swift rlhf --rlhf_type grpo``). #6023's stack does not show which trainer called the engine (it starts at
   ``res = super().infer(``, the line ms-swift's GRPO vLLM engine uses in the sibling thread #5948); the case is
   written as a GRPO rollout on that basis and the note says so.
4. ms-swift #8223 is pinned more weakly than #6023: the stored text shows the error, the stack through
   ms-swift's ``_prepare_generation_config`` -> ``SamplingParams(**kwargs)`` and the start of the GRPO command, but
   not the swift warning with the formula nor the vllm_max_model_len value; the negative max_tokens can only be
   ms-swift's ``max_model_len - prompt tokens`` (the formula #6023 and #6441 print). The issue is open with no answer
   in the stored text. Drop it if a pinned fix is required.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round616-blind")
case = BATCH.case

_NOT_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype"}, {"flag": "--cpu-offload-gb"},
            {"flag": "--enforce-eager"}, {"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs"},
            {"flag": "--max-num-batched-tokens"}]

# ---------------------------------------- ms-swift #6023: GRPO rollout, vllm max_model_len 10240 = max_completion_length 10240 -> max_tokens 0
case("ms-swift-6023-grpo-rollout-max-model-len-10240-max-completion-10240-max-tokens-must-be-at-least-1-got-0",
     "https://github.com/modelscope/ms-swift/issues/6023",
     "ValueError: max_tokens must be at least 1, got 0.\n"
     "\n"
     "[rank4]:     res = super().infer(\n"
     "[rank4]:   File \"/home/ma-user/anaconda3/envs/ms-swift-new/lib/python3.10/site-packages/swift/llm/infer/"
     "infer_engine/vllm_engine.py\", line 617, in infer\n"
     "[rank4]:     generation_config = self._prepare_generation_config(_request_config)\n"
     "[rank4]:   File \"/home/ma-user/anaconda3/envs/ms-swift-new/lib/python3.10/site-packages/swift/llm/infer/"
     "infer_engine/vllm_engine.py\", line 384, in _prepare_generation_config\n"
     "[rank4]:     res = SamplingParams(**kwargs)\n"
     "[rank4]:   File \"/home/ma-user/anaconda3/envs/ms-swift-new/lib/python3.10/site-packages/vllm/"
     "sampling_params.py\", line 364, in __post_init__\n"
     "[rank4]:     self._verify_args()\n"
     "[rank4]:   File \"/home/ma-user/anaconda3/envs/ms-swift-new/lib/python3.10/site-packages/vllm/"
     "sampling_params.py\", line 406, in _verify_args\n"
     "[rank4]:     raise ValueError(\n"
     "[rank4]: ValueError: max_tokens must be at least 1, got 0.\n"
     "[WARNING:swift] max_model_len(10240) - num_tokens(1505) < max_tokens(10240). Setting max_tokens: 8735\n"
     "[WARNING:swift] max_model_len(10240) - num_tokens(1485) < max_tokens(10240). Setting max_tokens: 8755\n"
     "[WARNING:swift] max_model_len(10240) - num_tokens(1512) < max_tokens(10240). Setting max_tokens: 8728\n"
     "[WARNING:swift] max_model_len(10240) - num_tokens(1500) < max_tokens(10240). Setting max_tokens: 8740",
     "vllm_check_failed", {"max_model_len": 10240}, "prompt_exceeds_max_model_len",
     "ms-swift's vLLM rollout engine (multi-rank run, [rank4]) was configured with vLLM max_model_len 10240 and a "
     "requested completion length (max_tokens) of 10240 as well. For every request swift clamps max_tokens to "
     "max_model_len - prompt tokens (its own warnings print the formula); one rollout prompt was already 10240 "
     "tokens long, so the derived max_tokens was 0 and vLLM's SamplingParams check refused it. The configured "
     "max_model_len leaves no room for prompt plus completion; not a memory or GPU problem.",
     "no fix in the stored text (closed). Read from the message and swift's warning lines: keep prompt length + "
     "max_completion_length within vllm_max_model_len (raise vllm_max_model_len above 10240, lower "
     "max_completion_length, or truncate / filter prompts to max_length)",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEM + [{"flag": "--max-model-len", "at_most": 10240}],
     note="Excerpt: the issue title and the description as the stored text shows it, the last (cut) warning line left "
          "out. The description starts mid-traceback at 'res = super().infer(' -- in the sibling thread ms-swift "
          "#5948 that line is ms-swift's grpo_vllm_engine.py calling vllm_engine.infer, so this is read as the GRPO "
          "rollout engine; the trainer and the launch command are not in the stored text. The vLLM version is not "
          "shown (sampling_params.py _verify_args at line 406). The path /home/ma-user/ is Huawei ModelArts; the "
          "accelerator is not named.")

# ---------------------------------------- ms-swift #8223: swift rlhf GRPO/DAPO Qwen3-VL-4B, MAX_PIXELS=602112 -> max_tokens -239
case("ms-swift-8223-grpo-dapo-qwen3-vl-4b-8gpu-rollout-max-tokens-must-be-at-least-1-got-minus-239",
     "https://github.com/modelscope/ms-swift/issues/8223",
     "ValueError: max_tokens must be at least 1, got -239.\n"
     "\n"
     "[rank13]: Traceback (most recent call last):\n"
     "[rank13]:   File \"/root/paddlejob/workspace/env_run/ms-swift/swift/cli/rlhf.py\", line 7, in <module>\n"
     "[rank13]:     rlhf_main()\n"
     "[rank13]:   File \"/root/paddlejob/workspace/env_run/ms-swift/swift/pipelines/train/rlhf.py\", line 243, in "
     "rlhf_main\n"
     "[rank13]:     return SwiftRLHF(args).main()\n"
     "...\n"
     "[rank12]:   File \"/root/paddlejob/workspace/env_run/ms-swift/swift/infer_engine/vllm_engine.py\", line 713, "
     "in infer\n"
     "[rank12]:     generation_config = self._prepare_generation_config(_request_config)\n"
     "[rank12]:                         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "[rank12]:   File \"/root/paddlejob/workspace/env_run/ms-swift/swift/infer_engine/vllm_engine.py\", line 449, "
     "in _prepare_generation_config\n"
     "[rank12]:     res = SamplingParams(**kwargs)\n"
     "[rank12]:           ^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "[rank12]:   File \"/opt/anaconda3/envs/qwen3_vllm_infer/lib/python3.12/site-packages/vllm/sampling_params.py\", "
     "line 351, in __post_init__\n"
     "[rank12]:     self._verify_args()\n"
     "[rank12]:   File \"/opt/anaconda3/envs/qwen3_vllm_infer/lib/python3.12/site-packages/vllm/sampling_params.py\", "
     "line 416, in _verify_args\n"
     "[rank12]:     raise ValueError(\n"
     "[rank12]: ValueError: max_tokens must be at least 1, got -239.\n"
     "\n"
     "### How to Reproduce / 如何复现\n"
     "\n"
     "CUDA_VISIBLE_DEVICES=0,1,2,3,4,5,6,7 \\\n"
     "MAX_PIXELS=602112 \\\n"
     "swift rlhf \\\n"
     "    --rlhf_type grpo \\\n"
     "    --loss_type dapo \\\n"
     "    --model /root/paddlejob/workspace/env_run/qwen3vl4b \\\n"
     "    --model_type qwen3_vl \\",
     "vllm_check_failed", {}, "prompt_exceeds_max_model_len",
     "A swift rlhf GRPO (DAPO loss) run on a Qwen3-VL-4B model with images up to MAX_PIXELS=602112 and the vLLM "
     "rollout engine. ms-swift derives each request's max_tokens as the vLLM max_model_len minus the prompt's "
     "tokens; one multimodal rollout prompt (text plus image tokens) was 239 tokens longer than the configured "
     "max_model_len, so the derived max_tokens was -239 and vLLM's SamplingParams check refused it at generation. "
     "The configured vllm max_model_len is too small for the prompts the data and MAX_PIXELS produce; not memory.",
     "no fix in the stored text (issue open, no answer stored). Read from the message: raise vllm_max_model_len "
     "(or lower MAX_PIXELS / max_length, or filter over-long samples) so every prompt leaves room for the "
     "completion",
     release=None, gpu=None, gpus=8, command="CUDA_VISIBLE_DEVICES=0,1,2,3,4,5,6,7 MAX_PIXELS=602112 swift rlhf "
     "--rlhf_type grpo --loss_type dapo --model /root/paddlejob/workspace/env_run/qwen3vl4b --model_type qwen3_vl ...",
     forbidden=_NOT_MEM,
     note="Excerpt: the issue title, the head of the [rank13] traceback and the [rank12] tail with the error (two "
          "stored chunks of the description, joined by '...'), and the start of the reproduction command; the rest "
          "of the command (where vllm_max_model_len / max_completion_length would be) is beyond the stored chunk, so "
          "no max_model_len number is expected. vLLM version not shown (Python 3.12, sampling_params.py line 416); "
          "gpus=8 from CUDA_VISIBLE_DEVICES. Pinned more weakly than ms-swift-6023 (see the module docstring, "
          "judgement call 4).")

if __name__ == "__main__":
    BATCH.write()
