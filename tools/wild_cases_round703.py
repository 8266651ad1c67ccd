"""Round-703 blind batch: UNSLOTH'S vLLM PATH (unslothai/unsloth's own tracker: FastLanguageModel.from_pretrained(...,
fast_inference=True), GRPO / RL notebooks with vLLM, unsloth_zoo's vLLM patches, save-and-serve with vLLM), 2025-2026,
vLLM refusing to start or its first generate failing inside Unsloth; collected by helper wild703 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round703-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation would have been written from the
source thread only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the
excerpt.

**Result: 0 cases.** Look-ups: 34 of the 35 allowed, all ``search`` corpus=issues (no read_file / find_string /
find_files / fetch). Every candidate was checked with grep against /work/coord/USED_SOURCES.txt, CLAIMS.txt and the
earlier rounds' skip lists (tools/wild_cases_round*.py) before any look-up was spent on it.

How mined the slice is: mined out for this corpus. About 90 unsloth / unsloth-zoo thread numbers are already in
USED_SOURCES.txt or named in earlier skip lists (every vLLM-message thread the search returns first: #482, #688, #1205,
#1268, #1380, #1972, #2002, #2070, #2086, #2097, #2102, #2104, #2254, #2274, #2298, #2380, #2426, #2528, #2676, #2887,
#2963, #2983, #3328, #3366, #3542, #3697, #3732, #3872, #3911, #3962, #4541, #4841, #6385, #6590, #7091, zoo #737,
#1211, ...). The issues corpus returns one chunk per thread, chosen by similarity; for the unused unsloth threads it
returned either the description / environment chunk or the EngineCore frames, never the chunk holding vLLM's final
error line, and queries built from the thread's own tokens (pids, venv paths, model paths) did not move it. Unsloth's
own refusals ('Fast inference is only supported for ...', "object has no attribute 'vllm_engine'") are not vLLM
messages and were not taken.

Sources given up (for the lead, not cases):
- unslothai/unsloth #5845 (claimed round703; Qwen3.5 vision, full_finetuning=True, saved model fails in vLLM (venv
  named ``vllm18``, release not stated)): stored text shows ``WARNING [qwen3_5.py:526] Parameter visual.blocks.N.{attn.qkv,attn.proj,
  mlp.linear_fc1,...}.weight not found in params_dict, skip loading`` and the EngineCore traceback down to
  gpu_worker.load_model, but NOT the final error line (three look-ups). The cause/fix IS stored: Datta0 (2026-05-29)
  first suspected an old tokenizer_config and advised re-downloading; the reporter re-filed as #6356 ('error is same
  as 5845' with the latest model and unsloth), which danielhanchen closed 2026-07-14: 'Fixed in #5992 (Qwen 3.5
  export fixes), so full-finetune Qwen3.5 vLLM deploy works.' A good case for a later round if a look-up can reach the
  error line (probably 'Following weights were not initialized from checkpoint: {visual...}' as in ms-swift #9172,
  but NOT verified -- do not label it from this guess).
- unslothai/unsloth #4135 (claimed round703; Qwen3.5-27B SFT with the official A100 notebook, merged_model served with
  vLLM 0.16.1rc1.dev123, ``--tokenizer Qwen/Qwen3.5-27B --language-model-only --max-model-len 65536
  --reasoning-parser qwen3 --trust-remote-code``; closed, labelled bug): the stored chunks show the banner, the
  non-default args, 'Unrecognized keys in rope_parameters ... mrope_section, mrope_interleaved' and an APIServer
  traceback starting from bin/vllm main, but neither the error line nor the answer (three look-ups).
- unslothai/unsloth #7026 (gemma4-e4b-it vision layers fine-tuned, vLLM deploy of the saved model fails, Transformers
  modeling backend): already in round 98's skip list for the same reason (chunk stops inside the EngineCore frames);
  re-checked twice, same chunk.
- unslothai/unsloth #6356: the fix thread above; its description carries no log.
- unslothai/unsloth #2610 (Qwen3 GRPO with vLLM 0.8.5.post1): the first error is torch's 'Inference tensors cannot be
  saved for backward' during training (not vLLM); the follow-up 'with fast_inference enabled I get error below'
  chunk stops inside unsloth/models/loader.py frames.
- unslothai/unsloth #3121 (Devstral-Small-2507 GRPO, fast_inference=True, gpu_memory_utilization 0.6): description
  only (code and GRPOConfig), no error reached.
- unslothai/unsloth #3560 (Qwen3-VL unsloth-bnb-4bit with a LoRA adapter on vLLM, open, 'good first issue'): chunk
  stops right after 'EngineCore failed to start.'; no answer seen.
- unslothai/unsloth #1880 (GRPO on a 4090 under torchrun hangs after 'vLLM's KV Cache can use up to 3.44 GB'): a
  hang, no error line in the chunk.
- Not vLLM messages / not start-up: unsloth #2846 (no vllm_engine with full_finetuning; round 299 skip list), #2107,
  #2706, #2931 (unsloth's FastModel TypeError), #5415 / PR #10891 (unsloth's 'Fast inference is only supported for
  Language models and ...' gate), #4985 (Gemma4AudioModel return_dict during GRPO steps), #1810, #1888, #1844, #2294
  (output quality without vLLM), #2470 (training-time leak), #1930 (vLLM loading 16-bit under load_in_4bit; no error).
- Off-slice but possibly useful elsewhere: modelscope/ms-swift #9172 (ms-swift 4.1.1 GRPO-trained Qwen3.5 saved model:
  'ValueError: Following weights were not initialized from checkpoint: {'visual.blocks.12.norm2.bias', ...}' in
  default_loader.py, closed; fix not seen) -- same family as unsloth #5845; unsloth PR #5123 comment (vLLM -O3
  'Tried to erase Node size_N' on Gemma 4, the #4841 family, already used).

Judgement calls for the lead:
1. No case was written rather than labelling #5845 from the fix thread without its error line: the brief asks for the
   error line in the stored text, and the #9172 analogy is a guess.
2. Claims for unslothai/unsloth #5845 and #4135 remain in CLAIMS.txt under round703 although no case was written; a
   later round with a look-up that reaches their error chunks may take them (release them if the claim list is used
   to block).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round703-blind")
case = BATCH.case

if __name__ == "__main__":
    BATCH.write()
