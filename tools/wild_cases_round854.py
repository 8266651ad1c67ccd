"""Round-854 blind batch: MORE EVENTS IN NOTES USED ONCE (6); collected by a helper and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round854-blind"``; the lead grades it once
(tests/golden/wild/BLIND.md, the session of 2026-12-07, fifteenth).

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source text
only (earlier fixtures for the labels and `numbers` keys). Excerpts are the text as the stored file shows it, the
author's diagnosis and the fix left out where the text allows (see each note).

Look-ups: 26. 3 cases. Dropped: files with only their used event (cylon-local-infra, BatchLocaLLM, CiphemonJY, obtune,
semantic-operators, DSC291-JailBench, Open-AutoGLM, travel_log), events without verbatim errors or fixes (TinyZero,
hallu_smiles, ctala, hy3-vllm-dcu), a ducktape OOM (the same event as a used file).

3 cases:
- cha-ki-b-neurosurgery-qwen3-asr-06b-stock-vllm-openai-v0280-invalid-unsupported-audio-file-400: https://github.com/cha-ki-b/Neurosurgery-clinical-Chatbot/blob/a799079bf4009c4f4245f014c4fe06f55c77d690/STT/PHASE-1-SPIKE.md
- ragfit-baichuan2-7b-chat-vllm-0130-offline-chat-template-not-set: https://github.com/EasyMoneySs/RAG-FiT/blob/e7325ae87b7f380f38cca66a8b71054a689ca858/ai_logs/2025-12-29_inference_fix_log.md
- ragfit-baichuan2-7b-lora-vllm-0130-decoder-prompt-over-max-model-len-2048: https://github.com/EasyMoneySs/RAG-FiT/blob/e7325ae87b7f380f38cca66a8b71054a689ca858/ai_logs/2025-12-29_inference_fix_log.md

Judgement calls for the lead: cha-ki-b: dependency_missing a fair alternative. ragfit chat template: the excerpt is
one line, the author's shortening; from transformers inside an offline script.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round854-blind")
case = BATCH.case

case('cha-ki-b-neurosurgery-qwen3-asr-06b-stock-vllm-openai-v0280-invalid-unsupported-audio-file-400',
     'https://github.com/cha-ki-b/Neurosurgery-clinical-Chatbot/blob/a799079bf4009c4f4245f014c4fe06f55c77d690/STT/PHASE-1-SPIKE.md',
     '# Phase 1 — the spike, step by step\n\n**Goal:** prove that `Qwen3-ASR-0.6B` can turn your spoken French into correct text on this machine,\nbefore we build anything around it.\n[...]\n> **This step was run for real on 2026-09-01 and both of its traps were hit.**\n[...]\n`vllm/vllm-openai:v0.28.0` starts perfectly,\nreports `Supported tasks: [\'generate\', \'transcription\']`, and then rejects every upload:\n\n```json\n{"error":{"message":"Invalid or unsupported audio file.","type":"BadRequestError","code":400}}\n```\n\nin 28 milliseconds — too fast to be the model.',
     'vllm_check_failed',
     {},
     'container_image_broken',
     "The published vllm/vllm-openai:v0.28.0 image does not include vLLM's audio extras: librosa and soundfile are absent (torchaudio is present, which is why the server starts and reports the transcription task at all). Every upload to the transcription endpoint is therefore rejected as an invalid audio file within milliseconds, before the model is involved. The model, architecture resolution, weights and the Blackwell card were all fine.",
     "The author built a three-line Dockerfile.spike on top of the stock image: 'start from `vllm/vllm-openai:v0.28.0`, `pip install librosa soundfile`' (tagged vllm-audio-spike:v0.28.0) and ran that instead; 'vLLM's own docs mention installing `vllm[audio]`; the Docker image does not include those extras.' With it, Step 5 transcription worked (3 s of audio in 0.139 s).",
     release='0.28.0',
     gpu=None,
     gpus=1,
     command=None,
     forbidden=[{'flag': '--gpu-memory-utilization'}, {'flag': '--max-model-len'}, {'flag': '--kv-cache-dtype'}, {'flag': '--cpu-offload-gb'}, {'flag': '--tensor-parallel-size'}, {'flag': '--enforce-eager'}, {'flag': '--max-num-seqs'}],
     note="Second event of this file: the file's Trap 1 (max seq len 65536, 7.0 GiB needed vs 2.28 GiB available) was used in round 817 (fixture cha-ki-b-neurosurgery-clinical-chatbot-qwen3-asr-06b-65536-kv-7gib-v0280); this is Trap 2, a different failure with its own message and its own fix (image rebuilt with audio libraries). Excerpt: the doc's title and goal line, the 'both traps were hit' line from Step 3, then the Trap 2 paragraph from 'Step 3 — what went wrong the first time' with its bold heading ('Trap 2 — no audio libraries in the published image.') dropped because it states the cause; the text after 'too fast to be the model.' (librosa/soundfile absent, vllm[audio]) is left out. Also left out: Step 3a, which states the cause and the fix, and the Step 3b command (it runs the fixed vllm-audio-spike image and carries Trap 1's --max-model-len fix), so command is null. Kind: the message is vLLM's 400 BadRequestError rejecting the input; vllm_check_failed is the closest kind (alternative: dependency_missing, as the round-626 neutree fixture uses for the same root cause, but that message names vllm[audio] while this one names no package). Cause container_image_broken follows that neutree fixture (stock vllm-openai image without the audio extra); dependency_missing is the other fair reading. GPU: a 16 GB Blackwell card ('16303 MiB', 'this Blackwell card'), model not named; one card. Not a launch crash but a server that starts and cannot serve its one task.")

case('ragfit-baichuan2-7b-chat-vllm-0130-offline-chat-template-not-set',
     'https://github.com/EasyMoneySs/RAG-FiT/blob/e7325ae87b7f380f38cca66a8b71054a689ca858/ai_logs/2025-12-29_inference_fix_log.md',
     '# 2025-12-29 推理脚本修复记录\n[...]\n**现象**: `ValueError: Cannot use chat template functions because tokenizer.chat_template is not set...`',
     'chat_template_missing',
     {},
     'chat_template_missing',
     "The Baichuan2-7B-Chat tokenizer on Hugging Face defines no chat_template attribute, so the inference script's call to apply_chat_template failed. A missing chat template for this model, not a GPU, memory or engine problem.",
     "The author's own log: modified ragfit/models/vllm.py to detect a baichuan model at init and, when the template is missing, inject the correct Jinja2 template by hand (with the <reserved_106> and <reserved_107> special tokens) ('手动注入正确的 Jinja2 模板').",
     release='0.13.0',
     gpu=None,
     gpus=None,
     command=None,
     forbidden=[{'flag': '--gpu-memory-utilization'}, {'flag': '--max-model-len'}, {'flag': '--kv-cache-dtype'}, {'flag': '--cpu-offload-gb'}, {'flag': '--tensor-parallel-size'}, {'flag': '--enforce-eager'}, {'flag': '--quantization'}],
     note="Third event of this file (问题 2, LoRA rank, used before; 问题 3 is the decoder-prompt case of this round). Excerpt: the log's title and the '现象' (symptom) line of 问题 1 as committed (the author truncated the message with '...'); the heading '问题 1: Baichuan 模型缺少 Chat Template' and the 原因 (cause) and 修复 (fix) lines are left out. Release 0.13.0 from the same log's 问题 5 heading, same day and same script; model Baichuan2-7B-Chat. The message is raised by transformers' apply_chat_template inside the project's vLLM wrapper (ragfit/models/vllm.py, offline LLM), not by vllm serve; the equivalent fix for vllm serve would be --chat-template.")

case('ragfit-baichuan2-7b-lora-vllm-0130-decoder-prompt-over-max-model-len-2048',
     'https://github.com/EasyMoneySs/RAG-FiT/blob/e7325ae87b7f380f38cca66a8b71054a689ca858/ai_logs/2025-12-29_inference_fix_log.md',
     '# 2025-12-29 推理脚本修复记录\n[...]\n**现象**: `ValueError: The decoder prompt (length ...) is longer than the maximum model length of 2048.`',
     'vllm_check_failed',
     {'max_model_len': 2048},
     'prompt_exceeds_max_model_len',
     'The RAG-FiT inference config (configs/my_configs/inference-vllm.yaml) left max_model_len at 2048, which is too short for inputs that carry a long system prompt (prompts over 2000 tokens), so vLLM rejected the prompt. Not a memory problem: the configured context was simply shorter than the prompts.',
     "The author's own log: '将 `max_model_len` 增加至 `4096`，以匹配 Baichuan2 的支持长度' (raised max_model_len to 4096, matching what Baichuan2 supports) in the llm config.",
     release='0.13.0',
     gpu=None,
     gpus=None,
     command=None,
     forbidden=[{'flag': '--max-model-len', 'at_most': 2048}, {'flag': '--gpu-memory-utilization'}, {'flag': '--kv-cache-dtype'}, {'flag': '--cpu-offload-gb'}, {'flag': '--enforce-eager'}, {'flag': '--tensor-parallel-size'}, {'flag': '--max-num-seqs'}],
     note="Second event of this file: its '问题 2' (LoRA rank 32 > max_lora_rank 16) was used before (fixture github-ragfit-baichuan2-7b-lora-rank-32-over-max-16-v0130); this is '问题 3', a different failure with its own message and fix. Excerpt: the log's title and the '现象' (symptom) line of 问题 3 as committed (the author wrote 'length ...' in the message, so no prompt length figure); the section heading '问题 3: 上下文长度不足' ('context length insufficient') and the 原因/修复 (cause/fix) lines are left out. Release 0.13.0 comes from the same log's 问题 5 heading ('vLLM API 兼容性 (v0.13.0)'), same day and same script; model Baichuan2-7B-Chat with a LoRA adapter (问题 1/2). Offline LLM use from the project's ragfit/models/vllm.py, not vllm serve, so command is null; GPU not stated.")

if __name__ == "__main__":
    BATCH.write()
