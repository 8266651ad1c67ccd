"""Round-137 blind batch: speculative-decoding (EAGLE/EAGLE-3, MTP, DSpark, draft-model, n-gram, Medusa) and LoRA
launches that die at start-up, collected by helper wild137 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round137-blind"``; the lead grades it once
(``python tests/wild_grade.py round137``). A HELD-OUT measurement: graded once, on the final code, and nothing is to be
fitted on it. Cases were taken in the order the searches returned them, not picked to be hard or easy.

Same rules as tools/wild_cases_round11.py and rounds 19-136: the collector did not run ``kvroom explain``,
tests/wild_grade.py or the test suite on these excerpts, and did not read kvroom's source (src/, tests/*.py) to choose
them; every expectation (kind, printed numbers, cause, fixes that would be wrong for that user) was written from the
thread only. Excerpts are the text as the search tool's stored copy of the thread shows it (a stored thread is a window
of it, not the whole page); where lines in between were dropped the excerpt shows ``...`` and the note says so; the fix
lines are left out of the excerpts (they are in fix_that_worked).

Sources: the search tool's issues corpus (all cases; vLLM's tracker, vllm-ascend, the wtdcode/vllm-backport fork,
Tencent/AngelSlim (EAGLE-3 publisher), hiyouga/LlamaFactory, basetenlabs/truss) and the pages corpus (no case).
55 look-ups: 54 ``search`` (51 issues corpus, 3 pages corpus) and 1 ``read_file`` (voipmonitor/rtx6kpro
optimization/speculative-decoding.md: runtime crashes and SGLang notes only, no case); no find_string, find_files,
find_repos or fetch. **10 cases, 2 of them memory failures: short of the half asked.** The memory side of this slice is
mined out in the stored corpus: the spec-decode / LoRA memory threads the searches return were fixtures, in
USED_SOURCES.txt or named skips of other rounds (vllm#8073, #9995, #8731, #22624, #9542, #15039, #29049, PR#13221's
request-time OOM, SergiioB b70#4, club-3090, zenn/airelien MTP pages), or had no printed error in the stored window (vllm#9378
enable_lora on 8 GPUs, #49475 gemma-4 dspark OOM whose stored turn is another model's frames, vllm-ascend#15467 MTP +
Mooncake capacity, #5193 LoRA + CUDA graphs in prose only). Not padded with weaker memory threads.

Every url and bare thread number was checked against /work/coord/USED_SOURCES.txt (url, issues/N, pull/N,
discussions/N, #N), the fixtures' names, and the round files on every wild* branch (a thread another round named as
used or skipped was not taken: vllm#8073, #9995, #8416, #10483, #26328, #21986, #5302, #25125, #28919, #52435,
#9542, #15039, #32599, #41456, #49011, unsloth#2097, ms-swift#4221, SergiioB/intel-arc-pro-b70#4).

Judgement calls for the lead (each case's ``note`` says more):
1. Memory kinds: vllm-backport#24 (DSpark on DeepSeek-V4-Flash, 4x A800) is labelled oom_loading with cause
   oom_unknown_phase: torch's figures only, no phase line, PyTorch's 68.35 GiB well above the ~39 GiB of weights per
   GPU (so loaded; profiling / graph capture are the likely real phases). vllm#53887 (MTP's second vocab embedding,
   27B INT4 on a 3090) is oom_loading / weights_do_not_fit, like the fixture airelien-...-2.37gib
   (weights_exceed_budget the alternative).
2. No exact kind for six of vLLM's own refusals, so ``vllm_check_failed`` (kind and cause): draft_model + M-RoPE
   (vllm-ascend#14666), the Ray GPU executor's spec-decode assert (vllm#4358), V1's draft-model NotImplementedError and
   the CPU runner's 'spec decode is not supported.' (vllm#28384, two launches quoted in one feature request, taken as
   two cases), LoRAConfig's allowed max_lora_rank values (truss PR#1752), 'LoRA rank 32 is greater than max_lora_rank
   16.' (LlamaFactory#9512), SpeculativeConfig's missing num_speculative_tokens (vllm PR#20375).
3. AngelSlim#15: transformers' 'Cannot find model module. X is not a registered model' is labelled
   architecture_unsupported (README's row), but X ('EagleLlamaForCausalLMEagle3') is a name vLLM built from method
   'eagle' + an EAGLE-3 head; no release adds it (model_inspection_failed / vllm_check_failed the alternatives).
4. Thin evidence (the message is conclusive, little around it): vllm#4358 (error quoted in prose, no answer stored),
   both vllm#28384 cases (no command), LlamaFactory#9512 (two log lines and the reporter's fix).
5. Not a plain user's server start: truss PR#1752 (a framework's PR quoting its deploys' vLLM traceback), vllm
   PR#20375 (a maintainer running the released docs' EAGLE example), LlamaFactory#9512 (a batch-inference script whose
   engine dies on the adapter's first load).
6. vllm-backport#24: the fork numbers itself 'v0.5.0'; the stored log (4 workers) matches the TP-4 command; the
   reporter's working command changed utilization (0.90 -> 0.80) and also TP and length, so only the utilization step
   is taken as the fix; --max-model-len is forbidden (the failing launch used 1024).
7. Skipped, and why: error text not in the stored window (speculators#149 Qwen3-32B EAGLE-3 'RuntimeError like
   below', vllm#21797, #16883 (slow, not a crash), #33364, #6768 Medusa usage, #25760, LlamaFactory#6845); runtime /
   request-time failures, not start-up (vllm#13722, #20364, #37035, #40756, #9280, vllm-ascend#2034, #21500,
   intel/llm-scaler#386, club-3090#613); the same thread content as a fixture under another url (intel-xpu#7322 =
   #7166); no command or context beyond one quoted line and no answer (vllm#12901 'Speculative decoding is not yet
   supported on VLLM V1'); not vLLM (SGLang, TensorRT-LLM, llama.cpp, rtp-llm, Medusa/EAGLE training repos).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round137-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]

# ------------------------------------------------------------------ memory: DSpark spec decode, DeepSeek-V4-Flash, 4x A800
case("vllm-backport-24-dsv4-flash-dspark-a800-tp4-oom-2.96",
     "https://github.com/wtdcode/vllm-backport/issues/24",
     "* **GPU:** 8 × NVIDIA A800 80GB\n"
     "* **vLLM version:** `v0.5.0`\n"
     "* **Driver:** `575.57.08`\n"
     "* **CUDA:** `12.9`\n"
     "...\n"
     "CUDA_VISIBLE_DEVICES=4,5,6,7 vllm serve ./DeepSeek-V4-Flash-0731/ \\\n"
     "  --tensor-parallel-size 4 \\\n"
     "  --max-model-len 1024 \\\n"
     "  --kv-cache-dtype fp8_ds_mla \\\n"
     "  --trust-remote-code \\\n"
     "  --compilation-config '{\"cudagraph_mode\":\"PIECEWISE\"}' \\\n"
     "  --enable-auto-tool-choice \\\n"
     "  --tool-call-parser deepseek_v4 \\\n"
     "  --host 0.0.0.0 \\\n"
     "  --port 8000 \\\n"
     "  --hf-overrides '{\"head_dtype\": \"float32\"}' \\\n"
     "  --gpu-memory-utilization 0.90 \\\n"
     "  --speculative-config '{\"method\":\"dspark\",\"num_speculative_tokens\":5}' \\\n"
     "  --enable-prefix-caching \\\n"
     "  --enable-chunked-prefill\n"
     "...\n"
     "(Worker_TP0 pid=162485) WARNING 08-14 16:06:01 [vllm.py:1757] max_num_scheduled_tokens is set to 4096 based on "
     "the speculative decoding settings. This may lead to suboptimal performance. Consider increasing "
     "max_num_batched_tokens to accommodate the additional draft token slots, or decrease num_speculative_tokens or "
     "max_num_seqs.\n"
     "(Worker_TP0 pid=162485) WARNING 08-14 16:06:01 [vllm.py:2267] Model Runner V2 does not yet support the "
     "thinking_token_budget request parameter. Set VLLM_USE_V2_MODEL_RUNNER=0 if this is required.\n"
     "(Worker_TP0 pid=162485) INFO 08-14 16:06:01 [compilation.py:329] Enabled custom fusions: norm_quant, act_quant\n"
     "(Worker_TP3 pid=162488) INFO 08-14 16:06:01 [eagle3_utils.py:28] Using Eagle3 auxiliary layers from config: "
     "(41, 42, 43)\n"
     "(Worker_TP0 pid=162485) INFO 08-14 16:06:02 [weight_utils.py:867] Filesystem type for checkpoints: XFS. "
     "Checkpoint size: 155.43 GiB. Availabl\n"
     "...\n"
     "(EngineCore pid=162129) ERROR 08-14 16:06:55 [core.py:1349] RuntimeError: Worker failed with error 'CUDA out of "
     "memory. Tried to allocate 2.96 GiB. GPU 0 has a total capacity of 79.25 GiB of which 1.16 GiB is free. "
     "Including non-PyTorch memory, this process has 78.08 GiB memory in use. Of the allocated memory 68.35 GiB is "
     "allocated by PyTorch, with 69.34 MiB allocated in private pools (e.g., CUDA Graphs), and 4.37 GiB is reserved "
     "by PyTorch but unallocated. If reserved but unallocated memory is large try setting "
     "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory "
     "Management  (https://docs.pytorch.org/docs/stable/notes/cuda.html#optimizing-memory-usage-with-pytorch-cuda-"
     "alloc-conf)', please check the stack trace above for the root cause\n"
     "(EngineCore pid=162129) ERROR 08-14 16:07:03 [multiproc_executor.py:295] Worker proc VllmWorker-2 died "
     "unexpectedly (exit code: None), shutting down executor.\n"
     "(EngineCore pid=162129) INFO 08-14 16:07:03 [multiproc_executor.py:440] [shutdown] Executor: waiting for "
     "worker exit count=4",
     "oom_loading",
     {"tried_gib": 2.96, "total_gib": 79.25, "free_gib": 1.16, "tensor_parallel_size": 4, "max_model_len": 1024,
      "gpu_memory_utilization": 0.9},
     "oom_unknown_phase",
     "DeepSeek-V4-Flash-0731 on A800 80GB cards (8 in the box, TP 4 on GPUs 4-7 in the reported command) with the "
     "fork's DSpark speculative decoding (num_speculative_tokens 5) at --gpu-memory-utilization 0.90: the launch dies "
     "with a torch OOM (2.96 GiB asked, 1.16 GiB free of 79.25 GiB, 68.35 GiB already held by PyTorch) after the "
     "weights had started to load; the reporter says the same launch without dspark starts and runs. 68.35 GiB held "
     "by PyTorch is far above the ~39 GiB per GPU of a 155.43 GiB checkpoint over 4 ranks, so the weights had loaded "
     "and the 0.90 budget (~71.3 GiB) was already committed when the drafter's extra allocation (warm-up / buffers "
     "outside the budget) tipped it over. No line in the stored window names the phase.",
     "a commenter (beenjoke): '--gpu-memory-utilization 0.8 试试？'; the reporter: it starts ('可以起来，感谢！') "
     "with --gpu-memory-utilization 0.80 (the working command also shows --tensor-parallel-size 8 and "
     "--max-model-len 1048576, the dspark speculative config unchanged)",
     release="the fork's own 'v0.5.0' (wtdcode/vllm-backport, an sm_80 backport of a 0.2x-era vLLM V1 with "
             "Model Runner V2 and DeepSeek V4; not vLLM 0.5.0)",
     gpu="NVIDIA A800 80GB", gpus=8,
     command="vllm serve ./DeepSeek-V4-Flash-0731/ --tensor-parallel-size 4 --max-model-len 1024 --kv-cache-dtype "
             "fp8_ds_mla --gpu-memory-utilization 0.90 --speculative-config "
             "'{\"method\":\"dspark\",\"num_speculative_tokens\":5}' ...",
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.9},
                {"flag": "--tensor-parallel-size", "above": 8},
                {"flag": "--kv-cache-dtype", "value": "fp8_ds_mla"},
                {"flag": "--max-model-len"}],
     note="Two windows of the thread joined: the description (environment list and the reproduction command, lines "
          "between dropped) and the reporter's fourth turn (the rerun's log: the WARNING/INFO lines at 16:06:01-02, "
          "then the EngineCore error at 16:06:55; the traceback in between is not in the stored window, hence the "
          "'...'). 'Availabl' is cut in the stored copy. Judgement calls: (1) kind oom_loading with cause "
          "oom_unknown_phase: torch's figures with no phase line; PyTorch's 68.35 GiB is above the weights per GPU, "
          "so it is not a loading OOM (oom_profiling / oom_cuda_graph are the likely real phases; the fix, a lower "
          "utilization, fits both). (2) The stored log (4 workers) matches the TP 4 command of the description; the "
          "working command the reporter posted also has TP 8 and a 1M length, so only the utilization step is "
          "certain; --max-model-len is forbidden because the failing launch already used 1024. (3) The version "
          "'v0.5.0' is the fork's own numbering.")

# ------------------------------------------------------------------ non-memory: Qwen3-VL draft_model spec, M-RoPE (Ascend)
case("vllm-ascend-14666-qwen3-vl-8b-draft-model-mrope-not-supported",
     "https://github.com/vllm-project/vllm-ascend/issues/14666",
     "| **vLLM** | 0.23.0 |\n"
     "| **CANN** | 9.1.0 |\n"
     "| **torch_npu** | 2.10.0.post4 |\n"
     "| **Python** | 3.12.13 |\n"
     "| **NPU** | Ascend 910B3 x 1 |\n"
     "| **Driver** | 25.5.2 |\n"
     "| **OS** | openEuler (container) |\n"
     "| **Model** | Qwen3-VL-8B-Instruct (uses M-RoPE with `mrope_section: [24, 20, 20]`) |\n"
     "\n"
     "### Description\n"
     "\n"
     "When attempting to use draft model-based speculative decoding with Qwen3-VL-8B-Instruct (a vision-language model "
     "using M-RoPE), the server fails to start with a `NotImplementedError`.\n"
     "...\n"
     "vllm serve /path/to/Qwen3-VL-8B-Instruct \\\n"
     "  --tensor-parallel-size 1 \\\n"
     "  --max-model-len 4096 \\\n"
     "  --port 8000 \\\n"
     "  --speculative-config '{\"method\": \"draft_model\", \"model\": \"/path/to/Qwen3-VL-8B-Instruct\", "
     "\"num_speculative_tokens\": 3}'\n"
     "\n"
     "### Error\n"
     "\n"
     "NotImplementedError: Speculative Decoding with draft models or parallel drafting does not support M-RoPE yet\n"
     "\n"
     "Full traceback:\n"
     "File \"/vllm-workspace/vllm/vllm/v1/spec_decode/llm_base_proposer.py\", line 204, in __init__\n"
     "    self._raise_if_mrope()",
     "vllm_check_failed", {}, "vllm_check_failed",
     "vLLM 0.23.0 (vllm-ascend container, one Ascend 910B3) serving Qwen3-VL-8B-Instruct with "
     "method draft_model: vLLM's draft-model / parallel-drafting proposer refuses models with M-RoPE (Qwen3-VL's "
     "multimodal rotary embedding) in its constructor (llm_base_proposer.py _raise_if_mrope), so the engine never "
     "starts. The model, not memory or parallelism, is what the drafter cannot handle.",
     "none in the stored window (the issue is open); the message itself: draft-model speculative decoding does not "
     "support M-RoPE models in this release, so drop the speculative config or use a method that supports the model "
     "(an EAGLE-3 / MTP head trained for it, n-gram)",
     release="0.23.0 (vllm-ascend container)", gpu="Ascend 910B3 (NPU)", gpus=1,
     command="vllm serve /path/to/Qwen3-VL-8B-Instruct --tensor-parallel-size 1 --max-model-len 4096 --port 8000 "
             "--speculative-config '{\"method\": \"draft_model\", \"model\": \"/path/to/Qwen3-VL-8B-Instruct\", "
             "\"num_speculative_tokens\": 3}'",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 1}],
     note="The issue's System Info table, description, command and error as stored; the 'Reproduction Steps' "
          "heading and the traceback past its first frame are cut in the stored window. Judgement calls: the raise "
          "is vLLM's own (vllm/v1/spec_decode/llm_base_proposer.py), so vllm_check_failed for kind and cause; the "
          "reporter uses the target itself as the 'draft' (odd, but it is the method and M-RoPE that fail, before "
          "any weights load). On an NPU: no CUDA lever either way.")

# ------------------------------------------------------------------ non-memory: V0 spec decode under Ray (TP 4), 0.4.x
case("vllm-4358-mixtral-awq-tp4-spec-decode-raygpu-backend",
     "https://github.com/vllm-project/vllm/issues/4358",
     "Do you guys have any workaround for the `Speculative decoding not yet supported for RayGPU backend.` error or "
     "idea when the RayGPU backend will support speculative decoding?\n"
     "\n"
     "I run vllm server with the following command:\n"
     "```\n"
     "python3 -u -m vllm.entrypoints.openai.api_server \\\n"
     "       --host 0.0.0.0 \\\n"
     "       --model casperhansen/mixtral-instruct-awq \\\n"
     "       --tensor-parallel-size 4 \\\n"
     "       --enforce-eager \\\n"
     "       --quantization awq \\\n"
     "       --gpu-memory-utilization 0.96 \\\n"
     "       --kv-cache-dtype fp8 \\\n"
     "       --speculative-model mistralai/Mistral-7B-Instruct-v0.2 \\\n"
     "       --num-speculative-tokens 3 \\\n"
     "       --use-v2-block-manager \\\n"
     "       --num-lookahead-slots 5\n"
     "```\n"
     "\n"
     "However, I got `AssertionError: Speculative decoding not yet supported for RayGPU backend.`",
     "vllm_check_failed", {}, "vllm_check_failed",
     "April 2024 (vLLM 0.4.1): a TP 4 launch ran on the Ray GPU executor, and that executor asserted that it had no "
     "speculative-decoding support yet; any --speculative-model with --tensor-parallel-size > 1 died at engine "
     "construction. Other users report the same in the thread (one pastes a TP 2 launch). Not a memory or model problem.",
     "none in the stored window (the issue was closed as stale); the assertion itself says the Ray GPU executor has "
     "no speculative decoding: in that release only a single-GPU launch (or a later release whose multiprocessing "
     "executor supports spec decode with TP) avoids it",
     release="not stated (April 2024, --speculative-model / --use-v2-block-manager era: 0.4.1)",
     gpu=None, gpus=None,
     command="python3 -u -m vllm.entrypoints.openai.api_server --model casperhansen/mixtral-instruct-awq "
             "--tensor-parallel-size 4 --enforce-eager --quantization awq --gpu-memory-utilization 0.96 "
             "--kv-cache-dtype fp8 --speculative-model mistralai/Mistral-7B-Instruct-v0.2 --num-speculative-tokens 3 "
             "--use-v2-block-manager --num-lookahead-slots 5",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 4},
                                {"flag": "--kv-cache-dtype", "value": "fp8"},
                                {"flag": "--enforce-eager"}],
     note="The description as stored (the reporter quotes the error in prose; no traceback). Judgement calls: thin "
          "evidence (no maintainer answer in the stored window; the assertion is conclusive by itself); kind and "
          "cause vllm_check_failed (an assert in vLLM's ray_gpu_executor; no row names it). The GPU count is not "
          "stated (at least 4).")

# ------------------------------------------------------------------ non-memory: Qwen3 EAGLE-3 head loaded as method "eagle"
case("angelslim-15-qwen3-4b-eagle3-head-method-eagle-not-registered",
     "https://github.com/Tencent/AngelSlim/issues/15",
     "    from vllm import LLM, SamplingParams\n"
     "    llm = LLM(\n"
     "        model=model_name,\n"
     "        trust_remote_code=True,\n"
     "        max_num_batched_tokens=512, \n"
     "        dtype=\"bfloat16\", \n"
     "        tensor_parallel_size=2,  # 关键修改：启用双卡并行\n"
     "        gpu_memory_utilization=0.95,\n"
     "        disable_log_stats = False,\n"
     "        speculative_config={\n"
     "            \"method\": \"eagle\",\n"
     "            \"model\": \"/Qwen3-4B-eagle\",\n"
     "            \"num_speculative_tokens\": 2,\n"
     "            \"max_model_len\": 512,\n"
     "        },\n"
     "    )\n"
     "\n"
     "但是在载入eagle权重时报错 EagleLlamaForCausalLMEagle 3' is not a registered model in the Transformers\n"
     "...\n"
     "以下是报错，我并未更改下载的任何内容，config中的architectures为\"LlamaForCausalLMEagle3\"。为什么会出现以下报错呢？\n"
     "ValueError: Cannot find model module. 'EagleLlamaForCausalLMEagle3' is not a registered model in the "
     "Transformers library (only relevant if the model is meant to be in Transformers) and 'AutoModel' is not present "
     "in the model config's 'auto_map' (relevant if the model is custom).",
     "architecture_unsupported", {}, "architecture_unsupported",
     "Offline vllm.LLM on two GPUs (July 2025) with Tencent AngelSlim's EAGLE-3 head for Qwen3-4B "
     "(architectures ['LlamaForCausalLMEagle3']) passed as method 'eagle': vLLM's EAGLE path prefixes 'Eagle' to the "
     "head's architecture and looks up 'EagleLlamaForCausalLMEagle3', which no registry (vLLM's or transformers') "
     "has, so the drafter cannot be built. The AngelSlim maintainer: vLLM did not support EAGLE-3 for the Qwen3 "
     "series yet (8B/14B/30B-A3B heads ran on SGLang).",
     "the maintainer (liusong1222): vLLM does not yet support Qwen3-series EAGLE-3; use SGLang for the 8B/14B/30B-A3B "
     "heads (other sizes not supported there either); no flag of this vLLM starts it",
     release="not stated (July 2025; a V1 release with speculative_config and Eagle3 for Llama only, 0.9.x)",
     gpu=None, gpus=2,
     command="LLM(model=<Qwen3-4B>, tensor_parallel_size=2, gpu_memory_utilization=0.95, max_num_batched_tokens=512, "
             "speculative_config={\"method\": \"eagle\", \"model\": \"/Qwen3-4B-eagle\", \"num_speculative_tokens\": 2, "
             "\"max_model_len\": 512})",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 2}],
     note="The issue description and the reporter's first comment (the pasted ValueError) joined with '...'; the "
          "maintainer's answer is left out (it is in fix_that_worked). Judgement calls: (1) kind "
          "architecture_unsupported for transformers' 'Cannot find model module. X is not a registered model' "
          "(README lists it under that row); X here is a name vLLM built itself (method 'eagle' + an EAGLE-3 head), "
          "so no release 'adds' it: model_inspection_failed / vllm_check_failed are the alternatives. (2) Part of the "
          "cause is the user's method ('eagle' for an EAGLE-3 head); the maintainer's answer is the other part (no "
          "Qwen3 EAGLE-3 in vLLM then), and either way it is not memory. 'tensor_parallel_size=2  # 关键修改：启用双卡并行' "
          "(enable two-card parallelism) gives gpus=2.")

# ------------------------------------------------------------------ non-memory: V1 draft-model spec decode not implemented
case("vllm-28384-v1-draft-model-spec-decode-not-supported",
     "https://github.com/vllm-project/vllm/issues/28384",
     "### Current Implementation Status\n"
     "This [branch](https://github.com/zihaoanllm/vllm/tree/model/integrate-pard-0521) is the PARD implementation of "
     "Speculative decoding for V0. However, this was done a few months ago and is unsupported with V1.\n"
     "\n"
     "With V1, speculative decoding with vLLM does not have draft model support. It raises the following error.\n"
     "```NotImplementedError: Draft model speculative decoding is not supported yet. Please consider using other "
     "speculative decoding methods such as ngram, medusa, eagle, or mtp.```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "A feature request (Nov 2025) quoting the error a V1 release of the time raises for a separate draft model "
     "(method draft_model): SpeculativeConfig refuses it at config time; V1 had only ngram, medusa, EAGLE and MTP "
     "proposers until draft-model support landed (vllm PR #24322). Nothing about memory or the GPU.",
     "none for that release (the message names the alternatives: ngram, medusa, eagle, mtp); draft-model speculative "
     "decoding came back in V1 later (PR #24322, merged)",
     release="not stated (a V1 release before draft-model support; November 2025, 0.11.x)",
     gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}],
     note="The feature request's description as stored, first failed launch (the second, the CPU runner's assertion, "
          "is the next case). Judgement calls: thin (no command or log around the line; the message is conclusive); "
          "kind and cause vllm_check_failed (vLLM's own raise in vllm/config/speculative.py); same message family as "
          "the existing fixture vllm-31883 (0.13.0 wording 'Speculative decoding with draft model is not supported "
          "yet'), a different wording here.")

case("vllm-28384-cpu-runner-spec-decode-assert",
     "https://github.com/vllm-project/vllm/issues/28384",
     "Other speculative decoding methods such as eagle, ngram etc also raise the following assertion when run on "
     "CPU.\n"
     "```AssertionError: spec decode is not supported.``` "
     "[PermaLink](https://github.com/vllm-project/vllm/blob/11fd69dd54060a59c6f62a6d217e1ecc47d74a68/vllm/v1/worker/"
     "cpu_model_runner.py#L27)",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The same feature request's second launch: vLLM's CPU backend (V1 cpu_model_runner.py, line 27 at the linked "
     "commit) asserts that no speculative decoding is configured, so EAGLE or n-gram on a CPU-only vLLM dies when the "
     "model runner is built. A backend limitation, no memory or GPU lever.",
     "none in the thread (a feature request): run without --speculative-config on the CPU backend, or use a GPU "
     "backend for speculative decoding",
     release="not stated (V1 CPU backend at commit 11fd69dd, November 2025)",
     gpu="CPU (vLLM CPU backend)", gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}],
     note="Second failed launch quoted in vllm#28384 (taken as its own case: a different launch, method and raise "
          "site). Judgement calls: kind vllm_check_failed for a bare assert message in vLLM's own source "
          "(vllm/v1/worker/cpu_model_runner.py); thin evidence (no command, the line and its permalink only).")

# ------------------------------------------------------------------ non-memory: LoRAConfig max_lora_rank (1) not allowed
case("truss-pr1752-lora-max-lora-rank-1-not-allowed",
     "https://github.com/basetenlabs/truss/pull/1752",
     "Saw this error from vllm [1], so added:\n"
     "* type validation\n"
     "* use default value for cases where we have already stored bad values\n"
     "* tests\n"
     "\n"
     "[1]\n"
     "```\n"
     "  File \"/usr/local/lib/python3.12/dist-packages/vllm/engine/arg_utils.py\", line 1187, in create_engine_config \n"
     "    lora_config = LoRAConfig( \n"
     "                  ^^^^^^^^^^^ \n"
     "  File \"/usr/local/lib/python3.12/dist-packages/pydantic/_internal/_dataclasses.py\", line 120, in __init__ \n"
     "    s.__pydantic_validator__.validate_python(ArgsKwargs(args, kwargs), self_instance=s) \n"
     "pydantic_core._pydantic_core.ValidationError: 1 validation error for LoRAConfig \n"
     "  Value error, max_lora_rank (1) must be one of (8, 16, 32, 64, 128, 256, 320, 512). [type=value_error, "
     "input_value=ArgsKwargs((), {'bias_ena... 'max_cpu_loras': None}), input_type=ArgsKwargs] \n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "Baseten's truss deployed a trained LoRA checkpoint of rank 1 and passed that rank through as vLLM's "
     "--max-lora-rank; vLLM's LoRAConfig accepts only 8, 16, 32, 64, 128, 256, 320 or 512 as max_lora_rank and "
     "refuses the engine config before anything loads. A configuration value, not memory.",
     "the PR: validate the rank and fall back to the default max_lora_rank 16 (a rank-1 adapter is served under "
     "max_lora_rank 8 or 16); the deploy then went through ('LoRA rank 1 from checkpoint is not in allowed values "
     "... Using default value: 16')",
     release="not stated (July 2025; a release whose LoRAConfig is a pydantic dataclass with the allowed-ranks check, "
             "0.9.x)",
     gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--max-lora-rank", "value": 1}],
     note="The PR description as stored (the author quotes the vLLM traceback his deploys hit; the 'How'/'Testing' "
          "parts of the description are left out). Judgement calls: a framework's PR, not a user's issue: the log "
          "is from real deploys the PR fixes; kind and cause vllm_check_failed (vLLM's own check in LoRAConfig, "
          "vllm/config.py / vllm/config/lora.py).")

# ------------------------------------------------------------------ non-memory: LoRA rank 32 over max_lora_rank 16
case("llamafactory-9512-vllm-infer-lora-rank-32-over-16",
     "https://github.com/hiyouga/LlamaFactory/issues/9512",
     "### System Info\n"
     "\n"
     "(EngineCore_DP0 pid=1789245) ERROR 11-19 12:54:26 [core.py:710]     raise RuntimeError(\n"
     "(EngineCore_DP0 pid=1789245) ERROR 11-19 12:54:26 [core.py:710] RuntimeError: Worker failed with error 'LoRA "
     "rank 32 is greater than max_lora_rank 16.', please check the stack trace above for the root cause",
     "vllm_check_failed", {}, "vllm_check_failed",
     "LlamaFactory's scripts/vllm_infer.py (batch inference through vllm.LLM with enable_lora set when an adapter is "
     "given) on an adapter trained with LoRA rank 32: the script's engine_args did not pass max_lora_rank, so vLLM "
     "kept its default 16 and refused the adapter when it was loaded for the run, killing the engine.",
     "the reporter ('已解决'): add \"max_lora_rank\": 64 to engine_args in vllm_infer.py (any allowed value >= 32 "
     "serves the rank-32 adapter)",
     release="not stated (November 2025; V1 EngineCore_DP0 logging, 0.11.x)",
     gpu=None, gpus=None,
     command="python scripts/vllm_infer.py ... (LlamaFactory; enable_lora=True with adapter_name_or_path, no "
             "max_lora_rank)",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--max-lora-rank", "at_most": 16}],
     note="The issue's 'System Info' block as stored (the reporter pasted only the last two error lines; the fix under "
          "'Reproduction' is left out). Judgement calls: (1) a batch-inference run, not a server start: the engine "
          "dies on the adapter's first load (V1 worker add_lora), which is where this run's start-up ends; (2) kind "
          "and cause vllm_check_failed (the message is vLLM's PEFTHelper check; the same family as the fixtures "
          "vllm-2847 and gpustack-5438).")

# ------------------------------------------------------------------ memory: MTP draft's second vocab embedding, 27B INT4 on a 3090
case("vllm-53887-qwen38-27b-int4-mtp-3090-oom-2.37",
     "https://github.com/vllm-project/vllm/issues/53887",
     "vLLM:     0.27.1 (pip, isolated venv)\n"
     "torch:    2.13.0+cu130, CUDA 13.0\n"
     "GPU:      NVIDIA GeForce RTX 3090, 24 GiB (23.56 GiB usable), sm_86\n"
     "Driver:   610.43.02\n"
     "OS:       Debian 13, kernel 6.12.101+deb13-amd64\n"
     "Python:   3.13.5\n"
     "Model:    RedHatAI/Qwen3.8-27B-INT4 (compressed-tensors, ships model_mtp.safetensors)\n"
     "          model_type qwen3_5, vocab_size 248320, hidden_size 5120,\n"
     "          tie_word_embeddings false\n"
     "...\n"
     "Serving `RedHatAI/Qwen3.8-27B-INT4` **without** speculative decoding works: the model loads,\n"
     "`Available KV cache memory: 1.38 GiB`, `GPU KV cache size: 16,384 tokens`, and requests complete\n"
     "normally. Adding `--speculative-config '{\"method\":\"mtp\",\"num_speculative_tokens\":1}'` fails during\n"
     "weight loading, 0.12 GiB short:\n"
     "\n"
     "```\n"
     "ERROR ... [gpu_model_runner.py:5403] Failed to load model - not enough GPU memory.\n"
     "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.37 GiB.\n"
     "GPU 0 has a total capacity of 23.56 GiB of which 2.25 GiB is free.\n"
     "```",
     "oom_loading",
     {"tried_gib": 2.37, "total_gib": 23.56, "free_gib": 2.25},
     "weights_do_not_fit",
     "vLLM 0.27.1 on one RTX 3090 (23.56 GiB usable): RedHatAI/Qwen3.8-27B-INT4 alone fits (1.38 GiB left for KV), "
     "but with MTP speculative decoding the draft builds its own copy of the 248320 x 5120 vocabulary embedding "
     "(2.37 GiB in BF16) instead of sharing the target's, so target weights plus the MTP head exceed the card during "
     "weight loading, 0.12 GiB short. Weights, not KV cache: no length or utilization step frees memory the weights "
     "need.",
     "none in the stored window (the issue is open; the reporter traces the 2.37 GiB to the draft's vocab embedding "
     "and asks vLLM to share the target's); what starts on this card is the baseline without --speculative-config",
     release="0.27.1", gpu="NVIDIA GeForce RTX 3090", gpus=1,
     command="vllm serve RedHatAI/Qwen3.8-27B-INT4 --speculative-config "
             "'{\"method\":\"mtp\",\"num_speculative_tokens\":1}' ...",
     forbidden=[{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--max-model-len"}],
     note="The issue's environment block and the start of the bug description as stored (the '<details>' markup "
          "and headings dropped; the stored window stops at the analysis 'vllm/model_executor/layers/vocab_par...'). "
          "Judgement calls: (1) cause weights_do_not_fit (target + the MTP head's second embedding over the card; "
          "the same mechanism as the fixture airelien-blog-qwen36-27b-nvfp4-mtp-5090-laptop-oom-2.37gib, a 27B "
          "with a 2.37 GiB draft buffer); weights_exceed_budget is the alternative reading if the 0.9 budget, not "
          "the card, is taken as the wall. (2) The full command is not in the stored window (only the added "
          "--speculative-config); gpus=1 from the environment block.")

# ------------------------------------------------------------------ non-memory: docs' EAGLE example without num_speculative_tokens
case("vllm-pr20375-eagle-example-num-speculative-tokens-missing",
     "https://github.com/vllm-project/vllm/pull/20375",
     "Copy pasting the example after changes to spec decoding conf yields:\n"
     "\n"
     "```\n"
     "  File \"/home/nicolo/llmd/vllm/vllm/engine/arg_utils.py\", line 1039, in create_speculative_config\n"
     "    speculative_config = SpeculativeConfig.from_dict(\n"
     "                         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/home/nicolo/llmd/vllm/vllm/config.py\", line 2543, in from_dict\n"
     "    return cls(**dict_value)\n"
     "           ^^^^^^^^^^^^^^^^^\n"
     "  File \"/home/nicolo/llmd/.venv/lib/python3.12/site-packages/pydantic/_internal/_dataclasses.py\", line 123, "
     "in __init__\n"
     "    s.__pydantic_validator__.validate_python(ArgsKwargs(args, kwargs), self_instance=s)\n"
     "pydantic_core._pydantic_core.ValidationError: 1 validation error for SpeculativeConfig\n"
     "  Value error, num_speculative_tokens must be provided with speculative model unless the draft model config "
     "contains an n_predict parameter. [type=value_error, input_value=ArgsKwargs((), {'model': ...sable_log_stats': "
     "True}), input_type=ArgsKwargs]\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The docs' EAGLE example (LLM(..., speculative_config={'model': 'yuhuili/EAGLE-LLaMA3-Instruct-8B', "
     "'draft_tensor_parallel_size': 1})) run on a mid-2025 main: SpeculativeConfig now requires "
     "num_speculative_tokens unless the draft's config has n_predict, and the EAGLE-1 head has none, so the engine "
     "config is refused before anything loads.",
     "the PR (merged): add \"num_speculative_tokens\": 2 to the example's speculative_config",
     release="a mid-2025 main checkout (0.9.2 development; vllm/config.py SpeculativeConfig.from_dict)",
     gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}],
     note="The PR description as stored (the maintainer's traceback of the docs' example; the review of the doc "
          "diff left out). Judgement calls: a maintainer reproducing a user-facing launch from the docs (earlier "
          "rounds skipped a maintainer's demo of an unmerged change; this one is the released docs' example failing "
          "on the code of the day, so taken); kind and cause vllm_check_failed (vLLM's own SpeculativeConfig "
          "validator).")

if __name__ == "__main__":
    BATCH.write()
