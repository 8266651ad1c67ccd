"""Round-157 blind batch: vLLM launch failures of OLDER releases (the V0 engine, 0.3 to 0.10) that authors recorded
in COMMITTED FILES of public GitHub repositories (READMEs, research notes, experiment journals, a notebook, a
troubleshooting log, a cloud-launch notes file), collected by helper wild157 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round157-blind"``; the lead grades it once
(``python tests/wild_grade.py round157``). A HELD-OUT measurement: graded once, on the final code, and nothing is to
be fitted on it. Cases were taken in the order the searches brought them (and could be located), not picked to be
hard or easy.

Same rules as tools/wild_cases_round29.py and rounds 147-153: the collector did not run ``kvroom explain``,
tests/wild_grade.py or the test suite on these excerpts, and did not read kvroom's source (src/, tests/*.py) to choose
them; every expectation (kind, printed numbers, cause, fixes that would be wrong for that user) was written from the
committed file (and, where a note says so, the same repository's neighbouring files at the same period) only.
Excerpts are the file's text as the repository holds it at the cited commit; lines dropped in between are shown as
``...`` and named in each note; the authors' fix lines are left out (they are in fix_that_worked).

Sources and look-ups: the search tool's code corpus. **67 look-ups** (budget 110): 19 ``search`` (code corpus),
14 ``find_string``, 18 ``read_file``, 12 ``find_files``, 4 ``find_repos`` (one over-long find_string was refused for
its arguments, uncharged); ``fetch`` (not a look-up) brought 11 snapshots, read with git to pin each file's commit and
check the text at that commit (and the neighbouring files some notes cite); the device was not used.
**14 cases from 11 files of 10 repositories**: genlm/control-iclr-2025 (2, one README, two different launches),
ironbar/aimo (2: a research journal's KV refusal and a notebook's pipeline-parallel refusal), kilian-group/phantom-wiki
(2, one README: four A6000s and six A6000s), xlisp/jimw-vllm (2, one README: a GTX 1080's bfloat16 refusal and its
XFormers soft-cap refusal), wujinggrt/DendronNote, 100-hours-a-week/15-Leafresh-AI, just-record/vllm_practice,
lcary/ai-summarization-benchmarks, gstearmit/skypilot, lizhieffe/TinyZero (1 each). **6 memory** (all V0's "The
model's max seq len (N) is larger than the maximum number of tokens that can be stored in KV cache (M)", releases
0.4.3-0.6.4 and later V0 runs) and **8 other** (four bfloat16 refusals on Pascal / Turing / Volta, AWQ below its
minimum capability, TP not dividing the heads, PP not supported yet in 0.4.3, XFormers' soft-capping refusal). None
of the ten repositories is in /work/coord/USED_SOURCES.txt or in the fixtures' sources; every url, bare OWNER/REPO
and hint was grepped there and in tests/golden/wild/ first.

What the slice's searches brought and what came of it:
- TAKEN (located): see the cases.
- NOT located (3 look-ups each, then left): a PrE-Text / paper-new-round19 debugging log (Chinese+English, "# GPU
  blocks: 0, # CPU blocks: 512" / "No available memory for the cache blocks" on a shared A6000 at utilization 0.35,
  root cause a transient startup race, fixed by a release-and-retry wrapper; find_string ids 59667342534 /
  59754654894, no repository named by search); a DeepSpeedExamples fork's benchmarks/inference/mii/src/server.py with
  three V0 KV refusals in comments (yocov2 200000 > 195104, Phi-3.5-mini 100000 > 30928, Llama-3.2-3B 131072 >
  118912; garg-amit/DeepSpeedExamples and zichongli5/DeepSpeedExamples hold the path, but neither snapshot has that
  version); a Red Hat OpenShift AI guide (Llama 3.1 via the vLLM ServingRuntime for KServe, 131072 > 28560, fixed with
  --max_model_len=4096); a SEA-LION-8B RAG project README ("No available memory for the cache blocks" on 8 GB laptop
  GPUs, fixed with bitsandbytes 4-bit; 184 repositories hold its docker-compose.vllm.yml); a Quadro RTX 6000 preflight
  guard quoting its logs/llama_x_qwen.log bfloat16 refusal; an RTX 3080 10 GB WSL2 tuning report (vLLM 0.6.3.post1,
  Llama-3.1-8B with cpu_offload_gb 5: 30576 > 1136); a yocov2 LLM() script (262144 > 164016, fixed with
  max_model_len=100000, likely the same unfound fork).
- Skipped: dLoRA gate notes (a vLLM fork; "# GPU blocks: 0" never resolved); a BaM fork's num_gpu_blocks_override note;
  imroc's Chinese K8s guide (its faq.md is already a fixture source, tke-guide); BFCmath/Delegate (fixture source);
  hzqjgthy/vllm (fixture source); raids-lab/crater and the V100S AWQ project (fixture sources); V1-era hits (a
  MiniMax-M2.7 ngram note, a TRL sudoku colocate note, an RTX PRO 6000 two-node note, a 32B-AWQ 24 GB note: outside
  this slice's releases, left for the V1 slices); copies of vLLM's source, issue digests ("候选优化模式" wiki pages) and
  tools' test fixtures.

Judgement calls for the lead (each case's ``note`` says more):
1. Two cases from one file where the file shows two different failed launches: genlm/control-iclr-2025's README
   (a bfloat16 refusal on a Quadro RTX 8000; a KV refusal of Llama-3.1-8B's 131072), kilian-group/phantom-wiki's
   README (Llama-3.1-70B on four A6000s: KV refusal; on six A6000s: 64 heads over TP 6) and xlisp/jimw-vllm's README
   (Llama-3.2-1B's bfloat16 refusal; gemma-2-9b's XFormers soft-cap refusal, both on a GTX 1080). ironbar/aimo
   gives two cases from two files (the journal's KV refusal at utilization 0.60; the notebook's
   --pipeline-parallel-size 2 comment).
   The lead may prefer to count a file once.
2. Cause of the aimo KV refusal: ``util_too_low`` (the author lowered the utilization on purpose to 0.60 to mimic a
   T4's share of a 3090, and 0.62 started); ``kv_too_small`` is the alternative (the printed message is the same).
3. Thin fixes: the jimw-vllm gemma-2-9b refusal records no fix (the README ends with it; the log is conclusive);
   the SkyPilot Mixtral log (gstearmit) records no fix (the log itself is conclusive: bfloat16 on a V100,
   compute capability 7.0; the repository's serve.yaml at that commit asks for accelerators A100:1); the phantom-wiki
   README states the working configurations (max_model_len 4096 on four A6000s; eight A6000s for the full length)
   rather than a before/after; genlm states its fixes as the way to pass engine options.
4. Traps: the jimw-vllm GTX 1080 case forbids --dtype half/float16 (the README shows that launch dying at the first
   request on Pascal, Triton's 'Unsupported conversion from f16 to f16'; float32 ran), while the TinyZero GTX 1080 Ti
   case does not (its worklog never tried float16; the author moved to newer GPUs); the Mixtral case's --dtype half
   clears the printed refusal but Mixtral-8x7B's ~87 GiB of fp16 weights cannot fit one 16 GB V100 (not forbidden,
   named in the note); the DendronNote fix restated --gpu_memory_utilization=0.9, the
   default, so utilization at or below 0.9 is forbidden there, not above; six GPUs cannot split 64 heads, so TP 6 is
   forbidden and TP 4 (or 8, as the README says) is the lever.
5. Kind for the XFormers soft-capping refusal: ``vllm_check_failed`` with cause ``attention_backend_gpu``, as the
   README's table reads that message (it names 0.5.5-0.6.3; this log is 0.6.4.post1).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round157-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]
GENLM = "https://github.com/genlm/control-iclr-2025/blob/fdbaa1ac353693fea4a07b9dc60ad069183f41cd/README.md"
AIMO = "https://github.com/ironbar/aimo/blob/a500a9dc71194d2cd4219f3522f999e1e21c43af/"
PHANTOM = "https://github.com/kilian-group/phantom-wiki/blob/76e9cfd87e2fba967274978cba3bb32623326c82/README.md"

# ------------------------------------------------------------------ memory: V0's KV refusal
case("genlm-control-iclr-llama31-8b-131072-93936", GENLM,
     "### Maximum Model Length\n\n"
     "Sometimes the model's max sequence length is larger than the maximum number of tokens that can be stored in KV "
     "cache. For example, you may see an error like:\n\n"
     "```\n"
     "ValueError: The model's max seq len (131072) is larger than the maximum number of tokens that can be stored in "
     "KV cache (93936). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the "
     "engine.\n"
     "```",
     "kv_cache_too_small_v0", {"max_seq_len": 131072, "max_kv_tokens": 93936}, "kv_too_small",
     "The experiments of the ICLR 2025 paper 'Syntactic and Semantic Control for Large Language Models via Sequential "
     "Monte Carlo' run vLLM through genlm-control's engine; the repository's default model is "
     "meta-llama/Meta-Llama-3.1-8B-Instruct (control_iclr/common.py), whose config gives 131072 tokens, and on the "
     "authors' GPU the V0 engine's KV cache held 93936, so the engine refused the full length.",
     "the README's fix: pass max_model_len to the vLLM engine through cli.py's --lm-args, e.g. "
     "--lm-args '{\"engine_opts\": {\"max_model_len\": 10000}}'",
     release="not stated (a V0-engine release, through genlm-control; README of May 2025)", gpu=None, gpus=None,
     forbidden=[{"flag": "--max-model-len", "above": 93936}],
     note="judgement calls 1 and 3: the README's 'Common Issues' section holds two different failed launches; this is "
          "the second, its subsection as the file shows it, the fix paragraph after the block left out. The model is "
          "the repository's default (control_iclr/common.py), the GPU not named")

case("aimo-iter05-deepseekmath-3090-util060-1536-1104", AIMO + "docs/modeling/Iteration_05_vllm.md",
     "#### Local runs\n\n"
     "I'm able to run inference with just 62% of 3090 memory with 1 repetition.\n\n"
     "When reducing gpu memory to 60% I get this error.\n"
     "[rank0]: ValueError: The model's max seq len (1536) is larger than the maximum number of tokens that can be "
     "stored in KV cache (1104). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when "
     "initializing the engine.",
     "kv_cache_too_small_v0", {"max_seq_len": 1536, "max_kv_tokens": 1104}, "util_too_low",
     "ironbar's AI Mathematical Olympiad journal (June 2024, vLLM 0.4.3): DeepSeekMath-7B (its weights took 12.87 GB) "
     "served on a 24 GB RTX 3090 at a deliberately reduced gpu_memory_utilization, to imitate the share of memory a "
     "Kaggle T4 would give; at 0.60 the budget left 1104 tokens of KV cache for a 1536-token max_model_len, at 0.62 "
     "the engine started.",
     "the author's own runs: gpu_memory_utilization 0.62 starts with one sequence ('able to run inference with just "
     "62% of 3090 memory'); 1536 was the length the Kaggle T4 handles, so the length was kept",
     release="0.4.3 (the repository's notebooks/009_vllm.ipynb logs 'Initializing an LLM engine (v0.4.3)')",
     gpu="RTX 3090 (24 GB)", gpus=2,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.6}, {"flag": "--max-model-len", "above": 1104}],
     note="judgement call 2 (util_too_low over kv_too_small). The 'Local runs' subsection as the file shows it; the "
          "author's to-do list after it left out. gpus 2: the same home PC runs the model with "
          "--tensor-parallel-size 2 in notebooks/009_vllm.ipynb and the journal evaluates 'using the 2 gpus'; "
          "whether this run used TP 2 is not said. The 60% is the author's prose, not a printed number, so it is "
          "not in numbers")

case("dendronnote-qwen25vl-3b-merged-128000-119840",
     "https://github.com/wujinggrt/DendronNote/blob/f1ea569fdb07f604be6bccfd6622434f932ab932/"
     "llm.%E5%BE%AE%E8%B0%83Qwen2_5_VL.md",
     "## 使用 vllm 部署\n\n"
     "部署微调的 3B 模型时：\n\n"
     "```bash\n"
     "❯ CUDA_VISIBLE_DEVICES=0,1 vllm serve merged --port 8000 --host 0.0.0.0 --dtype bfloat16 --limit-mm-per-prompt "
     " image=5,video=5\n"
     "...\n"
     "ValueError: The model's max seq len (128000) is larger than the maximum number of tokens that can be stored in "
     "KV cache (119840). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the "
     "engine.\n"
     "```",
     "kv_cache_too_small_v0", {"max_seq_len": 128000, "max_kv_tokens": 119840}, "kv_too_small",
     "A Chinese Dendron note on fine-tuning Qwen2.5-VL (February 2025): the merged 3B checkpoint from LLaMA-Factory "
     "served with vllm serve and no length, so the model's 128000 tokens; one GPU's KV cache held 119840 (no "
     "tensor parallelism although two GPUs were visible), and the V0 engine refused.",
     "the author: add --max_model_len=8000 (with --gpu_memory_utilization=0.9, the default) and it runs",
     release="not stated (the same repository's Qwen2.5-VL note installs 'vllm>0.7.2'; February 2025)", gpu=None,
     gpus=2,
     command="CUDA_VISIBLE_DEVICES=0,1 vllm serve merged --port 8000 --host 0.0.0.0 --dtype bfloat16 "
             "--limit-mm-per-prompt image=5,video=5",
     forbidden=[{"flag": "--max-model-len", "above": 119840}, {"flag": "--gpu-memory-utilization", "at_most": 0.9}],
     note="judgement call 4. The section as the file shows it up to the error block (the '...' is the author's); the "
          "fix sentence and the fixed command after it left out. gpus 2 from CUDA_VISIBLE_DEVICES=0,1; the command "
          "sets no tensor parallelism. A utilization above 0.9 (about 7% more KV) would also have closed it, so only "
          "values at or below the default are forbidden")

case("phantom-wiki-llama31-70b-4xa6000-131072-106848", PHANTOM,
     "**System requirements**\n"
     "- `meta-llama/Llama-3.1-8B-Instruct`: >= one 3090\n"
     "- `meta-llama/Llama-3.1-70B-Instruct`: \n"
     "...\n"
     "With four A6000s:\n"
     "```\n"
     "[rank0]: ValueError: The model's max seq len (131072) is larger than the maximum number of tokens that can be "
     "stored in KV cache (106848). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when "
     "initializing the engine.\n"
     "```",
     "kv_cache_too_small_v0", {"max_seq_len": 131072, "max_kv_tokens": 106848}, "kv_too_small",
     "Cornell's Phantom Wiki evaluation (December 2024) runs Llama-3.1-70B-Instruct in vLLM with tensor parallelism "
     "over every visible GPU (phantom_eval's default tensor_parallel_size is the GPU count); on four 48 GB A6000s the "
     "KV cache held 106848 tokens, less than the model's 131072, and the V0 engine refused.",
     "the README's requirements: max_model_len = 4096 runs on four A6000s; max_model_len = None (the full 131072) "
     "needs eight A6000s",
     release="not stated (pip install vllm, December 2024)", gpu="4x RTX A6000 (48 GB)", gpus=4,
     forbidden=[{"flag": "--max-model-len", "above": 106848}, {"flag": "--tensor-parallel-size", "above": 4}],
     note="judgement calls 1 and 3: the README's 'System requirements' list holds two failed launches; this is the "
          "four-A6000 one. '...' stands for the two requirement lines under the 70B item (the fix: max_model_len = "
          "4096 on four, None on eight), left out; the six-A6000 block after it is the next case")

case("leafresh-mistral7b-v03-l4-32768-10272",
     "https://github.com/100-hours-a-week/15-Leafresh-AI/blob/1ae39a200883f7fad524334144799fefb13530cd/"
     "Text/LLM/model/chatbot/troubleshooting_chatbot.md",
     "# 2025-07-12 vLLM 서버 시작 시 KV 캐시 부족 에러 해결\n\n"
     "## 현상\n"
     "- vLLM 서버 시작 시 `ValueError: The model's max seq len (32768) is larger than the maximum number of tokens "
     "that can be stored in KV cache (10272)` 에러 발생\n"
     "- 서버 시작 자체가 실패하여 FastAPI 서버에서 vLLM 호출 불가능\n\n"
     "## 원인 분석\n"
     "1. **vLLM의 기본 설정 문제**\n"
     "   - vLLM이 모델의 기본 `max_seq_len=32768`을 사용하려고 함\n"
     "   - L4 GPU의 메모리로는 32768 토큰을 처리할 수 있는 KV 캐시 공간이 부족",
     "kv_cache_too_small_v0", {"max_seq_len": 32768, "max_kv_tokens": 10272}, "kv_too_small",
     "Leafresh, a Korean eco-challenge chatbot (July 2025): Mistral-7B-Instruct-v0.3 served with "
     "python -m vllm.entrypoints.openai.api_server and no length on one 24 GB L4, so the model's 32768 tokens; after "
     "the weights the KV cache held 10272 and the engine refused.",
     "the team's fix (same file, and Text/LLM/start_services.sh): add --max-model-len 8192 (about 80% of 10272) with "
     "--gpu-memory-utilization 0.9",
     release="not stated (July 2025)", gpu="L4 (24 GB)", gpus=1,
     command="python -m vllm.entrypoints.openai.api_server --model /home/ubuntu/mistral/"
             "models--mistralai--Mistral-7B-Instruct-v0.3/snapshots/e0bc86c23ce5aae1db576c8cca6f06f1f73af2db "
             "--host 0.0.0.0 --port 8800",
     forbidden=[{"flag": "--max-model-len", "above": 10272}, {"flag": "--gpu-memory-utilization", "at_most": 0.9}],
     note="The troubleshooting log's entry from its heading to the first cause bullet; the rest of the author's "
          "analysis (its memory arithmetic guesses the weights at ~4 GB) and the fix section left out. The failing "
          "command is start_services.sh as it stood before the fix (commit 64682a9c: no --max-model-len, no "
          "utilization, so the default 0.9); gpus 1: the entry speaks of one L4")

# ------------------------------------------------------------------ TP over the heads
case("phantom-wiki-llama31-70b-6xa6000-64-heads-tp6", PHANTOM,
     "- `meta-llama/Llama-3.1-70B-Instruct`: \n"
     "...\n"
     "With six A6000s:\n"
     "```\n"
     "ValueError: Total number of attention heads (64) must be divisible by tensor parallel size (6).\n"
     "```",
     "tp_not_divisible", {"num_attention_heads": 64, "tensor_parallel_size": 6}, "tp_not_divisible",
     "Phantom Wiki's evaluation sets vLLM's tensor_parallel_size to the number of visible GPUs; with six A6000s "
     "Llama-3.1-70B's 64 attention heads cannot be split six ways.",
     "the README's requirements: run the 70B on four A6000s (max_model_len = 4096) or eight A6000s",
     release="not stated (pip install vllm, December 2024)", gpu="6x RTX A6000 (48 GB)", gpus=6,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "value": "6"},
                                {"flag": "--tensor-parallel-size", "above": 6}],
     note="judgement call 1: the README's second failed launch. '...' stands for the two requirement lines and the "
          "four-A6000 block (the previous case) between the item and this block")

# ------------------------------------------------------------------ pipeline parallelism before 0.5.1
case("aimo-009-deepseekmath-pp2-not-supported-v043", AIMO + "notebooks/009_vllm.ipynb",
     "def run_vllm_server():\n"
     "    subprocess.run(['python', '-m', 'vllm.entrypoints.openai.api_server',\n"
     "                    '--model', '/home/gbarbadillo/data/deepseekmath', \n"
     "                    #'--pipeline-parallel-size', '2', #NotImplementedError: Pipeline parallelism is not "
     "supported yet.\n"
     "...\n"
     "                    ])",
     "pp_unsupported", {}, "pp_unsupported",
     "The same author's vLLM notebook (June 2024, vLLM 0.4.3): serving DeepSeekMath-7B over the home PC's two GPUs "
     "with --pipeline-parallel-size 2 failed, because vLLM before 0.5.1 implements no pipeline parallelism; the "
     "author commented the flag out with the error it printed.",
     "the notebook's working cell: --tensor-parallel-size 2 instead of --pipeline-parallel-size 2",
     release="0.4.3 (the notebook's own log: 'Initializing an LLM engine (v0.4.3)')", gpu="2x RTX 3090", gpus=2,
     command="python -m vllm.entrypoints.openai.api_server --model /home/gbarbadillo/data/deepseekmath "
             "--pipeline-parallel-size 2",
     forbidden=NO_MEMORY_FIX + [{"flag": "--pipeline-parallel-size", "above": 1},
                                {"flag": "--tensor-parallel-size", "above": 2}],
     note="The code cell's source as the notebook holds it (JSON string quoting removed); '...' is the cell's "
          "'--tensor-parallel-size', '2' line, the fix, left out. The error is the author's comment on the flag, "
          "the cell's output is of the working run. GPU model from the journal (3090s), count from the cell")

# ------------------------------------------------------------------ dtype / GPU capability
case("genlm-control-iclr-quadro-rtx8000-bf16", GENLM,
     "### GPU Compute Capability\n\n"
     "When running on GPUs with compute capability less than 8.0 (e.g., RTX 2080, Quadro RTX 8000), bfloat16 is not "
     "supported and will cause errors. For example, you may see an error like:\n\n"
     "```\n"
     "ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Quadro RTX 8000 "
     "GPU has compute capability 7.5. You can use float16 instead by explicitly setting the `dtype` flag in CLI, for "
     "example: --dtype=half.\n"
     "```",
     "dtype_unsupported", {"compute_capability": "7.5"}, "dtype_unsupported",
     "The ICLR 2025 SMC-control experiments load bfloat16 checkpoints (Llama-3.1-8B by default) into vLLM; on a "
     "Quadro RTX 8000 (Turing, compute capability 7.5) vLLM refuses bfloat16.",
     "the README's fix: pass dtype half to the vLLM engine through cli.py: "
     "--lm-args '{\"engine_opts\": {\"dtype\": \"half\"}}'",
     release="not stated (a V0-engine release, through genlm-control; README of May 2025)",
     gpu="Quadro RTX 8000 (48 GB)", gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--dtype", "value": "bfloat16"}],
     note="judgement calls 1 and 3: the first of the README's two 'Common Issues', the fix paragraph after the block "
          "left out")

case("gstearmit-skypilot-mixtral-v100-sxm2-16gb-bf16-v032",
     "https://github.com/gstearmit/skypilot/blob/b10699e76108aea28e83203cd10c6ee727721d65/llm/mixtral/README.md",
     "#-----------------$ sky exec mixtral-02 serve.yaml---------------------\n"
     "(task, pid=13917) INFO 04-01 08:46:02 llm_engine.py:79] Initializing an LLM engine with config: "
     "model='mistralai/Mixtral-8x7B-Instruct-v0.1', tokenizer='mistralai/Mixtral-8x7B-Instruct-v0.1', "
     "tokenizer_mode=auto, revision=None, tokenizer_revision=None, trust_remote_code=False, dtype=torch.bfloat16, "
     "max_seq_len=32768, download_dir=None, load_format=auto, tensor_parallel_size=1, disable_custom_all_reduce=False, "
     "quantization=None, enforce_eager=False, kv_cache_dtype=auto, device_config=cuda, seed=0)\n"
     "(task, pid=13917) Traceback (most recent call last):\n"
     "...\n"
     "(task, pid=13917)   File \"/opt/conda/envs/mixtral/lib/python3.10/site-packages/vllm/worker/worker.py\", line 87, "
     "in init_model\n"
     "(task, pid=13917)     _check_if_gpu_supports_dtype(self.model_config.dtype)\n"
     "(task, pid=13917)   File \"/opt/conda/envs/mixtral/lib/python3.10/site-packages/vllm/worker/worker.py\", line "
     "300, in _check_if_gpu_supports_dtype\n"
     "(task, pid=13917)     raise ValueError(\n"
     "(task, pid=13917) ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your "
     "Tesla V100-SXM2-16GB GPU has compute capability 7.0. You can use float16 instead by explicitly setting the`dtype` "
     "flag in CLI, for example: --dtype=half.\n"
     "INFO: Job finished (status: SUCCEEDED).",
     "dtype_unsupported", {"compute_capability": "7.0"}, "dtype_unsupported",
     "A user's SkyPilot notes (April 2024): serving Mixtral-8x7B-Instruct with vLLM (serve.yaml pins vllm==0.3.2) on a "
     "GCP cluster whose GPU was a Tesla V100-SXM2-16GB; the checkpoint's bfloat16 is refused on compute capability "
     "7.0 before any weights load.",
     "none recorded in the file; the log's own remedy is --dtype half, and the repository's serve.yaml at the same "
     "commit asks SkyPilot for accelerators: A100:1 (its comment still reads '1x NVIDIA V100 GPU')",
     release="0.3.2 (serve.yaml's pip install vllm==0.3.2)", gpu="Tesla V100-SXM2-16GB", gpus=1,
     command="python -u -m vllm.entrypoints.openai.api_server --host 0.0.0.0 "
             "--model mistralai/Mixtral-8x7B-Instruct-v0.1 --tensor-parallel-size 1",
     forbidden=NO_MEMORY_FIX + [{"flag": "--dtype", "value": "bfloat16"}],
     note="judgement calls 3 and 4. The notes file's last block (the 'sky exec' output) with the traceback frames from "
          "runpy to llm_engine._run_workers dropped ('...'). The command is the one the same file quotes above the "
          "block. Thin fix: nothing after the log; --dtype half would pass this check, but Mixtral-8x7B's fp16 "
          "weights (~87 GiB) cannot fit one 16 GB V100, which is why the A100 request in serve.yaml is the lasting "
          "fix; --dtype half is therefore not forbidden, and not the whole answer")

# ------------------------------------------------------------------ quantization below its minimum capability
case("lcary-summarization-llama2-7b-awq-v100-min-75-current-70",
     "https://github.com/lcary/ai-summarization-benchmarks/blob/f0d52cecdac04fc604e2b881590e2830ed42880d/"
     "docs/other-tests.md",
     "### vLLM Memory and Compatibility Issues\n\n"
     "...\n"
     "Note vllm with AWQ is incompatible on V100 GPU servers:\n\n"
     "```\n"
     "ValueError: The quantization method awq is not supported for the current GPU. Minimum capability: 75. Current "
     "capability: 70.\n"
     "```",
     "quantization_unsupported_gpu", {"min_capability": 75, "current_capability": 70}, "quantization_unsupported_gpu",
     "An AI-summarization benchmark (January 2024): scripts/run_llama2_7b_vllm.py loads TheBloke/Llama-2-7b-Chat-AWQ "
     "with LLM(model=..., quantization=\"AWQ\"); on a V100 server (compute capability 7.0) vLLM's AWQ kernels, which "
     "need 7.5, are refused.",
     "the author ran the vLLM+AWQ experiments on the T4 and A100 machines instead (data/results_21_t4_vllm_awq.json, "
     "results_25_a100_vllm_awq.json); on the V100 only unquantized runs remain",
     release="not stated (January 2024; pip install vllm with torch==2.1.2)", gpu="V100", gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--quantization", "value": "awq"}],
     note="The docs section's heading, then its last paragraph and block; the paragraph between them (the T4's memory "
          "trouble without AWQ, no error text printed) dropped ('...'). The fix is the experiment list of the same "
          "repository (results on T4 and A100 with AWQ), not a sentence of the doc")

# ------------------------------------------------------------------ added after the first commit (same slice)
case("vllm-practice-llama31-8b-v064dev-131072-41200",
     "https://github.com/just-record/vllm_practice/blob/5ec0997c7488ea86844bc867e2cbaf07ff451e1c/"
     "02.example_source_code/README.md",
     "## 기본 예제 코드 - 모델 변경(meta-llama/Llama-3.1-8B-Instruct)\n"
     "\n"
     "02.basic_inference_llama-3.1-8B-Instruct.py\n"
     "\n"
     "- Hugging Face의 token을 입력 하지 않음\n"
     "- 오류 발생\n"
     "\n"
     "```bash\n"
     "...\n"
     "INFO 10-18 09:59:51 llm_engine.py:237] Initializing an LLM engine (v0.6.4.dev26+g92d86da2.d20241017)"
     " with config: model='meta-llama/Llama-3.1-8B-Instruct', speculative_config=None, tokenizer='meta-lla"
     "ma/Llama-3.1-8B-Instruct', skip_tokenizer_init=False, tokenizer_mode=auto, revision=None, override_n"
     "euron_config=None, rope_scaling=None, rope_theta=None, tokenizer_revision=None, trust_remote_code=Fa"
     "lse, dtype=torch.bfloat16, max_seq_len=131072, download_dir=None, load_format=LoadFormat.AUTO, tenso"
     "r_parallel_size=1, pipeline_parallel_size=1, disable_custom_all_reduce=False, quantization=None, enf"
     "orce_eager=False, kv_cache_dtype=auto, quantization_param_path=None, device_config=cuda, decoding_co"
     "nfig=DecodingConfig(guided_decoding_backend='outlines'), observability_config=ObservabilityConfig(ot"
     "lp_traces_endpoint=None, collect_model_forward_time=False, collect_model_execute_time=False), seed=0"
     ", served_model_name=meta-llama/Llama-3.1-8B-Instruct, use_v2_block_manager=True, num_scheduler_steps"
     "=1, chunked_prefill_enabled=True multi_step_stream_outputs=True, enable_prefix_caching=False, use_as"
     "ync_output_proc=True, use_cached_outputs=False, mm_processor_kwargs=None)\n"
     "...\n"
     "INFO 10-18 09:59:55 model_runner.py:1072] Loading model weights took 14.9888 GB\n"
     "INFO 10-18 09:59:56 gpu_executor.py:122] # GPU blocks: 2575, # CPU blocks: 2048\n"
     "INFO 10-18 09:59:56 gpu_executor.py:126] Maximum concurrency for 131072 tokens per request: 0.31x\n"
     "[rank0]: Traceback (most recent call last):\n"
     '[rank0]:   File "/home/dev/app/source_code/vllm_practice/02.example_source_code/02.basic_inference_l'
     'lama-3.1-8B-Instruct.py", line 5, in <module>\n'
     '[rank0]:     llm = LLM(model="meta-llama/Llama-3.1-8B-Instruct")\n'
     "...\n"
     '[rank0]:   File "/home/dev/app/virtual_env/vllm_practice/lib/python3.10/site-packages/vllm/worker/wo'
     'rker.py", line 492, in raise_if_cache_size_invalid\n'
     "[rank0]:     raise ValueError(\n"
     "[rank0]: ValueError: The model's max seq len (131072) is larger than the maximum number of tokens th"
     "at can be stored in KV cache (41200). Try increasing gpu_memory_utilization or decreasing max_model_"
     "len when initializing the engine.\n"
     "```",
     "kv_cache_too_small_v0", {"max_seq_len": 131072, "max_kv_tokens": 41200}, "kv_too_small",
     "A Korean vLLM study repository (October 2024, vLLM 0.6.4.dev26 built from source): "
     "LLM(model=\"meta-llama/Llama-3.1-8B-Instruct\") with no length, so 131072 tokens; the weights took 14.99 GB "
     "and the 2575 GPU blocks left at the default utilization held 41200 tokens, so the V0 engine refused.",
     "the author's next script (03.basic_inference_llama-3.1-8B-Instruct.py): LLM(..., gpu_memory_utilization=0.9, "
     "max_model_len=40960); the same log then shows 'Maximum concurrency for 40960 tokens per request: 1.01x' and "
     "generation runs",
     release="0.6.4.dev26+g92d86da2 (the log's engine line)", gpu=None, gpus=1,
     command="python 02.basic_inference_llama-3.1-8B-Instruct.py  "
             "# llm = LLM(model=\"meta-llama/Llama-3.1-8B-Instruct\")",
     forbidden=[{"flag": "--max-model-len", "above": 41200}, {"flag": "--gpu-memory-utilization", "at_most": 0.9},
                {"flag": "--tensor-parallel-size", "above": 1}],
     note="The README's section up to the error block; '...' drops the two chunked-prefill lines before the engine "
          "line, the weight-loading progress lines, and the traceback frames from llm.py to worker.py's "
          "initialize_cache. gpus 1: tensor_parallel_size=1 and nothing says more GPUs are there (the GPU is not "
          "named; 14.99 GB of weights plus ~5 GiB of KV at 0.9 suggests a 24 GB card). The fix restated the default "
          "0.9, so utilization at or below it is forbidden; a length of 40960 or less is the lever")

case("tinyzero-worklog-verl-vllm063-gtx1080ti-bf16",
     "https://github.com/lizhieffe/TinyZero/blob/b0c6cc3ea2a1b002e442c5b4327702b63b10636e/my_worklog.md",
     "## 2026/02/22\n"
     "...\n"
     "### Personal ws\n"
     "\n"
     "The docker flow in 21 now works after upgrading the Ubuntu from 18 to 20.04.\n"
     "\n"
     "However, a new error happened that the Nvidia 1080Ti graphic card doesn't support bf16.\n"
     "\n"
     "```\n"
     "ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your NVIDIA "
     "GeForce GTX 1080 Ti GPU has compute capability 6.1. You can use float16 instead by explicitly settin"
     "g the`dtype` flag in CLI, for example: --dtype=half.\n"
     "```",
     "dtype_unsupported", {"compute_capability": "6.1"}, "dtype_unsupported",
     "A TinyZero (verl PPO) reproduction worklog (February 2026): the verl docker image "
     "verlai/verl:vemlp-th2.4.0-cu124-vllm0.6.3-ray2.10-v0.0.2 on a personal workstation with a GTX 1080 Ti; the "
     "rollout's vLLM refuses the bfloat16 model on compute capability 6.1.",
     "the author's conclusion: use an NVIDIA 3090 or newer card (Ampere, bfloat16); the same worklog moves the job "
     "to a RunPod A5000",
     release="0.6.3 (the verl image's tag: vllm0.6.3)", gpu="GTX 1080 Ti (11 GB)", gpus=1,
     forbidden=NO_MEMORY_FIX + [{"flag": "--dtype", "value": "bfloat16"}],
     note="The worklog's 2026/02/22 heading, then its 'Personal ws' entry up to the error block; '...' drops the "
          "RunPod A5000 entry above it (a training OOM, not a vLLM launch); the conclusion line is the fix, left "
          "out. vLLM's own remedy, float16, is not forbidden but is not what the author did: Pascal is below the "
          "stock wheels' supported GPUs and the author chose newer hardware (see the GTX 1080 case of this round "
          "for what float16 did there)")

case("jimw-vllm-llama32-1b-gtx1080-bf16-v064post1",
     "https://github.com/xlisp/jimw-vllm/blob/67edde203fc2f1dee434619310bd926abcefc7e8/README.md",
     "## test llama3.2\n"
     "\n"
     "* https://huggingface.co/meta-llama/Llama-3.2-1B?local-app=vllm\n"
     "\n"
     "```bash\n"
     "\n"
     "huggingface-cli login  Install from pip  Copy  # Install vLLM from pip:\n"
     "\n"
     "pip install vllm   Copy  # Load and run the model:\n"
     "\n"
     'vllm serve "meta-llama/Llama-3.2-1B"   Copy  # Call the server using curl:\n'
     "\n"
     "## ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your NVID"
     "IA GeForce GTX 1080 GPU has compute capability 6.1. You can use float16 instead by explicitly settin"
     "g the`dtype` flag in CLI, for example: --dtype=half.",
     "dtype_unsupported", {"compute_capability": "6.1"}, "dtype_unsupported",
     "A personal vLLM-learning README (December 2024, vLLM 0.6.4.post1): vllm serve meta-llama/Llama-3.2-1B on an "
     "8 GB GTX 1080 (compute capability 6.1); the checkpoint's bfloat16 is refused.",
     "the author's runs: --dtype=half then loaded but the engine died at the first request (Triton: 'Unsupported "
     "conversion from f16 to f16' / 'LLVM ERROR: Unsupported rounding mode for conversion.'); what runs is "
     "vllm serve \"meta-llama/Llama-3.2-1B\" --dtype=float32 --gpu-memory-utilization=0.95 --max-model-len=4096 "
     "(also 1.0 and 8192)",
     release="0.6.4.post1 (the README's later log: 'vLLM API server version 0.6.4.post1')", gpu="GTX 1080 (8 GB)",
     gpus=1,
     command="vllm serve \"meta-llama/Llama-3.2-1B\"",
     forbidden=NO_MEMORY_FIX + [{"flag": "--dtype", "value": "bfloat16"}, {"flag": "--dtype", "value": "half"},
                                {"flag": "--dtype", "value": "float16"}],
     note="Trap: vLLM's message proposes --dtype=half, and the same README shows that launch dying at the first "
          "request on Pascal (Triton's fp16 conversion); float32 is what ran, so half/float16 are forbidden. The "
          "excerpt is the 'test llama3.2' section as the file shows it, including the Hugging Face page's 'Copy' "
          "artefacts the author pasted; the '## ' before ValueError is the author's. The length and utilization in "
          "the working command serve float32's larger weights, not this refusal (memory flags forbidden)")

case("jimw-vllm-gemma2-9b-gtx1080-xformers-softcap-v064post1",
     "https://github.com/xlisp/jimw-vllm/blob/67edde203fc2f1dee434619310bd926abcefc7e8/README.md",
     "## test \n"
     '(base) xlisp@xlisp:~/jimw-vllm$ vllm serve "google/gemma-2-9b" --dtype=float32 --gpu-memory-utilizat'
     "ion=1.0 --max-model-len=4096\n"
     "\n"
     "ERROR 12-06 14:41:08 engine.py:366] ValueError: XFormers does not support attention logits soft capp"
     "ing.\n"
     "INFO 12-06 14:41:06 selector.py:261] Cannot use FlashAttention-2 backend for Volta and Turing GPUs.",
     "vllm_check_failed", {}, "attention_backend_gpu",
     "The same README, a second launch: google/gemma-2-9b at float32 on the GTX 1080; vLLM 0.6.4.post1 gives a "
     "pre-Ampere GPU the XFormers backend ('Cannot use FlashAttention-2 backend for Volta and Turing GPUs'), and "
     "XFormers cannot apply Gemma-2's attention logit soft-capping, so the engine refuses.",
     "none recorded (the README ends there); the GPU cannot take a backend that applies the soft cap, and "
     "gemma-2-9b at float32 (~37 GB of weights) would not fit an 8 GB card either",
     release="0.6.4.post1", gpu="GTX 1080 (8 GB)", gpus=1,
     command="vllm serve \"google/gemma-2-9b\" --dtype=float32 --gpu-memory-utilization=1.0 --max-model-len=4096",
     forbidden=NO_MEMORY_FIX + [{"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size", "above": 1}],
     note="judgement call 3 (thin fix): the README's last section, whole. Kind: the README's table reads XFormers' "
          "soft-capping refusal under vllm_check_failed with cause attention_backend_gpu (it names 0.5.5-0.6.3; "
          "this log is 0.6.4.post1, the same message). A second launch of the same file as the GTX 1080 bf16 case "
          "(judgement call 1)")

if __name__ == "__main__":
    BATCH.write()
