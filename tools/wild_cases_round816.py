"""Round-816 blind batch: NAMED FIND_STRING HITS TO TIE TO THEIR REPOSITORIES, SIXTH LIST (ids 60478267225,
66485435916, 70295823562, 68850618402, 56891772430, 56311606221); collected by helper wild816 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round816-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source text
only. Excerpts are the text as read_file shows the stored file; the fix is left out of the excerpt.

Look-ups: 20 of the 40 allowed (5 read_file by id / path, 10 find_files, 5 find_repos, no search). The round's
deadline (16:58 UTC) came about four minutes after set-up, so only four of the six hits were tried and one case was
written:
- yangyuxin-hub-h100-llm-deploy-...-mamba-1024-over-976 (vLLM 0.24.0 docker, Qwen3.6-27B-NVFP4 at TP=1 on a 4x H100
  node: max_num_seqs (1024) exceeds available Mamba cache blocks (976); fixed by --tensor-parallel-size 4).

How mined: the slice is a list of six named hits; the Mamba-blocks message itself is heavily covered by earlier
rounds (mamba_blocks fixtures from capyctl, gisenberg, armllm and others).

Sources given up (for the lead, not cases):
- 56891772430 (Blackwell sm_120 lab notebook, Nemotron-3-Super NVFP4, Mamba 1024 over 940 on an RTX PRO 6000, capped
  at 256): tied to the repository fakoli/anvil-serving (the text names `anvil-serving preflight` and
  examples/fakoli-dark/docker-compose.flexibility.yml), but the notebook's own path was not found within 6 look-ups
  (not in docs/*.md upper-case names, not in examples/fakoli-dark/*.md, guess docs/sm120-lab-notebook.md absent).
  Good candidate for a later round: list fakoli/anvil-serving under other folders (docs/ lower-case / sub-folders).
- 60478267225 (AI1 vLLM RDNA lane, R9700, vLLM 0.23.1 ROCm: Mamba 256 over 42 -> --max-num-seqs 32; KV 2.68 of
  2.05 GiB, est. 30576 -> --kv-cache-dtype fp8): not tied (find_repos 'ai-runtime' and 'ai1-' too broad,
  find_files vllm_bench.py gave seven unrelated repositories).
- 70295823562 (TeleQnA Qwen3.5-122B-A10B BF16 TP=2 script, Mamba 1024 over 466 -> max_num_seqs 256 via
  engine kwargs): the repository is very likely hainguyenvie/telelogs (paths projects/telelogs/runs/teleqna-sft/infra
  in the script; that repository has infra/telelogs-* script folders), but the script's own path was not found
  (nothing under infra/teleqna-sft/*.sh); left for a later round (try find_files repo=hainguyenvie/telelogs
  under=runs or other folders).
- 66485435916, 68850618402: not tried (deadline).

Judgement calls for the lead:
1. The H100-llm-deploy hit (id 56311606221) is a version of PROJECT_LOG.md (3 stored versions). The version found by
   find_files (commit e38ab69b...) is a different, shorter one (8143 chars vs the hit's 36014), and the per-hit
   look-up limit ran out before the matching commit could be confirmed. The URL uses commit 6c875453..., the commit
   find_files gives for docs/learning-notes/04-dual-model-parallel-deployment.md, which the hit's text names as its
   current notes file ('截至 2026-07-07 ... 详见 docs/learning-notes/04-dual-model-parallel-deployment.md'); the
   commit is the collector's inference, not verified. Drop the case if an unverified commit is unacceptable.
2. The fix is TP=4 (the author's next run: '--tensor-parallel-size 4 解决了 TP=1 下 Mamba cache blocks 不足导致的
   启动失败'); the message's own advice (lower max_num_seqs to <= 976 or raise utilization) would also have worked,
   so --max-num-seqs <= 976 is NOT forbidden; only --max-num-seqs above 976 and a lower utilization are.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round816-blind")
case = BATCH.case

# ---------------------------------------- yangyuxin-hub/H100-llm-deploy PROJECT_LOG.md: Qwen3.6-27B-NVFP4, vLLM 0.24.0, TP=1 on 4x H100 -> Mamba 1024 over 976
case("yangyuxin-hub-h100-llm-deploy-qwen36-27b-nvfp4-tp1-v0240-mamba-1024-over-976",
     "https://github.com/yangyuxin-hub/H100-llm-deploy/blob/6c875453a82f5b0ba276859750c2901f5ff503f2/PROJECT_LOG.md",
     "# 大模型部署实习项目记录\n"
     "\n"
     "...\n"
     "\n"
     "在 4 卡 H100 环境中使用 vLLM 部署大模型，对外提供 OpenAI 兼容的 API 服务，并理解部署过程中涉及的核心推理概念。远程 node1 已通过 `nvidia-smi -L` 验证为 4 张 NVIDIA H100 80GB HBM3。\n"
     "\n"
     "...\n"
     "\n"
     "### 离线等价复测：官方参数 + 本地 snapshot 路径\n"
     "\n"
     "为排除远程无网络带来的 Hugging Face 访问失败，使用本地完整模型目录替换 repo id，但不增加 MTP、workaround、TP 或其他 vLLM 参数：\n"
     "\n"
     "```bash\n"
     "docker run -d \\\n"
     "  --name qwen-official-clean \\\n"
     "  --runtime nvidia \\\n"
     "  --gpus all \\\n"
     "  --ipc=host \\\n"
     "  -p 8000:8000 \\\n"
     "  -v /mnt/nvme0/models:/mnt/nvme0/models:ro \\\n"
     "  vllm/vllm-openai:v0.24.0-cu129-ubuntu2404 \\\n"
     "  /mnt/nvme0/models/Qwen3.6-27B-NVFP4 \\\n"
     "  --port 8000 \\\n"
     "  --quantization modelopt \\\n"
     "  --max-model-len 262144 \\\n"
     "  --reasoning-parser qwen3\n"
     "```\n"
     "\n"
     "结果：\n"
     "\n"
     "- 容器 ID：`00a81b568a1817cc73e4a333f9ac658e4dc0f04d4600560a6e72b59e95610a8b`\n"
     "- 容器退出，`exit=1`，`oom=false`\n"
     "- 已进入模型加载阶段，说明本地 snapshot 文件足够，联网问题已绕过\n"
     "- 单进程/默认 TP=1 下模型加载占用约 `20.0 GiB`\n"
     "- KV cache 规划显示：\n"
     "  - `GPU KV cache size: 1,496,213 tokens`\n"
     "  - `Maximum concurrency for 262,144 tokens per request: 5.71x`\n"
     "\n"
     "关键错误：\n"
     "\n"
     "```text\n"
     "ValueError: max_num_seqs (1024) exceeds available Mamba cache blocks (976).\n"
     "Each decode sequence requires one Mamba cache block, so CUDA graph capture cannot proceed.\n"
     "Please lower max_num_seqs to at most 976 or increase gpu_memory_utilization.\n"
     "```\n",
     "mamba_blocks", {"max_num_seqs": 1024, "mamba_blocks": 976}, "mamba_blocks",
     "Qwen3.6-27B is a hybrid (Gated DeltaNet linear attention + full attention) model whose linear-attention layers "
     "need one Mamba cache block per decoding sequence. Launched with the official arguments on ONE of the node's four "
     "H100s (default TP=1, default gpu_memory_utilization 0.9, 262144 context), the memory left after ~20 GiB of "
     "NVFP4 weights held only 976 Mamba cache blocks, below vLLM's default max_num_seqs of 1024, so CUDA graph "
     "capture refused to start. Not a file, network or OOM problem (the author: '这次不是文件缺失，也不是 Hugging Face "
     "网络问题').",
     "the author's next run, same file ('离线等价复测：官方参数 + 本地 snapshot 路径 + TP=4'): adding "
     "--tensor-parallel-size 4 so all four H100s take part (context 262144 kept) started to ready in ~210 s with a "
     "7,859,720-token KV cache; '--tensor-parallel-size 4 解决了 TP=1 下 Mamba cache blocks 不足导致的启动失败'. The "
     "author also lists lowering --max-num-seqs to 976 or below, or raising --gpu-memory-utilization, as the other "
     "option at TP=1.",
     release="0.24.0", gpu="NVIDIA H100 80GB HBM3", gpus=4,
     command="docker run -d --name qwen-official-clean --runtime nvidia --gpus all --ipc=host -p 8000:8000 "
             "-v /mnt/nvme0/models:/mnt/nvme0/models:ro vllm/vllm-openai:v0.24.0-cu129-ubuntu2404 "
             "/mnt/nvme0/models/Qwen3.6-27B-NVFP4 --port 8000 --quantization modelopt --max-model-len 262144 "
             "--reasoning-parser qwen3",
     forbidden=[{"flag": "--max-num-seqs", "above": 976}, {"flag": "--gpu-memory-utilization", "at_most": 0.9}],
     note="Excerpt: from PROJECT_LOG.md (Chinese project log) as read_file shows it (id 56311606221): the title, the "
          "line naming the 4x H100 80GB node, then the 'offline equivalent retest' section up to the error block. "
          "Cut, marked '...': the project status / earlier sections, and after the error the author's 判断 paragraph "
          "(which lists the fixes) and the TP=4 rerun (the fix). Commit in the URL not verified: judgement call 1.")

BATCH.write()
