"""Round-748 blind batch: VLLM FIX PULL REQUESTS (AND THE ISSUES THEY FIX) NUMBERED BELOW #10000 -- vLLM's own
"[Bugfix]" / "Fix" pull requests of 2023-2024 whose thread (or the issue they fix) shows a user's failing launch;
collected by helper wild748 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round748-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
(and the fix PR it links) only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out
of the excerpt.

Look-ups: 39 of the 50 allowed: 38 ``search`` corpus=issues and 1 ``read_file`` that found nothing (issues are not
files). 3 cases, each an issue whose fix is a vLLM pull request in the band:
vllm #4605 (vLLM 0.4.2, Qwen1.5-110B-Chat with --enable-lora at TP 4: "local variable 'lora_b_k' referenced before
assignment" at the first LoRA request; fixed by PR #4609, released in 0.4.3, per the maintainer on the duplicate #5022),
vllm #6910 (PaliGemma with tensor parallelism: torch's "shape mismatch: value tensor of shape [8192, 1024] cannot be
broadcast to indexing result of shape [8192, 2048]" in determine_num_available_blocks; fixed by PR #6930 "[Bugfix] Fix
PaliGemma MMP", FIXES #6910: the projector was a ColumnParallelLinear),
vllm #8275 (vLLM 0.6.0, InternVL2-40B with --pipeline-parallel-size 4: "shape mismatch: value tensor of shape [3328,
7168] cannot be broadcast to indexing result of shape [3328]"; fixed by PR #8299 "[Bugfix] Fix InternVL2 vision
embeddings process with pipeline parallel", on which the reporter confirmed the 40B model then ran).

How mined: very. About 440 vllm sources numbered below 10000 were already in USED_SOURCES.txt before this round, and
most threads the error-word searches return (KeyError / ValueError / AssertionError / ZeroDivisionError / TP / AWQ /
GPTQ / fp8 / sliding window / rope_scaling) are used or named in earlier skip lists. The search ranks newer threads
first; queries with 2023-2024 log vocabulary (_init_workers_ray, determine_num_available_blocks, 0.2.x / 0.4.x) reached
the older band better. Old fix PRs are mostly one-line descriptions ("Fix error when tp > 1", "Fix #2640") with no
pasted failure; the useful ones are fix PRs whose stored text names the issue ("FIXES #6910") or issue threads whose
maintainer names the PR.

Sources given up (for the lead, not cases):
- Already used or skip-listed (not re-opened): vllm #4323, #4784, #3764, #4989, #9481, #6220, #7593, #6689, #6761,
  #6738, #8367, #6957, #7184, #5199, #1252, #1063, #7240, #1816, #11671, #8409, #8397, #6946, #414, #772, #8097, #9037,
  #604, #605, #2386, #12515, #4650, #4676.
- Error line not reachable in the stored chunks: vllm #3882 (Llava with TP, Isotr0py's own report: only "Your current
  environment" stored), PR #1220 ("Fix Mistral model": a commenter's TP=2 Mistral-7B traceback on 0.2.0 stops at
  api_server.py line 624, before the error), #1412 (Falcon-40B at TP 16 over 2 nodes of L40s, ZeroDivisionError; the
  stored description stops inside the working TP 8 log, the TP 16 traceback is not stored; the related fix PRs #1122 /
  #1209 were not opened), #1330 (Baichuan-13B on 0.2.0, traceback stops in ray.get, no answer stored), PR #3524 (LoRA
  fully-sharded TP: "RuntimeError: x must be contiguous" from punica_ops.cu at TP 8 on a main-branch build; no answer
  stored).
- No failure text / not a start-up failure: PR #2644 ("Fix error when tp > 1", fixes #2640: one-line description;
  #2640 itself not reached), PR #8055 / issue #8017 (InternVL2 gibberish at TP 2, no error), PR #1987 (Baichuan2-7B
  wrong outputs), PR #2482 (stablelm TP, one line), #1556 (Double free at request time, sliding window).
- Same incident as a case: vllm #5022 (same lora_b_k UnboundLocalError; its description is an environment dump only;
  its maintainer comment is the fix source of vllm-4605), #8983 (multimodal PP failure, the maintainer's request for
  logs only), PR #8061 (disables ViT TP for InternVL2-26B: the #8097 family, already used).

Judgement calls for the lead:
1. All three causes are release_regression: the failing code was vLLM's own (LoRA layers, PaliGemma's projector,
   InternVL2's embedding merge under PP) and the fix was a vLLM release with the named PR. For vllm-8275 the lead may
   prefer pp_unsupported (only the pipeline-parallel path of that model was broken; without PP it ran); for vllm-4605
   lora_unsupported is a possible reading, but the model class supports LoRA and only the TP path of the layer failed.
2. vllm-4605: the stored description's traceback is cut after ".../vllm/lora/"; the error appears only in the title,
   without "UnboundLocalError:". kind None (Python's own error in vLLM's source, README's null row), as the earlier
   fixture of a Python UnboundLocalError in vLLM's code was labelled. The failure comes at the first request, but from
   the launch (--enable-lora with TP 4). The fix is taken from the duplicate #5022 (maintainer DarkLight1337: "Fixed
   by #4609, which has been released in v0.4.3"); #4609's own text was not reachable, so the mechanism in real_cause
   (the tensor-parallel branch of the QKV LoRA layer's set_lora) is read from the message and the frame names.
3. vllm-6910: kind profiling_assertion, because the failure is a check inside the profiling run on the dummy inputs
   (determine_num_available_blocks is the innermost vLLM step the stored traceback shows) and no other row reads it;
   it is torch's own shape check, not vLLM's, so the lead may prefer None (the one earlier fixture with this torch
   message, at weight loading, is None). The stored chunk starts at "Exception:"; the issue's environment and launch
   are not in it, so release / gpus / command are None.
4. vllm-8275: the stored chunk ends inside the api_server args line; the traceback is not stored and the error
   is quoted in the title and the reporter's prose. kind None (torch's message, phase not shown). The fixing release is
   the collector's reading of the PR's merge date (before 0.6.1), not stated in the thread.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round748-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--swap-space"}]

# ---------------------------------------- vllm #4605: vLLM 0.4.2, Qwen1.5-110B-Chat + LoRA at TP 4 -> lora_b_k referenced before assignment (fixed by #4609, 0.4.3)
case("vllm-4605-qwen15-110b-lora-tp4-lora-b-k-referenced-before-assignment-v042",
     "https://github.com/vllm-project/vllm/issues/4605",
     "[Bug]: local variable 'lora_b_k' referenced before assignment\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "After installed `0.4.2` using pip:\n"
     "\n"
     "```shell\n"
     "python3 -m pip install \"vllm==0.4.2\"\n"
     "```\n"
     "\n"
     "Then I tried to start a service using entrypoint as usual.\n"
     "\n"
     "```shell\n"
     "python3 -m vllm.entrypoints.openai.api_server \\\n"
     "        --model /root/model/Qwen1.5-110B-Chat \\\n"
     "        --max-model-len 32768 \\\n"
     "        --host 0.0.0.0 \\\n"
     "        --port 8000 \\\n"
     "        --enable-lora \\\n"
     "        --tensor-parallel-size 4 \\\n"
     "        --max-lora-rank 64 \\\n"
     "        --served-model-name qwen1.5-110b-chat \\\n"
     "        --lora-modules \"lora_1=/root/saved_adapters/lora_1/\"\n"
     "```\n"
     "\n"
     "I got the error when I make a request:\n"
     "\n"
     "```plain\n"
     "  File \"/root/miniconda3/lib/python3.10/site-packages/vllm/worker/worker.py\", line 249, in execute_model\n"
     "    output = self.model_runner.execute_model(seq_group_metadata_list,\n"
     "  File \"/root/miniconda3/lib/python3.10/site-packages/torch/utils/_contextlib.py\", line 115, in decorate_context\n"
     "    return func(*args, **kwargs)\n"
     "  File \"/root/miniconda3/lib/python3.10/site-packages/vllm/worker/model_runner.py\", line 790, in execute_model\n"
     "    self.set_active_loras(lora_requests, lora_mapping)\n"
     "  File \"/root/miniconda3/lib/python3.10/site-packages/vllm/worker/model_runner.py\", line 901, in set_active_loras\n"
     "    self.lora_manager.set_active_loras(lora_requests, lora_mapping)\n"
     "  File \"/root/miniconda3/lib/python3.10/site-packages/vllm/lora/",
     None, {}, "release_regression",
     "A bug in vLLM 0.4.2's LoRA layers: activating the adapter on a tensor-parallel deployment (TP 4 here, Qwen1.5-110B "
     "with --enable-lora and one --lora-modules adapter) runs the tensor-parallel branch of the QKV LoRA layer's "
     "set_lora (vllm/lora/layers.py), which reads lora_b_k before assigning it, so the first request that uses the "
     "adapter dies with Python's UnboundLocalError. The same error on 0.4.2 with a 70B model on 2 GPUs is vllm #5022. "
     "Not memory, length or the adapter's rank.",
     "vLLM 0.4.3, which carries vLLM PR #4609 (maintainer DarkLight1337 on the duplicate vllm #5022: 'Should be fixed "
     "in the next release, by #4609' and 'Fixed by #4609, which has been released in v0.4.3'); before it, installing "
     "vLLM from main.",
     release="0.4.2", gpu=None, gpus=None,
     command="python3 -m vllm.entrypoints.openai.api_server --model /root/model/Qwen1.5-110B-Chat --max-model-len 32768 "
             "--host 0.0.0.0 --port 8000 --enable-lora --tensor-parallel-size 4 --max-lora-rank 64 "
             "--served-model-name qwen1.5-110b-chat --lora-modules \"lora_1=/root/saved_adapters/lora_1/\"",
     forbidden=_NOT_MEMORY,
     note="Excerpt: the issue title and the description as the stored chunk shows it (the environment block before "
          "it is not in the chunk); the stored traceback stops after '.../vllm/lora/', so the error appears only in "
          "the title (without 'UnboundLocalError:'). The failure comes at the first request, from the launch "
          "(--enable-lora at TP 4). gpus left None: TP 4, the GPU count is not stated. The fix comes from the "
          "duplicate #5022's maintainer answer; #4609's text was not reached (judgement call 2).")

# ---------------------------------------- vllm #6910: PaliGemma with tensor parallelism -> shape mismatch [8192, 1024] vs [8192, 2048] in determine_num_available_blocks (fixed by #6930)
case("vllm-6910-paligemma-tp-mmp-columnparallel-shape-mismatch-8192-1024-profiling",
     "https://github.com/vllm-project/vllm/issues/6910",
     "[Bug]: Paligemma does not work with tensor parallelism\n"
     "\n"
     "Exception:\n"
     "```\n"
     "INFO 07-29 19:25:16 model_runner.py:692] Loading model weights took 3.2067 GB\n"
     "(VllmWorkerProcess pid=161) INFO 07-29 19:25:18 model_runner.py:692] Loading model weights took 3.2067 GB\n"
     "(VllmWorkerProcess pid=161) ERROR 07-29 19:25:19 multiproc_worker_utils.py:226] Exception in worker "
     "VllmWorkerProcess while processing method determine_num_available_blocks: shape mismatch: value tensor of shape "
     "[8192, 1024] cannot be broadcast to indexing result of shape [8192, 2048], Traceback (most recent call last):\n"
     "(VllmWorkerProcess pid=161) ERROR 07-29 19:25:19 multiproc_worker_utils.py:226]   File "
     "\"/usr/local/lib/python3.10/dist-packages/vllm/executor/multiproc_worker_utils.py\", line 223, in "
     "_run_worker_process\n"
     "(VllmWorkerProcess pid=161) ERROR 07-29 19:25:19 multiproc_worker_utils.py:226]     output = executor(*args, "
     "**kwargs)\n"
     "(VllmWorkerProcess pid=161) ERROR 07-29 19:25:19 multiproc_worker_utils.py:226]   File "
     "\"/usr/local/lib/python3.10/dist-packages/torch/utils/_contextlib.py\", line 115, in decorate_context\n"
     "(VllmWorkerProcess pid=161) ERROR 07-29 19:25:19 multiproc_worker_utils.py:226]     return func(*args, "
     "**kwargs)\n"
     "(VllmWorkerProcess pid=161) ERROR 07-29 19:25:19 multiproc_worker_utils.py:226]   File "
     "\"/usr/local/lib/python3.10/dist-packages/vllm/worker/worker.py\", line 179, in determine_num_available_blocks",
     "profiling_assertion", {}, "release_regression",
     "vLLM's PaliGemma class built the linear layer of its multimodal projector as a ColumnParallelLinear, so with "
     "tensor parallelism each rank's projector put out only its shard of the text hidden size (1024 of 2048 at TP 2); "
     "merging those image embeddings into the 2048-wide input embeddings failed in the profiling run "
     "(determine_num_available_blocks) on the dummy image with torch's 'shape mismatch: value tensor of shape [8192, "
     "1024] cannot be broadcast to indexing result of shape [8192, 2048]'. A model-code bug of that release on the "
     "tensor-parallel path, not memory, length or the GPU.",
     "vLLM PR #6930 '[Bugfix] Fix PaliGemma MMP' (ywang96, 2024-07-30, 'FIXES #6910'): 'The linear layer in PaliGemma "
     "MMP was previously initialized as a ColumnParallelLinear. This was not intended as we haven't supported "
     "TP-sharded MMP. This PR fixes it by changing it to nn.Linear like all other VLMs.' -- a release with that PR. "
     "Until then the reporter served PaliGemma without tensor parallelism (djl-serving PR #2238 by the same author: "
     "'do not use tp for paligemma due to issues in vllm').",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--tensor-parallel-size", "above": 1}],
     note="Excerpt: the title and the stored chunk of the description from 'Exception:' (the chunk is turn 0 "
          "continued: the environment and the launch before it are not stored); the last, cut line '(VllmWorker' "
          "dropped. The model is PaliGemma (3.2 GB of weights, the 3B); the TP size is not shown (1024 of 2048 "
          "suggests 2). kind: judgement call 3.")

# ---------------------------------------- vllm #8275: vLLM 0.6.0, InternVL2-40B at PP 4 -> shape mismatch [3328, 7168] vs [3328] (fixed by #8299)
case("vllm-8275-internvl2-40b-pp4-vision-embeddings-shape-mismatch-3328-7168-v060",
     "https://github.com/vllm-project/vllm/issues/8275",
     "[Bug]: RuntimeError: shape mismatch: value tensor of shape [3328, 7168] cannot be broadcast to indexing result "
     "of shape [3328] for OpenGVLab/InternVL2-40B\n"
     "\n"
     "While serving the **OpenGVLab/InternVL2-40B** using Multi-Node Multi-GPU (tensor parallel plus pipeline parallel "
     "inference) facing these issue \n"
     "**RuntimeError: shape mismatch: value tensor of shape [3328, 7168] cannot be broadcast to indexing result of "
     "shape [3328]**\n"
     "\n"
     "But I don't face these issue while serving the **OpenGVLab/InternVL2-8B** and **OpenGVLab/InternVL2-26B** \n"
     "\n"
     "Command: **vllm serve OpenGVLab/InternVL2-40B --tensor-parallel-size 1 --pipeline-parallel-size 4 --dtype "
     "bfloat16 --gpu-memory-utilization 0.9 --max-model-len 6000 --enforce-eager --trust-remo\n"
     "te-code --tokenizer-mode \"auto\"**\n"
     "\n"
     "Log:\n"
     "```\n"
     "INFO 09-08 10:17:29 api_server.py:495] vLLM API server version 0.6.0\n"
     "INFO 09-08 10:17:29 api_server.py:496] args: Namespace(model_tag='OpenGVLab/InternVL2-40B', config='', "
     "host=None, port=8000, uvicorn_log_level='info', allow_credentials=False, allowed_origins=['*'], "
     "allowed_meth\n"
     "ods=['*'], allowed_headers=['*'], api_key=None, lora_modules=None, prompt_adapters=None, chat_template=None, "
     "response_role='assistant', ssl_keyfile=None, ssl_certfile=None, ssl_ca_certs=None",
     None, {}, "release_regression",
     "vLLM 0.6.0's InternVL2 class processed the vision embeddings wrongly under pipeline parallelism: with the 40B "
     "model split over 4 pipeline stages, merging the 13 x 256 = 3328 image-token embeddings (width 7168) into the "
     "input embeddings failed with torch's 'shape mismatch: value tensor of shape [3328, 7168] cannot be broadcast to "
     "indexing result of shape [3328]'. The same launch shape of the 8B / 26B models (no pipeline split needed) "
     "worked. A model-code bug on the pipeline-parallel path, not memory or length.",
     "vLLM PR #8299 '[Bugfix] Fix InternVL2 vision embeddings process with pipeline parallel' (Isotr0py); the "
     "reporter on that PR: 'Thanks a lot, I was able to run 40B model in multi node setup with these changes' (vllm "
     "serve OpenGVLab/InternVL2-40B --pipeline-parallel-size 5 ... on 0.6.0 with the patch). Fix: a vLLM release "
     "with #8299 (by its merge date 0.6.1 or later: the collector's reading).",
     release="0.6.0", gpu=None, gpus=None,
     command="vllm serve OpenGVLab/InternVL2-40B --tensor-parallel-size 1 --pipeline-parallel-size 4 --dtype bfloat16 "
             "--gpu-memory-utilization 0.9 --max-model-len 6000 --enforce-eager --trust-remote-code "
             "--tokenizer-mode \"auto\"",
     forbidden=_NOT_MEMORY,
     note="Excerpt: the issue title and description as the stored chunk shows it, to where it ends inside the "
          "api_server args line (the traceback is not stored; the long run of trailing spaces after 'version 0.6.0' "
          "trimmed). The line break inside '--trust-remo / te-code' is the issue's own. Multi-node: the GPU count and "
          "kind are not stated. judgement calls 1 and 4.")

BATCH.write()
