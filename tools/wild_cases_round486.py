"""Round-486 blind batch: vLLM start-up failures reported in languages OTHER than English and Chinese (Japanese, Korean,
Russian, Vietnamese; Spanish / Portuguese / German / French were not reached), in GitHub issues of any repository and
in the docs / pages corpora; collected by helper wild486 and NOT graded by the collector. **0 cases.** A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom``, tests/wild_grade.py or the test suite,
and did not read kvroom's source.

Look-ups: 40 of the 40 allowed (13 ``search``: 4 pages, 5 issues, 4 code; 10 ``find_string``; 17 ``read_file``), plus
free ``find_repos`` / ``find_files`` calls (the brief counts only search / find_string / read_file / fetch). The budget
ran out while trying to name the repository of the one real, citable-in-substance find (below), so the round ends
with no case rather than an uncitable one.

What the slice gave (consistent with round 120's finding):
- The issues corpus does not rank by language: Japanese / Korean queries ("vllmで実行すると以下のエラーが出ます",
  "vllm 서빙 시 에러가 발생합니다", "EXAONE vllm 실행 시 오류") return the same English / Chinese vllm-project and
  wrapper threads that earlier rounds mined (e.g. vllm #3764, #20465, #21028, #14452, #17939, #13124, #15457, #12124,
  #15676, #23955, #24869; xinference #4229; LlamaFactory #6468; QwenLM/Qwen3-VL #1589; zai-org/GLM-V #8, #23).
- The pages corpus returns AI-written explainers only, no real log: velog js03210 (already in USED_SOURCES),
  gpt9.kr, openillumi.com, errornotes.dev, blog.gitcode.com, blog.aibox.today (Korean vLLM overview, no pasted log
  in the stored text), youngju.dev, cell-devlog.tistory.com/248, ai-manual.ru (three Russian "guides" with no real
  run), habr.com hub page, mojoai.ru, aimadetools.com.
- find_string on Japanese / Korean / Vietnamese phrases ("vLLMが起動しない", "起動時に以下のエラー", "vLLMのエラー",
  'topics: ["llm", "vllm"', "vLLM 오류", "vllm bị lỗi") mostly hits application code and generic notes.

Sources given up (for the lead and later rounds, not cases):
- A Vietnamese lab report "# Báo cáo Lab 16" (find_string file id 55767371328, 7,023 chars; a VinUni AI20K
  Track2 Day16 AWS/Terraform assignment): vllm/vllm-openai:latest serving google/gemma-4-E2B-it with
  ``--max-model-len 2048 --gpu-memory-utilization 0.90`` on g4dn.xlarge (Tesla T4); health check 200 OK, the first
  real chat request fails with ``triton.runtime.errors.OutOfResources: out of resource: shared memory, Required:
  98304, Hardware limit: 65536``; the author's fix that worked was moving the instance to g5.xlarge (A10G). Would be
  kind/cause triton_shared_memory_exceeded (first-request failure caused by the launch GPU). NOT taken: find_string
  names no repository, the code corpus did not surface it, and 11 candidate student repositories were opened without
  a match (NgLan/Day16-Track2-Assignment BAO_CAO.md, ttoannguyen/...-Day16-Track2-Assignment BAO_CAO.md,
  lem57828-glitch/...LeMinhDat bao_cao.md, truclinh1234/Track2-Day16-LeThiTrucLinh bao_cao.md,
  datntk1234k/..._Track2_Day16 bao_cao.md, BuiGiaUy/Track2-Day16-BuiGiaUy LAB16_REPORT.md,
  tcdat5/Track2-Day16-TruongCongDat BAOCAO.md, Pistachio-Big/Day16-Track2-Assignment-NguyenVanDai BAOCAO.md,
  PhucND3009/Day16-Track2-Assignment BAOCAO.md, younglonelyboiz / khanhtg205 / leeduydong2005 / trunghieunef
  BAO_CAO_LAB16.md; HaDuyAnh025/Track2_Day16_2A202601511 report.md). A later round with budget could try
  ``find_files`` on the other Day16-Track2 repositories (README.md / REPORT.md) and compare read_file ids.
- tellang YEJI model-cards README (Korean, find_string id 54180762761): quotes "ValueError: LoRA adapter uses DoRA
  which is not supported by vLLM", which does not look like vLLM's own wording (the collector recalls "vLLM does not yet support DoRA.", unchecked),
  repository not nameable either -> not taken.
- A Vietnamese Kaggle T4x2 serve script (find_string id 54491815019) whose comment blames CUDA-graph capture over PCIe
  for an "invalid argument" error and adds --enforce-eager: no error text beyond the two words, no repository name.
- A Korean wiki index naming a "Troubleshooting - GPU OOM, vLLM 오류" page (id 51933181683): the page itself not found.
- Skipped as already named by earlier rounds: LG-AI-EXAONE/K-EXAONE #2 and ztxz16/exvllm #1 (round 418's skip list),
  llm-jp/llm-jp-eval-mm PR 164 and the Japanese B300 disaggregation article (round 120), dssugar/zenn (round 120).
- Not start-up failures: jaehwachung/Data-Analysis-with-Open-Source PR 12 (Korean; EXAONE "not loading" fixed by
  pinning vllm 0.9.0 / transformers 4.52.4, but no error text in the stored PR), OpenBMB/MiniCPM #158 (screenshot).

Judgement calls for the lead: none (no cases).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round486-blind")
case = BATCH.case

if __name__ == "__main__":
    BATCH.write()
