"""Round-626 blind batch: AUDIO / SPEECH REQUEST-TIME failures caused by the launch (Whisper, Voxtral, Qwen2-Audio,
Qwen3-ASR, MOSS-Transcribe-Diarize, Qwen3-TTS, Ultravox, Phi-4-multimodal): audio longer or larger than the launched
server accepts ('Maximum clip duration', 'Maximum file size exceeded', the encoder cache), the audio extra missing at
the first request, a backend release whose speech path fails -- any tracker; round 584 took audio models' START-UP
failures and was skipped. Collected by helper wild626 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round626-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 35 of the 40 allowed, 34 ``search`` corpus=issues and 1 corpus=pages (a blog and a PR page, no case).
Collecting stopped with 5 left because the slice is close to mined out: most audio request-time threads the search
returns were used, are named in an earlier round's skip list (rounds 131, 291, 324, 375, 567, 584, 613 all skipped the
'Please install vllm[audio]' / transcription-endpoint threads as request-time), or store the error only as a
screenshot. 5 cases:
  vllm-project/vllm #15012 (Whisper transcription, 'Maximum clip duration (30s) exceeded', 2x RTX 3060),
  gpustack/gpustack #5206 (qwen-asr-1.7b on vLLM 0.16, 'Maximum file size exceeded (parameter=audio_filesize_mb, ...)'),
  OpenMOSS/MOSS-Transcribe-Diarize #27 ('... audio item with 29537 embedding tokens, which exceeds the pre-allocated
  encoder cache size 2048'),
  neutree-ai/neutree PR #465 (vllm-openai base image without the audio extra: 'ImportError: Please install vllm[audio]
  for audio support' at the first ASR request),
  gpustack/gpustack #4435 (Qwen3-TTS on the vLLM 0.15.0 runner: 'TTS model did not produce audio output.').
Every source was checked with grep -F against /work/coord/USED_SOURCES.txt ("owner/repo #N" and the URL) and against
the earlier rounds' skip lists (grep "#N" tools/wild_cases_round*.py) before it was spent on.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): vllm #24570 (Phi-4-multimodal transcription), #13966 and fixie-ai/ultravox #295
  (Ultravox placeholders), QwenLM/Qwen2.5-Omni #188, vllm-omni #1654.
- Named in earlier rounds' skip lists (not re-opened): vllm #13912, #13675, #23232 (librosa / vllm[audio] at request
  time), #40994, #14127, runpod-workers/worker-vllm #223, #217, ls1intum/edutelligence #925, vllm #39472, vllm-ascend
  #1087 (Ultravox KeyError on Ascend), #1035, OpenBMB/MiniCPM-V #742, vllm #16583, #33643, gpustack #5593, #4949,
  BerriAI/litellm #10584, #17698.
- Error text not in the stored chunk, or a screenshot only: vllm #14818 (Whisper verbose_json on 0.7.3 CPU docker; the
  error is cut after the request code), #22109 (Voxtral audio cap regardless of --limit-mm-per-prompt, chunk is the
  environment dump), #19977 and #10493 / #16525 (Qwen2-Audio chat audio input, env dump or a cut traceback), #16335
  and #18385 (mp4 / webm transcription: screenshots or a bare 500), OpenBMB/MiniCPM-V #921 (audio length, traceback
  cut before the error, open question), stepfun-ai/Step-Audio2 #25 (screenshot) and #69 (prose, no error line),
  yuekaizhang/Fun-ASR-vllm #7 (screenshots), vllm #11512 (Qwen2-Audio, no error line, maintainer could not reproduce).
- Not caused by the launch (a client / proxy or a code bug): BerriAI/litellm #14943 / #14773 (vLLM's 'Currently only
  support response_format `text` or `json`' because LiteLLM's hosted_vllm sent verbose_json; fixed in LiteLLM PR
  #15010; the error is vLLM's message and the vllm serve command is stored, but the cause is the proxy), vllm #14676
  (client omitted the 'file' form field), vllm-omni #5110 / PR #5129 (MiniCPM-o 4.5 preprocessing TypeError on audio
  > 30 s, a code bug fixed by PR #5233), xiaomi-research/dasheng-lm #31 (client used the HF message format),
  QwenLM/Qwen2.5-Omni #80 (qwen_omni_utils / librosa without ffmpeg, mostly outside vLLM), vllm-omni #1240, #1650,
  #2902 (Qwen3-TTS 'did not produce audio output' / speaker errors with mixed causes, not pinned).
- Feature requests / PRs without a failure log: vllm #12738, #15454, #50356, PR #45510, PR #44970, PR #47664, PR
  #35109; sglang-omni PRs; tenstorrent/tt-inference-server PR #5105.

Judgement calls for the lead:
1. All five are request-time failures, taken under 'failing at its first requests because of how it was launched'
   (the release / image / runner version or the server's audio limits). kind vllm_check_failed for the three vLLM
   raises (the 30 s clip check and the file-size check in the transcription serving code, the encoder-cache check in
   the input processor; the last as the two glm-ocr fixtures with the image wording), cause vllm_check_failed for all
   three: no earlier fixture carries the audio wordings and no specific cause label fits (an 'audio_too_long' /
   'audio_file_too_large' cause was considered and not created). The lead may prefer release_regression for #15012
   (fixed by a later release's chunking) and for MOSS #27 (fixed by vLLM PR #49403).
2. vllm-15012: the stored text carries the message only in the issue title (the description chunks are the
   collect_env dump); taken as xinference-4141 was (the message is verbatim, the cause is pinned by the merged PR
   #19597 'fix #15012' and NickLucche's comment). The vLLM version line is not in the stored chunks (torch 2.5.1 and
   transformers 4.49.0 point to 0.7.x / 0.8.x), so release None. The same reporter's #14676 shows
   'vllm serve --task transcription openai/whisper-large-v3-turbo --tensor-parallel-size 2' but is another thread and
   was not mixed in (command None).
3. moss-transcribe-diarize-27: the thread is two lines (the error and the maintainer's link to vLLM PR #49403); the
   real cause is read from that merged PR's description (the model reported ~375 tokens per audio item, so the encoder
   cache fell back to max_num_batched_tokens, here 2048). numbers left empty: the 2048 printed is the encoder cache
   size, not a key of the schema (the glm-ocr fixtures did the same). --max-num-batched-tokens is NOT forbidden (a
   larger one would have enlarged the cache), although no one in the thread tried it.
4. neutree-pr465: a fix PR (open, not merged in the stored text) whose description carries the error and its cause;
   the author verified the fix on an L4 with Qwen3-ASR-1.7B and vLLM v0.17.1. kind dependency_missing (README: vLLM's
   own checks whose words say a package is not installed); cause container_image_broken because the text names the
   image (`vllm-openai` base image) and the fix is a layer on the image (librosa + soundfile in the engine's
   requirements). vLLM's official image leaves the audio extra out on purpose (DarkLight1337 in vllm #13912), so the
   lead may prefer dependency_missing as the cause.
5. gpustack-4435: the message is vllm-omni's ('TTS model did not produce audio output.', its serving_speech.py), not
   one of vLLM's raises, so kind None as the earlier vllm-omni fixtures with a plug-in message (vllm-omni-2518);
   cause release_regression from the maintainer-reporter's own note that the same deployment works with the 0.14.1
   runner (left out of the excerpt as the workaround). A text-to-speech request, at the edge of the 'audio / speech'
   slice; no root cause beyond the version is stored. The lead may drop it.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round626-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #15012: Whisper /v1/audio/transcriptions on 2x RTX 3060 -> Maximum clip duration (30s) exceeded
case("vllm-15012-whisper-transcription-2x-rtx3060-maximum-clip-duration-30s-exceeded",
     "https://github.com/vllm-project/vllm/issues/15012",
     "[Usage]: Transcription \"Maximum clip duration (30s) exceeded\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "```text\n"
     "The output of `python collect_env.py`\n"
     "```\n"
     "PyTorch version: 2.5.1+cu124\n"
     "Is debug build: False\n"
     "CUDA used to build PyTorch: 12.4\n"
     "ROCM used to build PyTorch: N/A\n"
     "\n"
     "OS: Rocky Linux 9.4 (Blue Onyx) (x86_64)\n"
     "GCC version: (GCC) 11.5.0 20240719 (Red Hat 11.5.0-2)\n"
     "Clang version: Could not collect\n"
     "CMake version: version 3.26.5\n"
     "Libc version: glibc-2.34\n"
     "\n"
     "Python version: 3.12.9 | packaged by Anaconda, Inc. | (main, Feb  6 2025, 18:56:27) [GCC 11.2.0] (64-bit runtime)\n"
     "Python platform: Linux-5.14.0-427.37.1.el9_4.x86_64-x86_64-with-glibc2.34\n"
     "Is CUDA available: True\n"
     "CUDA runtime version: Could not collect\n"
     "CUDA_MODULE_LOADING set to: LAZY\n"
     "GPU models and configuration:\n"
     "GPU 0: NVIDIA GeForce RTX 3060\n"
     "GPU 1: NVIDIA GeForce RTX 3060\n"
     "\n"
     "Nvidia driver version: 560.35.03\n"
     "cuDNN version: Could not collect\n"
     "...\n"
     "[pip3] torch==2.5.1\n"
     "[pip3] torchaudio==2.5.1\n"
     "[pip3] torchvision==0.20.1\n"
     "[pip3] transformers==4.49.0\n"
     "[pip3] triton==3.1.0",
     "vllm_check_failed", {}, "vllm_check_failed",
     "A Whisper model served through vLLM's /v1/audio/transcriptions endpoint: the vLLM release in use refused any "
     "uploaded audio longer than Whisper's 30-second window (its transcription serving code checks the clip duration "
     "against max_audio_clip_s = 30 and raises), because that release had no chunking of long audio. A limit of the "
     "release's speech-to-text path, not a memory, GPU or model-file problem.",
     "vLLM PR #19597 ('[Frontend] add chunking audio for > 30s audio', nguyenhoangthuan99, merged 2025-06, 'fix #15012'; "
     "NickLucche in the thread, 2025-06-17: 'just got #19597 merged which uses a simple method for finding silence in a "
     "small window'): a vLLM release containing it splits audio longer than 30 s into chunks. With the older release, "
     "split the audio into <= 30 s pieces on the client (robertgshaw2-redhat in vllm #12738: 'chunking should be "
     "handled at a higher level')",
     release=None, gpu="NVIDIA GeForce RTX 3060", gpus=2, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--max-num-batched-tokens"}],
     note="Judgement call: the error string is only in the issue title (stored without its closing quote); the "
          "description's stored chunks are the collect_env output. Excerpt: the title and the environment lines down "
          "to the GPUs and driver, then the torch / transformers lines of the pip list ('...' marks the dropped CPU "
          "and nvidia-* package lines). The vLLM version line is not in the stored chunks.")

# ---------------------------------------- gpustack #5206: qwen-asr-1.7b on vLLM 0.16, 27 MB upload -> Maximum file size exceeded (audio_filesize_mb)
case("gpustack-5206-qwen3-asr-1.7b-vllm-016-rtx4090-maximum-file-size-exceeded-audio-filesize-mb-27.96",
     "https://github.com/gpustack/gpustack/issues/5206",
     "Using the qwen-asr-1.7b model, uploading a 27MB file resulted in an error.\n"
     "\n"
     "### GPUStack version\n"
     "\n"
     "2.1.0\n"
     "\n"
     "### Operating System & CPU Architecture\n"
     "\n"
     "x86  \n"
     "\n"
     "### GPU\n"
     "\n"
     "nvidia  4090\n"
     "\n"
     "### ▶️ Steps to reproduce\n"
     "\n"
     "I pulled a qwen-asr-1.7b model through gpustack, and the vllm backend is 0.16. When I uploaded a 27MB file, I got "
     "an error:\n"
     "Maximum file size exceeded (parameter=audio_filesize_mb, value=27.963909149169922)\n"
     "However, the same file can be transcribed successfully using whisper. What's the limit and why?",
     "vllm_check_failed", {}, "vllm_check_failed",
     "Qwen3-ASR-1.7B served by GPUStack on its vLLM 0.16 backend: vLLM's speech-to-text endpoint refuses an uploaded "
     "audio file larger than VLLM_MAX_AUDIO_CLIP_FILESIZE_MB (default 25 MiB); the 27.96 MB upload was over that "
     "default. A server-side limit set (by default) at launch, not a model, memory or GPU problem. (The whisper that "
     "worked is served by another GPUStack backend without this limit.)",
     "maintainer gitlawr (2026-04-23): 'This limit comes from vLLM, the default is 25MiB' -- set "
     "VLLM_MAX_AUDIO_CLIP_FILESIZE_MB in the deployment's environment variables (model deployment config -> Advanced -> "
     "Environment Variables) to a larger value. Not confirmed by the reporter in the stored text",
     release="0.16 (GPUStack 2.1.0 vLLM backend)", gpu="NVIDIA RTX 4090", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--max-num-batched-tokens"}],
     note="Excerpt: the issue title and the description as stored (the reporter's follow-up '@gitlawr Hello, do you "
          "know why this happened?' and the maintainer's answer are left out). Whether the request went to "
          "/v1/audio/transcriptions is implied by the parameter name audio_filesize_mb, not stated.")

# ---------------------------------------- MOSS-Transcribe-Diarize #27: vLLM serving, long audio -> audio item 29537 tokens exceeds encoder cache 2048
case("moss-transcribe-diarize-27-vllm-long-audio-item-29537-tokens-exceeds-encoder-cache-2048",
     "https://github.com/OpenMOSS/MOSS-Transcribe-Diarize/issues/27",
     "vllm部署会限制输入音频长度\n"
     "\n"
     "报错：The decoder prompt contains a(n) audio item with 29537 embedding tokens, which exceeds the pre-allocated "
     "encoder cache size 2048",
     "vllm_check_failed", {}, "vllm_check_failed",
     "MOSS-Transcribe-Diarize served with vLLM: vLLM sizes its encoder cache as max(max_num_batched_tokens, "
     "max_tokens_per_mm_item); the model's vLLM integration estimated max_tokens_per_mm_item from Whisper's 30-second "
     "chunk (about 375 audio embedding tokens) instead of the model's 90-minute maximum, so the cache fell back to the "
     "launch's max_num_batched_tokens (2048 here) and any audio item producing more embedding tokens (29537) was "
     "rejected at request time by the input processor's validation. A sizing bug of the release's model integration "
     "meeting the launch's batch budget, not GPU memory.",
     "maintainer Petriorlz (2026-07-24): 'We have already fixed this issue' -- vLLM PR #49403 ('[BugFix] Increase the "
     "max supported duration for MOSS-TD', gcanlin, merged 2026-07-22) estimates max_tokens_per_mm_item from the "
     "model's 90-minute limit (67,500 audio embedding tokens), so the encoder cache is sized for long audio: use a "
     "vLLM release containing it",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the whole issue as stored (title '(vLLM deployment limits the input audio length)' and '报错：' = "
          "'error:'); the maintainer's reply is left out. The real cause is read from the linked merged PR's "
          "description (it quotes the same check in vllm/v1/engine/input_processor.py::_validate_model_input). "
          "--max-num-batched-tokens is deliberately not forbidden: per that PR a larger batch budget enlarges the "
          "encoder cache, although nobody in the thread tried it.")

# ---------------------------------------- neutree PR #465: engine on the vllm-openai base image, ASR request -> Please install vllm[audio]
case("neutree-pr465-vllm-openai-base-image-asr-request-please-install-vllm-audio",
     "https://github.com/neutree-ai/neutree/pull/465",
     "fix(engine-vllm): install audio deps for speech models\n"
     "\n"
     "## Problem\n"
     "\n"
     "The `vllm-openai` base image for the engine ships without the audio extra, so serving a model with task "
     "`automatic-speech-recognition` fails at request time:\n"
     "\n"
     "```\n"
     "ImportError: Please install vllm[audio] for audio support\n"
     "```",
     "dependency_missing", {}, "container_image_broken",
     "Neutree's vLLM engine image is built on the vllm-openai base image, which does not include vLLM's [audio] extra "
     "(librosa, soundfile). The server starts, but the first request to an automatic-speech-recognition model "
     "(Qwen3-ASR-1.7B) reaches vLLM's audio loading, which raises because the audio packages are not installed. A "
     "missing optional dependency in the serving image, not a GPU, memory or model problem.",
     "the PR (Yuyz0112, 2026-07-03, open in the stored text) adds librosa + soundfile (the vllm[audio] extra) to the "
     "engine image's common requirements, installed directly rather than via vllm[audio] so the base image's vLLM pin "
     "is kept; the author verified an ASR endpoint (Qwen3-ASR-1.7B, vLLM v0.17.1) transcribes correctly on an L4 node "
     "once these deps are present",
     release="0.17.1 (vllm-openai base image)", gpu="NVIDIA L4", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Judgement call: the source is a fix PR's description (open); taken because it carries the request-time "
          "message verbatim, names the image, and states a verified cause. Excerpt: the PR title and its 'Problem' "
          "section; the 'Fix' and 'Verification' sections are left out (the release and GPU fields come from the "
          "verification: L4 node, vLLM v0.17.1).")

# ---------------------------------------- gpustack #4435: Qwen3-TTS on the vLLM 0.15.0 runner -> TTS model did not produce audio output
case("gpustack-4435-qwen3-tts-customvoice-vllm-0150-runner-tts-model-did-not-produce-audio-output",
     "https://github.com/gpustack/gpustack/issues/4435",
     "Qwen3-TTS does not work in vllm 0.15.0 runner\n"
     "\n"
     "### GPUStack version\n"
     "\n"
     "dev a41d908\n"
     "\n"
     "### ▶️ Steps to reproduce\n"
     "\n"
     "1. Deploy qwen3-tts-1.7B-customvoice from catalog with backend version updated to 0.15.0\n"
     "\n"
     "### ❌ Actual result\n"
     "\n"
     "```bash\n"
     "curl http://your-url/v1/audio/speech \\\n"
     "-H \"Content-Type: application/json\" \\\n"
     "-H \"Authorization: Bearer ${YOUR_GPUSTACK_API_KEY}\" \\\n"
     "-d '{\n"
     "  \"model\": \"qwen3-tts-12hz-0.6b-customvoice\",\n"
     "  \"voice\": \"Vivian\",\n"
     "  \"response_format\": \"mp3\",\n"
     "  \"task_type\": \"CustomVoice\",\n"
     "  \"language\": \"Auto\",\n"
     "  \"input\": \"The weather is good\"\n"
     "}' \\\n"
     "--output output.mp3\n"
     "\n"
     "cat output.mp3\n"
     "{\"error\":{\"message\":\"TTS model did not produce audio output.\",\"type\":\"BadRequestError\",\"param\":null,"
     "\"code\":400}}\n"
     "```",
     None, {}, "release_regression",
     "GPUStack's Qwen3-TTS CustomVoice catalog deployment, launched on the vLLM 0.15.0 runner (vLLM + vLLM-Omni): the "
     "model starts, but every /v1/audio/speech request returns 400 'TTS model did not produce audio output.' (vLLM-Omni's "
     "speech endpoint got no audio from the pipeline). The same deployment works on the 0.14.1 runner, so the failure "
     "comes with the runner / backend version, not with memory, GPU or the request.",
     "per the maintainer-reporter (gitlawr, 2026-02-04) the same deployment works with the 0.14.1 runner: deploy "
     "Qwen3-TTS on backend version 0.14.1 instead of 0.15.0. No root cause or later fix is in the stored text (closed)",
     release="0.15.0 (GPUStack runner, GPUStack dev a41d908)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Judgement call: a text-to-speech request, at the edge of the audio / speech slice; the message is "
          "vLLM-Omni's, not one of vLLM's raises, hence kind None (as earlier vllm-omni plug-in messages). Excerpt: "
          "the title and the description down to the error; the closing 'Note: It works using 0.14.1.' is left out "
          "as the workaround. The request names qwen3-tts-12hz-0.6b-customvoice while step 1 names the 1.7B model; "
          "both as stored.")

BATCH.write()
