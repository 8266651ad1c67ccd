"""Round-782 blind batch: MULTIMODAL START-UP PROFILING AND ENCODER LIMITS (the encoder cache size,
max_num_batched_tokens below a multimodal item's tokens, --limit-mm-per-prompt values (JSON form, video / audio
counts), mm_processor_kwargs / --mm-processor-cache-gb, --mm-encoder-tp-mode, the dummy inputs vLLM builds for
profiling (a processor refusing them), vision-encoder OOM at profiling, 2025-2026); collected by helper wild782 and NOT
graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round782-blind"``; the lead grades it
once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 35 of the 45 allowed, all ``search`` corpus=issues (no read_file / find_string / fetch). 4 cases:
QwenLM/Qwen3-VL #1626 (Qwen3-VL-8B on a vLLM before 0.11.0: sanity_check_mm_encoder_outputs 'Expected number of
multimodal embeddings to match number of input items: 1, but got len(mm_embeddings)=2' at `vllm serve`; answer: upgrade
to 0.11.0), verl-project/verl #4994 (the same assert for Qwen3-VL-8B under verl's rollout init on vLLM 0.10.0 /
transformers 4.57.0; a contributor's answer: Qwen3-VL support arrived with vLLM PR #24727 in 0.11.0), vllm #47788
(Qwen3-Omni with server-level --mm-processor-kwargs '{"use_audio_in_video": true}': the HF processor refuses vLLM's
video-only dummy batch during profiling, StopIteration -> 'Failed to apply Qwen3OmniMoeProcessor'), vllm PR #44232
(Gemma 4 start-up: with recent transformers the Gemma4Processor refuses vLLM's text-only dummy prompt '<|video|>'
during profiling, 'Failed to apply Gemma4Processor on data={'text': '<|video|>'}').

How mined: very. Every thread on the obvious error lines of this slice is used or skip-listed: 'Chunked MM input
disabled but max_tokens_per_mm_item ... larger than max_num_batched_tokens' (vllm-rbln PR #527, interp-engine PR #2,
tt-xla PR #5932, tenstorrent/vllm PR #469), 'exceeds the pre-allocated encoder cache size' (GLM-OCR #67 / #106 / #157,
vllm #34040 / #39408), profiling OOMs with limit_mm_per_prompt (vllm #22173, #18550, #8879, Kimi-VL #57, vllm #27706),
'limit_mm_per_prompt is only supported for multimodal models' (GLM-V #9 / #15 / #28, GLM-4 #788, LlamaFactory #8022 /
#8561), argparse refusals of --limit-mm-per-prompt (vllm #39687, #21615, #11842), 'Failed to apply <Processor>' at
profiling (vllm #11762, #50706, #20855, #16292, #21454, #44554). What was left is the processor / encoder-output family
(sanity_check_mm_encoder_outputs, a processor refusing the dummy inputs), taken here.

Sources given up (for the lead, not cases):
- Already used or skip-listed: vllm #22173, #39687, #20855, #11762, #50706, #22497, #15802, #11842, #18550, #8879,
  #17797, #13966, #13143, #27981, #15364, #34040, #39408, #34112, #13124, #31375, #27706, #23714 (claimed by
  round 772), #24147 (skip list of round 492; open, no answer stored), #21615 (named skip, round 387); GLM-OCR #67,
  #106, #157; GLM-V #9, #15, #28, #204; Kimi-VL #57; robosense2025/track1 #3; gpustack #2356; vllm-rbln PR #527;
  interp-engine PR #2; tt-xla PR #5932; tenstorrent/vllm PR #469; FlagScale PR #1075; tpu-inference PR #1374;
  HuatuoGPT-Vision #16; lmm-r1 #68; Qwen2.5-Omni #188, #349; LlamaFactory #6654; vllm-omni #3308; VibeVoice #231.
- Error line and no cause in the stored text: vllm #20995 (Qwen2.5-Omni-7B, vLLM 0.9.1 V0, --mm-processor-kwargs
  '{"use_audio_in_video": true}' fails at start-up in determine_num_available_blocks; closed as stale, no answer
  stored; the same family as vllm #47788 but for Qwen2.5-Omni), vllm #12168 (Qwen2-Audio under V1, Jan 2025:
  processing_qwen2_audio 'num_audios = ... len(audios)' at start-up; closed, the fix is not in the stored chunks),
  modelscope/ms-swift #6322 (GRPO multi-GPU, profile_run -> sanity_check_mm_encoder_outputs; the assertion line and the
  answer are not in the stored chunk), vllm-ascend #967 (Qwen2.5-Omni-3B on 910B3, vLLM 0.8.5.post1, profile_run
  traceback; the final line and the answer not reached), QwenLM/Qwen2.5-Omni #249 / #239 (Qwen2.5-Omni LLM() init,
  'Token indices sequence length ... (32769 > 32768)' before a determine_num_available_blocks traceback; no cause
  reached).
- Request-time, not start-up: vllm #22109 (Voxtral audio count), vllm #44538 (processor cache drops audio), vllm-omni
  #1476 / #264, QwenLM/Qwen2.5-Omni #330, QwenLM/Qwen3-VL #89 (2024, request-time limit).
- PRs without a user's failing launch (design / feature PRs): vllm #25631, #22950, #25810, #41837, #48729, #54380,
  #53830, #36814, #38727, #33344, #16447, #50250 (aya-vision 4-D embeddings tripping the same sanity check -- a
  good candidate for a later round: fix PR with the AssertionError line and the serve command), #37122 (the open fix PR
  for vllm #47788's first failure, used as a source of the fix there, not as a case), #48420, #36431.

Judgement calls for the lead:
1. Kind. All four failures happen at start-up inside vLLM's profiling of the multimodal encoder on its own dummy inputs
   (the threads say so: '启动脚本 ... 报错' at `vllm serve`; 'multimodal profile/sanity check 阶段'; 'EngineCore crashes
   at startup (StopIteration in the HF processor during profiling)'; 'during Gemma4 server startup (profiling phase)'),
   so they are labelled `profiling_assertion` (README: a check failing inside the profiling run on the dummy inputs; a
   processor refusing vLLM's dummy video is that row's own example). But none of the stored pastes shows a profile_run
   frame: QwenLM/Qwen3-VL #1626 shows only the sanity_check_mm_encoder_outputs frame and its AssertionError, verl #4994
   only the assert statement (its title) and Ray frames, vllm #47788 / PR #44232 only the processor frame and vLLM's
   'Failed to apply <Processor> on data=...' (round 131's vllm-44554 labelled that line `vllm_check_failed`). Where the
   lead reads the kind from the log alone, `vllm_check_failed` is the alternative for all four.
2. Cause of the two Qwen3-VL cases: `architecture_unsupported` (a vLLM release older than the first one with a native
   Qwen3-VL class, 0.11.0 / PR #24727; the answers are 'upgrade vLLM to 0.11.0'). Neither thread says which class vLLM
   fell back to (presumably the Transformers backend, which would explain two embeddings for one item); the lead may
   prefer `architecture_release_mismatch` or `release_regression` -- the fix is the same (0.11.0+).
3. verl #4994's stored text does not carry the AssertionError's message line, only the assert statement as the issue
   title and the Ray frames (RayTaskError(AssertionError) from actor_rollout_init_model). Its answer is a contributor's
   (Kirrito-k423, 2026-07-31), citing vLLM PR #24727 / the 0.11.0 release notes and an earlier user comment suggesting
   0.11.0; the issue is still open. Drop it if the bare assert statement is too thin, or if one family should count
   once (it repeats QwenLM/Qwen3-VL #1626).
4. vllm #47788 carries its own root cause in the description (the reporter root-caused and fixed it locally); the
   excerpt stops before that paragraph. The fix is not released in the stored text: PR #37122 (open) builds paired
   audio into Qwen3-Omni's dummy video inputs; cause labelled `release_regression` (a bug of that release on the
   launch's path, as README labels GLM-4.xV's dummy-video refusal).
5. vllm PR #44232 is a fix PR, not a user's thread: the excerpt is the PR's 'Traceback before fix' and the serve
   command of its test plan (the launch that failed before the fix); the PR title ('... with recent transformers
   multimodal processor') is left out because it names the cause. Cause `dependency_version_mismatch` (a transformers
   release whose ProcessorMixin.__call__ enforces 1:1 placeholder / data matching, against the vLLM release's Gemma 4
   text-only dummy path); the transformers version is not named in the stored text.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round782-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"},
               {"flag": "--quantization"}, {"flag": "--max-num-batched-tokens"}, {"flag": "--max-num-seqs"}]

# ---------------------------------------- QwenLM/Qwen3-VL #1626: vllm serve Qwen3-VL-8B-Instruct -> sanity_check_mm_encoder_outputs (1 item, 2 embeddings)
case("qwen3-vl-1626-qwen3-vl-8b-dense-pre-0110-mm-embeddings-count-sanity-check",
     "https://github.com/QwenLM/Qwen3-VL/issues/1626",
     "vllm部署dense模型报错\n"
     "\n"
     "启动脚本：\n"
     "vllm serve model/Qwen3-VL-8B-Instruct \\\n"
     "  --host 0.0.0.0 \\\n"
     "  --port 8080 \\\n"
     "  --trust-remote-code\n"
     "报错：\n"
     "thon3.10/site-packages/vllm/v1/worker/utils.py\", line 30, in sanity_check_mm_encoder_outputs\n"
     "    assert len(mm_embeddings) == expected_num_items, (\n"
     "AssertionError: Expected number of multimodal embeddings to match number of input items: 1, but got "
     "len(mm_embeddings)=2 instead. This is most likely due to incorrect implementation of the model's "
     "`get_multimodal_embeddings` method.",
     "profiling_assertion", {}, "architecture_unsupported",
     "Serving the dense Qwen3-VL-8B-Instruct with a vLLM release older than 0.11.0 (the reporter's version is not "
     "stated; Qwen3-VL series support arrived with vLLM PR #24727 in v0.11.0): at start-up the multimodal encoder's "
     "output for vLLM's dummy item did not match the item count (1 item, 2 embeddings), so vLLM's "
     "sanity_check_mm_encoder_outputs assertion stopped the engine. The release has no proper Qwen3-VL model class; "
     "not a memory, length or parallelism problem.",
     "answer (tongruiliu, 2025-10-26): 'vllm要升级到0.11.0，此外torch也要修改成0.11.0支持的' -- upgrade vLLM to 0.11.0 "
     "(and torch to the version 0.11.0 supports).",
     release=None, gpu=None, gpus=None,
     command="vllm serve model/Qwen3-VL-8B-Instruct --host 0.0.0.0 --port 8080 --trust-remote-code",
     forbidden=_NOT_MEMORY,
     note="Excerpt: the issue title and the whole description as stored (the reporter's paste starts mid-path, "
          "'thon3.10/site-packages/...'). The vLLM version is not stated; the answer implies a release before 0.11.0. "
          "Judgement calls 1 and 2 (kind from the start-up context, cause architecture_unsupported).")

# ---------------------------------------- verl #4994: verl rollout init, Qwen3-VL-8B, vLLM 0.10.0 / transformers 4.57.0 -> assert len(mm_embeddings) == expected_num_items
case("verl-4994-qwen3vl-8b-vllm-0100-rollout-init-mm-embeddings-assert",
     "https://github.com/verl-project/verl/issues/4994",
     "assert len(mm_embeddings) == expected_num_items\n"
     "\n"
     "  File \"/global_data/mllm/liulijun/code/skin_code/verl/verl/trainer/ppo/ray_trainer.py\", line 890, in init_workers\n"
     "    self.actor_rollout_wg.init_model()\n"
     "  File \"/global_data/mllm/liulijun/code/skin_code/verl/verl/single_controller/ray/base.py\", line 48, in __call__\n"
     "    output = ray.get(output)\n"
     "             ^^^^^^^^^^^^^^^\n"
     "           ^^^^^^^^^^^^^^^^^^^\n"
     "           ^^^^^^^^^^^^^^^^^^^^^\n"
     "                                  ^^^^^^^^^^^^^^^^^^^\n"
     "ray.exceptions.RayTaskError(AssertionError): ray::WorkerDict.actor_rollout_init_model() (pid=354437, "
     "ip=172.21.64.102, actor_id=1e894149a05f74f1e9c6307202000000, repr=<verl.single_controller.ray.base.WorkerDict "
     "object at 0x7fd6ac76f590>)\n"
     "           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/global_data/mllm/liulijun/code/skin_code/verl/verl/single_controller/ray/base.py\", line 701, in func\n"
     "    return getattr(self.worker_dict[key], name)(*args, **kwargs)\n"
     "           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/global_data/mllm/liulijun/code/skin_code/verl/verl/single_controller/base/decorator.py\", line 430, in inner\n"
     "    return func(*args, **kwargs)\n"
     "           ^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/global_data/mllm/liulijun/code/skin_code/verl/verl/workers/fsdp_workers.py\", line 649, in init_model\n"
     "    self.rollout, self.rollout_sharding_man\n"
     "...\n"
     "I encountered the above problem when I was trying to train the qwen3vl-8b model. Could you please take a look at "
     "what the cause is？thanks\n"
     "vllm==0.10.0\n"
     "transformers=4.57.0",
     "profiling_assertion", {}, "architecture_unsupported",
     "verl (FSDP workers) building its vLLM 0.10.0 rollout engine for Qwen3-VL-8B with transformers 4.57.0: vLLM's "
     "multimodal profiling / sanity check at engine initialisation failed on `assert len(mm_embeddings) == "
     "expected_num_items` (vllm/v1/worker/utils.py::sanity_check_mm_encoder_outputs), surfacing in verl as "
     "RayTaskError(AssertionError) from actor_rollout_init_model. vLLM 0.10.0 predates Qwen3-VL support (vLLM PR "
     "#24727, released in v0.11.0); not verl's reward / trainer logic, not memory.",
     "answer (Kirrito-k423, 2026-07-31; the issue is still open): the failure is in vLLM's Qwen3-VL profile / sanity "
     "check on vllm==0.10.0; Qwen3-VL support came with vLLM PR #24727 and the v0.11.0 release notes, and an earlier "
     "comment in the thread already suggested vLLM 0.11.0 for Qwen3-VL -- upgrade to a vLLM verl supports (at least "
     "0.11.0+; current verl needs vllm>=0.18.0) with a transformers that meets Qwen3-VL's requirement.",
     release="0.10.0", gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY,
     note="Excerpt: the issue title (the assert statement itself), the stored traceback chunk of the description "
          "(cut by the stored text after 'self.rollout, self.rollout_sharding_man'; '...' marks the part not stored) "
          "and the description's closing lines. The AssertionError's message line is not in the stored text. "
          "Judgement calls 1-3; the same family as qwen3-vl-1626.")

# ---------------------------------------- vllm #47788: Qwen3-Omni-30B-A3B, --mm-processor-kwargs use_audio_in_video -> StopIteration / Failed to apply Qwen3OmniMoeProcessor at start-up (0.20.2)
case("vllm-47788-qwen3-omni-use-audio-in-video-mm-processor-kwargs-dummy-video-stopiteration-v0202",
     "https://github.com/vllm-project/vllm/issues/47788",
     "[Bug]: Qwen3-Omni use_audio_in_video via --mm-processor-kwargs is broken in online serving: engine crash at "
     "startup, audio silently never fed, interleave placeholder/mRoPE errors\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "- vLLM 0.20.2 (pip), verified the relevant code is unchanged on current `main`\n"
     "- transformers 5.13.0, torch 2.11.0+cu130\n"
     "- 2× H100 NVL, TP=2 (also reproduces on a single GPU)\n"
     "- Model: `Qwen/Qwen3-Omni-30B-A3B-Instruct`\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "Enabling audio-in-video for Qwen3-Omni online serving per the model card:\n"
     "\n"
     "```bash\n"
     "vllm serve Qwen/Qwen3-Omni-30B-A3B-Instruct \\\n"
     "  --mm-processor-kwargs '{\"use_audio_in_video\": true}'\n"
     "```\n"
     "\n"
     "is broken in three independent ways. We root-caused and fixed all three locally; happy to send a PR.\n"
     "\n"
     "#### 1. EngineCore crashes at startup (`StopIteration` in the HF processor during profiling)\n"
     "\n"
     "```\n"
     "File \".../transformers/models/qwen3_omni_moe/processing_qwen3_omni_moe.py\", line 247, in "
     "replace_multimodal_special_tokens\n"
     "    audio_token_indices = np.arange(next(audio_lengths))\n"
     "StopIteration\n"
     "ValueError: Failed to apply Qwen3OmniMoeProcessor on data={'text': '<|video_pad|>', 'videos': [...]} with "
     "kwargs={'use_audio_in_video': True, ...}\n"
     "```",
     "profiling_assertion", {}, "release_regression",
     "vLLM 0.20.2 (unchanged on main per the reporter) serving Qwen3-Omni-30B-A3B-Instruct with the server-level "
     "--mm-processor-kwargs '{\"use_audio_in_video\": true}' the model card gives: memory profiling builds its dummy "
     "batches one modality at a time (GPUModelRunner._get_mm_dummy_batch -> mm_counts={modality: 1}), so the "
     "video-only dummy batch carries no paired audio, while the server-level kwarg makes the HF Qwen3OmniMoeProcessor "
     "expect an audio length per video; its next(audio_lengths) raises StopIteration and vLLM wraps it in 'Failed to "
     "apply Qwen3OmniMoeProcessor ...', killing EngineCore at start-up. A bug in vLLM's dummy-input builder for this "
     "model, not memory, length or parallelism.",
     "the reporter root-caused and fixed it locally (offering a PR; none merged in the stored text). vLLM PR #37122 "
     "(eitanporat, open) fixes the same start-up crash: Qwen3OmniMoeThinkerDummyInputsBuilder.get_dummy_processor_"
     "inputs includes paired audio for each dummy video and drops the separate <|audio_pad|> token when "
     "use_audio_in_video=True. Fix: a vLLM build with that dummy-input fix; no released fix or workaround is stated "
     "in the stored thread.",
     release="0.20.2", gpu="NVIDIA H100 NVL", gpus=2,
     command="vllm serve Qwen/Qwen3-Omni-30B-A3B-Instruct --mm-processor-kwargs '{\"use_audio_in_video\": true}'",
     forbidden=_NOT_MEMORY,
     note="Excerpt: the issue title and the description up to the first failure's error block, as stored; the "
          "reporter's 'Root cause:' paragraph after it (the diagnosis) and failures 2-3 (request-time) are left out. "
          "TP=2 per the environment line, though the command shown omits it. Judgement calls 1 and 4.")

# ---------------------------------------- vllm PR #44232: Gemma 4 start-up with recent transformers -> Failed to apply Gemma4Processor on data={'text': '<|video|>'}
case("vllm-pr44232-gemma4-26b-a4b-recent-transformers-processor-refuses-text-only-dummy-video-prompt",
     "https://github.com/vllm-project/vllm/pull/44232",
     "vllm serve google/gemma-4-26B-A4B-it --max-model-len 16384 --gpu-memory-utilization 0.95\n"
     "\n"
     "Traceback before fix:\n"
     "```\n"
     "ValueError: Failed to apply Gemma4Processor on data={'text': '<|video|>'}\n"
     "  with kwargs={'truncation': False, 'return_tensors': 'pt'}\n"
     "```",
     "profiling_assertion", {}, "dependency_version_mismatch",
     "Gemma 4 (google/gemma-4-26B-A4B-it) at server start-up (profiling phase) with a recent transformers whose "
     "ProcessorMixin.__call__ was refactored to enforce 1:1 matching between multimodal placeholder tokens and "
     "replacement data: during KV-cache profiling vLLM tokenizes the dummy prompt '<|video|>' without multimodal data "
     "through _apply_hf_processor_text_only, which routes through the full HF processor; it finds <|video|> with no "
     "video replacements and raises StopIteration, wrapped by vLLM as 'Failed to apply Gemma4Processor on "
     "data={'text': '<|video|>'}'. The vLLM release's Gemma 4 processor path and the newer transformers disagree; "
     "not memory or length.",
     "the merged fix PR #44232 (lucianommartins, 2026-06-01; #44242 was a duplicate, closed): "
     "Gemma4MultiModalProcessor overrides _apply_hf_processor_text_only to call the tokenizer directly, so the "
     "server starts; fix: a vLLM release with PR #44232 (or a transformers from before that ProcessorMixin refactor "
     "-- the collector's reading; the PR names no version).",
     release=None, gpu=None, gpus=None,
     command="vllm serve google/gemma-4-26B-A4B-it --max-model-len 16384 --gpu-memory-utilization 0.95",
     forbidden=_NOT_MEMORY,
     note="Excerpt: two passages of the PR description as stored -- the serve command of its Test Plan (which "
          "'completes startup' after the fix, i.e. the launch that failed before it) and the 'Traceback before fix' "
          "block; the PR title and Purpose section (they name the cause) are left out. Judgement calls 1 and 5.")

BATCH.write()
