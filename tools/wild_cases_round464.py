"""Round-464 blind batch: vLLM start-up failures reported on the trackers of SPEECH / TTS / MEDIA-GENERATION projects that
embed vLLM as a library (AsyncLLMEngine / LLM inside their own process: async_cosyvoice, CosyVoice's vllm mode,
index-tts-vllm, FlashTTS (ex Fast-Spark-TTS), Orpheus-TTS, higgs-audio(-vllm), Step-Audio, Kimi-Audio, Spark-TTS,
Llasa, vllm-omni's diffusion pipelines), collected by helper wild464 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round464-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 39 of the 40 allowed, all ``search`` corpus=issues. 2 cases: qi-hua/async_cosyvoice #18 (V1 FlashAttention,
'ValueError: Unsupported FA version: None' at the first forward) and QwenAudio/CosyVoice #1360 (vLLM imported on
native Windows 11, torch._inductor.config missing in vllm/env_override.py). Far short of the 4-6 asked for: the slice
is heavily mined (Orpheus-TTS, index-tts-vllm, higgs-audio-vllm, Step-Audio2 and vllm-omni threads fill
USED_SOURCES.txt and the earlier rounds' skip lists), and the issues corpus returns one stored chunk per thread, which
for these trackers is almost always the description cut inside the traceback, above the error line, with the answers
never reached. Every source was checked with grep -F against /work/coord/USED_SOURCES.txt and against the earlier
rounds' skip lists before it was spent on.

Sources given up (for the lead, not cases):
- Already used or in earlier rounds' skip lists (not re-opened): canopyai/Orpheus-TTS #13, #44, #74, #264;
  Ksuriuri/index-tts-vllm #31 (round428 skip list), #6, #99; boson-ai/higgs-audio-vllm #23 (rounds 110/257/324/375);
  qi-hua/async_cosyvoice #77 and #99 (round222 skip list: T4, V1 FA warning, no error log beside it); vllm-omni #807,
  #919; QwenAudio/CosyVoice #1471, #1906.
- Error line not in the stored chunk (the description stops inside the traceback, or the log is a screenshot):
  Ksuriuri/index-tts-vllm #29 (vLLM 0.9.0 V1, chunk stops in the engine config), #89 (docker, stops at
  AsyncLLMEngine.from_eng...), #51 (WSL 'No platform detected, vLLM is running on UnspecifiedPlatform', the
  lifespan traceback cut), #111 (HFValidationError for a '/vllm' dir the conversion step did not write: a
  transformers error, not vLLM's), #134 (screenshot), #119 (engine started, lifespan error cut), #185 (V100/Turing
  docker, IndexTTS-1.5: vLLM logs 'Cannot use FA version 2 is not supported due to FA2 is only supported on devices
  with compute capability >= 8' and the lifespan traceback is cut before its exception; no answer stored);
  boson-ai/higgs-audio #18 ('vllm does not work', chunk stops in the engine config), #123 ('Error vLLM Startup', cut
  in build_async_engine_client); HuiResearch/FlashTTS #90 (WSL, max_length 32768, cut in the AutoEngine config), #68
  (RTX 50, self-compiled vLLM, cut in serve.py's lifespan), #2 (native Windows, cut in resolve_obj_by_qualname /
  import_module), #32 (WSL, cut); qi-hua/async_cosyvoice #40 (2080Ti with VLLM_USE_V1 set to 0 in the code, only the
  FA3 log lines stored), #117 (same FA-version traceback frames as #18, error line and GPU cut); #14 (2080Ti, error
  as a screenshot); vllm-project/vllm-omni #704 (Wan2.2-T2V-A14B on 8x A800-40GB, OOM at start, log cut before the
  error), #1671 (Wan2.2-TI2V-5B OOM at inference, not start-up), #3430 (CI OOM, chunk cut).
- Not a vLLM start-up failure / not vLLM's message: index-tts-vllm #19 (BigVGAN OOM at request time), index-tts #213 /
  index-tts-vllm #49 (AsyncEngineDeadError after a long generation, screenshot); FlashTTS #43 / #84 ('Semantic tokens
  预测为空', the model's output), #38 (max_length below max_tokens, FlashTTS's own check), #67 (pynini build);
  CosyVoice #1586 (V0 fallback warning, no failure), #1316 / async_cosyvoice #101 (noise output), #128
  (NotImplementedError in CosyVoice2Model, cut); Step-Audio2 #72 (request-time encoder trace); vLLM PR #21849 (a
  developer's WIP Kimi-Audio port).

Judgement calls for the lead:
1. async-cosyvoice-18: the error line ('ValueError: Unsupported FA version: None') is the issue's title; the stored
   description is 'has anyone met this error, how to fix it' plus the tail of the engine-core traceback down to
   torch.ops.vllm.unified_attention_with_output, the frame that raises. The GPU and the vLLM release are not in the
   stored text (the frames 'core.py:291' match async_cosyvoice #99, which names vLLM 0.7.3 and a Tesla T4, but that is
   another reporter). The cause is read from the message (vLLM's V1 FlashAttention found no FA version usable on the
   device: a GPU below compute capability 8.0 under V1, which async_cosyvoice forces with
   os.environ['VLLM_USE_V1'] = '1', as async_cosyvoice #40's description quotes) and from the sibling threads of the
   same tracker (#77 'T4 cannot use the V1 engine ... yes, not supported'; #14 '2080ti has no FA2'). No fix in #18
   itself. kind vllm_check_failed / cause attention_backend_gpu, as the two earlier V1 FA-version fixtures (vllm-12724,
   vllm-13398) were labelled; the failure comes at the first forward (the engine's run_busy_loop), not in the engine's
   constructor.
2. cosyvoice-1360: the stored thread is the description only (closed, no reply stored); the title asks 'is it not
   supported?' on Windows 11, the traceback runs on D:\\ / E:\\ paths and fails in vllm/__init__ -> env_override.py at
   'torch._inductor.config.compile_threads = 1'. The cause (native Windows, which vLLM does not support; WSL2 or a
   container is the way) is the collector's reading of the paths and the title, backed by vLLM's documentation and
   maintainers in other threads (vllm #3425, #47119), not by an answer in this thread. kind dependency_version_mismatch
   (README: 'a name missing from a module of vLLM or a package it builds on'); cause platform_unsupported, the label
   the earlier native-Windows fixtures used (fara-29, functionary-305, open-autoglm-54). The lead may prefer to drop it
   if a thread-pinned cause is required.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round464-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- async_cosyvoice #18: CosyVoice2 on vLLM's V1 engine -> ValueError: Unsupported FA version: None
case("async-cosyvoice-18-cosyvoice2-v1-engine-unsupported-fa-version-none",
     "https://github.com/qi-hua/async_cosyvoice/issues/18",
     "ValueError: Unsupported FA version: None\n"
     "\n"
     "大佬，这个错误遇到过吗，怎么解决\n"
     "\n"
     "ERROR 03-12 02:17:26 core.py:291]   File \"/opt/conda/envs/cosyvoice/lib/python3.10/site-packages/torch/fx/"
     "graph_module.py\", line 361, in __call__\n"
     "ERROR 03-12 02:17:26 core.py:291]     raise e\n"
     "ERROR 03-12 02:17:26 core.py:291]   File \"/opt/conda/envs/cosyvoice/lib/python3.10/site-packages/torch/fx/"
     "graph_module.py\", line 348, in __call__\n"
     "ERROR 03-12 02:17:26 core.py:291]     return super(self.cls, obj).__call__(*args, **kwargs)  # type: "
     "ignore[misc]\n"
     "ERROR 03-12 02:17:26 core.py:291]   File \"/opt/conda/envs/cosyvoice/lib/python3.10/site-packages/torch/nn/"
     "modules/module.py\", line 1736, in _wrapped_call_impl\n"
     "ERROR 03-12 02:17:26 core.py:291]     return self._call_impl(*args, **kwargs)\n"
     "ERROR 03-12 02:17:26 core.py:291]   File \"/opt/conda/envs/cosyvoice/lib/python3.10/site-packages/torch/nn/"
     "modules/module.py\", line 1747, in _call_impl\n"
     "ERROR 03-12 02:17:26 core.py:291]     return forward_call(*args, **kwargs)\n"
     "ERROR 03-12 02:17:26 core.py:291]   File \"<eval_with_key>.2\", line 5, in forward\n"
     "ERROR 03-12 02:17:26 core.py:291]     unified_attention_with_output = "
     "torch.ops.vllm.unified_attention_with_output(query_2, key_2, value, output_1, 'model.layers.0.self_attn.attn');  "
     "query_2 = key_2 = value = output_1 = unified_attention_with_output = None",
     "vllm_check_failed", {}, "attention_backend_gpu",
     "async_cosyvoice runs CosyVoice2's LLM on vLLM's AsyncLLMEngine and forces the V1 engine "
     "(os.environ['VLLM_USE_V1'] = '1' in async_cosyvoice.py). In the 0.7.x releases V1 had only the FlashAttention "
     "backend, whose vendored FA2/FA3 kernels need compute capability >= 8.0; on an older GPU no FA version is "
     "usable (fa_version None), so the first attention forward of the compiled graph raises "
     "'ValueError: Unsupported FA version: None'. A GPU / engine-version mismatch, not a memory or model problem.",
     "no fix reached in this thread (open, the reporter's question is unanswered in the stored text). In the same "
     "tracker, #77 (Tesla T4): 'T4 cannot use the V1 engine, no attention backend' -- 'yes, not supported, vLLM says "
     "so'; switching async_cosyvoice to the V0 engine (VLLM_USE_V1=0) with enforce_eager=True deployed (plus a local "
     "patch of V0's token-range check). vllm #13788 reports the same message on a V100 under the V1 engine. So: "
     "VLLM_USE_V1=0 (V0 engine) on a GPU below compute capability 8.0, or an Ampere-or-newer GPU",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--quantization"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title (the error line), the description's one sentence ('Boss, have you met this error, "
          "how to fix it') and the stored tail of the engine-core traceback, down to the compiled graph's call of "
          "torch.ops.vllm.unified_attention_with_output (the chunk is cut in the next frame, torch/_ops.py). GPU and "
          "release are not in the stored text; async_cosyvoice #99 (another reporter, same frames core.py:291) names "
          "vLLM 0.7.3 and a Tesla T4.")

# ---------------------------------------- CosyVoice #1360: vllm_example.py on native Windows 11 -> torch._inductor has no attribute 'config'
case("cosyvoice-1360-native-windows11-vllm-example-torch-inductor-no-attribute-config",
     "https://github.com/QwenAudio/CosyVoice/issues/1360",
     "vllm windows11 上运行报错，是不支持吗\n"
     "\n"
     "报错信息如下：\n"
     "\n"
     "(cosyvoice_vllm) D:\\code\\CosyVoice>python vllm_example.py  \n"
     "Traceback (most recent call last):\n"
     "  File \"D:\\code\\CosyVoice\\vllm_example.py\", line 8, in <module>\n"
     "    from vllm import ModelRegistry\n"
     "  File \"E:\\software\\anaconda\\envs\\cosyvoice_vllm\\lib\\site-packages\\vllm\\__init__.py\", line 10, in "
     "<module>\n"
     "    import vllm.env_override  # isort:skip  # noqa: F401\n"
     "  File \"E:\\software\\anaconda\\envs\\cosyvoice_vllm\\lib\\site-packages\\vllm\\env_override.py\", line 34, in "
     "<module>\n"
     "    torch._inductor.config.compile_threads = 1\n"
     "AttributeError: module 'torch._inductor' has no attribute 'config'",
     "dependency_version_mismatch", {}, "platform_unsupported",
     "CosyVoice's vllm_example.py (CosyVoice2 with its LLM on vLLM) run in a conda env on native Windows 11: vLLM's "
     "GPU package is Linux-only, and already at 'from vllm import ...' its env_override module fails to set "
     "torch._inductor.config on the Windows torch install. The failure is the unsupported platform (native Windows), "
     "not the model, the GPU or memory.",
     "no reply stored in this thread (closed). vLLM does not support native Windows (maintainers in vllm #3425: "
     "'please use WSL to run vLLM'; vllm #47119: 'We do not plan to support Windows natively ... use WSL or the "
     "community plugin SystemPanic/vllm-windows'): run CosyVoice's vLLM mode under WSL2 or in a Linux container",
     release=None, gpu=None, gpus=None, command="python vllm_example.py",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--enforce-eager"},
                       {"flag": "--dtype"}],
     note="Excerpt: the whole issue as the stored text shows it (title: 'vllm on windows11 errors, is it not "
          "supported?'; '报错信息如下' = 'the error is as follows'). No reply is stored; the cause is the collector's "
          "reading of the Windows paths and the title, see judgement call 2.")

if __name__ == "__main__":
    BATCH.write()
