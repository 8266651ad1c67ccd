"""Round-794 blind batch: KV CACHE CAPACITY ON 2026 MODELS AT VLLM'S START-UP (the messages 'To serve at least one
request with the model's max seq len', 'estimated maximum model length', 'No available memory for the cache blocks',
'exceeds available Mamba cache blocks', 'Free memory on device ... is less than desired GPU memory utilization' on
Qwen3.5 / Qwen3-Next / Qwen3.6 hybrids, gpt-oss, Gemma 4, GLM-5, Kimi K2.x, DeepSeek V3.2/V4, MiniMax M2.x, Nemotron-H,
with --max-model-len auto, --kv-cache-memory-bytes, --kv-cache-dtype fp8, --mamba-cache-dtype); collected by helper
wild794 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round794-blind"``; the
lead grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source text
only. Excerpts are the text as the index stores it; the fix is left out of the excerpt.

Look-ups: 34 of the 50 allowed (23 ``search`` -- 21 issues, 1 pages, 1 code --, 3 ``find_string``, 3 ``read_file``,
2 ``find_repos``, 3 ``find_files``; no fetch). 1 case:
- jamespeilunli/rise-dcl-log 260722/README.md (a lab's daily log, 2026-07-22): Qwen/Qwen3.5-4B in the
  vllm/vllm-openai:latest container on an RTX 4090 shared with FoundationPose, --gpu-memory-utilization 0.50
  --max-model-len 8192: 'max_num_seqs (256) exceeds available Mamba cache blocks (73)', fixed in the same log with
  --max-num-seqs 8.

How mined: the slice is MINED OUT in the issues corpus. Every thread the 21 issue searches surfaced with a 2026 model
and one of the five messages was already in USED_SOURCES.txt / CLAIMS.txt or a round's skip list; the only new items
were threads without the error line, runtime failures or RFCs. The one case came from ``find_string`` on the Mamba
message's tail ("Please lower max_num_seqs to at most"), which reaches committed notes the issue search does not;
pinning such a hit to a repository costs 2-3 more look-ups (read_file by id gives no repository or path).

Sources given up (for the lead, not cases):
- Already used or skip-listed (checked, not re-read): vllm #38632, #49064, #38599, #55148, #36734, #36861, #46721,
  #28228, #25350, #51041, #44376, #27508, #49878, #34005, #35854, #37429; vllm-ascend #9099, #15984; rwlove/home-ops
  #13226; kaito #2319, #2132, #2139; NVIDIA-AI-Blueprints/retail-shopping-assistant #95; eugr/spark-vllm-docker #396;
  MiniMax-AI/MiniMax-M2.5 #30 (claimed round 756); yhfgyyf/vllm-deepseek-v4-sm89 #41; pytorch #175666;
  MiaAI-Lab/GLM-5.3-Flash-EXL3-2x-DGX-Sparks #47; SergiioB/intel-arc-pro-b70-inference-cookbook #4; vllm-project/recipes
  #12; SemiAnalysisAI/InferenceX #1587; vllm-omni #276; ovg-project/kvcached #29; vllm-metal #505 (and PR #511 =
  same incident); docker/model-runner #1009; guqiong96/Lvllm #35; noonghunna/club-3090 #334; supermassive-intelligence/
  scalarlm's gemma4 report (the 'Cannot auto-fit max_model_len' find_string hit; already a fixture).
- find_string hits whose Mamba numbers are already fixtures: (173) armllm class VM, (345) bozoukov, (293) davidcanar
  GLM-5.3-Flash, (784) thetom MI300X, (161) and (7) Kimi-K3 harness, (658) NeMo-RL #2620, (630) the Chinese
  '从零训练到上线' blog (given up in rounds 152/164/343: no repository).
- Off-slice / no start-up error: vllm #46985 (GLM-5.1-AWQ fp8 KV OOM on long-context RUNS, stored chunk is an env dump),
  vllm #55196 (RFC: fp8 KV gives little on Mamba hybrids, no failing launch), vllm #44545 (GLM-5 FP8 runtime OOM in
  flash_mla sparse decode), vllm-ascend #17074 (GLM-5.3-Flash hang, runtime), tenstorrent/tt-inference-server #4470
  (Gemma 4 on Tenstorrent, not vLLM's GPU check), vllm-project/tpu-inference #2269 / #3550 (PRs, no user error).
- Good find_string hits NOT pinned to a repository within the budget (read_file by id gives no repo/path; see the
  report): Mamba '(1024) ... (983)' on an H100 NVL with fp8 + MTP, fixed with --max-num-seqs 512 (a blog-style README);
  '(1024) ... (421)' for Qwen3.6 on an AMD APU with a GTT cap, fixed with --max-num-seqs 256 (notes that cite vllm
  #32180); '(1024) ... (348)' for Qwen3.5-27B-Opus-Distilled on AutoDL at 0.92, fixed with --max-num-seqs 256 then 64
  (a Chinese OpenDB/dbaa operations log; yucs/dbaas-ai-agent checked, not it); a gateway doc table row '(256) ... (224)'
  (generic, weak); code/test strings quoting (969), (868), (184), (160) (retellings inside code, weak).

Judgement calls for the lead:
1. rise-dcl-log-260722: the utilization 0.50 is the reporter's deliberate choice -- the same card (cuda:0) also runs
   FoundationPose, which ran out of memory when vLLM held 90% (the log's nvidia-smi shows 22772/24564 MiB used). So a
   higher --gpu-memory-utilization, though vLLM's own message offers it, is marked forbidden (above 0.5); drop that
   entry if only the message's own levers should count. The machine has two RTX 4090s (gpus=2) but the container is
   given device=0 only; no TP entry is forbidden.
2. The release is not stated (vllm/vllm-openai:latest pulled around 2026-07-22); release=None.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round794-blind")
case = BATCH.case

# ---------------------------------------- jamespeilunli/rise-dcl-log 260722: Qwen3.5-4B, RTX 4090 shared with FoundationPose, util 0.50 -> Mamba 256 > 73
case("rise-dcl-log-260722-qwen35-4b-rtx4090-util050-mamba-256-over-73",
     "https://github.com/jamespeilunli/rise-dcl-log/blob/94d20d7707cd1e7b15f406ffd4a69eb18e847b2e/260722/README.md",
     "# 260722\n"
     "\n"
     "### memory\n"
     "\n"
     "vllm takes up 90% of cuda 0 memory, which doesn't leave enough for foundationpose which causes out of memory error\n"
     "\n"
     "```\n"
     "(/home/peilunli/code/env) root@depend:~/code# nvidia-smi\n"
     "Wed Jul 22 10:08:58 2026\n"
     "+-----------------------------------------------------------------------------------------+\n"
     "| NVIDIA-SMI 580.159.03             Driver Version: 580.159.03     CUDA Version: 13.0     |\n"
     "+-----------------------------------------+------------------------+----------------------+\n"
     "| GPU  Name                 Persistence-M | Bus-Id          Disp.A | Volatile Uncorr. ECC |\n"
     "| Fan  Temp   Perf          Pwr:Usage/Cap |           Memory-Usage | GPU-Util  Compute M. |\n"
     "|                                         |                        |               MIG M. |\n"
     "|=========================================+========================+======================|\n"
     "|   0  NVIDIA GeForce RTX 4090        Off |   00000000:41:00.0 Off |                  Off |\n"
     "|  0%   39C    P8             40W /  480W |   22772MiB /  24564MiB |      0%      Default |\n"
     "|                                         |                        |                  N/A |\n"
     "+-----------------------------------------+------------------------+----------------------+\n"
     "|   1  NVIDIA GeForce RTX 4090        Off |   00000000:61:00.0 Off |                  Off |\n"
     "| 30%   35C    P2            114W /  480W |    1237MiB /  24564MiB |     50%      Default |\n"
     "|                                         |                        |                  N/A |\n"
     "+-----------------------------------------+------------------------+----------------------+\n"
     "\n"
     "+-----------------------------------------------------------------------------------------+\n"
     "| Processes:                                                                              |\n"
     "|  GPU   GI   CI              PID   Type   Process name                        GPU Memory |\n"
     "|        ID   ID                                                               Usage      |\n"
     "|=========================================================================================|\n"
     "|  No running processes found                                                             |\n"
     "+-----------------------------------------------------------------------------------------+\n"
     "```\n"
     "\n"
     "we need to run vllm with less memory.\n"
     "\n"
     "how much memory is it using currently?\n"
     "\n"
     "in older vlm version [https://docs.vllm.ai/en/v0.10.0/configuration/engine_args.html#gpu-memory-utilization]() `--gpu-memory-utilization` is 0.9, i.e. 90% of gpu\n"
     "\n"
     "this matches up with `nvidia-smi`:\n"
     "\n"
     "```\n"
     "24564 MiB × 0.90 = 22108 MiB\n"
     "22108 MiB ÷ 1024 = 21.59 GiB\n"
     "```\n"
     "\n"
     "the model weights show `5.33 GB + 3.99 GB = 9.32 GB = 8.68 GiB` so we need at least that much to load model in memory\n"
     "\n"
     "actual gpu use is higher because:\n"
     "\n"
     "- CUDA context and kernels\n"
     "- Temporary activations\n"
     "- Multimodal/vision processing\n"
     "- Compilation or CUDA graphs\n"
     "- KV cache\n"
     "\n"
     "since we are only using a single message exchange with a few paragraphs (max like 1000 tokens) let's assume a liberal upper end of +15% memory usage.\n"
     "\n"
     "`1.15 * 8.68 = 9.982 GiB`\n"
     "\n"
     "we can do 50% allocation which gives us a clean `11.99 GiB` budget, which should be more than enough\n"
     "\n"
     "we also choose max-model-len of 8192 which should be more than enough for our purposes (8192 tokens = ~6000 words)\n"
     "\n"
     "we must make a new vllm container with the settings.\n"
     "\n"
     "(it was called 9b before i never renamed it)\n"
     "\n"
     "```bash\n"
     "docker stop vllm-qwen35-9b\n"
     "docker rm vllm-qwen35-9b-old\n"
     "\n"
     "docker run -d \\\n"
     "  --name vllm-qwen35-4b \\\n"
     "  --gpus '\"device=0\"' \\\n"
     "  --user 2000:0 \\\n"
     "  -p 49173:8000 \\\n"
     "  -v ~/.cache/huggingface:/root/.cache/huggingface \\\n"
     "  vllm/vllm-openai:latest \\\n"
     "  Qwen/Qwen3.5-4B \\\n"
     "  --gpu-memory-utilization 0.50 \\\n"
     "  --max-model-len 8192\n"
     "\n"
     "docker logs -f vllm-qwen35-4b\n"
     "\n"
     "curl http://localhost:49173/v1/models\n"
     "```\n"
     "\n"
     "we get an error like this:\n"
     "\n"
     "```\n"
     "(EngineCore pid=196) ValueError: max_num_seqs (256) exceeds available Mamba cache blocks (73). Each decode sequence requires one Mamba cache block, so CUDA graph capture cannot proceed. Please lower max_num_seqs to at most 73 or increase gpu_memory_utilization.\n"
     "```",
     "mamba_blocks", {"max_num_seqs": 256, "mamba_blocks": 73}, "mamba_blocks",
     "Qwen3.5-4B is a hybrid (Gated DeltaNet linear attention + full attention) model: vLLM keeps one Mamba / "
     "linear-attention state block per running sequence and refuses to capture CUDA graphs when max_num_seqs is larger "
     "than the pool. The reporter had cut --gpu-memory-utilization to 0.50 (about 12 GiB of the 24 GiB RTX 4090) so that "
     "FoundationPose could share cuda:0, and with that budget the state pool held only 73 blocks against the default "
     "max_num_seqs of 256, so the engine stopped at start-up.",
     "the same log, right after the error: 'Since we don't need 256 concurrent sequences, we can lower the limit "
     "drastically' -- the same docker run with '--max-num-seqs 8' added (utilization kept at 0.50, max-model-len 8192): "
     "'this worked. i also tested our vlm + llm loop and it wasn't noticably slower'.",
     release=None, gpu="NVIDIA GeForce RTX 4090 (24 GiB)", gpus=2,
     command="docker run -d --name vllm-qwen35-4b --gpus '\"device=0\"' --user 2000:0 -p 49173:8000 "
             "-v ~/.cache/huggingface:/root/.cache/huggingface vllm/vllm-openai:latest Qwen/Qwen3.5-4B "
             "--gpu-memory-utilization 0.50 --max-model-len 8192",
     forbidden=[{"flag": "--max-num-seqs", "above": 73}, {"flag": "--gpu-memory-utilization", "above": 0.5}],
     note="Excerpt: the log's title line ('# 260722') and its '### memory' section up to and including the error "
          "block, as stored; the earlier sections of the day's log (tasks, a sed of docker/.env, a FoundationPose "
          "command, a fork note) and everything after the error block (an explanation of Mamba blocks, the fixed "
          "docker run, unrelated FoundationPose warnings and ROS notes) are left out. Release not stated "
          "(vllm/vllm-openai:latest, July 2026). The card is shared with FoundationPose on purpose: see judgement 1.")

BATCH.write()
