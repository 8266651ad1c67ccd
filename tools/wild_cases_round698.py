"""Round-698 blind batch: VOICE-AGENT AND REAL-TIME FRAMEWORKS THAT DRIVE A VLLM SERVER (pipecat, LiveKit agents,
vocode, Bolna, TEN framework, ultravox clients, Fixie, RealtimeSTT/TTS apps, Moshi-like duplex apps, speech-to-speech
demos), 2024-2026, from their OWN trackers: vLLM's 400 / 500 answer or start-up failure caused by how vLLM was launched
(tool-call flags, max model len, chat template, streaming options); collected by helper wild698 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round698-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation would have been written from the
source thread only, with the excerpt as the search tool's stored text shows it and the fix left out of it.

Look-ups: 34 of the 35 allowed: 33 ``search`` (31 corpus=issues, 1 corpus=code, 1 corpus=pages) and 1 ``read_file``
that found nothing (issues are not files). Every thread was checked against
/work/coord/USED_SOURCES.txt, /work/coord/CLAIMS.txt and the earlier rounds' skip lists before any look-up was spent
on it; the ones opened were claimed in CLAIMS.txt (kyutai-labs/unmute #137, #124; VITA-MLLM/VITA #133;
astramind-ai/Auralis #44).

0 cases. The slice is mined out in the stored corpus, or was never rich there: the voice frameworks' own trackers
(pipecat, livekit/agents, vocode, Bolna, TEN, RealtimeSTT/TTS) hold almost no threads where a vLLM error line and its
cause are both stored. What the searches return for "vLLM + 400 / tool choice / context length" is in general agent
frameworks (OpenManus, openai-agents-python, Qwen-Agent, autogen, llama-stack), which are outside this slice and mostly
used already. The voice-adjacent threads that do exist (ultravox, Orpheus-TTS / orpheus-streaming, CosyVoice,
index-tts-vllm, Step-Audio-R1, Qwen3-Omni, NVIDIA nemotron-voice-agent, pipecat-ai/nemotron-january-2026, Home
Assistant's hass_local_openai_llm) were used or skip-listed by rounds 108-686.

Sources given up (for the lead, not cases):
- Error line not in the stored text: kyutai-labs/unmute #137 ('Problems with vLLM and chat template', unmute's docker
  compose with vllm/vllm-openai:v0.9.1 and 'a small Qwen model'; the reporter says vLLM 'is complaining about the chat
  template and the transformers version', but the stored chunk stops after the `docker compose ps` table and no later
  turn surfaced in four tries; closed, the answer is not stored). A good case if the lead can read the full thread.
- No vLLM failure shown: kyutai-labs/unmute #124 ('Can't spin up locally with Docker Compose': the stored log shows
  vLLM 0.9.1 starting normally with max_model_len 1536 and gpu_memory_utilization 0.4 while the *TTS* container
  (moshi-server) exits with a CUDA error; not vLLM's message).
- Error line not stored and no answer: VITA-MLLM/VITA #133 ('Real-Time Interactive Demo Error', web_demo/server.py's
  load_model building vllm.LLM(...) in two worker processes; the stored chunk stops inside the traceback; open).
- No cause in the stored thread: astramind-ai/Auralis #44 (XTTSv2 real-time TTS engine on vLLM, 2x 7900 XTX:
  'ValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization`'; closed, labelled
  bug + enhancement, but no reply stored; Auralis #48's log shows Auralis computing its own small utilization
  ('gpu_memory_utilization=0.16'), which hints at the cause but is not this thread's answer). stepfun-ai/Step-Audio2
  #72 (V1 engine input dump at request time, open, no cause).
- Not a vLLM error / not launch-caused: pipecat-ai/pipecat #4059 (pipecat drops vLLM's tool calls with null arguments:
  pipecat's own bug, no vLLM error), #2569 and #3126 (OpenAI Realtime / Pipecat Cloud, no vLLM); livekit/agents #1788,
  #1976, #5092 (OpenAI's own 400s about tool messages), #7020 (Gemma system-role placement on LiveKit Inference, no
  vLLM error), #1750 (feature request); fixie-ai/ultravox #322 (the ultravad processor's placeholder count, not vLLM),
  #277 (transformers inference).
- Used or skip-listed by earlier rounds (not re-opened): fixie-ai/ultravox #102, #272, #295; vllm #13966, #21454;
  taresh18/orpheus-streaming #7; stepfun-ai/Step-Audio-R1 #3; QwenLM/Qwen3-Omni #105; canopyai/Orpheus-TTS #13;
  skye-harris/hass_local_openai_llm #17, #19; qi-hua/async_cosyvoice #21 family.
- Outside the slice (general agent frameworks / other trackers; not opened): openai/openai-agents-python #2129,
  FoundationAgents/OpenManus #331, QwenLM/Qwen-Agent #344, #111, runpod-workers/worker-vllm #113, ByteDance-Seed/Seed-X-7B
  #7, Center-for-AI-Innovation/LLMFlux #85, lemonade-sdk/lemonade #1820, ogx-ai/ogx #1185, #4534.
- Nothing reached for vocode, Bolna, TEN framework, RealtimeSTT / RealtimeTTS (only a device-choice PR), Moshi, or
  xiaozhi-esp32-server with a vLLM error.

Judgement calls for the lead:
1. A 0-case round: the brief allows it when the slice is mined out. The one thread that fits the slice squarely
   (unmute #137: a voice app's bundled vLLM refusing chat requests over its chat template) lacks the error line in the
   stored text; it is worth a later round only with a reader that reaches the thread's later turns.
2. Auralis #44 was not written as a case although its error line is stored: the thread gives no cause, and writing
   one from Auralis #48's log would be the collector's guess, not the thread's.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round698-blind")
case = BATCH.case

# No cases: see the docstring (slice mined out; the new threads lacked the error text or a cause in the stored text).

if __name__ == "__main__":
    BATCH.write()
