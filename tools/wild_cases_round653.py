"""Round-653 blind batch: LoRA LAUNCH FLAGS at start-up or at the adapter's first load ('LoRA rank N is greater than
max_lora_rank M', --max-lora-rank values a release refuses, --lora-modules syntax, --max-loras / --max-cpu-loras,
--lora-extra-vocab-size, --fully-sharded-loras, --lora-dtype, adapters with modules_to_save / embed_tokens, LoRA on
quantized bases), any tracker; collected by helper wild653 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round653-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool shows it; the fix is left out of the excerpt.

Look-ups: 26 of the 30 allowed, all ``search`` (21 corpus=issues, 4 corpus=docs, 1 corpus=pages); no find_string /
find_files / find_repos / read_file / fetch. Collecting stopped with 4 left because the slice is mined out: LoRA was
cut by rounds 30-132, 291, 331, 351, 385, 616 and 619 before this one, and every rank / max_lora_rank / lora-modules /
extra-vocab / fully-sharded / lora-dtype / modules_to_save / quantized-base thread the three corpora return is used,
named in an earlier skip list, or stored without its error line. **1 case**:
  vllm-project/vllm #24672 (vLLM 0.10.1.1, Mistral-Small-3.2-24B at TP 2 started with --lora-modules but without
  --enable-lora: the start-up add_lora dies with "'GPUModelRunner' object has no attribute 'lora_manager'"; the
  maintainer's fix PR #24762 names the missing --enable-lora).
Every source was checked with grep -F against /work/coord/USED_SOURCES.txt ("owner/repo #N" and the URL) and against
the earlier rounds' skip lists (grep "#N" tools/wild_cases_round*.py) before it was spent on.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt / golden): vllm #2847, #2909, #13669, #3000, #1804, #49064, #4258, #5397, #2344;
  gpustack #5438; LlamaFactory #9512, #9545; ms-swift #4221, #1723; unsloth #2097; lm-evaluation-harness #2988;
  vllm-omni PR #1397; basetenlabs/truss PR #1752.
- Named in earlier rounds' skip lists (not re-opened): vllm #9280, #32599, #4186, #6983, #7622, #12106, #4682,
  #15036, #10342 (--fully-sharded-loras at TP 4, 'size of tensor a (16) must match ... (64)' at the first LoRA
  request; still no fix in the stored chunk), #20944 (--fully-sharded-loras on V1, stack trace only in a gist),
  #14827 and PR #10348 (float32 LoRA / --lora-dtype float32: two more look-ups returned the same chunks, cut before
  the assert), #15440, #3994, #3460, #29786, #55158, #9120, #5540, #22004, #4872, #15400 (the same 'lora_manager'
  AttributeError as the case, through add_lora; round 524 set it aside as request-time), #16474, #16961;
  vllm-ascend #6143 / PR #6650 (fully_sharded_loras + TP on NPU); LlamaFactory #6845, #9261; verl #3696, #5113;
  PrimeIntellect-ai/prime-rl PR #1408, PR #3012; llm-d/llm-d-inference-sim #76; vllm-project/aibrix #1831;
  dphnAI/sonar #611; runpod-workers/worker-vllm #162.
- No error text or no user log (design / fix PRs, docs, feature requests): vllm PR #12090 (HQQ-Marlin
  'Unsupported base layer' described in prose, no log), PR #24775 (classification model + LoRA dtype error in
  profile_run; a closed, unmerged fix PR whose stored chunk stops before the error line), PR #5538 / #4995 / #9057
  (LoRA + chunked prefill design), PR #18947, #15990, #11966, #6912, PR #22782, PR #6074, PR #3524, PR #5665,
  PR #31994, #33704, #10157 (usage question, no error), huggingface/trl PR #6007 (a bot's review comment),
  hiyouga/LlamaFactory PR #3794, EleutherAI/lm-evaluation-harness PR #3132, genlm/genlm-backend PR #69,
  unslothai/unsloth-zoo PR #359, PR #34773.
- Not vLLM: thinking-machines-lab/tinker-cookbook #9 (Tinker's service limit), NVIDIA/TensorRT-LLM #1903, #2434,
  #2603, PR #9808; triton-inference-server/tensorrtllm_backend #506, #671; predibase/lorax #722;
  huggingface/text-generation-inference #2653, #2926; OpenMOSS/CoLLiE #131; sgl-project/sglang #1416, PR #12903;
  the pages hits (blog.gitcode.com b3389c7f..., an AI-style retelling of ms-swift #4221; theneuralbase.com and
  adhdecode tutorials without a pasted log); HF Space / leaderboard 'LoraConfig.__init__() got an unexpected keyword
  argument enable_lora' (a PEFT call in an eval bot, not vLLM).

Judgement calls for the lead:
1. vllm #24672 is named in the skip lists of rounds 529, 554 and 619, but none of them opened it (529 left it to the
   [Bugfix] collectors, 554 and 619 re-listed it unopened), and COLLECT.md's notes list "vllm #24672 / PR #24762" among
   the remaining unmined candidates; it is squarely in this slice (--lora-modules without --enable-lora), so it is
   taken. No fixture carries the 'lora_manager' message (grep of tests/golden/wild).
2. The issue is stored only in the DOCS corpus (a GitHub page), not the issues corpus: the stored text is the title,
   the description's version line, the command and the worker traceback, cut inside gpu_worker.py's add_lora frame
   ('return self.model_'). The error line itself is in the TITLE only ("[Bug]: GPUModelRunner' object has no
   attribute 'lora_manager'", the reporter's title with its opening quote lost); the excerpt starts with that title,
   as rounds 109 / 351 did for title-only error lines. The fix is the maintainer's (jeejeelee) merged PR #24762: 'When
   --enable-lora is missing (like #24672), it should raise ... RuntimeError: LoRA is not enabled. Use --enable-lora to
   enable LoRA.' -- i.e. the user's cure is --enable-lora; the PR only turns the AttributeError into that message.
3. Labels: kind None -- the error is Python's own AttributeError on a vLLM attribute (lora_manager is set only when
   LoRA is enabled), which README's vllm_check_failed row does not read as vLLM's check ('Python's own words ...
   "module ... has no attribute ..." are not read as vLLM's check'; AttributeError is not among the built-in errors it
   reads). Cause: a NEW label, ``lora_not_enabled`` (a LoRA adapter given at launch without --enable-lora), in the
   shape of the existing ``auto_tool_choice_not_enabled`` (6); no existing cause fits (vllm_check_failed would claim a
   check that 0.10.1.1 does not make; lora_unsupported would wrongly blame the model: Mistral-Small-3.2 has LoRA).
   The lead may prefer vllm_check_failed for both, reading the release's own check from 0.10.2 on.
4. The failure is at start-up: vLLM's API server loads the --lora-modules adapters while it starts (the traceback is
   the worker's add_lora, reached from the engine before any request); the release is the reporter's pip line
   (vllm 0.10.1.1, V1 multiproc executor). GPU model and count are not stated; --tensor-parallel-size 2 implies at
   least two. numbers is left empty (a non-memory failure: TP 2 and --max-model-len 2048 are only in the command).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round653-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #24672: vLLM 0.10.1.1, Mistral-Small-3.2-24B TP 2, --lora-modules without --enable-lora -> 'GPUModelRunner' object has no attribute 'lora_manager'
case("vllm-24672-mistral-small-32-24b-tp2-lora-modules-without-enable-lora-no-lora-manager-v01011",
     "https://github.com/vllm-project/vllm/issues/24672",
     "[Bug]: GPUModelRunner' object has no attribute 'lora_manager' #24672\n"
     "\n"
     "🐛 Describe the bug\n"
     "\n"
     "Not possible to spin up LoRa adapters with the latest mistral models.\n"
     "\n"
     "pip list | grep vllm\n"
     "vllm                                     0.10.1.1\n"
     "vllm serve mistralai/Mistral-Small-3.2-24B-Instruct-2506 \\\n"
     "    --tokenizer_mode mistral \\\n"
     "    --config_format mistral \\\n"
     "    --load_format mistral \\\n"
     "    --tool-call-parser mistral \\\n"
     "    --enable-auto-tool-choice \\   \n"
     "    --limit-mm-per-prompt '{\"image\":10}' \\\n"
     "    --tensor-parallel-size 2 \\\n"
     "    --max-model-len 2048 \\ \n"
     "    --lora-modules 'myft=/home/tim/lora_adapter'\n"
     "(VllmWorker TP0 pid=1402898) ERROR 09-11 17:45:52 [multiproc_executor.py:596] WorkerProc hit an exception.\n"
     "(VllmWorker TP0 pid=1402898) ERROR 09-11 17:45:52 [multiproc_executor.py:596] Traceback (most recent call last):\n"
     "(VllmWorker TP0 pid=1402898) ERROR 09-11 17:45:52 [multiproc_executor.py:596]   File "
     "\"/home/tim/anaconda3/envs/torch/lib/python3.10/site-packages/vllm/v1/executor/multiproc_executor.py\", line 591, "
     "in worker_busy_loop\n"
     "(VllmWorker TP0 pid=1402898) ERROR 09-11 17:45:52 [multiproc_executor.py:596]     output = func(*args, **kwargs)\n"
     "(VllmWorker TP0 pid=1402898) ERROR 09-11 17:45:52 [multiproc_executor.py:596]   File "
     "\"/home/tim/anaconda3/envs/torch/lib/python3.10/site-packages/vllm/v1/worker/gpu_worker.py\", line 403, in add_lora\n"
     "(VllmWorker TP0 pid=1402898) ERROR 09-11 17:45:52 [multiproc_executor.py:596]     return self.model_",
     None, {}, "lora_not_enabled",
     "The server was started with --lora-modules 'myft=/home/tim/lora_adapter' but without --enable-lora. vLLM "
     "0.10.1.1 builds no LoRA manager when LoRA is not enabled, yet still tries to load the --lora-modules adapter "
     "while starting; the worker's add_lora reaches self.model_runner's lora_manager, which does not exist, and dies "
     "with \"'GPUModelRunner' object has no attribute 'lora_manager'\". Not the Mistral model, the adapter, TP or "
     "memory.",
     "add --enable-lora to the launch (with --max-lora-rank at or above the adapter's rank). The maintainer "
     "jeejeelee's merged PR #24762 ('[Bugfix] Fix GPUModelRunner has no attribute lora_manager', FIX #24672) says "
     "the failure is --enable-lora missing and makes later releases (0.10.2+) raise 'RuntimeError: LoRA is not "
     "enabled. Use --enable-lora to enable LoRA.' instead; no reply from the reporter is stored.",
     release="0.10.1.1", gpu=None, gpus=None,
     command="vllm serve mistralai/Mistral-Small-3.2-24B-Instruct-2506 --tokenizer_mode mistral --config_format "
             "mistral --load_format mistral --tool-call-parser mistral --enable-auto-tool-choice "
             "--limit-mm-per-prompt '{\"image\":10}' --tensor-parallel-size 2 --max-model-len 2048 "
             "--lora-modules 'myft=/home/tim/lora_adapter'",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--tokenizer-mode"}, {"flag": "--load-format"}],
     note="judgement calls 1-4: taken although three rounds' skip lists name it (none opened it; COLLECT.md lists it "
          "as unmined); stored in the docs corpus only, the error line is the issue title (its opening quote lost "
          "in the reporter's title), the stored traceback is cut inside gpu_worker.py's add_lora frame; kind None "
          "(Python's AttributeError, not a vLLM check) and a new cause lora_not_enabled. GitHub's page furniture "
          "('Skip to content', '@timpal0l', 'Description') is left out; the reporter's stray spaces after two "
          "line-continuation backslashes are kept as stored.")

BATCH.write()
