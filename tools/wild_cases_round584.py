"""Round-584 blind batch: vLLM start-up failures of AUDIO, SPEECH and OMNI models (Whisper, Voxtral, Qwen2-Audio,
Qwen2.5/3-Omni, Kimi-Audio, CosyVoice, Step-Audio, Ultravox, Granite Speech, Phi-4-MM speech), encoder-decoder models and
vLLM-Omni's stage engines (processor, librosa / soundfile / torchaudio, encoder cache, max-num-batched-tokens refusals);
collected by helper wild584 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round584-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 27 of the 30 allowed, all ``search`` (26 corpus=issues, 1 corpus=pages). 2 cases: vllm #28184 (Whisper on
a ROCm nightly, TritonAttentionImpl has no encoder / cross-attention), vllm-omni #3564 (CI, Covo-Audio stage engine on
H100 with vLLM 0.20.0, 'No module named torchdiffeq'). The slice is essentially MINED OUT: about 96 earlier fixtures
already cover audio / omni models, and nearly every thread the searches returned was already used or named in an
earlier round's skip list. Every source was checked with grep -F against /work/coord/USED_SOURCES.txt and against the
earlier rounds' skip lists before it was spent on.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): RBLN-SW/vllm-rbln PR #527; gpustack #6220; vllm #14506; vllm-ascend #742;
  vllm-omni #236, #363.
- Named in earlier rounds' skip lists (not re-opened): vllm #39408 (Qwen3-ASR encoder cache, request time), #41284
  (granite-speech-4.1 on 0.20.0), #13452, #23176, #13675 / #23232 and runpod-workers/worker-vllm #223 / #217 ('Please
  install vllm[audio]' at request or install time), #15864, #12072 / PR #9248, #12168, #15788, #15440, #16569, #25318,
  #27620, #29606, #31819, #25172; intel/llm-scaler #488; stepfun-ai/Step-Audio2 #72, #61; Step3-VL-10B #11;
  QwenLM/Qwen2.5-Omni #117, #142, #239; vllm-omni #2238, #4334, #3308, #1817, #3981, #1200, #232; vllm-ascend #2259,
  #1963, #8068; QwenAudio/CosyVoice #1906, #1551, #1471.
- Not a start-up failure (request time): vllm #39472 (soundfile missing breaks /v1/audio/transcriptions on a
  0.18.1 dev build; only the environment dump was in the stored chunks), ls1intum/edutelligence #925 / PR #942 (every
  Whisper transcription returns 400 'Invalid or unsupported audio file.' because the worker image installed vllm
  0.28/0.29 without the [audio] extra; root cause pinned by the merged PR, but it is a per-request 400, no start-up
  log; round 131 skipped the analogous 'Please install vllm[audio]' threads for the same reason), vllm-omni #5109
  (MiniCPM-o 4.5 audio input crashes stage-0 at a request), #2683, #1654 (Qwen3-TTS after all stages initialised),
  gpustack #4949 (Qwen3-TTS on Ascend at request), vllm #15968 (Florence-2 at request).
- No fix / cause not pinned: vllm-omni #6985 (MiniCPM-o 4.5 recipe, 'stepaudio2' is not a package: the pip package
  step-audio2 1.0.0 does not expose stepaudio2.token2wav; no maintainer answer in the stored text), vllm-omni #4350
  (higgs_audio_v3 with load_format dummy: a dev-branch dummy-weight failure in code2wav, trace cut before the error).
- Not this slice / not vLLM: vllm-omni #535 (Qwen-Image diffusion, HF download timeout), decoderesearch/interp-engine
  PR #2 and tenstorrent/vllm PR #469 (image models; the same 'Chunked MM input disabled' refusal is already in ten
  fixtures), vllm PR #31806 (Whisper cross-attention on Turing, a fix PR whose error line is cut), xinference #2242 /
  #3802, CosyVoice webui threads (CosyVoice's own loaders, not vLLM).

Judgement calls for the lead:
1. vllm-28184: kind/cause attention_backend_feature_unsupported, as the three earlier fixtures with the same message
   family ('... are not implemented for HPUAttentionImpl', the XPU / Ascend Whisper refusals). The thread's stored text
   has no answer; the cause is the message itself, and the fix text cites vLLM PR #31406 (merged 2025-12, adds
   encoder-only / cross attention to the Triton backend) and PR #38450 (ROCm cross-attention dispatch), both found by
   search, not linked from the thread. The collect_env block names the image rocm/vllm-dev:nightly (nightly_main_
   20251105); the title says 'vLLM 0.11 with ROCm'; a second image, rocm/vllm:rocm6.4.1_vllm_0.10.1, appears in the
   same description (apparently the one that works) -- release left None. GPU model not in the stored text.
2. vllm-omni-3564: a CI failure (test_covo_audio_expansion.py on H100), taken because the stage engine dies at
   start-up ('StageEngineCoreProc failed to start', inside kernel_warmup's dummy run) on an import the model's
   token2wav needs. kind dependency_missing; cause dependency_missing rather than container_image_broken (it is the
   CI environment, and torchdiffeq is an optional per-model dependency, not part of a published image). No fix comment
   was in the stored text (closed, high priority); the fix given is what the message says.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round584-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #28184: Whisper on a ROCm vLLM nightly -> TritonAttentionImpl has no encoder/cross attention
case("vllm-28184-whisper-rocm-nightly-triton-attn-encoder-cross-attention-not-implemented",
     "https://github.com/vllm-project/vllm/issues/28184",
     "<summary>The output of <code>python collect_env.py</code>\n"
     "\n"
     "[rocm/vllm-dev:nightly](https://hub.docker.com/layers/rocm/vllm-dev/nightly_main_20251105/images/sha256-"
     "49ce35bb2c053b5ab76b955453aa7d651afe9b4fbef895183ef5299ba7935007)\n"
     "\n"
     "</summary>\n"
     "```text\n"
     "vllm_container  | (EngineCore_DP0 pid=74) ERROR 11-06 05:01:38 [v1/engine/core.py:843]   File \"/usr/local/lib/"
     "python3.12/dist-packages/vllm/attention/layer.py\", line 299, in __init__\n"
     "vllm_container  | (EngineCore_DP0 pid=74) ERROR 11-06 05:01:38 [v1/engine/core.py:843]     self.impl = impl_cls(\n"
     "vllm_container  | (EngineCore_DP0 pid=74) ERROR 11-06 05:01:38 [v1/engine/core.py:843]                 ^^^^^^^^^\n"
     "vllm_container  | (EngineCore_DP0 pid=74) ERROR 11-06 05:01:38 [v1/engine/core.py:843]   File \"/usr/local/lib/"
     "python3.12/dist-packages/vllm/v1/attention/backends/triton_attn.py\", line 248, in __init__\n"
     "vllm_container  | (EngineCore_DP0 pid=74) ERROR 11-06 05:01:38 [v1/engine/core.py:843]     raise NotImplementedError(\n"
     "vllm_container  | (EngineCore_DP0 pid=74) ERROR 11-06 05:01:38 [v1/engine/core.py:843] NotImplementedError: Encoder "
     "self-attention and encoder/decoder cross-attention are not implemented for TritonAttentionImpl\n"
     "vllm_container  | (EngineCore_DP0 pid=74) Process EngineCore_DP0:\n"
     "vllm_container  | (EngineCore_DP0 pid=74) Traceback (most recent call last):\n"
     "vllm_container  | (EngineCore_DP0 pid=74)   File \"/usr/lib/python3.12/multiprocessing/process.py\", line 314, in "
     "_bootstrap\n"
     "vllm_container  | (EngineCore_DP0 pid=74)     self.run()\n"
     "vllm_container  | (EngineCore_DP0 pid=74)     lambda prefix: WhisperDecoderLayer(\n"
     "vllm_container  | (EngineCore_DP0 pid=74)                    ^^^^^^^^^^^^^^^^^^^^\n"
     "vllm_container  | (EngineCore_DP0 pid=74)   File \"/usr/local/lib/python3.12/dist-packages/vllm/model_executor/"
     "models/whisper.py\", line 446, in __init__\n"
     "vllm_container  | (EngineCore_DP0 pid=74)     self.encoder_attn = WhisperCrossAttention(\n"
     "vllm_container  | (EngineCore_DP0 pid=74)                         ^^^^^^^^^^^^^^^^^^^^^^\n"
     "vllm_container  | (EngineCore_DP0 pid=74)   File \"/usr/local/lib/python3.12/dist-packages/vllm/model_executor/"
     "models/whisper.py\", line 298, in __init__\n"
     "vllm_container  | (EngineCore_DP0 pid=74)     super().__init__(\n"
     "vllm_container  | (EngineCore_DP0 pid=74)   File \"/usr/local/lib/python3.12/dist-packages/vllm/model_executor/"
     "models/whisper.py\", line 235, in __init__\n"
     "vllm_container  | (EngineCore_DP0 pid=74)     self.attn = CrossAttention(\n"
     "vllm_container  | (EngineCore_DP0 pid=74)                 ^^^^^^^^^^^^^^^\n"
     "vllm_container  | (EngineCore_DP0 pid=74)   File \"/usr/local/lib/python3.12/dist-packages/vllm/attention/layers/"
     "cross_attention.py\", line 162, in __init__\n"
     "vllm_container  | (EngineCore_DP0 pid=74)     super().__init__(",
     "attention_backend_feature_unsupported", {}, "attention_backend_feature_unsupported",
     "Whisper (an encoder-decoder model) served from the rocm/vllm-dev nightly image of 2025-11-05 (the title: 'vLLM "
     "0.11 with ROCm'): on ROCm the V1 engine picked the Triton attention backend, and that release's "
     "TritonAttentionImpl implemented only decoder self-attention, so building Whisper's decoder cross-attention "
     "layer raised NotImplementedError while the engine core was loading the model. A backend-feature gap of that "
     "release on ROCm, not a memory or flag problem.",
     "no answer in the stored thread (closed). Per vLLM PR #31406 (merged Dec 2025, 'Add encoder-only/cross attention "
     "support to Triton Attention backend', tested with Whisper) and PR #38450 (ROCm cross-attention dispatch for "
     "encoder-decoder models), a later vLLM release serves Whisper on ROCm; on the reported image there was no "
     "launch flag that fixes it",
     release=None, gpu="AMD GPU (ROCm; model not in the stored text)", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the collect_env summary line and the two stored chunks of the issue description's log (the "
          "ERROR-prefixed frames, then the start of the second, unprefixed traceback with the Whisper frames), in "
          "that order. The description also mentions rocm/vllm:rocm6.4.1_vllm_0.10.1 (left out). The thread was "
          "skipped by rounds 131 / 254 / 290 / 291 / 324 as 'no log stored'; the corpus now shows the log.")

# ---------------------------------------- vllm-omni #3564: CI H100, Covo-Audio stage engine, vLLM 0.20.0 -> No module named 'torchdiffeq'
case("vllm-omni-3564-ci-h100-covo-audio-stage-engine-no-module-torchdiffeq-v0200",
     "https://github.com/vllm-project/vllm-omni/issues/3564",
     "### Your code version\n"
     "\n"
     "<details>\n"
     "<summary>The commit id or version of vllm</summary>\n"
     "\n"
     "```text\n"
     "0.20.0\n"
     "```\n"
     "</details>\n"
     "<details>\n"
     "<summary>The commit id or version of vllm-omni</summary>\n"
     "\n"
     "```text\n"
     "dca369d448cd714d36bfaab7d54ab9e3449de306\n"
     "```\n"
     "</details>\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "https://buildkite.com/vllm/vllm-omni/builds/9510/canvas?sid=019e1d62-ceae-4f3e-b8be-365c822792bb&tab=output\n"
     "(StageEngineCoreProc pid=1356) ERROR 05-12 18:13:12 [stage_engine_core_proc.py:104] StageEngineCoreProc failed "
     "to start.\n"
     "--\n"
     "  | (StageEngineCoreProc pid=1356) ERROR 05-12 18:13:12 [stage_engine_core_proc.py:104] Traceback (most recent "
     "call last):\n"
     "  | (StageEngineCoreProc pid=1356) ERROR 05-12 18:13:12 [stage_engine_core_proc.py:104]   File \"/workspace/"
     "build/buildkite/vllm_omni/model_executor/models/covo_audio/token2wav.py\", line 771, in sample\n"
     "  | (StageEngineCoreProc pid=1356) ERROR 05-12 18:13:12 [stage_engine_core_proc.py:104]     from torchdiffeq "
     "import odeint\n"
     "  | (StageEngineCoreProc pid=1356) ERROR 05-12 18:13:12 [stage_engine_core_proc.py:104] ModuleNotFoundError: No "
     "module named 'torchdiffeq'\n"
     "  | (StageEngineCoreProc pid=1356) ERROR 05-12 18:13:12 [stage_engine_core_proc.py:104]\n"
     "  | (StageEngineCoreProc pid=1356) ERROR 05-12 18:13:12 [stage_engine_core_proc.py:104] During handling of the "
     "above exception, another exception occurred:\n"
     "  | (StageEngineCoreProc pid=1356) ERROR 05-12 18:13:12 [stage_engine_core_proc.py:104]\n"
     "  | (StageEngineCoreProc pid=1356) ERROR 05-12 18:13:12 [stage_engine_core_proc.py:104] Traceback (most recent "
     "call last):\n"
     "  | (StageEngineCoreProc pid=1356) ERROR 05-12 18:13:12 [stage_engine_core_proc.py:104]     kernel_warmup(self)\n"
     "  | (StageEngineCoreProc pid=1356) ERROR 05-12 18:13:12 [stage_engine_core_proc.py:104]   File \"/usr/local/lib/"
     "python3.12/dist-packages/vllm/model_executor/warmup/kernel_warmup.py\", line 46, in kernel_warmup\n"
     "  | (StageEngineCoreProc pid=1356) ERROR 05-12 18:13:12 [stage_engine_core_proc.py:104]     "
     "flashinfer_autotune(worker.model_runner)\n"
     "  | (StageEngineCoreProc pid=1356) ERROR 05-12 18:13:12 [stage_engine_core_proc.py:104]   File \"/usr/local/lib/"
     "python3.12/dist-packages/vllm/model_executor/warmup/kernel_warmup.py\", line 103, in flashinfer_autotune\n"
     "  | (StageEngineCoreProc pid=1356) ERROR 05-12 18:13:12 [stage_engine_core_proc.py:104]     runner._dummy_run(\n"
     "  | (StageEngineCoreProc pid=1356) ERROR 05-12 18:13:12 [stage_engine_core_proc.py:104]   File \"/usr/local/lib/"
     "python3.12/dist-packages/torch/utils/_contextlib.py\", line 124, in decorate_context\n"
     "  | (StageEngineCoreProc pid=1356) ERROR 05-12 18:13:12 [stage_engine_core_proc.py:104]     return func(*args, "
     "**kwargs)\n"
     "  | (StageEngineCoreProc pid=1356) ERROR 05-12 18:13:12 [stage_engine_core_proc.py:104]            "
     "^^^^^^^^^^^^^^^^^^^^^",
     "dependency_missing", {}, "dependency_missing",
     "vLLM-Omni's nightly 'Omni Function Test with H100' (test_covo_audio_expansion.py, vLLM 0.20.0, vllm-omni "
     "dca369d): the Covo-Audio model's token2wav stage imports torchdiffeq (for odeint) during the stage engine's "
     "kernel-warmup dummy run, and torchdiffeq was not installed in the CI environment, so the StageEngineCoreProc "
     "failed to start. A missing per-model Python dependency, not a memory or flag problem.",
     "no fix comment in the stored text (closed, ci-failure, high priority); what the message says: install "
     "torchdiffeq (pip install torchdiffeq) in the environment that runs the Covo-Audio stage, i.e. add it to the "
     "CI / model's requirements",
     release="0.20.0 (vllm-omni dca369d)", gpu="NVIDIA H100", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the version block of the issue template and the description's two stored log chunks (the "
          "'failed to start' header with the torchdiffeq import, then the kernel_warmup frames of the second "
          "traceback), in that order; the pasted '--' and '  |' prefixes are Buildkite's. A CI run, taken because "
          "the stage engine dies during start-up; no launch command is shown (a pytest fixture starts the server).")

BATCH.write()
