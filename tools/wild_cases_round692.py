"""Round-692 blind batch: VLLM-OMNI (vllm-project/vllm-omni's OWN tracker, 2025-2026): omni, diffusion, TTS / ASR and
world models served by vLLM-Omni refusing to start or failing at the first request because of the launch (stage
configs, deploy YAMLs, memory / utilization per stage, tensor / CFG / sequence parallel, offloading, attention
back-ends, versions of vLLM under vLLM-Omni); collected by helper wild692 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round692-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source (only README's message_kind table and diagnosis.cause
list, earlier rounds' files and earlier fixtures); every expectation was written from the source thread (and the fix
PR it links) only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the
excerpt.

Look-ups: 29 of the 35 allowed: 28 ``search`` corpus=issues and 1 ``read_file`` that found nothing (issues are
not files). 3 cases (the cap of 3 per repository, all from vllm-project/vllm-omni):
- vllm-omni #5003: Qwen3-Omni-30B-A3B on vllm/vllm-omni:v0.24.0 with a top-level --tensor-parallel-size 4 and
  --stage-overrides giving stages 1 and 2 one GPU each: vLLM's worker assert 'DP adjusted local rank 1 is out of
  bounds for 1 devices.'; cause and fix from the merged PR #5742 (the top-level TP is broadcast to every stage).
- vllm-omni #1099: Qwen3-Omni with async_chunk and the talker's max_tokens above 2048: Stage-2 (Code2Wav) worker fails
  'could not broadcast input array from shape (66000,) into shape (65536,)' (a stage prompt over the stage's
  max_model_len, numpy's error inside vLLM's InputBatch); the reporter's own reading in the title: modify the default
  stage YAML.
- vllm-omni PR #2693 (fixes #2683): MiMo-Audio online serving, Stage-1 (code2wav) 'could not broadcast input array
  from shape (55656,) into shape (8192,)' in vLLM's gpu_input_batch.add_request; cause and fix from the PR (the online
  talker->code2wav processor did not truncate the flattened codes the way the offline example does).

How mined: the slice is close to mined out. 38 threads of this tracker were used before this round and the earlier
rounds' skip lists name some 90 more; nearly every search returned used or skip-listed threads first (#3135, #807,
#7555, #6843, #1842, #1144, #4427, #2170, #3571, #2238, #469, #276, #2968, #2859, #4840, #5162, #4475, #946, #6836,
#839, #1190, #236 ...). The issues corpus gives one chunk per thread per query, so for CI-failure threads (yenuo26's
buildkite pastes) the stored chunk very often stops inside the traceback before the error line, and the maintainers'
answers are rarely reachable.

Sources given up (for the lead, not cases):
- Error line not in the stored chunk: vllm-omni #2722 (Flux.2-dev on L4, 'Model loading out of memory'; the chunk
  stops in vllm/utils/mem_utils.py measure() -> torch.cuda.mem_get_info; cause documented in #2738 / PR #2739:
  Flux2Pipeline.__init__ moves the Mistral3 text encoder and VAE to the GPU even with --enable-cpu-offload, and loads
  them in fp32; PR #2723 moved the CI tests to H100) -- a GOOD candidate if its error line can be read; #2738 itself
  (bug report, no log stored); #1015 (Qwen3-TTS VoiceDesign 'Pydantic validation error when loading ModelConfig', chunk
  stops in omni_stage.py frames; possibly the Code2Wav max_model_len 65536 > derived 32768 mismatch fixed by PR #2508,
  not confirmed); PR #2508 (Qwen3-TTS Code2Wav 'ModelConfig max length validation' at start-up, described only, no
  error text); #2683 (the issue behind PR #2693, chunk is traceback frames only); #4537 (OmniGen2 cpu offload CI,
  chunk cut); #7697 (MiniMax-H3 FP8 quality test OOM, chunk stops in stage_runtime frames); #3676 (Qwen3-Omni
  multi-replica deploy + seed-tts bench, chunk stops at dump_input).
- No cause in the stored thread: vllm-omni #2030 (Qwen3-TTS-12Hz-0.6B-Base: with async_chunk off the Code2Wav stage
  refuses 'You passed 73424 input tokens ... the model's context length is only 32768 tokens'; vLLM's own message with
  clean numbers, open, no answer stored; related to #1944 'async_chunk=false path crashes (separate bug)' and to PR
  #6728 (Base sometimes never emits codec EOS)) -- a good candidate if an answer or fix PR is found.
- Usage / no vLLM error: vllm-omni #546 (Qwen-Image-Edit-2511 TP=2, answer 'we will add tp this month', no log),
  #602 (single-GPU Qwen3-Omni yaml, request-time 500s), #950 (flash_attn warning, screenshots), #1713 (performance),
  #1403 ('Invalid task type: voicedesign', vLLM-Omni's own error), #3176 (request validation in Qwen3-TTS), PR #2745
  (vLLM-Omni's own 'create_model_config() should not be called when stage_configs_path is set').
- Off the slice (not vLLM-Omni's tracker): OpenBMB/VoxCPM #338 (VoxCPM2 with --tensor-parallel-size 2 under --omni,
  the same 'DP adjusted local rank' family as #5003; the thread's answer was not reached).

Judgement calls for the lead:
1. vllm-omni-5003: kind ``vllm_check_failed`` (the assert is vLLM's own, in its GPU worker's init_device; no README row
   names it) and cause ``tp_over_gpus`` (a stage's tensor-parallel size 4 over the one GPU its ``devices`` gives it),
   read from PR #5742's root cause. The reporter's later traceback (turn 7) is in the excerpt as two stored chunks
   joined; the maintainer's reply between them is left out.
2. vllm-omni-1099 and vllm-omni-2693 carry numpy's 'could not broadcast input array from shape (N,) into shape (M,)'
   raised in vLLM's InputBatch (token_ids_cpu rows are max_model_len long), wrapped by 'Worker failed with error'. No
   README row names it and it is not one of vLLM's own raise texts, so kind is None; the cause is labelled
   ``prompt_exceeds_max_model_len`` (a stage's prompt, built by vLLM-Omni from the previous stage's output, longer than
   that stage's max_model_len), which is what both threads describe. Numbers are left {} (the shapes are the prompt and
   the stage's max_model_len; the lead may add prompt_len / max_model_len).
3. vllm-omni-1099 has no maintainer answer stored: its cause and fix are the reporter's (a vLLM-Omni CI tester's)
   own reading in the title ('Please modify the default yaml fil[e]', cut) and the numbers. vllm-omni-2693 is a fix PR,
   not a user's launch thread; its failure is a vLLM-Omni input-processor bug under the default deploy, at the edge of
   the slice (first request, not a wrong launch). Drop either if only user launch mistakes are wanted.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round692-blind")
case = BATCH.case

# ---------------------------------------- vllm-omni #5003: Qwen3-Omni, top-level --tensor-parallel-size 4 broadcast to single-GPU stages -> 'DP adjusted local rank 1 is out of bounds for 1 devices.'
case("vllm-omni-5003-qwen3-omni-tp4-broadcast-to-stage-1-one-device-local-rank-out-of-bounds",
     "https://github.com/vllm-project/vllm-omni/issues/5003",
     "[Bug]: Qwen3-Omni-30B-A3B-Instruct run with error `AssertionError: DP adjusted local rank 1 is out of bounds for 1 devices.`\n"
     "\n"
     "## cli\n"
     "```bash\n"
     "# run docker container\n"
     "docker run -itd --name qwen3-omni-30b-a3b-instruct \\\n"
     "    -v /data/model:/data/model \\\n"
     "    -e TZ=Asia/Shanghai \\\n"
     "    -e VLLM_DISABLE_COMPILE_CACHE=1 \\\n"
     "    --ipc=host \\\n"
     "    --network host \\\n"
     "    --shm-size 50G \\\n"
     "    --gpus all \\\n"
     "    --privileged \\\n"
     "    --cap-add=IPC_LOCK \\\n"
     "    --cap-add=SYS_ADMIN \\\n"
     "    --cap-add=SYS_NICE \\\n"
     "    --ulimit memlock=-1 \\\n"
     "    --ulimit stack=67108864 \\\n"
     "    --restart unless-stopped \\\n"
     "    --entrypoint /bin/bash \\\n"
     "    vllm/vllm-omni:v0.24.0\n"
     "\n"
     "\n"
     "# launch model: cmd 1\n"
     "vllm serve /data/model/Qwen3-Omni-30B-A3B-Instruct \\\n"
     "  --omni \\\n"
     "  --served-model-name qwen3-omni-30b-a3b-instruct \\\n"
     "  --enable-prefix-caching \\\n"
     "  --enable-prompt-tokens-details \\\n"
     "  --tensor-parallel-size 4 \\\n"
     "  --gpu-memory-utilization 0.9 \\\n"
     "  --trust-remote-code \\\n"
     "  --stage-overrides '{\n"
     "    \"0\": {\"tensor_parallel_size\": 4, \"devices\": \"0,1,2,3\", \"gpu_memory_utilization\": 0.8},\n"
     "    \"1\": {\"devices\": \"0\", \"gpu_memory_utilization\": 0.1},\n"
     "    \"2\": {\"devices\": \"1\", \"gpu_memory_utilization\": 0.1}\n"
     "  }' \\\n"
     "  --max-model-len 16384 \\\n"
     "  --host 0.0.0.0 \\\n"
     "  --port 8091\n"
     "\n"
     "# launch model: cmd 2\n"
     "vllm serve /data/model/Qwen3-Omni-30B-A3B-Instruct \\\n"
     "  --omni \\\n"
     "  --served-model-name qwen3-omni-30b-a3b-instruct \\\n"
     "  --enable-pr\n"
     "\n"
     "```bash\n"
     "(Worker pid=580) ERROR 07-10 15:50:31 [multiproc_executor.py:898]   File \"/usr/local/lib/python3.12/dist-packages/vllm/tracing/otel.py\", line 178, in sync_wrapper\n"
     "(Worker pid=580) ERROR 07-10 15:50:31 [multiproc_executor.py:898]     return func(*args, **kwargs)\n"
     "(Worker pid=580) ERROR 07-10 15:50:31 [multiproc_executor.py:898]            ^^^^^^^^^^^^^^^^^^^^^\n"
     "(Worker pid=580) ERROR 07-10 15:50:31 [multiproc_executor.py:898]   File \"/usr/local/lib/python3.12/dist-packages/vllm/v1/executor/multiproc_executor.py\", line 626, in __init__\n"
     "(Worker pid=580) ERROR 07-10 15:50:31 [multiproc_executor.py:898]     self.worker.init_device()\n"
     "(Worker pid=580) ERROR 07-10 15:50:31 [multiproc_executor.py:898]   File \"/usr/local/lib/python3.12/dist-packages/vllm/v1/worker/worker_base.py\", line 331, in init_device\n"
     "(Worker pid=580) ERROR 07-10 15:50:31 [multiproc_executor.py:898]     self.worker.init_device()  # type: ignore\n"
     "(Worker pid=580) ERROR 07-10 15:50:31 [multiproc_executor.py:898]     ^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(Worker pid=580) ERROR 07-10 15:50:31 [multiproc_executor.py:898]   File \"/usr/local/lib/python3.12/dist-packages/vllm/tracing/otel.py\", line 178, in sync_wrapper\n"
     "[...]\n"
     "(APIServer pid=255)   File \"/usr/local/lib/python3.12/dist-packages/vllm_omni/engine/async_omni_engine.py\", line 316, in __init__\n"
     "(APIServer pid=255)     self._wait_for_orchestrator_init(startup_future, startup_timeout)\n"
     "(APIServer pid=255)   File \"/usr/local/lib/python3.12/dist-packages/vllm_omni/engine/async_omni_engine.py\", line 481, in _wait_for_orchestrator_init\n"
     "(APIServer pid=255)     startup_future.result(\n"
     "(APIServer pid=255)   File \"/usr/lib/python3.12/concurrent/futures/_base.py\", line 456, in result\n"
     "(APIServer pid=255)     return self.__get_result()\n"
     "(APIServer pid=255)            ^^^^^^^^^^^^^^^^^^^\n"
     "(APIServer pid=255)   File \"/usr/lib/python3.12/concurrent/futures/_base.py\", line 401, in __get_result\n"
     "(APIServer pid=255)     raise self._exception\n"
     "(APIServer pid=255) RuntimeError: Orchestrator initialization failed: Engine core initialization failed. See root cause above. Failed core proc(s): {}\n"
     "\n"
     "```",
     "vllm_check_failed", {}, "tp_over_gpus",
     "Qwen3-Omni runs as three vLLM-Omni stages (thinker, talker, code2wav), each its own vLLM engine with its own "
     "devices. A top-level --tensor-parallel-size is a global stage field, so vLLM-Omni broadcast tensor_parallel_size "
     "4 to every stage; the --stage-overrides set tensor_parallel_size 4 and devices 0,1,2,3 for stage 0 but only "
     "devices '0' / '1' (one GPU each) for stages 1 and 2, which still inherited TP 4. The worker of rank 1 in a stage "
     "that sees one device fails vLLM's assert 'DP adjusted local rank 1 is out of bounds for 1 devices.' at "
     "init_device. vLLM-Omni's consistency check (count(devices) == tp*dp*pp) only ran on the --strategy-config path, "
     "so the mismatch was not caught earlier. A tensor-parallel size above the GPUs given to a stage, not memory.",
     "from the merged fix PR vllm-project/vllm-omni#5742 ('[Bugfix] Validate per-stage device layout before spawning "
     "workers (#5003)', ChoHee15, 2026-08-04): root cause as above; the fix re-runs check_device_layout in "
     "build_vllm_config so the mismatch is refused up front with a clear message. For the user: do not pass a "
     "top-level --tensor-parallel-size for a multi-stage --omni model; set tensor_parallel_size per stage in "
     "--stage-overrides (stage 0: 4 on devices 0,1,2,3; stages 1 and 2: 1 on their single device). A maintainer "
     "(amy-why-3459) also posted the correct per-stage device mapping in the thread.",
     release=None, gpu=None, gpus=None,
     command="vllm serve /data/model/Qwen3-Omni-30B-A3B-Instruct --omni --served-model-name qwen3-omni-30b-a3b-instruct "
             "--enable-prefix-caching --enable-prompt-tokens-details --tensor-parallel-size 4 --gpu-memory-utilization "
             "0.9 --trust-remote-code --stage-overrides '{\"0\": {\"tensor_parallel_size\": 4, \"devices\": \"0,1,2,3\", "
             "\"gpu_memory_utilization\": 0.8}, \"1\": {\"devices\": \"0\", \"gpu_memory_utilization\": 0.1}, \"2\": "
             "{\"devices\": \"1\", \"gpu_memory_utilization\": 0.1}}' --max-model-len 16384 --host 0.0.0.0 --port 8091",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"},
                {"flag": "--tensor-parallel-size", "above": 4}, {"flag": "--kv-cache-dtype"},
                {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title, the stored chunk of the description (it begins at '## cli' and is cut by the "
          "stored text inside 'cmd 2' after '--enable-pr'), then the reporter's later log (turn 7) as two stored "
          "chunks joined at '[...]' (the assertion line itself is not in the stored chunks; the title quotes it). "
          "The maintainer's reply with the correct mapping is left out. The image tag vllm/vllm-omni:v0.24.0 names "
          "vLLM-Omni 0.24.0; the vLLM version is not printed, so release is None. GPU model and count not stated "
          "('--gpus all'; at least 4 GPUs, devices 0-3).")

# ---------------------------------------- vllm-omni #1099: Qwen3-Omni async_chunk, talker max_tokens > 2048 -> Stage-2 'could not broadcast input array from shape (66000,) into shape (65536,)'
case("vllm-omni-1099-qwen3-omni-async-chunk-talker-max-tokens-code2wav-66000-over-65536",
     "https://github.com/vllm-project/vllm-omni/issues/1099",
     "[Bug]: Qwen3-omni, async_chunk: True, set talker max token > 2048, Worker failed with error 'could not broadcast input array from shape (66000,) into shape (65536,), Please modify the default yaml fil\n"
     "\n"
     "1.models and stage config:\n"
     "models:  Qwen3-Omni-30B-A3B-Instruct\n"
     "stage_config:\n"
     "```\n"
     "\n"
     "# Stage config for running Qwen3-Omni-MoE with 3-stage architecture\n"
     "# Stage 0: Thinker (multimodal understanding + text generation)\n"
     "# Stage 1: Talker (text embeddings -> 8-layer RVQ codec codes)\n"
     "# Stage 2: Code2Wav (8-layer RVQ codes -> audio waveform)\n"
     "\n"
     "# The following config has been verified on 2x H100-80G GPUs.\n"
     "stage_args:\n"
     "  - stage_id: 0\n"
     "    stage_type: llm  # Use llm stage type to launch OmniLLM\n"
     "    runtime:\n"
     "      devices: \"0\"\n"
     "      max_batch_size: 1\n"
     "    engine_args:\n"
     "      model_stage: thinker\n"
     "      model_arch: Qwen3OmniMoeForConditionalGeneration\n"
     "      worker_type: ar\n"
     "      scheduler_cls: vllm_omni.core.sched.omni_ar_scheduler.OmniARScheduler\n"
     "      gpu_memory_utilization: 0.9\n"
     "      enforce_eager: true\n"
     "      trust_remote_code: true\n"
     "      engine_output_type: latent  # Output hidden states for talker\n"
     "      distributed_executor_backend: \"mp\"\n"
     "      enable_prefix_caching: false\n"
     "      hf_config_name: thinker_config\n"
     "      tensor_parallel_size: 1\n"
     "    final_output: true\n"
     "    final_output_type: text\n"
     "    is_comprehension: true\n"
     "    default_sampling_params:\n"
     "      temperature: 0.4\n"
     "      top_p: 0.9\n"
     "      top_k:\n"
     "[...]\n"
     "```\n"
     "(Worker pid=38160) [Stage-2] ERROR 01-29 16:05:07 [multiproc_executor.py:822]     output = func(*args, **kwargs)\n"
     "(Worker pid=38160) [Stage-2] ERROR 01-29 16:05:07 [multiproc_executor.py:822]              ^^^^^^^^^^^^^^^^^^^^^\n"
     "(Worker pid=38160) [Stage-2] ERROR 01-29 16:05:07 [multiproc_executor.py:822]   File \"/workspace/.venv/lib/python3.12/site-packages/vllm/v1/worker/worker_base.py\", line 365, in execute_model\n"
     "(Worker pid=38160) [Stage-2] ERROR 01-29 16:05:07 [multiproc_executor.py:822]     return self.worker.execute_model(scheduler_output)\n"
     "(Worker pid=38160) [Stage-2] ERROR 01-29 16:05:07 [multiproc_executor.py:822]            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(Worker pid=38160) [Stage-2] ERROR 01-29 16:05:07 [multiproc_executor.py:822]   File \"/workspace/.venv/lib/python3.12/site-packages/torch/utils/_contextlib.py\", line 120, in decorate_context\n"
     "(Worker pid=38160) [Stage-2] ERROR 01-29 16:05:07 [multiproc_executor.py:822]     return func(*args, **kwargs)\n"
     "(Worker pid=38160) [Stage-2] ERROR 01-29 16:05:07 [multiproc_executor.py:822]            ^^^^^^^^^^^^^^^^^^^^^",
     None, {}, "prompt_exceeds_max_model_len",
     "Qwen3-Omni under vLLM-Omni with async_chunk: True and the talker stage's max_tokens raised above 2048: the "
     "talker's codec codes, flattened by vLLM-Omni into the Code2Wav stage's (Stage-2) prompt, reached 66000 ids, "
     "while the Code2Wav stage's engine was built by the default stage YAML with max_model_len 65536. vLLM's "
     "InputBatch holds each request's token ids in a row max_model_len long, so adding the 66000-id request failed "
     "with numpy's 'could not broadcast input array from shape (66000,) into shape (65536,)' in the Stage-2 worker "
     "(vLLM's own prompt-length check is not applied to vLLM-Omni's stage-to-stage prompts). A stage prompt over the "
     "stage's max_model_len set by the stage config, not memory or parallelism.",
     "no maintainer answer in the stored thread (open). The reporter (a vLLM-Omni CI tester) states the fix in the "
     "title: 'Please modify the default yaml fil[e]' -- i.e. give the Code2Wav stage (stage 2) a max_model_len large "
     "enough for the talker's max_tokens (or keep the talker's max_tokens at 2048 or below, where the default YAML "
     "works).",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--tensor-parallel-size"},
                {"flag": "--max-model-len", "at_most": 65536}, {"flag": "--kv-cache-dtype"}],
     note="Excerpt: the issue title as stored (cut at 'yaml fil'), then two stored chunks of the description joined "
          "at '[...]': the stage YAML (cut by the stored text at 'top_k:') and the Stage-2 worker's traceback frames "
          "(the stored chunk does not reach the final error line; the title quotes it). The YAML's comment 'verified "
          "on 2x H100-80G GPUs' is the bundled file's, not a statement of the reporter's machine, so gpu is None. "
          "Judgement calls 2 and 3.")

# ---------------------------------------- vllm-omni PR #2693 (fixes #2683): MiMo-Audio online serving, Stage-1 code2wav 'could not broadcast input array from shape (55656,) into shape (8192,)'
case("vllm-omni-2693-mimo-audio-online-code2wav-55656-into-8192-untruncated-talker-codes",
     "https://github.com/vllm-project/vllm-omni/pull/2693",
     "[Bug]:online_serving mimo_audio bug\n"
     "\n"
     "Stage-1 (`code2wav`) crashes with\n"
     "\n"
     "```\n"
     "ValueError: could not broadcast input array from shape (55656,) into shape (8192,)\n"
     "  at vllm/v1/worker/gpu_input_batch.py:342 in add_request\n"
     "```",
     None, {}, "prompt_exceeds_max_model_len",
     "MiMo-Audio served online by vLLM-Omni (stage 0 talker -> stage 1 code2wav): the online llm2code2wav stage input "
     "processor flattened the whole stage-0 talker output and handed it to stage 1 without a cap. Each talker frame "
     "expands to 36 ids, so ~1546 frames gave a 55656-id code2wav prompt, far over the code2wav stage's length (the "
     "deploy YAML's stage-1 max_model_len 18192, and the 8192-wide row of the engine's InputBatch), and vLLM's "
     "gpu_input_batch.add_request failed with numpy's broadcast error, killing the engine core. The offline example "
     "already truncated to MAX_CODE2WAV_TOKENS = 18192; the online path lacked that guard.",
     "from the merged PR vllm-project/vllm-omni#2693 ('[Bugfix] Truncate mimo-audio code2wav prompt to "
     "MAX_CODE2WAV_TOKENS', lishunyang12, fixes #2683): warn-and-truncate the code2wav prompt to MAX_CODE2WAV_TOKENS "
     "in the online stage input processor, as the offline end2end example does. For a user before the fix: shorter "
     "outputs (a lower talker max_tokens) keep the code2wav prompt within the stage's length.",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--tensor-parallel-size"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the title of the issue the PR fixes (#2683, whose stored chunk holds only worker traceback frames "
          "without the error line) and the crash block as the PR description quotes it (the PR's root-cause and "
          "fix paragraphs left out). A fix-PR case, not a user's launch thread; judgement calls 2 and 3. No vLLM "
          "version in the stored text (the April 2026 vLLM-Omni main branch).")

BATCH.write()
