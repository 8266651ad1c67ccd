"""Round-826 blind batch: NOTES IN CHINESE, JAPANESE AND KOREAN THAT QUOTE vLLM's START-UP ERRORS WITH FIGURES
(fragments such as 'exceeds available Mamba cache blocks (' next to 显存 / 报错 / エラー / 에러, 'KV cache is needed'
near 显存不足 / メモリ不足, 'Free memory on device' near 占用 / 使用中, 'max_model_len' 'derived' near 上下文,
'is less than desired GPU memory utilization' near 报错, and the Chinese words for vLLM's KV check); collected by
helper wild826 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round826-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source (src/, tests/*.py); every expectation was written from
the source text only (the committed file itself: the error as its author recorded it, and the cause / fix the same
file records). Excerpts are the text as read_file shows the stored file at the commit in the URL; the fix is left out
of the excerpt.

Look-ups: 33 of the 40 allowed (11 ``search``: 4 corpus=issues, 7 corpus=code; 5 ``find_string``; 8 ``read_file``;
8 ``find_files``; 1 ``find_repos``; no fetch, no device). In detail: search issues x4 ('报错 KV cache is needed
显存不足', 'exceeds available Mamba cache blocks 报错 显存', 'Free memory on device ... 显卡被占用', 'max_model_len ...
derived ... 上下文长度'); search code x7 (a KV 显存不足 note query, a Japanese KV query, a Free-memory 占用 query, and
four tries to name the repositories of find_string hits: the Chinese blog's title and text, the Korean test's
docstring, the EAGLE3 README); find_string x5 ('KV Cache 不足', 'exceeds available Mamba cache blocks (',
'max_num_seqs (256) exceeds available', 'max_num_seqs (1024) exceeds available', 'KVキャッシュ'); read_file x8 (ids
68750912884, 71198155578, 69005909637, 56311606221, 58522173492; test_bench.py twice, bench/README.md); find_files x8
(bench/models.json, the GyeongnamAI repository's .py and .md files, agurrrrr/shepherd and agurrrrr/golbang .md files,
scripts/mtp_vllm_qwen36_mtp_launch.sh, start-vllm.sh, vllm_model.py); find_repos x1 ('agurrrrr', from the
/home/agurrrrr/models path in the note). 2 cases, both KOREAN notes quoting the Mamba-blocks refusal:
- gyeongnamai-swcompetition-test-bench-qwen35-122b-v0300-mamba-1024-over-868: a Korean benchmark harness's test that
  keeps 'the GPU server's Qwen3.5-122B log sentence as it was' (vLLM 0.30.0): max_num_seqs (1024) exceeds available
  Mamba cache blocks (868); the harness's own remedy relaunches with --max-num-seqs 868.
- golbang-1cat-vllm-qwen38-27b-nvfp4-2x-v100-16gb-mamba-256: a Korean bench note, 1Cat-vLLM 1.5.0 (a V100 build of
  vLLM) serving Qwen3.8-27B-QUASAR-NVFP4 on 2x V100-SXM2-16GB (TP2): 'max_num_seqs (256) exceeds available Mamba cache
  blocks' unless --max-num-seqs is lowered; the author ran --max-num-seqs 1 (single-request bench).

How mined: heavily. The issues corpus gives back, for every CJK query on the KV / free-memory / derived-length
messages, threads already in USED_SOURCES (QwenLM/Qwen3 #295 / #12, QwenLM/Qwen #853, api-for-open-llm #225,
DeepSeek-V2 #83, gpustack #1800, vllm #18124 / #49064) or skip-listed (vllm #26612); the code corpus's CJK notes that
quote these messages with figures are mostly used (hzqjgthy/vllm's KV_Cache_显存不足错误解决方案.md, yangyuxin-hub
PROJECT_LOG.md) or are find_string hits whose repository the index does not name (below). What is left is the
Mamba-blocks message, itself well covered by earlier rounds' mamba_blocks fixtures.

Sources given up (for the lead, not cases):
- Already used: hzqjgthy/vllm KV_Cache_显存不足错误解决方案.md (Qwen3 8B 5.62 > 4.50 GiB, est. 32768);
  yangyuxin-hub/H100-llm-deploy PROJECT_LOG.md (find_string id 56311606221, Mamba 1024 over 976, round 816);
  the issues listed under 'How mined'.
- Unplaced find_string hits (good CJK content, repository not found within the look-ups; for a later round):
  * id 68750912884 -- Chinese blog post (Fuwari-style front matter, '从零训练到上线：一个 27B 混合架构模型的四天流水账',
    2026-08-22): vLLM 0.27.1 on 4x RTX PRO 6000 96GB, Qwen3.8-27B LoRA, 'max_num_seqs (1024) exceeds available Mamba
    cache blocks (630)', fix '--max-num-seqs 600'. The best case of the slice; two code searches on its title / text
    did not name it.
  * id 58522173492 -- Chinese README of an EAGLE3 / SpecForge / DFlash study ('本 repo', scripts/mtp_vllm_qwen36_*
    launch scripts): H100 NVL 96GB, vLLM 0.21.0, Qwen3.6-27B bf16: Mamba 1024 over 468 at 262K -> --max-num-seqs 256;
    DFlash 'KV cache memory (26.74 GiB) < required (27.69 GiB)' (a paraphrase, not vLLM's sentence) -> --max-model-len
    252000. find_files on scripts/mtp_vllm_qwen36_mtp_launch.sh found nothing; one code search did not name it.
  * id 68496719969 -- Chinese troubleshooting note for a 16GB card ('./start-vllm.sh', 'vllm_model.py',
    '~/hf-mirror'): 'Free memory ... is less than desired GPU memory utilization' (no figures; fix: free the card,
    --gpu-memory-utilization 0.8 -> 0.75) and 'max_num_seqs (256) exceeds available Mamba cache blocks' (fix:
    --max-num-seqs 8 + --enforce-eager). find_files on start-vllm.sh (51 repos) and vllm_model.py (29 repos) share
    no repository.
- Not cases: the many Chinese / Japanese find_string hits for 'KV Cache 不足' and 'KVキャッシュ' are concept notes
  (scheduler / preemption explainers, Ollama notes) with no vLLM error text.

Judgement calls for the lead:
1. gyeongnamai-... is a unit test, not prose: the log line is a string the author says was copied from the GPU
   server's Qwen3.5-122B log ('GPU 서버의 Qwen3.5-122B 로그 문장 그대로'); the fix is the harness's own answer
   (bench/run.py startup_fix turns the message into ['--max-num-seqs', '868'], asserted in the same test, and
   with_flags relaunches with it). The release 0.30.0 is read from the same file's test_pin_differences ('GPU 서버:
   ... vLLM 0.30.0'), the same server, not from the Mamba test itself. Drop it if test files are not notes.
   The same test also holds 'Based on the available memory, the estimated maximum model length is 20480' mapped to
   --max-model-len 20480, not tied to a model; left out of the excerpt and not made a case (a bare fragment), and
   --max-model-len is NOT forbidden for this case since with_flags's example combines both flags.
2. golbang-...: the runtime is 1Cat-vLLM 1.5.0, a V100 build of vLLM (SM70 TurboMind W4A16 kernels,
   FLASH_ATTN_V100 backend), whose error text is vLLM's. The quoted message has no block count (numbers hold only
   max_num_seqs 256). The sentence is '`--max-num-seqs`를 낮추지 않으면 `max_num_seqs (256) exceeds available Mamba
   cache blocks` 오류. 단일 요청 벤치이므로 `--max-num-seqs 1`.'; the excerpt keeps only the error and '오류' (the
   conditional clause names the fix), marked '...'. The only launch command in the note is the working one (with
   --max-num-seqs 1), so command is None.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round826-blind")
case = BATCH.case

# ---------------------------------------- hojin2040290/GyeongnamAI-SWCompetition tests/test_bench.py: Qwen3.5-122B on the GPU server, vLLM 0.30.0 -> Mamba 1024 over 868
case("gyeongnamai-swcompetition-test-bench-qwen35-122b-v0300-mamba-1024-over-868",
     "https://github.com/hojin2040290/GyeongnamAI-SWCompetition/blob/2fc97131dbdd48b54235956083eb4f93c626186a/tests/test_bench.py",
     '"""벤치마크 스크립트(bench/run.py)의 계산 함수."""\n'
     "...\n"
     "\n"
     "def test_startup_fix_from_vllm_log():\n"
     '    """켜지다 멈춘 vLLM 로그의 오류 문장에서 고칠 옵션을 찾는다 (GPU 서버의 Qwen3.5-122B 로그 문장 그대로)."""\n'
     '    log = ("ValueError: max_num_seqs (1024) exceeds available Mamba cache blocks (868). Each decode sequence requires one "\n'
     '           "Mamba cache block, so CUDA graph capture cannot proceed. Please lower max_num_seqs to at most 868 or increase "\n'
     '           "gpu_memory_utilization.")\n'
     "...\n"
     "\n"
     "def test_pin_differences(monkeypatch):\n"
     '    """vLLM이 시험한 버전과 다르게 설치된 패키지를 찾는다 (GPU 서버: transformers 5.18.0, vLLM 0.30.0 시험 버전 5.16.1)."""\n',
     "mamba_blocks", {"max_num_seqs": 1024, "mamba_blocks": 868}, "mamba_blocks",
     "Qwen3.5-122B (a hybrid model whose linear-attention layers keep one Mamba-state cache block per running "
     "sequence) was launched by the Korean benchmark harness on its GPU server under vLLM 0.30.0 without "
     "--max-num-seqs, so vLLM's default of 1024 sequences applied; the memory left after the weights held only 868 "
     "Mamba cache blocks and CUDA-graph capture refused to start ('켜지다 멈춘 vLLM 로그', a vLLM that stopped while "
     "starting).",
     "the repository's own remedy, same file: bench/run.py startup_fix reads the message and returns "
     "['--max-num-seqs', '868'] (asserted in test_startup_fix_from_vllm_log), and with_flags relaunches the serve "
     "command with '--max-num-seqs 868' -- the ceiling the message prints.",
     release="0.30.0", gpu=None, gpus=None, command=None,
     forbidden=[{"flag": "--max-num-seqs", "above": 868}],
     note="Excerpt: the module docstring, the test's docstring and its log string (the three assert lines, which are "
          "the fix, cut), and the docstring of test_pin_differences for the server's vLLM version; '...' marks the "
          "cuts (test_weight_bytes_counts_one_format, the kv fragment and the PixtralForConditionalGeneration line, "
          "test_with_flags_replaces_existing_value, test_parser_from_tool_text, the body of test_pin_differences). "
          "Stored at commit 2fc97131 (read_file by path; find_string's id 71198155578 holds a later version with the "
          "same test). The GPU model and count are not stated. Judgement call 1.")

# ---------------------------------------- agurrrrr/golbang docs/bench/1cat-vllm-qwen38-v100.md: 1Cat-vLLM 1.5.0, Qwen3.8-27B NVFP4, 2x V100-16GB TP2 -> Mamba 256
case("golbang-1cat-vllm-qwen38-27b-nvfp4-2x-v100-16gb-mamba-256",
     "https://github.com/agurrrrr/golbang/blob/ec8df69b4d77d870de344c6f67589235d7815daf/docs/bench/1cat-vllm-qwen38-v100.md",
     "# 1Cat-vLLM 1.5.0 on 2×V100-16GB (QUASAR NVFP4) — target-only 실측\n"
     "\n"
     "기록: 2026-09-12. 작업 #9396 후속. `qwen38-vllm-vs-golbang`의 \"미확인\" 항목(2×V100에서 1Cat-vLLM 실제 기동)을 채운 실측입니다.\n"
     "\n"
     "...\n"
     "\n"
     "## 환경\n"
     "\n"
     "| 항목 | 값 |\n"
     "|---|---|\n"
     "| 런타임 | 1Cat-vLLM 1.5.0 wheel (`1cat_vllm-1.5.0-cp312...whl`) |\n"
     "| Python | 3.12.14 (uv) / venv `~/venvs/1cat-vllm` |\n"
     "| torch | 2.10.0+cu128 |\n"
     "| CUDA | 12.8 (`/opt/cuda-12.8`), 드라이버 580.178.04 |\n"
     "| GPU | Tesla V100-SXM2-16GB ×2 (TP2, NVLink 없음) |\n"
     "| 타깃 | `QUASAR-QAT/Qwen3.8-27B-QUASAR-NVFP4` (19.15 GiB, compressed-tensors W4A4 → SM70 TurboMind W4A16 dense) |\n"
     "| KV | `fp8_e5m2` |\n"
     "\n"
     "### 기동 전제 (중요)\n"
     "\n"
     "...\n"
     "2. ... `max_num_seqs (256) exceeds available Mamba cache blocks` 오류. ...\n",
     "mamba_blocks", {"max_num_seqs": 256}, "mamba_blocks",
     "Qwen3.8-27B is a hybrid model (Gated DeltaNet linear-attention layers beside full attention: the note's "
     "'하이브리드 어텐션'), which keeps one Mamba-state cache block per running sequence. On two 16 GB V100s at TP2 the "
     "NVFP4 weights take 10.3 GiB per card, so the memory left (KV cache fp8_e5m2, max-model-len 32768, utilization "
     "0.90 in the working launch) held fewer Mamba cache blocks than vLLM's default 256 sequences, and 1Cat-vLLM "
     "1.5.0 (a V100 build of vLLM) refused to start with 'max_num_seqs (256) exceeds available Mamba cache blocks'.",
     "the author, same note ('기동 전제' item 2): lower --max-num-seqs; since the bench sends one request at a time "
     "they ran '--max-num-seqs 1' (the serve command in '타깃 단독 서빙': --tensor-parallel-size 2 --kv-cache-dtype "
     "fp8_e5m2 --max-model-len 32768 --max-num-seqs 1 --gpu-memory-utilization 0.90), which started and served.",
     release="1Cat-vLLM 1.5.0 (a V100 build of vLLM; torch 2.10.0+cu128, CUDA 12.8)",
     gpu="Tesla V100-SXM2-16GB", gpus=2, command=None,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--max-model-len"}],
     note="Excerpt: the title, the '기록' line, the '환경' table and item 2 of '기동 전제 (중요)' as the stored file "
          "shows them; cut ('...'): the '결론' section (DFlash2 results), items 1 and 3 of '기동 전제' (a gcc-16 / "
          "nvcc failure and its gcc-14 fix; expandable_segments), the conditional clause '`--max-num-seqs`를 낮추지 "
          "않으면' before the error and the sentence after it ('단일 요청 벤치이므로 `--max-num-seqs 1`.'), which are "
          "the fix, and everything after (the working serve command, measurements, the DFlash2 attempt whose KV "
          "shortfall is only paraphrased). The block count is not quoted. Stored at commit ec8df69b (the file's only "
          "stored version; find_string id 69005909637). Judgement call 2.")

BATCH.write()
