"""Round-166 blind batch: vLLM launch failures in JUPYTER NOTEBOOKS' saved outputs and other COMMITTED OUTPUTS (error
captures and run logs that authors committed next to their code), collected by helper wild166 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round166-blind"``; the lead grades it once
(``python tests/wild_grade.py round166``). A HELD-OUT measurement: graded once, on the final code, and nothing is to be
fitted on it. Cases were taken in the order the look-ups brought them, not picked to be hard or easy.

Same rules as tools/wild_cases_round29.py and rounds 149-165: the collector did not run ``kvroom explain``,
tests/wild_grade.py or the test suite on these excerpts, and did not read kvroom's source (src/, tests/*.py) to choose
them; every expectation (kind, printed numbers, cause, fixes that would be wrong for that user) was written from the
committed file (and, for two cases, a sibling file of the same repository at the same commit) only. Excerpts are the
file's text as the search tool's stored copy shows it (read_file), notebook JSON string quoting removed; whole lines
in between are dropped and shown as ``...`` (named in each note). The source url is the file's blob url at the commit
read_file gave for the stored version read.

Slice: .ipynb files whose saved cell outputs show a failed vLLM start, and other committed outputs. Sources: the search
tool's code corpus only. **113 look-ups, 3 OVER the budget of 110** (miscounted during the session; recounted from the
transcript at the end): 7 ``search`` (code), 22 ``find_string``, 38 ``find_files``, 46 ``read_file``; no find_repos,
no fetch; the device was not used. **4 cases from 4 files of 4 repositories -- far short of the 8-14 asked, and short
of the non-memory half** (3 memory: no KV memory in a notebook cell, the free-memory gate, an OOM while the weights
were built; 1 other: a gated Hub repository refused).

Method and what the slice gave:
- find_string does not reach notebooks with vLLM output: exact vLLM wordings in notebook JSON forms (``"evalue":
  "The model's max seq len``, ``"ename": "OutOfMemoryError"``, ``\\u001b[0m: No available memory for the cache``,
  ``\\u001b[39m: To serve at least one request``, ``when initializing the engine.\\n",``, ``EngineCore failed to
  start.\\n",``, ``backend for Volta and Turing GPUs.\\n",``) all returned 0 or only test fixtures, and even
  ``"evalue": "CUDA out of memory. Tried to allocate`` returned 0; the one notebook case below carries
  ``when initializing the engine.\\n",`` in its outputs, so that notebook is outside find_string's selection.
  Round 149 found the same. The code ``search`` (semantic, file openings) never returned a notebook with vLLM output.
- What worked: ``find_files path=<notebook name>`` (vllm.ipynb: 34 repositories, vLLM.ipynb: 14, vllm_test.ipynb: 10,
  test_vllm.ipynb: 8, vllm_serve.ipynb: 3, vllm_server.ipynb: 2, vllm_demo.ipynb: 2, vllm_inference.ipynb: 2,
  vllm_colab.ipynb: 1, vllm-test.ipynb: 1) and reading notebooks at random: **29 notebooks read, 1 failed launch**
  (monitus2022/fun). Healthy starts or no vLLM failure in the stored text: Nandan090/Image-Query-vLLM-Co-pilot-GPU
  (Ollama only), eholguin1/CSE151B, Patrik1352/LLM (first 16,000 of 1.39M), rafatsiddiqui9/quantumLeap (openai
  client errors), cnubigdata-24/vLLM_Test (pip output), kyaushev/ecg_classifier (healthy 0.10.2 T4 start),
  Ssunbell/skeleton-4, bun-bowonko/webtoon_rag (a transformers device-side assert, not vLLM), lujiaju6555/
  Chinese-LLM-Tuning, wj-tan/llm-chatbot-playground, zpeople/LLM_FT_demo (no outputs), Irenejy93/stk-analyst-chatbot
  (pip output), thri5ha/learning (a KeyboardInterrupt while loading), SAMeh-ZAGhloul/vLLM-test, weirdeveloper/
  llm-inference-benchmark, Mahdi-Rashidiyan/vLLM- (the LLM(device="cpu") cell has no output), MrShevan/
  assignment5-alignment, BoYuanVisionary/inference-on-LLMs (a comment "get strong error when using
  tensor_parallel_size=3" with no error text; a later kernel crash), HuazeTang/in-context-learning (API misuse after a
  healthy start), preduct0r/nn_other, JSJeong-me/GPT-Finetuning (server output sent to a file not committed),
  hazalturkmen/measure-before-you-deploy (first 16,000 of 371,657 are widget state), ren-cyh/LLM-playground,
  zhenlan0426/ARI2025 (Unsloth), quyetttcoder/Fine-tune-LLM-with-small-data (healthy 0.24.0 Kaggle T4 start),
  alexeisadohin/CytoRAG and GenAITeamF/TeamF_REPO (no vLLM output in the first page), odedovadia/msec_genai_slm.
- "Other committed outputs": error captures and logs found by file names rounds 154 and 161 had not listed
  (vllm_error.txt: 2 repositories, both taken; vllm_log.txt: ShrijithSM/explainablity, not read by round 154, taken;
  vllm_server.txt: 2, jxm020202/aimo3 [healthy gpt-oss-120b Kaggle start] and YelinShan/vllm-scheduling-optimized
  [healthy, 3.8M characters]; vllm_logs.txt: JVarnica/vllm-server [healthy NGC 25.12 start, 2.3M characters] and
  xbill9/gemma4-tips-aws [a heavily patched AWS Neuron build, first page only: not judged]; vllm_crash.log:
  spottabathula69/gpu-llm-inference-platform [vLLM 0.6.4.post1 under WSL: the engine process died after '# GPU
  blocks: 20671' with only the front end's "ZMQError: Operation not supported" and "Engine process failed to start"
  printed; neither the log nor the README says why: NOT taken, cause not shown]). Names with no repository:
  logs/vllm_server.err, vllm_output.txt (only huggingface/lighteval), vllm-error.log, vllm_out.txt, vllm_errors.txt,
  run_vllm.ipynb, logs/vllm_server.txt, serve_vllm.log, logs/vllm.txt, vllm_server_output.log, vllm_errors.log,
  vllm_oom.log, vllm_err.txt, vllm_err.log.
- find_string probes on exact wordings brought only used sources (jubapa's Qwen3-32B w4a16 40960 note, the DFlash2
  262144 note, loopwhile/v100-llm-test's V100 reports [USED_SOURCES.txt; its results/raw logs are the same two
  launches], the jeebs journald log round 154 could not locate).

Every url and repository was grepped in /work/coord/USED_SOURCES.txt (url and OWNER/REPO), tools/wild_cases_round*.py,
tests/golden/wild/ and the other wt-wild16x/17x round files: none of the four repositories was there.

Judgement calls for the lead (each case's ``note`` says more):
1. THE NOTEBOOK SLICE IS NEARLY EMPTY, SO IT WAS WIDENED to committed error captures and logs (the brief's "other
   committed outputs"); 1 case is a notebook, 3 are committed log/error files. Round 161 covers committed run logs
   found by name; the names used here are ones it did not list.
2. monitus2022's notebook prints both "Available KV cache memory: -1.49 GiB" and "ValueError: No available memory for
   the cache blocks": kind no_kv_memory (the raised line); kv_memory_negative is the alternative (earlier fixtures
   label such logs both ways). Cause weights_exceed_budget (7.05 GiB of bf16 weights plus compile/activation overheads
   over a 0.8 share of an unnamed WSL card); util_too_low is the alternative (the share is below the default). No
   total is printed, so none is given; the length is already 1024.
3. Omesh2004's vllm_error.txt is a docker restart loop of one launch (the same refusal, 3.22/4.0 GiB free against
   0.9 x 4.0 = 3.6 GiB, from 21:14 to 21:30); the fix comes from a sibling capture at the same commit
   (vllm_error2.txt: 0.75, 2048, --enforce-eager passes the gate). Cause other_process (0.78 GiB held outside the
   engine on a WSL card, by the Windows host or another process; the file does not say which).
4. ShrijithSM's OOM is vLLM 0.16's "Failed to load model - not enough GPU memory" with torch's figures (a 6.00 GiB
   card, 12.43 GiB "allocated by PyTorch" -- WSL lets allocations spill into shared system memory; "17179869184.00
   GiB in use" is printed as is): oom_loading, cause weights_do_not_fit (Qwen2.5-7B in fp16, ~15 GiB, on a 6 GiB
   card). vLLM's own hint (lower --gpu-memory-utilization) is forbidden here: the weights alone exceed the card.
5. camellia-sad's capture: the Hub (through hf-mirror.com) answered 403 GatedRepoError "Your request to access model
   facebook/cwm has been rejected by the repo's authors" -> hub_access_denied; no token or flag fixes a rejection.
6. BUDGET: 113 look-ups against 110 allowed (3 over). The counting slip was found only when tallying for this write-up.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round166-blind")
case = BATCH.case

# ------------------------------------------------------------------ memory: no KV memory in a Jupyter cell (WSL, 0.9.2)
case("monitus2022-fun-notebook-llm-jp-37b-wsl-negative-1.49-util-0.8",
     "https://github.com/monitus2022/fun/blob/aea1cb7b9d0debe972bfce4a12b50ae991348a25/vllm.ipynb",
     "llm = LLM(\n"
     "    model=\"llm-jp/llm-jp-3-3.7b-instruct\",\n"
     "    gpu_memory_utilization=0.8,\n"
     "    max_model_len=1024,\n"
     "    )\n"
     "INFO 07-19 18:52:27 [config.py:1472] Using max model len 1024\n"
     "...\n"
     "INFO 07-19 18:52:28 [core.py:69] Initializing a V1 LLM engine (v0.9.2) with config: "
     "model='llm-jp/llm-jp-3-3.7b-instruct', ... dtype=torch.bfloat16, max_seq_len=1024, ... "
     "tensor_parallel_size=1, pipeline_parallel_size=1, ... quantization=None, enforce_eager=False, "
     "kv_cache_dtype=auto, ...\n"
     "INFO 07-19 18:52:29 [parallel_state.py:1076] rank 0 in world size 1 is assigned as DP rank 0, PP rank 0, TP "
     "rank 0, EP rank 0\n"
     "WARNING 07-19 18:52:29 [interface.py:382] Using 'pin_memory=False' as WSL is detected. This may slow down the "
     "performance.\n"
     "...\n"
     "INFO 07-19 18:52:33 [gpu_model_runner.py:1801] Model loading took 7.0483 GiB and 3.011358 seconds\n"
     "...\n"
     "INFO 07-19 18:53:20 [monitor.py:34] torch.compile takes 26.01 s in total\n"
     "INFO 07-19 18:53:22 [gpu_worker.py:232] Available KV cache memory: -1.49 GiB\n"
     "ERROR 07-19 18:53:22 [core.py:586] EngineCore failed to start.\n"
     "ERROR 07-19 18:53:22 [core.py:586] Traceback (most recent call last):\n"
     "...\n"
     "ERROR 07-19 18:53:22 [core.py:586]     raise ValueError(\"No available memory for the cache blocks. \"\n"
     "ERROR 07-19 18:53:22 [core.py:586] ValueError: No available memory for the cache blocks. Try increasing "
     "`gpu_memory_utilization` when initializing the engine.\n"
     "...\n"
     "RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {}",
     "no_kv_memory", {"weights_gib": 7.05, "available_gib": -1.49, "gpu_memory_utilization": 0.8,
                      "max_model_len": 1024},
     "weights_exceed_budget",
     "A Jupyter notebook committed with its outputs (July 2025): vllm.LLM() in a cell for llm-jp/llm-jp-3-3.7b-instruct "
     "in bf16 (7.05 GiB of weights) under WSL, vLLM 0.9.2 (V1), gpu_memory_utilization=0.8 and max_model_len=1024. "
     "The weights, the profile run's activations and the torch.compile/CUDA-graph overheads exceed the 0.8 share of "
     "the (unnamed, WSL) card, so the KV budget comes out negative (-1.49 GiB) and the engine refuses to start. "
     "The length is already tiny (1024): only a larger share of the card, a smaller/quantized checkpoint or a bigger "
     "GPU helps.",
     "none recorded: the notebook ends with the failing cell (its next cell, llm.generate, was never run)",
     release="0.9.2 (the log's 'Initializing a V1 LLM engine (v0.9.2)')", gpu="not named (a CUDA GPU under WSL)",
     gpus=1,
     command="LLM(model=\"llm-jp/llm-jp-3-3.7b-instruct\", gpu_memory_utilization=0.8, max_model_len=1024)",
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.8}, {"flag": "--max-model-len"},
                {"flag": "--tensor-parallel-size", "above": 1}],
     note="judgement call 2. The code cell's source (JSON quoting removed) then its saved stdout/stderr streams in "
          "order; '...' drops the config/chunked-prefill lines, the safetensors progress widget, the compile-cache "
          "lines, the traceback frames and the notebook's ANSI-coloured IPython traceback (whose last line is kept). "
          "The V1 config line is shortened inside with '...' (it is one very long line in the cell). gpus=1 from "
          "'world size 1' and the single-GPU WSL setup; the card's size is not printed, so no total is given. "
          "weights_exceed_budget over util_too_low: the log prints the weights (7.05 GiB) and a negative budget at a "
          "share the user set below the default; a larger share is the lever, a shorter length is not")

# ------------------------------------------------------------------ memory: free-memory gate on a 4 GiB WSL card (committed error file)
case("omesh2004-nucleus-qwen25-3b-awq-wsl-free-3.22-of-4.0-util-0.9",
     "https://github.com/Omesh2004/nucleus/blob/a77cf04667be757d72e3afe08c6317382e4c743a/vllm_error.txt",
     "WARNING 04-22 21:14:27 [argparse_utils.py:191] With `vllm serve`, you should provide the model as a positional "
     "argument or in a config file instead of via the `--model` option. The `--model` option will be removed in "
     "v0.13.\n"
     "(APIServer pid=1) INFO 04-22 21:14:27 [utils.py:299]  ▄▄ ▄█ █     █     █ ▀▄▀ █  version 0.19.1\n"
     "(APIServer pid=1) INFO 04-22 21:14:27 [utils.py:299]   █▄█▀ █     █     █     █  model   "
     "Qwen/Qwen2.5-3B-Instruct-AWQ\n"
     "...\n"
     "(APIServer pid=1) INFO 04-22 21:14:27 [utils.py:233] non-default args: {'model_tag': "
     "'Qwen/Qwen2.5-3B-Instruct-AWQ', 'model': 'Qwen/Qwen2.5-3B-Instruct-AWQ', 'max_model_len': 4096, "
     "'quantization': 'awq'}\n"
     "...\n"
     "(EngineCore pid=80) WARNING 04-22 21:15:18 [interface.py:525] Using 'pin_memory=False' as WSL is detected. This "
     "may slow down the performance.\n"
     "(EngineCore pid=80) INFO 04-22 21:15:18 [parallel_state.py:1400] world_size=1 rank=0 local_rank=0 "
     "distributed_init_method=tcp://172.19.0.10:34153 backend=nccl\n"
     "...\n"
     "(EngineCore pid=80) ERROR 04-22 21:15:19 [core.py:1108] EngineCore failed to start.\n"
     "(EngineCore pid=80) ERROR 04-22 21:15:19 [core.py:1108] Traceback (most recent call last):\n"
     "...\n"
     "(EngineCore pid=80) ERROR 04-22 21:15:19 [core.py:1108]   File "
     "\"/usr/local/lib/python3.12/dist-packages/vllm/v1/worker/utils.py\", line 413, in request_memory\n"
     "(EngineCore pid=80) ERROR 04-22 21:15:19 [core.py:1108]     raise ValueError(\n"
     "(EngineCore pid=80) ERROR 04-22 21:15:19 [core.py:1108] ValueError: Free memory on device cuda:0 (3.22/4.0 GiB) "
     "on startup is less than desired GPU memory utilization (0.9, 3.6 GiB). Decrease GPU memory utilization or "
     "reduce GPU memory used by other processes.",
     "free_memory_low", {"free_gib": 3.22, "total_gib": 4.0, "gpu_memory_utilization": 0.9, "requested_gib": 3.6},
     "other_process",
     "A committed error capture (vllm_error.txt) of the author's own vllm serve in a container (vLLM 0.19.1, pid 1) "
     "on a 4 GiB NVIDIA card under WSL: Qwen2.5-3B-Instruct-AWQ with --max-model-len 4096 and the default "
     "utilization 0.9. 0.78 GiB of the card was already held outside the engine (the Windows host/desktop under "
     "WSL, or another process), so only 3.22 GiB were free against the 3.6 GiB that 0.9 asks for; the gate refuses "
     "before any weight loads. A share of at most ~0.80 (or freeing the card) passes the gate.",
     "the next capture in the same repository (vllm_error2.txt, 21:35, five minutes after the loop's last refusal) relaunches "
     "with --max-model-len 2048 --enforce-eager --gpu-memory-utilization 0.75 (0.75 x 4.0 = 3.0 GiB, under the 3.22 GiB "
     "free): it passes the gate and starts loading the model (the file ends at the attention-backend choice)",
     release="0.19.1 (the banner's 'version 0.19.1')", gpu="a 4 GiB NVIDIA GPU under WSL (model not named)", gpus=1,
     command="vllm serve --model Qwen/Qwen2.5-3B-Instruct-AWQ --max-model-len 4096 --quantization awq",
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.81}, {"flag": "--max-model-len"},
                {"flag": "--tensor-parallel-size"}],
     note="judgement call 3. The file's first launch as stored (read_file's first page); '...' drops the banner's art "
          "lines, the Hub retry, resolver and config lines, the V1 config dump and the traceback frames between the "
          "error head and the raise. The 473,157-character file is a container restart loop: its last page (read too) "
          "is the same launch refused with the same figures at 21:30, sixteen minutes later. The command is rebuilt "
          "from the non-default args (the model was passed with --model, per the deprecation warning). The fix is "
          "from a second file of the same repository (vllm_error2.txt, same commit). Cause other_process: the card reports 0.78 GiB used before the engine allocates anything; "
          "0.80 x 4.0 = 3.2 GiB would pass, so forbidden at_least 0.81. The same figures (3.22/4.0 at 0.9) are in fixture "
          "vllm-25837-4gb-free-3.22-of-4.0-util-0.9, a different user's vLLM issue (Sept 2025, offline LLM, 0.10/0.11); "
          "this is a separate launch (docker vllm serve of Qwen2.5-3B-AWQ, 0.19.1, April 2026): the lead may treat the "
          "pair as near-duplicates in kind and numbers")

# ------------------------------------------------------------------ non-memory: gated repository refused (committed error file)
case("camellia-sad-contextbench-facebook-cwm-gated-403-hf-mirror",
     "https://github.com/camellia-sad/ContextBench/blob/4b0bcfe866c5e79ff3e56593ddd9a7881ad978ad/vllm_error.txt",
     "(APIServer pid=29052) INFO 05-15 16:08:26 [utils.py:297]  ▄▄ ▄█ █     █     █ ▀▄▀ █  version 0.18.0\n"
     "(APIServer pid=29052) INFO 05-15 16:08:26 [utils.py:297]   █▄█▀ █     █     █     █  model   facebook/cwm\n"
     "...\n"
     "(APIServer pid=29052) INFO 05-15 16:08:26 [utils.py:233] non-default args: {'model_tag': 'facebook/cwm', "
     "'host': '0.0.0.0', 'model': 'facebook/cwm', 'trust_remote_code': True, 'max_model_len': 131072, "
     "'enforce_eager': True, 'tensor_parallel_size': 4, 'gpu_memory_utilization': 0.8, 'max_num_seqs': 4, "
     "'enable_chunked_prefill': True}\n"
     "(APIServer pid=29052) Traceback (most recent call last):\n"
     "...\n"
     "(APIServer pid=29052) requests.exceptions.HTTPError: 403 Client Error: Forbidden for url: "
     "https://hf-mirror.com/facebook/cwm/resolve/main/config.json\n"
     "...\n"
     "(APIServer pid=29052) huggingface_hub.errors.GatedRepoError: 403 Client Error. (Request ID: "
     "Root=1-6a0744fc-29f83bb31ee677ea4b1e65df;f11a8a48-6812-409d-a11f-2e70792f1b5d)\n"
     "(APIServer pid=29052) \n"
     "(APIServer pid=29052) Cannot access gated repo for url https://hf-mirror.com/facebook/cwm/resolve/main/config.json.\n"
     "(APIServer pid=29052) Your request to access model facebook/cwm has been rejected by the repo's authors.\n"
     "...\n"
     "(APIServer pid=29052) OSError: You are trying to access a gated repo.\n"
     "(APIServer pid=29052) Make sure to have access to it at https://huggingface.co/facebook/cwm.\n"
     "(APIServer pid=29052) 403 Client Error. (Request ID: "
     "Root=1-6a0744fc-29f83bb31ee677ea4b1e65df;f11a8a48-6812-409d-a11f-2e70792f1b5d)\n"
     "(APIServer pid=29052) \n"
     "(APIServer pid=29052) Cannot access gated repo for url https://hf-mirror.com/facebook/cwm/resolve/main/config.json.\n"
     "(APIServer pid=29052) Your request to access model facebook/cwm has been rejected by the repo's authors.",
     "hub_access_denied", {}, "hub_access_denied",
     "A committed error capture (vllm_error.txt) in a benchmark repository: vllm serve facebook/cwm (Meta's Code "
     "World Model, a gated repository) with TP 4, 131072 tokens and trust_remote_code on vLLM 0.18.0, through the "
     "hf-mirror.com endpoint. The Hub refused config.json with 403: the user's access request to facebook/cwm had "
     "been rejected by the repository's authors, so no config could be read and the API server died before any "
     "engine started. Nothing about memory, parallelism or length is involved.",
     "none recorded in the file; the only way on is access granted on huggingface.co (or a local copy of the "
     "weights obtained with access)",
     release="0.18.0 (the banner's 'version 0.18.0')", gpu=None, gpus=None,
     command="vllm serve facebook/cwm --host 0.0.0.0 --trust-remote-code --max-model-len 131072 --enforce-eager "
             "--tensor-parallel-size 4 --gpu-memory-utilization 0.8 --max-num-seqs 4 --enable-chunked-prefill",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--trust-remote-code"}],
     note="judgement call 5. The whole file is one failed launch (8,623 characters); '...' drops the banner art, the huggingface_hub/"
          "transformers/vLLM traceback frames between the exceptions. The command is rebuilt from the non-default "
          "args. gpus None: TP 4 implies at least four, but the file does not say. A refusal by the repo's authors "
          "(not a missing token): hub_access_denied; HF_TOKEN alone would not help")

# ------------------------------------------------------------------ memory: OOM while building Qwen2.5-7B fp16 on a 6 GiB WSL card (committed log)
case("shrijithsm-explainablity-qwen25-7b-fp16-6gib-wsl-load-oom-260mib",
     "https://github.com/ShrijithSM/explainablity/blob/4a095658cc68c73b8f3dbde991a7da00e8035217/vllm_log.txt",
     "(APIServer pid=1418) INFO 03-10 07:38:15 [utils.py:287]  ▄▄ ▄█ █     █     █ ▀▄▀ █  version 0.16.0\n"
     "(APIServer pid=1418) INFO 03-10 07:38:15 [utils.py:287]   █▄█▀ █     █     █     █  model   "
     "Qwen/Qwen2.5-7B-Instruct\n"
     "...\n"
     "(APIServer pid=1418) INFO 03-10 07:38:15 [utils.py:223] non-default args: {'model': 'Qwen/Qwen2.5-7B-Instruct', "
     "'dtype': 'half', 'max_model_len': 2048, 'enforce_eager': True, 'gpu_memory_utilization': 0.8}\n"
     "(APIServer pid=1418) INFO 03-10 07:38:17 [model.py:529] Resolved architecture: Qwen2ForCausalLM\n"
     "(APIServer pid=1418) WARNING 03-10 07:38:17 [model.py:1874] Casting torch.bfloat16 to torch.float16.\n"
     "(APIServer pid=1418) INFO 03-10 07:38:17 [model.py:1549] Using max model len 2048\n"
     "...\n"
     "(APIServer pid=1418) WARNING 03-10 07:38:18 [interface.py:456] Using 'pin_memory=False' as WSL is detected. "
     "This may slow down the performance.\n"
     "...\n"
     "(EngineCore_DP0 pid=1462) INFO 03-10 07:38:30 [gpu_model_runner.py:4124] Starting to load model "
     "Qwen/Qwen2.5-7B-Instruct...\n"
     "...\n"
     "(EngineCore_DP0 pid=1462) INFO 03-10 07:38:32 [cuda.py:367] Using FLASH_ATTN attention backend out of potential "
     "backends: ['FLASH_ATTN', 'FLASHINFER', 'TRITON_ATTN', 'FLEX_ATTENTION'].\n"
     "(EngineCore_DP0 pid=1462) ERROR 03-10 07:38:43 [gpu_model_runner.py:4219] Failed to load model - not enough GPU "
     "memory. Try lowering --gpu-memory-utilization to free memory for weights, increasing --tensor-parallel-size, or "
     "using --quantization. See https://docs.vllm.ai/en/latest/configuration/conserving_memory/ for more tips. "
     "(original error: CUDA out of memory. Tried to allocate 260.00 MiB. GPU 0 has a total capacity of 6.00 GiB of "
     "which 0 bytes is free. Including non-PyTorch memory, this process has 17179869184.00 GiB memory in use. Of the "
     "allocated memory 12.43 GiB is allocated by PyTorch, and 53.63 MiB is reserved by PyTorch but unallocated. If "
     "reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid "
     "fragmentation.  See documentation for Memory Management  "
     "(https://pytorch.org/docs/stable/notes/cuda.html#environment-variables))\n"
     "(EngineCore_DP0 pid=1462) ERROR 03-10 07:38:43 [core.py:1006] EngineCore failed to start.\n"
     "...\n"
     "(EngineCore_DP0 pid=1462) ERROR 03-10 07:38:43 [core.py:1006] torch.OutOfMemoryError: CUDA out of memory. Tried "
     "to allocate 260.00 MiB. GPU 0 has a total capacity of 6.00 GiB of which 0 bytes is free. Including non-PyTorch "
     "memory, this process has 17179869184.00 GiB memory in use. Of the allocated memory 12.43 GiB is allocated by "
     "PyTorch, and 53.63 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try "
     "setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory "
     "Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)",
     "oom_loading", {"tried_gib": 0.25, "total_gib": 6.0}, "weights_do_not_fit",
     "A committed serve log (vllm_log.txt) of vllm serve Qwen/Qwen2.5-7B-Instruct --dtype half --max-model-len 2048 "
     "--enforce-eager --gpu-memory-utilization 0.8 on vLLM 0.16.0 under WSL with a 6 GiB GPU: the 7.6B-parameter "
     "model needs ~15 GiB in fp16, more than twice the card, so the weights' allocation ran out while the model was "
     "being built (PyTorch had already placed 12.43 GiB, WSL's shared-memory overcommit letting it past the 6 GiB). "
     "No utilization, length or eager flag fits it on one 6 GiB card: a 4-bit checkpoint of a 7B (AWQ/GPTQ ~5 GiB "
     "is still tight) or a smaller model (e.g. 1.5B/3B) is needed.",
     "none recorded (the repository's dev_log.md describes the project's own models fitting a 6 GB card; no vLLM fix "
     "is written down)",
     release="0.16.0 (the banner's 'version 0.16.0')", gpu="a 6 GiB NVIDIA GPU under WSL (model not named; the repository's dev_log.md says '6GB VRAM')", gpus=1,
     command="vllm serve Qwen/Qwen2.5-7B-Instruct --dtype half --max-model-len 2048 --enforce-eager "
             "--gpu-memory-utilization 0.8",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--enforce-eager"}, {"flag": "--tensor-parallel-size", "above": 1}],
     note="judgement call 4. The file's first 16,000 characters as stored; '...' drops the banner art, the scheduler/compile lines, the "
          "V1 config dump, the tvm_ffi warning and the traceback frames (the whole model-build traceback). tried_gib "
          "0.25 is the 260.00 MiB as GiB (rounded). The '17179869184.00 GiB in use' is torch's figure as printed "
          "(a WSL artefact). Cause weights_do_not_fit: Qwen2.5-7B in fp16 (~15 GiB) against a 6 GiB card; vLLM's own "
          "hint 'lowering --gpu-memory-utilization' does not apply (the weights alone are over the card), and "
          "tensor parallelism would need GPUs the user does not show")


if __name__ == "__main__":
    BATCH.write()
