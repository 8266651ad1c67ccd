"""Round-291 blind batch: vLLM start-up failures with LoRA adapters (--enable-lora, --lora-modules, max-lora-rank,
multi-LoRA), with embedding / reranker / classification / reward (pooling) models (--task embed/score/classify,
--runner pooling, BGE, E5, GTE, Qwen3-Embedding/Reranker, jina), and with audio models (Whisper, Voxtral,
Qwen2-Audio); any tracker, ``issues`` corpus. Collected by helper wild291 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round291-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

Look-ups: 44 of the 50 allowed by the brief (44 ``search``, all corpus=issues; no ``find_string``, ``read_file``,
``find_files`` or ``fetch``). 10 cases. The stored thread excerpts are cut, so many candidates showed the error or the
fix but not both; several searches went on trying to reach a thread's later turns.

Cases by slice: LoRA 4 (V100 punica capability x2, T4 no-kernel-image via ms-swift, a rank-48 LoRA refused by
LoRAConfig in vLLM-Omni's diffusion path; none for max-lora-rank-too-small, since every such thread found was already
used); pooling 2 (Qwen2.5-VL embedding checkpoint weight names, BGE-M3 + --enable-prefix-caching); audio 4 (Whisper +
--max-num-seqs profile assertion, Qwen3-ASR on a too-old image, and two vLLM-Omni TTS images missing Python packages).

Sources given up (for the lead, not cases):
- Already used (grep -F in USED_SOURCES.txt): ms-swift #4221, gpustack #5438, #2170, vllm #2847, #35603, #21176,
  #20671, #2977, #3044, #11431, #13669, #10178, #4615, #3709, #8484, LlamaFactory #9512, flagos-ai/vllm-plugin-FL #127,
  QwenLM/Qwen3-VL #179, #35, QwenLM/Qwen3-Embedding #89, xorbitsai/inference #4637, vllm #26991.
- Error without a fix in the stored text, or a fix without the error: unsloth #2097 (rank 32 > 16 at generate time,
  open, no answer); vllm #20944 (error only in a gist); vllm-ascend #2262 (whisper-small, final error cut), #2123,
  #1960 (bge-reranker-v2-m3 'Text-only XLMRobertaForSequenceClassification', open), #13446 (Qwen3-VL-Reranker, only
  'pls check it'); vllm #12072 and PR #9248 turn 32 (Qwen2-Audio 'failed to be inspected', root cause not shown);
  vllm #21706, #33970, #33464, #43062 (Qwen3-Reranker / VL-Reranker start failures: tracebacks cut before the error,
  or only 'maybe fixed by #42935'); intel/llm-scaler #84; vllm #32599, #4186, #9280, #21500, #7441, #6983 (LoRA
  'unsupported LoRA weight' family: open/stale or the stored turns stop before an answer; #6983's maintainer line
  'vllm can't support DoRA' has only the title as error text, and the load happens at request time in that release);
  Qwen2.5-Omni #302 (Omni thinker does not support LoRA, no answer); vllm #17636 (OPTForCausalLM LoRA, no answer);
  vllm #2810, #3826, #5199 (LoRA no-kernel-image on older GPUs, answers not in the stored turns); vllm-omni #1190
  (v0.14.0rc1 image cannot deploy Qwen3-TTS; likely the onnxruntime/sox case, but neither the final error nor a fix is
  stored); gpustack #2790 (bge-m3 with vLLM defaults fails below 90% free memory: open, error line cut); vllm #28184
  (Whisper on ROCm 0.11, body cut); vllm #13912, #13675 (librosa / vllm[audio] at request time, not start-up); vllm
  #25318 (Whisper on 0.10.2 fails in the engine step at request time; fixed by PR #25408); vllm #19467 (embed with
  -dp hangs, no error); vllm #5111, #2749, #6947, #7915 (old embedding-support threads, errors or answers not shown).

Judgement calls for the lead (each case's note says more):
1. No label exists for a missing optional Python package; the two vLLM-Omni TTS cases (fish_speech; onnxruntime and
   sox) use dependency_version_mismatch for kind and cause. Qwen3-ASR on the v0.15.1 image (ModuleNotFoundError for a
   vllm config module) is labelled architecture_unsupported (release too old for the model), not a dependency.
2. LoRA on pre-Ampere GPUs: the punica capability message (vllm #3197) is kind lora_unsupported with min_capability
   80; the 'no kernel image' ones are kind cuda_no_kernel_image, with cause lora_unsupported for the V100 (#4604,
   maintainer: 'lora is not supported in V100') and cause cuda_no_kernel_image for the T4 (#7946, maintainer: CUDA
   11.8 may be too old; unconfirmed).
3. vllm #17797 (Whisper + --max-num-seqs) follows round 14's mllama case: kind/cause profiling_assertion; the
   AssertionError line itself is cut in the stored copy, the fix is the PR that closes the issue (#17853).
4. vllm #40682 (BGE-M3 + --enable-prefix-caching): the fix (drop the flag) is inferred from the issue's framing and
   PR #55159, not quoted from the thread; kind/cause vllm_check_failed.
5. vllm-omni PR #1397 is a PR's reproduction (a pytest failure of the diffusion LoRA manager with a real rank-48 LoRA),
   not a user's serve log; kept as a LoRA config refusal, the lead may drop it.
6. vllm-omni #945's excerpt names the error in a sentence, not a pasted traceback (the issue's 'Error logs' section is
   empty); kept because the message and packages are exact and the fix PR is explicit.

Relabelled later: vllm-omni-4510: relabelled 2026-12-06 (fourth session) to dependency_missing / container_image_broken: the kind for a missing package did not exist when it was collected (the note below says dependency_version_mismatch was the nearest), and the official image lacking a package is labelled container_image_broken in rounds 375, 424, 465 and 485.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round291-blind")
case = BATCH.case

# ------------------------------------------------ vllm #17797: Whisper + --max-num-seqs -> assertion in the profile run
case("vllm-17797-whisper-max-num-seqs-profile-assertion-engine-failed-to-start",
     "https://github.com/vllm-project/vllm/issues/17797",
     "[Bug]: Assertion error when using Whisper with `--max-num-seqs`\n"
     "...\n"
     "    async with build_async_engine_client(args) as engine_client:\n"
     "               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/usr/lib/python3.12/contextlib.py\", line 210, in __aenter__\n"
     "    return await anext(self.gen)\n"
     "           ^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/usr/local/lib/python3.12/dist-packages/vllm/entrypoints/openai/api_server.py\", line 146, in "
     "build_async_engine_client\n"
     "    async with build_async_engine_client_from_engine_args(\n"
     "               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/usr/lib/python3.12/contextlib.py\", line 210, in __aenter__\n"
     "    return await anext(self.gen)\n"
     "           ^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/usr/local/lib/python3.12/dist-packages/vllm/entrypoints/openai/api_server.py\", line 269, in "
     "build_async_engine_client_from_engine_args\n"
     "    raise RuntimeError(\n"
     "RuntimeError: Engine process failed to start. See stack trace for the root cause.\n"
     "...\n"
     "Hi, I also encountering this AssertionError when running `python -m vllm.entrypoints.openai.api_server --model "
     "openai/whisper-large",
     "profiling_assertion", {}, "profiling_assertion",
     "Serving Whisper (openai/whisper-large-*) on vLLM ~0.8.5 (May 2025) with a small --max-num-seqs: Whisper's "
     "max_model_len is the decoder's 448 tokens, but max_num_batched_tokens kept its larger default, so the memory "
     "profiling run built dummy sequences longer than the model allows and an assertion fired; the engine process "
     "died at start-up ('Engine process failed to start'). A vLLM config/profiler bug, not a memory shortage; a second "
     "user hit the same AssertionError with whisper-large.",
     "PR #17853 ('Fix Whisper crash caused by invalid max_num_batched_tokens config', merged 2025-05-08, 'fix "
     "https://github.com/vllm-project/vllm/issues/17797'): caps max_num_batched_tokens at max_num_seqs * max_model_len; "
     "so upgrade to a release with it (or keep --max-num-batched-tokens within max_num_seqs x 448 by hand)",
     release="not stated in the stored text (May 2025, the 0.8.5 line; paths show python3.12 dist-packages, i.e. the "
             "vllm-openai image)",
     gpu=None, gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--quantization"}],
     note="Excerpt: the title, then the tail of the reporter's pasted traceback as the stored thread shows it (its "
          "upper part, with the AssertionError line itself, is cut off in the stored copy, marked '...'), then the "
          "first line of a second user's comment (cut where the stored excerpt cuts). The reporter's exact command "
          "and --max-num-seqs value are not in the stored text, hence command None and no max-num-seqs numbers. The "
          "fix comes from the PR that closes the issue (NickLucche's review there notes Whisper's max-model-len 448 "
          "is the decoder transcription length). Kind/cause profiling_assertion follows the mllama case of round 14 "
          "(the same shape: an encoder-decoder model, a small --max-num-seqs, a profile-run assertion). Memory flags "
          "are beside the point.")

# ----------------------------------------- vllm #13373: a trained Qwen2.5-VL embedding checkpoint, 'no ... layers' at load
case("vllm-13373-qwen25-vl-3b-embedding-ckpt-no-param-layers-qwen2-5-vlforembedding",
     "https://github.com/vllm-project/vllm/issues/13373",
     "[Feature]: Qwen2_5_VLForEmbedding\n"
     "\n"
     "I have trained a \"Qwen/Qwen2.5-VL-3B-Instruct\" based vlm embedding model. When I try to encode embedding with vllm "
     "I got:\n"
     "`ValueError: There is no module or parameter named 'layers' in Qwen2_5_VLForEmbedding`\n"
     "\n"
     "Does the vllm embedding model for Qwen2.5-VL need to be implemented separately?",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "A user's own Qwen2.5-VL-3B-based embedding checkpoint (February 2025): loading it in vLLM for embedding built the "
     "pooling wrapper Qwen2_5_VLForEmbedding and the weight loader met checkpoint tensors named 'layers.*' that the "
     "wrapped model does not have (the saved checkpoint's layout/architecture differs from the stock "
     "Qwen2_5_VLForConditionalGeneration one; the original Qwen/Qwen2.5-VL-3B-Instruct checkpoint loaded fine). A "
     "weight-name/architecture mismatch at model load, not memory.",
     "DarkLight1337 (maintainer): 'If the model architecture is the same, you should be able to simply pass "
     "`--task embed` while using `Qwen2_5_VLForConditionalGeneration`' (i.e. save/declare the checkpoint with the stock "
     "Qwen2_5_VLForConditionalGeneration architecture and its weight names, and select embedding with --task embed); "
     "the reporter found the original checkpoint loads and went on to dig into his saved one",
     release="not stated (February 2025, the 0.7.x line)",
     gpu=None, gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--quantization"}],
     note="Excerpt: the title and the description as stored (the issue template's trailing checklist dropped). The "
          "launch (offline LLM or vllm serve) and release are not given, hence command None. The fix is the maintainer's "
          "advice; the reporter did not confirm it for his saved checkpoint (his later comment is about embedding values, "
          "a different matter), so the fix is advice rather than a confirmed one. Kind/cause weight_loading_mismatch as "
          "for the Qwen3-Embedding 'no module or parameter named' cases of earlier rounds.")

# ------------------------------ vllm-omni #4510: fishaudio/s2-pro in the official image, 'No module named fish_speech'
case("vllm-omni-4510-fish-s2-pro-v0220-image-no-module-fish-speech-stage-init-failed",
     "https://github.com/vllm-project/vllm-omni/issues/4510",
     "[Bug]: fishaudio/s2-pro fails with ModuleNotFoundError: No module named 'fish_speech' in official Docker image "
     "vllm/vllm-omni:v0.22.0\n"
     "...\n"
     "Loaded 319 weights for FishSpeechSlowARForConditionalGeneration\n"
     "  _load_dac_codec -> dac_utils.py:22 -> from fish_speech.models.dac.modded_dac import (...)\n"
     "ModuleNotFoundError: No module named 'fish_speech'\n"
     "\n"
     "Both Stage 0 and Stage 1 fail with this, and `AsyncOmniEngine` then aborts with `Stage initialization failed`",
     "dependency_missing", {}, "container_image_broken",
     "Serving the Fish Audio S2 Pro TTS model (fishaudio/s2-pro --omni) from the official vllm/vllm-omni:v0.22.0 image "
     "(vLLM 0.22.0): the model's weights load, then building its DAC audio codec imports the fish_speech package, "
     "which the image does not ship; both stages fail and the omni engine aborts at start-up ('Stage initialization "
     "failed'). A missing (optional) Python dependency in the image, not memory or GPU trouble; reproduced by a "
     "maintainer on an H20.",
     "maintainer linyueqian: the image lacks fish_speech; 'pip install fish-speech alone is not enough. Its pyaudio "
     "dependency fails to build without the PortAudio headers ... So the official image also needs the PortAudio "
     "system libraries' (the recipe's bare-metal note: libportaudio2 portaudio19-dev) -- i.e. install the PortAudio "
     "libraries and then fish-speech in the image (a fix to the image was to follow)",
     release="vLLM 0.22.0 + vLLM-Omni 0.22.0 (official image vllm/vllm-omni:v0.22.0)",
     gpu="not stated by the reporter (maintainer reproduced on an NVIDIA H20)", gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--quantization"}],
     note="Excerpt: the issue title, then the maintainer's reproduction as quoted in his comment (a condensed call "
          "chain 'a -> b -> c' he wrote, not the raw traceback; the reporter's own log is not in the stored text) and "
          "his sentence on the stage failure; his fix paragraphs left out. Command None: the reporter's exact command is "
          "not stored (the maintainer's reproduction serves 'fishaudio/s2-pro --omni'). Label judgement: no label for a "
          "missing optional package exists; dependency_version_mismatch is the nearest (a Python dependency problem of "
          "the install), and a 'dependency_missing' reading would be as right. An audio (TTS) model, in the slice.")

# ------------------------------ QwenLM/Qwen3-ASR #74: Qwen3-ASR-1.7B on the v0.15.1 image (+ vllm[audio]) -> no qwen3_asr
case("qwen3-asr-74-v0151-audio-image-no-module-transformers-utils-configs-qwen3-asr",
     "https://github.com/QwenLM/Qwen3-ASR/issues/74",
     "I'm following the [Hugging Face documentation](https://huggingface.co/Qwen/Qwen3-ASR-1.7B#installation ) for the "
     "Qwen/Qwen3-ASR-1.7B model and attempting to run it inside a vLLM Docker environment.\n"
     "I followed the steps outlined in the documentation below, but I'm encountering the following error:\n"
     "```ModuleNotFoundError: No module named vllm.transformers_utils.configs.qwen3_asr```\n"
     "\n"
     "### Reproduction\n"
     "\n"
     "Dockerfile:\n"
     "\n"
     "```dockerfile\n"
     "FROM vllm/vllm-openai:v0.15.1\n"
     "\n"
     "\n"
     "RUN uv pip install --system vllm[audio]==0.15.1\n"
     "\n"
     "```\n"
     "...\n"
     "Docker run:\n"
     "```\n"
     " docker run  --gpus all     -v ~/.cache/huggingface:/root/.cache/huggingface     -p 8000:8000     "
     "vllm/vllm-openai:v0.15.1-audio --model Qwen/Qwen3-ASR-1.7B  --gpu-memory-utilization 0.8\n"
     "```",
     "architecture_unsupported", {"gpu_memory_utilization": 0.8}, "architecture_unsupported",
     "Serving the Qwen3-ASR-1.7B speech-recognition model on the vllm/vllm-openai:v0.15.1 image (with the audio extra "
     "added): vLLM 0.15.1 predates Qwen3-ASR support, so the config module for the model type (vllm.transformers_utils."
     "configs.qwen3_asr) does not exist in that release and start-up fails with ModuleNotFoundError. The audio extra "
     "was installed; the release was too old for the model.",
     "the reporter's own follow-up: 'This is working with nightly build: FROM vllm/vllm-openai:nightly-ab10d798555ee36"
     "11f82e71cbe573086fb92a4ed / RUN uv pip install --system vllm[audio]' -- i.e. a vLLM build that includes Qwen3-ASR "
     "support (nightly at the time), plus the audio extra",
     release="0.15.1 (vllm/vllm-openai:v0.15.1 image, February 2026)",
     gpu=None, gpus=None,
     command="docker run --gpus all -v ~/.cache/huggingface:/root/.cache/huggingface -p 8000:8000 "
             "vllm/vllm-openai:v0.15.1-audio --model Qwen/Qwen3-ASR-1.7B --gpu-memory-utilization 0.8",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--quantization"}, {"flag": "--trust-remote-code"}],
     note="Excerpt: the description as stored (the docker build line between Dockerfile and run is dropped, marked "
          "'...'; the log that follows in the issue is cut in the stored copy before its error and is left out). Numbers: "
          "only the utilization in the pasted command. Label judgement: the message is a ModuleNotFoundError inside "
          "vllm, but its meaning is that this vLLM release has no support for the model type (added in a later build), "
          "hence architecture_unsupported (a release-too-old reading); not a dependency of the user's to install, since "
          "the audio extra was already in. --trust-remote-code is marked wrong because the fix was a newer vLLM, not "
          "remote code.")

# ---------------------- vllm-omni #945: Qwen3-TTS on vllm-openai:v0.14.0 + omni 0.14.0rc1, onnxruntime and sox missing
case("vllm-omni-945-qwen3-tts-17b-l4-omni-0140rc1-no-module-onnxruntime-sox",
     "https://github.com/vllm-project/vllm-omni/issues/945",
     "[Bug]: Missing dependencies (onnxruntime, sox) for Qwen3-TTS model support\n"
     "\n"
     "- vLLM-Omni version: 0.14.0rc1\n"
     "- Container image: vllm/vllm-openai:v0.14.0 (base)\n"
     "- Python version: 3.12\n"
     "- GPU: NVIDIA L4 (24GB)\n"
     "\n"
     "### Model\n"
     "\n"
     "Qwen/Qwen3-TTS-12Hz-1.7B-CustomVoice\n"
     "\n"
     "### \U0001f41b Describe the bug\n"
     "\n"
     "When attempting to serve Qwen3-TTS models with vLLM-Omni, the server fails during model loading with "
     "`ModuleNotFoundError` for `onnxruntime` and `sox`.",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "Serving Qwen/Qwen3-TTS-12Hz-1.7B-CustomVoice with vLLM-Omni 0.14.0rc1 on the vllm/vllm-openai:v0.14.0 base image "
     "(one NVIDIA L4, 24 GB): the Qwen3-TTS audio code imports onnxruntime and sox, which neither the image nor "
     "vLLM-Omni's requirements installed, so model loading failed with ModuleNotFoundError at start-up. Missing Python "
     "dependencies, not memory.",
     "PR #981 ('[Bugfix] Add missing dependencies (onnxruntime, sox) for Qwen3-TTS support', merged, 'Fixes #945'): "
     "'Validated that the model Qwen/Qwen3-TTS-12Hz-1.7B-CustomVoice loads successfully after installing these "
     "dependencies' -- i.e. pip install onnxruntime sox (or a vLLM-Omni release with the PR)",
     release="vLLM 0.14.0 (vllm/vllm-openai:v0.14.0 base) + vLLM-Omni 0.14.0rc1",
     gpu="NVIDIA L4 (24GB)", gpus=1,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--quantization"}],
     note="Excerpt: title and the description as stored (the template repeats the environment block twice; the "
          "duplicate and the empty 'Error logs:' heading are dropped). Weak excerpt: the reporter names the error "
          "(ModuleNotFoundError for onnxruntime and sox) in a sentence rather than pasting the traceback; kept because "
          "the message and the packages are stated exactly. gpus=1 assumed from the single L4 named. Same label "
          "judgement as the fish_speech case (no 'dependency_missing' label). The earlier search hit vllm-omni #1190 "
          "(v0.14.0rc1 image cannot deploy Qwen3-TTS) likely shares this cause, but its stored text shows neither the "
          "final error nor a fix, so it was not taken.")

# -------------------------- vllm-omni PR #1397: a rank-48 diffusion LoRA -> LoRAConfig refuses max_lora_rank=48 (pydantic)
case("vllm-omni-pr1397-z-image-turbo-lora-rank-48-max-lora-rank-literal-error",
     "https://github.com/vllm-project/vllm-omni/pull/1397",
     "        # dummy lora config\n"
     ">       lora_config = LoRAConfig(\n"
     "            max_lora_rank=self._max_lora_rank,\n"
     "            max_loras=1,\n"
     "            max_cpu_loras=self.max_cached_adapters,\n"
     "            lora_dtype=self.dtype,\n"
     "            fully_sharded_loras=False,\n"
     "        )\n"
     "E       pydantic_core._pydantic_core.ValidationError: 1 validation error for LoRAConfig\n"
     "E       max_lora_rank\n"
     "E         Input should be 1, 8, 16, 32, 64, 128, 256, 320 or 512 [type=literal_error, input_value=48, "
     "input_type=int]\n"
     "E           For further information visit https://errors.pydantic.dev/2.12/v/literal_error\n"
     "\n"
     "vllm_omni/diffusion/lora/manager.py:302: ValidationError",
     "vllm_check_failed", {}, "vllm_check_failed",
     "vLLM-Omni's diffusion LoRA manager (February 2026) set max_lora_rank to the adapter's own rank; a Z-Image-Turbo "
     "LoRA (renderartist/Technically-Color-Z-Image-Turbo, converted to PEFT format) has rank 48, which is not one of "
     "the values vLLM's LoRAConfig accepts (1, 8, 16, 32, 64, 128, 256, 320, 512), so building the LoRA config failed "
     "pydantic validation. A config refusal (a rank outside the allowed set), not memory.",
     "PR #1397 (alex-jw-brooks, merged): 'we need to make sure that we're using a valid max rank' -- the manager now "
     "rounds the max rank up to the next allowed value (48 -> 64) before building LoRAConfig; for vLLM users the same "
     "rule applies: give --max-lora-rank one of the allowed values at or above the adapter's rank",
     release="vLLM-Omni main before PR #1397 (February 2026), on vLLM's config with the literal rank set "
             "(1..512 incl. 320)",
     gpu=None, gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--max-lora-rank", "value": 48}],
     note="Excerpt: the pytest failure the PR description pastes (the failing test the author added reproduces the "
          "refusal; the PR says it is reproduced by the named rank-48 LoRA), the separator line after it dropped. Not a "
          "user's vllm serve log: a PR's reproduction of a real adapter's failure in vLLM-Omni's diffusion LoRA path "
          "(an image model), included as a LoRA config refusal in the slice; the lead may judge it out of scope. "
          "Kind/cause vllm_check_failed (a vLLM validation refusing an argument); lora_unsupported would be wrong (the "
          "model supports LoRA). The rank 48 is printed as input_value; no earlier fixture has a key for a LoRA rank, so "
          "numbers is {}.")

# ------------------------------------------- vllm #3197: multi-LoRA on a V100 -> 'punica LoRA kernels require CC >= 8.0'
case("vllm-3197-v100-multi-lora-punica-requires-compute-capability-80",
     "https://github.com/vllm-project/vllm/issues/3197",
     "punica LoRA kernels require compute capability >= 8.0\n"
     "\n"
     "I'm benchmarking the multiple lora feature on V100, compute capacity is SM 7.5.\n"
     "\n"
     "The code fails to run with this error.\n"
     "\n"
     "Is multiple lora supported on sm75 GPUs like V100?",
     "lora_unsupported", {"min_capability": 80}, "lora_unsupported",
     "Benchmarking vLLM's multi-LoRA on an NVIDIA V100 (March 2024, vLLM 0.3.x): vLLM's LoRA path used the punica "
     "kernels, which were built only for compute capability >= 8.0; the V100 (sm70, which the reporter calls 'SM 7.5') "
     "is below that, so enabling LoRA failed at start with the capability check. A GPU generation limit of the LoRA "
     "kernels, not memory.",
     "simon-mo (maintainer): 'It looks like https://github.com/punica-ai/punica doesn't support sm75. Please feel free "
     "to open a feature request there!' -- i.e. no LoRA on that GPU with that release: use a GPU with compute "
     "capability >= 8.0 (Ampere or newer), or merge the adapter into the base model and serve without --enable-lora "
     "(later releases replaced punica with Triton kernels, PR #5036)",
     release="not stated (March 2024, the 0.3.x line with punica kernels)",
     gpu="NVIDIA V100 (compute capability 7.0; the reporter wrote 'SM 7.5')", gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--max-lora-rank"},
                {"flag": "--max-loras"}, {"flag": "--kv-cache-dtype"}],
     note="Excerpt: the title (vLLM's error text, verbatim) and the description as stored. The reporter says V100 is "
          "'SM 7.5'; a V100 is 7.0 -- either way below the 8.0 the message demands; the current capability is not "
          "printed, so only min_capability 80 (the printed '>= 8.0', in the 80 form earlier fixtures use) is in numbers. "
          "Kind/cause lora_unsupported: the LoRA feature is unavailable on this GPU (a GPU, not a model-class, limit); "
          "quantization_unsupported_gpu is the nearest other label but nothing is quantized. LoRA sizing flags are beside "
          "the point.")

# ----------------------------------- vllm #4604 (comment): V100, --enable-lora -> 'no kernel image'; maintainer: no LoRA on V100
case("vllm-4604-v100-tinyllama-enable-lora-no-kernel-image-v041-v042",
     "https://github.com/vllm-project/vllm/issues/4604",
     "[Bug]: RuntimeError: CUDA error: no kernel image is available for execution on the device\n"
     "...\n"
     "I'm seeing this error in 0.4.1 and 0.4.2 but for me it only occurs when trying to load a LORA. For example:\n"
     "\n"
     "```\n"
     "python3 -m vllm.entrypoints.openai.api_server --model TinyLlama/TinyLlama-1.1B-Chat-v1.0 \\\n"
     "    -tp 2 --dtype=half --gpu-memory-utilization 0.90\n"
     "```\n"
     "\n"
     "works, but this doesn't:\n"
     "\n"
     "```\n"
     "python3 -m vllm.entrypoints.openai.api_server --model TinyLlama/TinyLlama-1.1B-Chat-v1.0 \\\n"
     "    -tp 2 --dtype=half --gpu-memory-utilization 0.90 --enable-lora --lora-dtype=float16 --lora-modules "
     "tinylora=/model/TinyLlama/TinyLlama-1.1B-Chat-v1.0/loras/tinylora\n"
     "```\n"
     "\n"
     "I've tried torch 2.1/2.2/2.3, including installation from source, and triton 2.1/2.2/2.3. I'm running in AWS ECS on "
     "a p3.8xlarge, the GPU is Tesla V100-SXM2-16GB, and the docker image is based on "
     "`nvidia/cuda:12.1.1-cudnn8-runtime-ubuntu22.04`.",
     "cuda_no_kernel_image", {"tensor_parallel_size": 2, "gpu_memory_utilization": 0.9}, "lora_unsupported",
     "vLLM 0.4.1/0.4.2 on an AWS p3.8xlarge (Tesla V100-SXM2-16GB, TP 2): the same server starts without LoRA, but "
     "with --enable-lora --lora-modules it dies with 'CUDA error: no kernel image is available for execution on the "
     "device' -- vLLM's LoRA (punica) kernels were not built for the V100's compute capability 7.0. A GPU generation "
     "limit of the LoRA kernels; torch/triton versions, memory and TP are beside the point.",
     "youkaichao (maintainer): 'P100 is not supported. lora is not supported in V100.' -- serve LoRA on a GPU with "
     "compute capability >= 8.0, or merge the adapter into the model and drop --enable-lora on the V100",
     release="0.4.1 and 0.4.2",
     gpu="Tesla V100-SXM2-16GB (AWS p3.8xlarge)", gpus=4,
     command="python3 -m vllm.entrypoints.openai.api_server --model TinyLlama/TinyLlama-1.1B-Chat-v1.0 -tp 2 "
             "--dtype=half --gpu-memory-utilization 0.90 --enable-lora --lora-dtype=float16 --lora-modules "
             "tinylora=/model/TinyLlama/TinyLlama-1.1B-Chat-v1.0/loras/tinylora",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size"},
                {"flag": "--dtype", "value": "bfloat16"}, {"flag": "--max-lora-rank"}, {"flag": "--kv-cache-dtype"}],
     note="Excerpt: the issue title (the error line), then a commenter's (KMouratidis) report as stored: the working "
          "and failing commands, the versions, the GPU. The issue's opener did not say more than the title in the "
          "stored text (later 'same error' comments); the case follows KMouratidis's launch, which the maintainer's "
          "answer addresses. gpus=4: a p3.8xlarge has four V100s (TP 2 used). Kind cuda_no_kernel_image (the printed "
          "message); cause lora_unsupported (LoRA kernels unavailable on sm70), the judgement call -- "
          "cuda_no_kernel_image as cause would also be defensible. KMouratidis later says 0.4.1 had worked for him "
          "once; the maintainer's answer stands in the thread.")

# ------------------------- vllm #7946: ms-swift deploy with vLLM LoRA on 4x T4, CUDA 11.8 -> 'no kernel image' (0.4.3 and 0.5.5)
case("vllm-7946-swift-deploy-4xt4-qwen15-7b-lora-cuda118-no-kernel-image-v043",
     "https://github.com/vllm-project/vllm/issues/7946",
     "Env:\n"
     "    cuda11.8\n"
     "    vllm 0.4.3\n"
     "\n"
     "in T4 and vllm version==0.4.3\n"
     "deploy multi lora by vllm failed, error info:\n"
     "RuntimeError: CUDA error: no kernel image is available for execution on the device.\n"
     "my deploy command:\n"
     "CUDA_VISIBLE_DEVICES=0,1,2,3 swift deploy --tensor_parallel_size 4 --dtype fp16 --model_type qwen1half-7b-chat\n"
     "--model_id_or_path /cloud/user/data/data0806/llm/M2/Chat_New\n"
     "--ckpt_dir /cloud/user/data/data0806/llm/M2/checkpoint-200/\n"
     "--infer_back vllm -- vllm_enable_lora true --max_model_len 512 --enforce_eager\n"
     "I tried to vllm to 0.5.5, there is still error",
     "cuda_no_kernel_image", {"tensor_parallel_size": 4, "max_model_len": 512}, "cuda_no_kernel_image",
     "ms-swift deploying Qwen1.5-7B-Chat with a LoRA checkpoint through vLLM LoRA (vllm_enable_lora) on four NVIDIA "
     "T4s (compute capability 7.5), CUDA 11.8, vLLM 0.4.3 and again 0.5.5: start-up failed with 'CUDA error: no kernel "
     "image is available for execution on the device' -- the LoRA kernels in those builds had no image for the T4 "
     "(0.4.x's punica kernels need sm80; the maintainer suspects the old CUDA 11.8 build for the newer Triton path). "
     "Not memory, not TP.",
     "DarkLight1337 (maintainer): 'Try upgrading your CUDA version. CUDA 11.8 may be too old.' -- not confirmed by the "
     "reporter (the thread ends with an auto-reply); for 0.4.x on a T4 the LoRA kernels need compute capability >= 8.0 "
     "(vllm #3197/#6123), so the alternatives are a CUDA 12 build of a release with the Triton LoRA kernels, or merging "
     "the LoRA into the model",
     release="0.4.3 (also tried 0.5.5), CUDA 11.8",
     gpu="NVIDIA T4", gpus=4,
     command="CUDA_VISIBLE_DEVICES=0,1,2,3 swift deploy --tensor_parallel_size 4 --dtype fp16 --model_type "
             "qwen1half-7b-chat --model_id_or_path /cloud/user/data/data0806/llm/M2/Chat_New --ckpt_dir "
             "/cloud/user/data/data0806/llm/M2/checkpoint-200/ --infer_back vllm --vllm_enable_lora true "
             "--max_model_len 512 --enforce_eager",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"},
                {"flag": "--tensor-parallel-size", "above": 4}, {"flag": "--dtype", "value": "bfloat16"},
                {"flag": "--max-lora-rank"}, {"flag": "--kv-cache-dtype"}],
     note="Excerpt: the issue body as stored (environment block and description; the template's checklist dropped). "
          "The command is ms-swift's, a tool that starts vLLM; the rebuilt command joins its lines and reads the "
          "reporter's '-- vllm_enable_lora' as '--vllm_enable_lora'. The fix is the maintainer's unconfirmed advice, "
          "hence cause cuda_no_kernel_image (the kernel-image/toolchain reading he gives); lora_unsupported (LoRA "
          "kernels unavailable below sm80 in 0.4.x) is the other reading, see the V100 cases of this round. bf16 would "
          "be wrong on a T4 anyway.")

# ------------------------------ vllm #40682: bge-m3 (--convert embed) with --enable-prefix-caching -> HybridKVCacheCoordinator assert
case("vllm-40682-bge-m3-convert-embed-enable-prefix-caching-hybrid-kv-coordinator-assert",
     "https://github.com/vllm-project/vllm/issues/40682",
     "python3 -m vllm.entrypoints.openai.api_server --model bge-m3              \\\n"
     "            --trust-remote-code                                                                   \\\n"
     "            --served-model-name embed                                                             \\\n"
     "            --enable-prefix-caching                                                               \\\n"
     "            --gpu-memory-utilization 0.9                                                          \\\n"
     "            --max-model-len   8192                                                                \\\n"
     "            --convert embed                                                   \\\n"
     "            --dtype=bfloat16                                                                      \\\n"
     "            --enforce-eager                                                                       \\\n"
     "            --max_num_seqs $BATCH_SIZE\n"
     "...\n"
     "When launching a pooling model (such as BGE-M3 embedding model) with --enable-prefix-caching flag enabled, the "
     "following error occurs:\n"
     "\n"
     "  AssertionError: HybridKVCacheCoordinator requires at least two attention groups.",
     "vllm_check_failed", {"gpu_memory_utilization": 0.9, "max_model_len": 8192}, "vllm_check_failed",
     "Serving the encoder-only BGE-M3 embedding model as a pooling model (--convert embed, vLLM of April 2026) with "
     "--enable-prefix-caching forced on: encoder-only pooling models keep no usable KV-cache groups for prefix "
     "caching, so the scheduler picked the hybrid KV-cache coordinator and its internal assertion ('requires at least "
     "two attention groups') fired at engine start. An unsupported feature combination that vLLM did not refuse "
     "cleanly; memory, length and TP are beside the point.",
     "not stated in the stored thread (closed); the issue's own framing, and PR #55159 for the same case ('When an "
     "encoder-only pooling model does not support prefix caching, explicitly passing --enable-prefix-caching currently "
     "falls through to a warning and can later fail with an internal assertion'; it makes vLLM raise a clear "
     "ValueError instead), point to the fix: launch BGE-M3 without --enable-prefix-caching",
     release="not stated (April 2026, the 0.19/0.20 line; --convert embed era)",
     gpu=None, gpus=None,
     command="python3 -m vllm.entrypoints.openai.api_server --model bge-m3 --trust-remote-code --served-model-name embed "
             "--enable-prefix-caching --gpu-memory-utilization 0.9 --max-model-len 8192 --convert embed "
             "--dtype=bfloat16 --enforce-eager --max_num_seqs $BATCH_SIZE",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--enable-prefix-caching"}],
     note="Excerpt: the launch command the reporter put in the environment block (padding spaces as stored), then the "
          "sentence and the error line from the description (collect_env placeholder between them dropped, '...'). The "
          "fix is inferred, not quoted from a maintainer: the stored excerpt ends before any reply; the closing PR is not "
          "visible, and PR #55159 (for a later issue, #55049) names the same encoder-only-BGE + --enable-prefix-caching "
          "failure. Kind/cause vllm_check_failed (a vLLM internal assertion at start-up); no label for 'unsupported "
          "feature combination' exists. Re-enabling prefix caching would be wrong, hence the forbidden rule.")

if __name__ == "__main__":
    BATCH.write()
