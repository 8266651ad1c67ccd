"""Round-380 blind batch: RL and training frameworks that start vLLM as their rollout / generation engine and die at
its start (verl, OpenRLHF, TRL GRPO use_vllm, ms-swift, LLaMA-Factory, NeMo-RL, ROLL, AReaL, EasyR1, open-r1, unsloth
fast_inference): utilization next to training, KV cache too small, sleep mode, colocation, TP mismatch, version pins;
collected by helper wild380 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch":
"round380-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to
be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 50 of the 50 allowed (45 ``search`` corpus=issues, 2 ``search`` corpus=pages, 3 ``find_string``, 0
read_file / find_files / fetch; recounted from the session's calls at the end). **2 cases, well short of the 4-8
asked.** This slice is mined out for the issues corpus: round 357 and rounds 112/140/210/299 took or gave up most of
its threads, and the corpus answers any query carrying a vLLM error wording with vllm-project/vllm threads (nearly all
in USED_SOURCES.txt) whatever framework name the query carries; framework threads it does return are stored as their
first chunk, which usually stops in the launch script or the traceback head before vLLM's own error line. Neither case
has an author- or maintainer-confirmed fix in the reachable text (said so in fix_that_worked).

Sources given up (for the lead, not cases):
- Already used (grep -F in USED_SOURCES.txt): vllm-ascend #556 (camem allocator not available under an RL colocate
  LLM(..., enable_sleep_mode=True); fix COMPILE_CUSTOM_KERNELS=1 + reinstall), verl #4202, #189, #7624 / PR #7626 /
  PR #7632 / PR #259, verl #649, OpenRLHF #336, PR #702, #922, trl #2826, #3304, pull #3310, LlamaFactory #7234,
  #7428, #6047, ms-swift #3739, cosmos-rl #640, NeMo-RL #259, rl-swarm #13 / #118 / #314, TinyZero #88 / #115, pat-jj/s3
  #10, bonito #22 / #7, kvcached #29 / #110, vllm #27508, #25837, #20305, #23192, #7028, #12572, PR #21522,
  DeepSeek-V2 #83, QwenLM/Qwen3 #12 / #295, MIV-XJTU/FSDrive #21, THU-KEG/AdaptThink #1, intel-arc cookbook #4.
- Error line not in any stored chunk (title, launch script or traceback head only): verl #245 (GRPO Qwen2-7B XFORMERS,
  chunk stops in the Hydra overrides), verl #666 (AMD ROCm vLLM 0.7.3 'Sleep mode is not supported', chunk stops at
  create_engine_config; 2 look-ups), TinyZero #111 ('vllm version 0.8.5.post1 not supported' only in the title and a
  screenshot; the Ray worker saw a different vLLM than the shell's 0.6.3; 2 look-ups, no fix stored), trl #2816
  ('is_async_output_supported is not implemented' with GRPO use_vllm on vLLM 0.7.2: the description chunk stops before
  the NotImplementedError line; a commenter's fix 'pip install vllm==0.7.1' IS stored -- a good case if the lead can
  reach the rest of turn 0; 3 look-ups), trl #2698 (GRPO + LoRA + vLLM 0.7.0 on a T4: env dump only), unsloth #2298
  (given up before as well), ms-swift #4594 (given up before; the comment chunk with vllm_gpu_memory_utilization 0.1
  also stops before the error), ms-swift #6741 (PaddleOCR-VL swift rollout: description empty), agentica-project/
  verl-pipeline #3 (TP>1 rollout: script only), OpenRLHF #866 (RayWorkerWrapper init_worker 'INTERNAL ASSERT FAILED at
  CUDAContext.cpp:49': launch script only), OpenRLHF PR #536 / #524 (ROCR_VISIBLE_DEVICES on AMD without
  RAY_EXPERIMENTAL_NOSET_ROCR_VISIBLE_DEVICES: traceback head only), OpenRLHF #667 (image), rllm-org/rllm #147 (DeepSWE
  'has 0 actors, but vllm_dp_size 2 * vllm_tp_size 4': only the 'Engine core initialization failed. See root cause
  above' tail is stored, not the root cause), BytedTsinghua-SIA/MemAgent #23 (cannot import vLLMAsyncRollout:
  traceback cut before the ImportError line), vllm-ascend #4503 (ms-swift DP start on NPU: engine config line only),
  vllm #14535 (cuda fork re-init with TP 8: error only in the title), open-r1 #475 (GRPO OOM with
  vllm_gpu_memory_utilization 0.7 on Qwen2.5-7B: the stored chunk is the recipe YAML only).
- Not a start-up failure / not vLLM's text: verl #224 (host RAM with 8 rollout processes), EasyR1 #260 / #156 / #159
  and NoisyRollout #4 (host-RAM OOM during training), lmm-r1 #43 (wake_up OOM mid-run, also given up before),
  vllm-ascend #977 (sleep mode not freeing NPU memory, mid-run), ms-swift #5592 (swift's own check), ms-swift #6636
  (sleep + expandable segments on NPU, no log), OpenRLHF #792 (feature request), EasyR1 PR #1 (no log), gensyn
  rl-swarm #90 (given up before), wyf3/llm_related #29 (the bare message, no context or answer).
- Off-slice (not an RL/training framework) though usable: vllm #13405 (Qwen2.5-VL on vLLM 0.7.2
  is_async_output_supported NotImplementedError, traceback stored, no fix seen), liunian-Jay/MU-GOT #2 (cuda fork
  re-init with TP 4, no fix stored), vllm #19023 / #7768 (utilization questions, no failure).
- AI-written digest skipped: blog.gitcode.com page on TRL GRPO + vLLM 0.7.2 (it only retells trl #2816).

Judgement calls for the lead:
1. vllm #18975 quotes vLLM's assertion 'Sleep mode can only be used for one instance per process.' (raised in the GPU
   worker when a second sleep-mode engine loads weights into the process-wide CuMem pool). There is no label for it; I
   took kind and cause vllm_check_failed (vLLM's own guard refusing the configuration). Say if you would rather have a
   new kind (e.g. sleep_mode_single_instance). The thread is a feature request with no fix.
2. unsloth #4541's message is Unsloth's wrapper text around vLLM's FlashInfer JIT failure ('FlashInfer failed to
   JIT-compile: ninja (build tool) not found'), not vLLM's own wording. Labelled triton_compiler_missing for kind and
   cause, as the earlier ninja-not-on-PATH cases (kserve #4565, ms-swift #7100, worldpack, hrm-text) were.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round380-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- unsloth #4541: fast_inference gpt-oss-20b on a Kaggle H100 -> FlashInfer JIT, ninja not found
case("unsloth-4541-fast-inference-gpt-oss-20b-kaggle-h100-flashinfer-jit-ninja-not-found",
     "https://github.com/unslothai/unsloth/issues/4541",
     "from unsloth import FastLanguageModel\n"
     "(model, tokenizer) = FastLanguageModel.from_pretrained(\n"
     "    model_name = \"unsloth/gpt-oss-20b\",\n"
     "    max_seq_length = 2048,\n"
     "    load_in_4bit = True,\n"
     "    offload_embedding = True,\n"
     "    fast_inference = True,\n"
     ")\n"
     "\n"
     "RuntimeError: FlashInfer failed to JIT-compile: ninja (build tool) not found.\n"
     "Fix options:\n"
     "  1. Install ninja: pip install ninja\n"
     "  2. Disable FlashInfer: set environment variable UNSLOTH_VLLM_NO_FLASHINFER=1\n"
     "     e.g. import os; os.environ['UNSLOTH_VLLM_NO_FLASHINFER'] = '1'  # before importing unsloth",
     "triton_compiler_missing", {}, "triton_compiler_missing",
     "Unsloth's fast_inference=True starts an in-process vLLM 0.18.0 engine for unsloth/gpt-oss-20b on a Kaggle "
     "H100; vLLM's FlashInfer path needs to JIT-compile kernels and the JIT could not find the ninja build tool on "
     "the kernel's PATH (the author says the ninja Python package is installed, so the binary is not where the "
     "subprocess looks). A build-toolchain / environment problem at engine start, not memory or parallelism.",
     "no confirmed fix in the stored text (the issue is open; only the description is stored). The message itself "
     "offers the two ways out: make the ninja binary reachable (pip install ninja into the same environment and have "
     "its bin directory on PATH) or skip FlashInfer with UNSLOTH_VLLM_NO_FLASHINFER=1; the author reports the second "
     "gave 'a different error message' (not pasted)",
     release="vllm 0.18.0 (unsloth 2026.3.10, unsloth_zoo 2026.3.4, trl 0.24.0, transformers 4.57.6, torch "
             "2.10.0+cu128)",
     gpu="NVIDIA H100 (Kaggle notebook)", gpus=1,
     command="FastLanguageModel.from_pretrained(model_name=\"unsloth/gpt-oss-20b\", max_seq_length=2048, "
             "load_in_4bit=True, offload_embedding=True, fast_inference=True)",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs"}],
     note="Excerpt: the author's from_pretrained call and the error text as the issue body quotes them (the "
          "message is Unsloth's wrapper around vLLM's FlashInfer JIT failure; no traceback was pasted, and a "
          "screenshot after it is an image). Labelled like the earlier ninja-not-on-PATH cases "
          "(triton_compiler_missing for kind and cause).")

# ---------------------------------------- vllm #18975: two sleep-mode LLM engines in one RL process -> assertion at the second engine
case("vllm-18975-rl-two-rollout-engines-one-process-sleep-mode-one-instance-assert",
     "https://github.com/vllm-project/vllm/issues/18975",
     "For vLLM verison > 0.7, when creating multiple LLM engines on the same process with sleep mode enabled, the "
     "following assertion error will be triggered: \n"
     "`AssertionError: Sleep mode can only be used for one instance per process.`\n"
     "This assertion appears in both v1/non-v1 engines, i.e., both `vllm/v1/worker/gpu_worker.py` and "
     "`vllm/worker/gpu_worker.py`.\n"
     "\n"
     "This feature is particularly useful for RL training with multiple rollout engines as different roles.",
     "vllm_check_failed", {}, "vllm_check_failed",
     "An RL training setup creates more than one vllm.LLM engine (rollout engines for different roles) inside the "
     "same Python process, each with enable_sleep_mode=True. vLLM's sleep mode uses one process-wide CuMem allocator "
     "pool, and its GPU worker asserts that only one sleep-mode instance exists per process, so the second engine "
     "dies at worker start. A design limit of vLLM hit by the RL framework's engine layout, not memory or TP.",
     "none in the thread: it is a feature request, later closed as stale; three commenters report the same wall "
     "(2025-06 to 2025-09) with no workaround posted. From the assertion: keep at most one sleep-mode engine per "
     "process (give each rollout engine its own process / Ray actor, or enable sleep mode on only one of them)",
     release="vLLM > 0.7 (both V0 and V1 workers, per the report)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs"},
                       {"flag": "--enforce-eager"}],
     note="Excerpt: the issue description's own text quoting the assertion (no traceback was pasted; the "
          "description names the two files it comes from). The last sentence is the author's motivation, kept "
          "because it says where the engines come from. The thread's comments are only 'same here'.")

if __name__ == "__main__":
    BATCH.write()
