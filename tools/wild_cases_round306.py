"""Round-306 blind batch: vLLM start-up failures in blogs and Q&A written in JAPANESE, KOREAN or CHINESE (Qiita, Zenn,
note.com, velog, tistory, CSDN, Zhihu, Juejin, cnblogs, SegmentFault; searched through the pages corpus with queries in
those languages, then code search / find_string for CJK notes kept in GitHub repositories); collected by helper
wild306 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round306-blind"``.
A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py / round233: the collector did not run ``kvroom explain``,
tests/wild_grade.py or the test suite, and did not read kvroom's source.

**Result: 0 cases.** Every CJK source that showed a failing launch of its author WITH the error text was already in
USED_SOURCES.txt, and the rest had no error text, no failing launch of the author, or could not be read past the
start of the page. The slice is mined out (round 233 came to the same conclusion with 2 cases).

Look-ups: 50 of the 50 allowed (33 ``search``: 27 corpus=pages, 6 corpus=code; 13 ``find_string``; 2 ``read_file``;
2 ``find_files``; no ``fetch``).

Sources given up (for the lead, not cases):
- Already used (checked with grep -F on USED_SOURCES.txt, after spending look-ups on them):
  jishuzhan.net/article/2002605617710694401 (Qwen3-VL-4B, 262144, 36.00 vs 7.84 GiB, est. 57104);
  hanchi-gao/vllm-gpu-pcie-benchmark docs/troubleshooting/SERVE_MEMORY_FIX.md (Free memory 5.31/31.86 GiB, 0.8,
  25.49 GiB); opendilab/LightZero zoo/jericho/priorzero VLLM_FIX_REPORT.md (V1 memory-profiling AssertionError,
  41.19 -> 41.64 GiB on shared 8xA100, vLLM 0.11.0); LyttonFeng/pinchbench-skill rl/docs (Free memory 0.75/44.4 GiB);
  hzqjgthy/vllm KV_Cache_显存不足错误解决方案.md.
- Pages whose stored text stops before the error, or shows only the page start in every excerpt (the pages corpus
  returns excerpts from a page's beginning): gpt9.kr/2025/09/cli-vllm.html (Korean; Qwen2.5-3B on a 16 GB card,
  the author refers to '방금 보신 에러' — free VRAM below the 0.85 target — but the error text itself never came
  back); qiita.com/nagayaoh/items/79a50d327e6124df0c81 (Matsuo-lab LLM competition, 'mmapエラーは ulimit -v
  unlimited' on an HPC cluster; the error text and the launch are further down the article and could not be
  reached); mzph.cn/web/55564.shtml ('vLLM 部署大模型问题记录', Qwen2.5-72B-GPTQ-Int4 / Llama-3.2-11B-Vision /
  Qwen2-Audio; only its table of contents and download steps came back); blog.csdn.net/acs713/article/details/8800584
  (a Qwen3-32B TP2 --cpu-offload-gb 20 launch on vLLM 0.8.5.post1 pasted into an unrelated old post; the excerpt
  stops in the args line before any error); mcsm.jp GB10 bare-metal build log (Japanese, sm_121; only the
  introduction came back).
- No failing launch of the author with its error text: velog.io/@js03210 (max-model-len vs utilization explainer,
  error names only, H100 numbers are illustrative); qiita.com/SELEE and qiita.com/takashiyamamoto-o (Matsuo-lab
  vLLM+Ray / DeepSeek-R1 write-ups; only the introductions came back); cnblogs dreamer-fish/p/19100984 (flag
  glossary); 2048ai.net/68905592080e555a88d4f9b3 (Qwen2.5-VL-32B-AWQ failing on the second image request — a
  runtime failure, not start-up); beeu-tech/LibraProject (Korean dual-vLLM plan on an RTX 2070, no error);
  a Korean serve_qwen.sh (Qwen3.6-27B-FP8, TP2, 0.80 / 4096 / --enforce-eager 'to avoid OOM') with no error text;
  a Chinese interview-answer note with an illustrative 6.92/8.0 GiB error (not a real launch).
- AI-written digests, skipped on sight: blog.gitcode.com retellings (api-for-open-llm 8192 vs 4512 and 32768 vs
  15248, Qwen V100 bfloat16, QAnything V100 bfloat16, Llama-4 half, Xinference max_model_len), openillumi.com,
  errorcanon.top, errornotes.dev, wenku.csdn.net, adg.csdn.net, mynw.cn / zzycbzc.com / nshx.cn / 0539edu.com
  'avoid-the-pit' articles, blog.youkuaiyun.com/gitblog_* (Xinference v1 'Engine core initialization failed').

Judgement calls for the lead:
1. Zero cases rather than weak ones: the only uncovered CJK items with an error text were generic explainers or
   AI digests whose numbers are not from a launch of the author, which the brief excludes.
2. The pages corpus is a poor fit for this slice: its CJK holdings are dominated by content farms and digests,
   and excerpts come from the top of each page, so the log halfway down a Qiita/CSDN post is out of reach.
   GitHub-hosted CJK notes (found by code search / find_string) were the only productive route, and round 233
   and earlier rounds have already taken those.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round306-blind")
case = BATCH.case

if __name__ == "__main__":
    BATCH.write()
