"""Round-566 blind batch: MULTIMODAL and ENCODER-side vLLM start-up failures (processor set-up, multimodal profiling,
the multimodal preprocessor-cache options), any tracker; collected by helper wild566 and NOT graded by the collector
-> tests/golden/wild/<id>.json, each marked ``"batch": "round566-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 27 of the 35 allowed, all ``search`` corpus=issues. 3 cases: verl #1469 (verl's rollout passes
disable_mm_preprocessor_cache=True to a text-only model on a vLLM that refuses it), vllm #22900 (the
--disable-mm-preprocessor-cache flag turned into one that expects a value), vllm #20855 (Qwen2.5-Omni thinker's HF
processor refuses the fast Qwen2 VL image processor during the V0 dummy run). Every source was checked with grep -F
against /work/coord/USED_SOURCES.txt and against the earlier rounds' skip lists before it was spent on.

The slice is heavily mined: most multimodal start-up threads the searches returned were already used or named in
earlier skip lists (encoder-cache size, limit_mm_per_prompt on text models, max_pixels, MiniCPM-o/-V processor
attributes, Qwen2-Audio, Whisper, Phi-4-MM, GLM-4.xV video dummy data, InternVL HF format).

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): 1CatAI/1Cat-vLLM #631; zai-org/GLM-V #204; zai-org/GLM-OCR #67; vllm #15614,
  #17801, #20671, #16570, #11842, #15676, #15469, #14506; OpenBMB/MiniCPM-V #974; OpenSQZ/MiniCPM-V-CookBook #72;
  intel/llm-scaler #420; vllm-project/llm-compressor #1305.
- Named in earlier rounds' skip lists (not re-opened): vllm #50706, #7718, #34040, #34209, #39408, #27992, #27198,
  #12820, #12813, #11762, #30285, #12072, #12168, #15788, #16569, #19733, #15802, #38459; zai-org/GLM-OCR #157;
  eugr/spark-vllm-docker #386; OpenBMB/MiniCPM-V #794, #950; vllm-ascend #5349, #1963; vllm-omni #3308;
  stepfun-ai/Step3-VL-10B #11.
- Error line not in the stored chunk: intel/llm-scaler #396 (Qwen2-VL-family model on B70 with
  llm-scaler-vllm:0.14.0-b8.2.1, traceback stops in qwen2_vl.py get_mm_max_tokens_per_item before the error line;
  probably the same 'Qwen2VLImageProcessor' object has no attribute 'max_pixels' as the used #420); vllm #16590
  (Gemma3-27B TP2, profile_run traceback, no error line, open); vllm #22497 (GGUF Gemma3, dummy mm inputs, error
  not reached, stale); vllm #16589 (Whisper 'requires multi-cpu for profiling', chunk stops in the args);
  intel/llm-scaler #142 (Qwen-Audio-Chat on B60, chunk stops at model loading); vllm #55051 / #55052 (mm_encoder_only
  conversion, collect_env only).
- Not a start-up failure: vllm #13969 (fps vs video_grid_thw at request time), QwenLM/Qwen3-VL #1770 and #1645
  (video requests), microsoft/VibeVoice #242 (ASR request), vllm #47738 (scheduling loop), vllm #34112 (bench stuck),
  vllm #13143 (a warning that max_pixels is ignored).
- Screenshot only / no log: QwenLM/Qwen2.5-Omni #333 (same error as vllm #20855 in its title; its comment is the only
  fix found for that error, cited in the #20855 case); verl #1923 (same error as verl #1469 in its title, stored body is
  the config dump; the twin of the case, not made a second case).

Judgement calls for the lead:
1. verl-1469: kind vllm_check_failed as the earlier '... is only supported for multimodal models' fixtures
   (limit_mm_per_prompt form); cause vllm_check_failed like kimi-vl-15 -- but the root is the training framework's
   default (verl passing disable_mm_preprocessor_cache=True for every model) meeting a vLLM that started refusing it,
   so dependency_version_mismatch is a defensible alternative. The fix is verl PR #2068 (default False / move it into
   engine_kwargs); the excerpt is vadimkantorov's comment on vLLM nightly (May 2025).
2. vllm-22900: argparse's 'expected one argument' for a flag that used to be a boolean switch; kind vllm_check_failed
   (as other argparse refusals), cause release_regression (the arg-parsing refactor; the reporter thanks a maintainer
   for fixing it; the fixing PR is not named in the stored text). The lead may prefer vllm_check_failed as cause.
3. vllm-20855: the final error line is only in the issue title (the stored chunk of turn 5 shows the traceback through
   the V0 worker's _dummy_run -> get_max_multimodal_tokens -> qwen2_5_omni_thinker._call_hf_processor, then the dummy
   image array). The vLLM thread (open, stale) reaches no fix; the fix is from QwenLM/Qwen2.5-Omni #333 (a commenter:
   downgrading transformers to 4.52.3 solved it) and HabanaAI/vllm-fork PR #1524 ('The latest transformers version has
   conflict with omni models. Fix it to 4.52.4'). kind/cause dependency_version_mismatch as the earlier
   '... was expected' and "multiple values for argument 'image_processor'" fixtures.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round566-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- verl #1469: verl GRPO with vLLM nightly -> disable_mm_preprocessor_cache only for multimodal models
case("verl-1469-grpo-vllm-nightly-text-model-disable-mm-preprocessor-cache-not-multimodal",
     "https://github.com/verl-project/verl/issues/1469",
     "# Does the GRPO/DAPO training support vllm >= 0.8.5?\n"
     "\n"
     "vadimkantorov · comment · 2025-05-12\n"
     "With vllm nightly and GRPO training script after fixing hydra errors: "
     "https://github.com/volcengine/verl/issues/1080#issuecomment-2871883446, I'm getting:\n"
     "\n"
     "``` \n"
     "(TaskRunner pid=79449)   File \"/home/inferencerbig/.local/lib/python3.10/site-packages/vllm/config.py\", line "
     "557, in __post_init__                          (TaskRunner pid=79449)     self.multimodal_config = "
     "self._init_multimodal_config()\n"
     "(TaskRunner pid=79449)   File \"/home/inferencerbig/.local/lib/python3.10/site-packages/vllm/config.py\", line "
     "632, in _init_multimodal_config                (TaskRunner pid=79449)     raise ValueError(\"`disable_mm_"
     "preprocessor_cache` is only \"\n"
     "(TaskRunner pid=79449) ValueError: `disable_mm_preprocessor_cache` is only supported for multimodal models.\n"
     "(TaskRunner pid=79449) Unhandled error (suppress with 'RAY_IGNORE_UNHANDLED_ERRORS=1'): "
     "ray::WorkerDict.actor_rollout_init_model() (pid=80437, ip=10.0.0.57$ actor_id=f8a089429a960a6452244ceb01000000, "
     "repr=<verl.single_controller.ray.base.WorkerDict object at 0x7f5fa9ca0280>)\n"
     "(TaskRunner pid=79449)   File \"/mnt/fs/verl/verl/single_controller/ray/base.py\", line 466, in func\n"
     "(TaskRunner pid=79449)     return getattr(self.worker_dict[key], name)(*args, **kwargs)\n"
     "(TaskRunner pid=79449)   File \"/mnt/fs/verl/verl/single_controller/base/decorator.py\", line 501, in inner",
     "vllm_check_failed", {}, "vllm_check_failed",
     "verl's vLLM rollout builds the engine with disable_mm_preprocessor_cache=True for every model; the newer vLLM "
     "(nightly of May 2025, released as 0.9.0) refuses that option for a non-multimodal (text-only) model in "
     "ModelConfig._init_multimodal_config, so the rollout worker's engine never starts for the GRPO text model.",
     "verl PR #2068 (yyDing1): 'disable_mm_preprocessor_cache=True only works for VLM, and will cause errors for "
     "non-VLM models' -- stop forcing it (default False, passed through vllm engine_kwargs only when wanted).",
     release="vLLM nightly (May 2025)", forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="The error as shown in a comment of a wider verl thread; the cause and fix are in verl PR #2068, which links "
          "the twin issue verl #1923 (same error in its title).")

# ---------------------------------------- vllm #22900: --disable-mm-preprocessor-cache now expects an argument
case("vllm-22900-disable-mm-preprocessor-cache-expected-one-argument-argparse-change",
     "https://github.com/vllm-project/vllm/issues/22900",
     "# `--disable-mm-preprocessor-cache` now expects argument\n"
     "\n"
     "Godricly · description · 2025-08-14\n"
     "`api_server.py: error: argument --disable-mm-preprocessor-cache: expected one argument`\n"
     "\n"
     "The latest arg parsing changed how this argument is processed.\n"
     "\n"
     "https://github.com/vllm-project/vllm/blob/7c3a0741c67007dd759f52d07f7aca854628b81b/vllm/engine/arg_utils.py"
     "#L713-L715",
     "vllm_check_failed", {}, "release_regression",
     "A change to vLLM's argument parsing (arg_utils.py, August 2025 main) turned --disable-mm-preprocessor-cache "
     "from a bare boolean switch into an option that takes a value, so the launch with the plain flag was refused by "
     "argparse before the server started.",
     "Fixed on vLLM's side (the reporter thanks the maintainers for fixing it the next day; the PR is not named in "
     "the stored text); meanwhile the flag can be given a value or dropped.",
     release="not stated (main, August 2025)", forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Title and description only; no launch command beyond the flag is stored.")

# ---------------------------------------- vllm #20855: Qwen2.5-Omni thinker, HF processor refuses Qwen2VLImageProcessorFast in the dummy run
case("vllm-20855-qwen25-omni-thinker-dummy-run-qwen2vlimageprocessorfast-expected-slow",
     "https://github.com/vllm-project/vllm/issues/20855",
     "# [Bug]: Received a Qwen2VLImageProcessorFast for argument image_processor, but a Qwen2VLImageProcessor was "
     "expected\n"
     "\n"
     "[turn 5 by arpitgupta14, continued]\n"
     "```\n"
     "#033[1;36m(VllmWorkerProcess pid=382)#033[0;0m ERROR 07-15 08:09:04 [multiproc_worker_utils.py:239]   File "
     "\"/usr/local/lib/python3.12/dist-packages/vllm/worker/model_runner.py\", line 1359, in _dummy_run#015\n"
     "#033[1;36m(VllmWorkerProcess pid=382)#033[0;0m ERROR 07-15 08:09:04 [multiproc_worker_utils.py:239]     "
     "max_mm_tokens = self.mm_registry.get_max_multimodal_tokens(#015\n"
     "#033[1;36m(VllmWorkerProcess pid=382)#033[0;0m ERROR 07-15 08:09:04 [multiproc_worker_utils.py:239]             "
     "        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^#015\n"
     "#033[1;36m(VllmWorkerProcess pid=382)#033[0;0m ERROR 07-15 08:09:04 [multiproc_worker_utils.py:239]   File "
     "\"/usr/local/lib/python3.12/dist-packages/vllm/multimodal/registry.py\", line 183, in "
     "get_max_multimodal_tokens#015\n"
     "#033[1;36m(VllmWorkerProcess pid=382)#033[0;0m ERROR 07-15 08:09:04 [multiproc_worker_utils.py:239]     return "
     "sum(self.get_max_tokens_by_modality(model_config).values())#015\n"
     "#033[1;36m(VllmWorkerProcess pid=382)#033[0;0m ERROR 07-15 08:09:04 [multiproc_worker_utils.py:239]            "
     "    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^#015\n"
     "...\n"
     "#033[1;36m(VllmWorkerProcess pid=382)#033[0;0m ERROR 07-15 08:09:04 [multiproc_worker_utils.py:239]   File "
     "\"/usr/local/lib/python3.12/dist-packages/vllm/model_executor/models/qwen2_5_omni_thinker.py\", line 257, in "
     "_call_hf_processor#015\n"
     "#033[1;36m(VllmWorkerProcess pid=382)#033[0;0m ERROR 07-15 08:09:04 [multiproc_worker_utils.py:239]     "
     "hf_inputs = super()._call_hf_processor(#015\n"
     "#033[1;36m(VllmWorkerProcess pid=382)#033[0;0m ERROR 07-15 08:09:04 [multiproc_worker_utils.py:239]             "
     "    ^^^^^^^^^^^^^^^^^^^^^^^^^^^#015\n"
     "#033[1;36m(VllmWorkerProcess pid=382)#033[0;0m ERROR 07-15 08:09:04 [multiproc_worker_utils.py:239]   File "
     "\"/usr/local/lib/python3.12/dist-packages/vllm/multimodal/processing.py\", line 1254, in _call_hf_processor#015\n"
     "#033[1;36m(VllmWorkerProcess pid=382)#033[0;0m ERROR 07-15 08:09:04 [multiproc_worker_utils.py:239]     return "
     "self.info.ctx.call_hf_processor(#015\n"
     "#033[1;36m(VllmWorkerProcess pid=382)#033[0;0m ERROR 07-15 08:09:04 [multiproc_worker_utils.py:239]          "
     "[255, 255, 255],#015\n"
     "#033[1;36m(VllmWorkerProcess pid=382)#033[0;0m ERROR 07-15 08:09:04 [multiproc_worker_utils.py:239]          "
     "[255, 255, 255]],#015",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "Serving Qwen2.5-Omni (thinker) on a V0 multi-process vLLM of July 2025 with a newer transformers (4.53.x): "
     "during the start-up dummy run vLLM calls the HF Qwen2.5-Omni processor on a dummy image, and the transformers "
     "of that release hands it a Qwen2VLImageProcessorFast where the processor class still declares "
     "Qwen2VLImageProcessor, so the processor refuses it and the worker dies before the KV cache is sized.",
     "No fix in the vLLM thread (open, stale). In QwenLM/Qwen2.5-Omni #333 (same error) a commenter fixed it by "
     "downgrading transformers to 4.52.3; HabanaAI/vllm-fork PR #1524 pins transformers 4.52.4 because 'the latest "
     "transformers version has conflict with omni models'.",
     release="not stated (V0 engine, July 2025)", forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="The error's final line is only in the issue title; the stored comment's traceback (V0 _dummy_run -> "
          "get_max_multimodal_tokens -> qwen2_5_omni_thinker._call_hf_processor) and the dummy image dump are shown "
          "as two stored fragments joined by '...'.")

BATCH.write()
