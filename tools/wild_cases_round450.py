"""Round-450 blind batch: vLLM start-up failures of AUDIO / SPEECH and ENCODER-DECODER models (Whisper, Voxtral,
Qwen2-Audio, Qwen2.5-Omni / Qwen3-Omni, Ultravox, Granite Speech, Phi-4-multimodal, BART, T5, mllama, Florence-2,
VisionEncoderDecoder), any tracker; collected by helper wild450 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round450-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it (stored chunks, joined with '...' where two
chunks of one thread were used); the fix is left out of the excerpt.

Look-ups: 36 of the 40 allowed, all ``search`` corpus=issues (no read_file / fetch: issue threads are not files).
3 cases: bytedance/Dolphin #71 (VisionEncoderDecoder 'failed to be inspected'), vllm-project/vllm-ascend #8525
(Voxtral realtime's causal Whisper encoder refusing the Ascend attention backend), intel/llm-scaler #41 (Whisper on
Intel's llm-scaler vLLM: IPEX attention backend without encoder / cross attention). Fewer than the 4-6 asked for: the
slice is very heavily mined (nearly every Whisper / Voxtral / Qwen-Omni / mllama / Phi-4-MM / Ultravox / Florence-2
thread the search returned was already in USED_SOURCES.txt or named in an earlier round's skip list), and most of the
remaining threads' stored chunks stop before the error line.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): vllm #21176 (Voxtral mm_whisper_embeddings), #21369, #44554, #8461, #9356;
  vllm-ascend #742 (Florence-2); bentoml/OpenLLM #911 (T5); vllm-omni #276, #469.
- Named in earlier rounds' skip lists (not taken, per the brief): vllm #28184 (Whisper on ROCm nightly 0.11.1;
  NOTE: earlier rounds skipped it as 'no log stored', but the stored chunk now shows the whole error,
  'NotImplementedError: Encoder self-attention and encoder/decoder cross-attention are not implemented for
  TritonAttentionImpl' at attention/layer.py -> v1/attention/backends/triton_attn.py line 248, so the lead may want
  to re-admit it), #25318, #15788, #29606, #12072 / PR #9248, #27620, #27198 (mllama _get_num_multimodal_tokens, the
  same incident as the used transformers #41749), #30776, #13452; vllm-ascend #2262 (whisper-small), #8068;
  vllm-omni #2388, #3981, #2238, #2756, #1387, #946, #363, #240, #1084, #3135; runpod worker-vllm #223;
  OpenBMB/MiniCPM-V #742.
- Error line not in the stored chunk / no cause stored: vllm #19981 (BART broken on 0.8.1+ V0, chunk stops at the
  engine config line), #8298 (BART on the CPU backend 0.6.0, chunk stops in the config; fixed by PR #8355), #41284
  (granite-speech-4.1-2b on 0.20.0, environment only), #17618, #23176; vllm-omni #839 (Qwen3-Omni + flash-attn with
  enforce_eager false, traceback in the code predictor's forward, open / help wanted, no cause), #1200 (Qwen3-Omni on
  NPU, env only); ray-project/ray #58975 (Voxtral via Ray Serve LLM, log is an attachment).
- Not a start-up failure / not vLLM: vllm #25172 (FlexAttention + encoder-decoder feature request; the traceback is a
  maintainer's experiment in execute_model), #31819 and #33367 (new-model requests for Florence-2 / BART on V1, no
  log), #8153 (VisionEncoderDecoderModel request); bytedance/Dolphin #93 (request-time 'Unknown image model type');
  transformers #39611, #44841 and mistral-common #167 (not vLLM); Johnson145/voxtral_wyoming #1 (transformers
  pipeline, GGUF repo); pipecat #2221; TensorRT-LLM / Triton Whisper threads.
- Same incident as a case: vllm-ascend #11622 (the same reporter's later '[Upstream]' report of the same
  AscendAttentionBackend refusal from the realtime speech-to-text test, not taken separately).

Judgement calls for the lead:
1. dolphin-71: kind model_inspection_failed (the message), cause architecture_unsupported rather than the generic
   model_inspection_failed most earlier fixtures use, because the model maker's reply pins it: vLLM (then) had no
   VisionEncoderDecoder support. The traceback is not stored, only the bare message; the '--trust-remote-code'
   architecture 'TransformersModel' is what the repo's config names. The maker's later fix (a Dolphin vLLM plugin with
   --hf-overrides architectures DolphinForConditionalGeneration) is from their sibling threads #22 / #93 as seen in
   the search results, not from #71 itself; #71's own answer is 'we are developing a decoder-only version'.
2. vllm-ascend-8525 and llm-scaler-41: kind and cause attention_backend_feature_unsupported, the label the fixture
   vllm-13053-gaudi2-... (Gaudi HPUAttentionImpl refusing encoder / cross attention) used for the same class: an attention backend of the
   platform lacking the attention type a speech encoder needs. Neither thread stores a fix (8525 open; llm-scaler 41
   closed without a stored answer); the cause is read from the message itself. In llm-scaler-41 the error string is
   only in the issue title (the stored traceback is cut in the executor's init) and carries an unformatted
   '{attn_type}', i.e. it comes from Intel's fork, not a vLLM release's raise site.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round450-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- bytedance/Dolphin #71: vllm serve of the Dolphin (VisionEncoderDecoder) checkpoint -> failed to be inspected
case("dolphin-71-visionencoderdecoder-transformersmodel-failed-to-be-inspected-tp4",
     "https://github.com/bytedance/Dolphin/issues/71",
     "Some bugs when I use vllm to support dolphin\n"
     "\n"
     "Hi Dolphin Team:\n"
     "I ran into some problems deploying a model using vllm.\n"
     "```\n"
     "pip list:\n"
     "transformer:4.47.0\n"
     "torch:2.2.0\n"
     "```\n"
     "when I use vllm to support dolphin:the model was downloaded to the local\n"
     "`vllm serve /root/model/bytedance/dolphin/   --served-model-name bytedance-dolphin   "
     "--gpu-memory-utilization 0.8   --trust-remote-code   -tp 4   -pp 1`\n"
     "error:\n"
     "`Model architectures ['TransformersModel'] failed to be inspected.`\n"
     "I guess it is because currently vllm does not support the visionEncoderDecoder architecture？",
     "model_inspection_failed", {}, "architecture_unsupported",
     "ByteDance's Dolphin document-parsing model is a VisionEncoderDecoder checkpoint whose config names the "
     "architecture 'TransformersModel'; vLLM (mid-2025) had no implementation of that "
     "encoder-decoder vision architecture, so the model registry could not inspect / resolve it and `vllm serve` "
     "stopped at config time. Not a memory or parallelism problem.",
     "the model maker (fh2019ustc, 2025-06-23) confirmed: 'vLLM currently does not support VisionEncoderDecoder "
     "architectures like Dolphin ... We are currently developing a decoder-only version of Dolphin.' No fix in this "
     "thread; the maker later published a vLLM deployment (a Dolphin plugin served with --hf-overrides "
     "'{\"architectures\": [\"DolphinForConditionalGeneration\"]}', per their sibling threads #22 and #93)",
     release=None, gpu=None, gpus=4,
     command="vllm serve /root/model/bytedance/dolphin/ --served-model-name bytedance-dolphin "
             "--gpu-memory-utilization 0.8 --trust-remote-code -tp 4 -pp 1",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 4}, {"flag": "--quantization"},
                       {"flag": "--trust-remote-code"}],
     note="Excerpt: the issue title and description as stored (the reporter's 'transformer:4.47.0 / torch:2.2.0' is "
          "what they pasted; the vLLM version is not given). 'gpus=4' is read from -tp 4. The maker's answer is left "
          "out.")

# ---------------------------------------- vllm-ascend #8525: Voxtral (realtime, causal Whisper encoder) on Ascend -> AscendAttentionBackend is not yet supported
case("vllm-ascend-8525-voxtral-realtime-whisper-causal-ascend-attention-backend-not-yet-supported",
     "https://github.com/vllm-project/vllm-ascend/issues/8525",
     "[Bug]: NotImplementedError: <class 'vllm_ascend.attention.attention_v1.AscendAttentionBackend'> is not yet "
     "supported.Contributions to support more backends are much appreciated.\n"
     "\n"
     "(EngineCore pid=110656) ERROR 04-21 19:11:01 [core.py:1099] EngineCore failed to start.\n"
     "(EngineCore pid=110656) ERROR 04-21 19:11:01 [core.py:1099] Traceback (most recent call last):\n"
     "(EngineCore pid=110656) ERROR 04-21 19:11:01 [core.py:1099]   File \"/vllm-workspace/vllm/vllm/v1/engine/core.py\", "
     "line 1073, in run_engine_core\n"
     "(EngineCore pid=110656) ERROR 04-21 19:11:01 [core.py:1099]     engine_core = EngineCoreProc(*args, "
     "engine_index=dp_rank, **kwargs)\n"
     "(EngineCore pid=110656) ERROR 04-21 19:11:01 [core.py:1099]                   "
     "^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore pid=110656) ERROR 04-21 19:11:01 [core.py:1099]   File \"/vllm-workspace/vllm/vllm/tracing/otel.py\", "
     "line 178, in sync_wrapper\n"
     "(EngineCore pid=110656) ERROR 04-21 19:11:01 [core.py:1099]     return func(*args, **kwargs)\n"
     "(EngineCore pid=110656) ERROR 04-21 19:11:01 [core.py:1099]            ^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore pid=110656) ERROR 04-21 19:11:01 [core.py:1099]   File \"/vllm-workspace/vllm/vllm/v1/engine/core.py\", "
     "line 839, in __init__\n"
     "(EngineCore pid=110656) ERROR 04-21 19:11:01 [core.py:1099]     super().__init__(\n"
     "...\n"
     "(EngineCore pid=110656) ERROR 04-21 19:11:01 [core.py:1099]   File "
     "\"/vllm-workspace/vllm/vllm/model_executor/models/voxtral.py\", line 720, in __init__\n"
     "(EngineCore pid=110656) ERROR 04-21 19:11:01 [core.py:1099]     self.whisper_encoder = WhisperEncoderCls(\n"
     "(EngineCore pid=110656) ERROR 04-21 19:11:01 [core.py:1099]                            ^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore pid=110656) ERROR 04-21 19:11:01 [core.py:1099]   File "
     "\"/vllm-workspace/vllm/vllm/model_executor/models/whisper_causal.py\", line 513, in __init__\n"
     "(EngineCore pid=110656) ERROR 04-21 19:11:01 [core.py:1099]     self.start_layer, self.end_layer, self.layers = "
     "make_layers(\n"
     "(EngineCore pid=110656) ERROR 04-21 19:11:01 [core.py:1099]                                                     "
     "^^^^^^^^^^^^\n"
     "(EngineCore pid=110656) ERROR 04-21 19:11:01 [core.py:1099]   File "
     "\"/vllm-workspace/vllm/vllm/model_executor/models/utils.py\", line 645, in make_layers\n"
     "(EngineCore pid=110656) ERROR 04-21 19:11:01 [core.py:1099]     + get_offloader().wrap_modules(\n"
     "(EngineCore pid=110656) ERROR 04-21 19:11:01 [core.py:1099]       ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
     "attention_backend_feature_unsupported", {}, "attention_backend_feature_unsupported",
     "Serving Voxtral's realtime variant on Ascend NPUs (vllm-ascend on a vLLM main of April 2026): Voxtral builds a "
     "causal Whisper audio encoder (vllm/model_executor/models/whisper_causal.py), whose attention layers accept only "
     "the attention backends vLLM implemented for it; the platform's AscendAttentionBackend is not among them, so the "
     "encoder's construction raises NotImplementedError and the EngineCore fails to start. A missing backend feature "
     "on that platform, not memory.",
     "no fix reached in the stored thread (open). The same reporter's later vllm-ascend #11622 ('[Bug][Upstream]', "
     "labelled audio-model / triaged) shows the same refusal from vLLM's realtime speech-to-text test, i.e. the "
     "support has to come from the upstream model code / the Ascend backend",
     release=None, gpu="Huawei Ascend NPU", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the issue title (the error line itself) and two stored chunks of the description's traceback, "
          "joined with '...' (the frames between core.py's super().__init__ and voxtral.py, and the innermost frames "
          "after make_layers, are not in the stored chunks). The launch command, model id and versions are not in "
          "the stored text; 'realtime' is inferred from whisper_causal.py (Voxtral-Mini-4B-Realtime's encoder).")

# ---------------------------------------- intel/llm-scaler #41: Whisper on Intel llm-scaler's vLLM (XPU, IPEX) -> attn type not implemented for IpexAttnBackendImpl
case("llm-scaler-41-whisper-xpu-ipex-attn-backend-attn-type-not-implemented",
     "https://github.com/intel/llm-scaler/issues/41",
     "whisper: Current attn type {attn_type} is not implemented for IpexAttnBackendImpl\n"
     "\n"
     "Following https://github.com/intel/llm-scaler/tree/main/vllm#241-audio-model-support to run whisper, resulted "
     "in below error. \n"
     "\n"
     "```\n"
     "Traceback (most recent call last):\n"
     "  File \"/usr/lib/python3.10/multiprocessing/process.py\", line 314, in _bootstrap\n"
     "    self.run()\n"
     "  File \"/usr/lib/python3.10/multiprocessing/process.py\", line 108, in run\n"
     "    self._target(*self._args, **self._kwargs)\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/engine/multiprocessing/engine.py\", line 459, in "
     "run_mp_engine\n"
     "    raise e from None\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/engine/multiprocessing/engine.py\", line 445, in "
     "run_mp_engine\n"
     "    engine = MQLLMEngine.from_vllm_config(\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/engine/multiprocessing/engine.py\", line 132, in "
     "from_vllm_config\n"
     "    return cls(\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/engine/multiprocessing/engine.py\", line 86, in __init__\n"
     "    self.engine = LLMEngine(*args, **kwargs)\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/engine/llm_engine.py\", line 265, in __init__\n"
     "    self.model_executor = executor_class(vllm_config=vllm_config)\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/executor/executor_base.py\", line 52, in __init__\n"
     "    self._init_executor()\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/executor/",
     "attention_backend_feature_unsupported", {}, "attention_backend_feature_unsupported",
     "Intel's llm-scaler vLLM image (a V0-engine vLLM for Intel Arc XPUs, multiprocessing MQLLMEngine) runs attention "
     "through its IPEX backend, whose IpexAttnBackendImpl implements only decoder self-attention; Whisper's encoder "
     "self-attention and encoder/decoder cross-attention are other attention types, so building the model in the "
     "executor's init raises NotImplementedError and the engine process dies at start-up. A backend feature missing "
     "on that platform (the message's '{attn_type}' is an unformatted placeholder of the fork), not memory.",
     "no fix reached in the stored text (the issue is closed, labelled vllm, with no answer stored)",
     release=None, gpu="Intel Arc GPU (XPU; llm-scaler image)", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the issue title (the only place the error string appears in the stored text) and the description "
          "as stored, whose traceback is cut inside vllm/executor/ before the model construction frames. The GPU is "
          "not named in the stored text (llm-scaler is Intel's vLLM for its Arc GPUs); the vLLM version is not stated.")

if __name__ == "__main__":
    BATCH.write()
