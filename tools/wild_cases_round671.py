"""Round-671 blind batch: vLLM start-up failures in NON-ENGLISH write-ups with their fix (Korean: velog / Tistory /
Naver / project wikis; Japanese: Zenn / Qiita / note.com / Hatena; Chinese: CSDN / Zhihu / Juejin / cnblogs /
SegmentFault / vendor FAQs / the Ascend forum; Vietnamese, Russian (Habr), Spanish and others), searched in the pages,
docs and code corpora in those languages, 2024-2026; collected by helper wild671 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round671-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom``, tests/wild_grade.py or the test suite
on these excerpts, and did not read kvroom's source; every expectation was written from the source page only. The
excerpt is the text as the search tool's stored copy shows it; the fix is left out of it.

Look-ups: 31 of the 40 allowed (27 ``search``: 5 corpus=pages, 17 corpus=docs, 5 corpus=code; 2 ``find_files``;
2 ``read_file``, one of which found no file); no find_string, no fetch. Stopped with 9 left because every further
query returned pages already used, in earlier skip lists, or cut before the error line. **2 cases**:
- govon-wiki-troubleshooting-exaone-deep-transformers-ropeparameters-check-model-inputs (Korean: the GovOn project's
  GitHub wiki 'Troubleshooting', revision of 2026-03-25: the GovOn inference server built on vLLM serving
  EXAONE-Deep-7.8B fails at server start with "module 'transformers.modeling_rope_utils' has no attribute
  'RopeParameters'" / "module 'transformers.utils.generic' has no attribute 'check_model_inputs'").
- huaweicloud-modelarts-ascend-vllm-faq-llama31-rope-scaling-transformers-too-old (Chinese: Huawei Cloud ModelArts
  'Ascend-vLLM推理常见问题' FAQ, updated 2025-07-29: Llama 3.1 on Ascend-vLLM refused with transformers' old two-field
  rope_scaling check; fix: transformers 4.43.1).
Every source was checked with grep -iF against /work/coord/USED_SOURCES.txt, the fixtures' source_url and
tools/wild_cases_round*.py before it was taken.

**The slice is (again) mined out** -- it confirms rounds 443, 463, 486, 512 and 543. The pages corpus answers CJK /
Spanish queries with the same used first-hand pages (velog js03210, gpt9.kr, qiita nagayaoh, qiita SELEE, mcsm.jp GB10
diary) and AI-written explainers (adg.csdn, blog.youkuaiyun csdn122345, openillumi, blog.gitcode, runaihome / dev.to,
fixdevs, eldiarioia, dmy51x2ik1vsx.cloudfront 'vLLM quickstart' in ja/ko, blog.aibox.today, youngju.dev,
glossary.kaitrust.ai). New finding for later rounds: the DOCS corpus holds CSDN (blog.csdn.net), Juejin, cnblogs, the
Huawei Cloud / Tencent Cloud FAQs and the Ascend forum (hiascend.com), but stores only each page's OPENING chunk -- two
differently worded queries for the same CSDN post returned the identical opening, so an error section further down a
page cannot be reached.

Sources given up (for the lead, not cases):
- Already used / in earlier skip lists (not re-opened): juejin 7705716341148155919 (its other cheat-sheet entries --
  two engines in one process, dtype ValidationError, Address already in use -- lie beyond the stored chunk; a targeted
  query did not surface them); hzqjgthy/vllm KV_Cache note; the unnamed 'vLLM V1 memory profiling' note (41.19 ->
  41.64 GiB, fixture lightzero-priorzero-...); just-record/vllm_practice; TakeaimK.github.io k3s-vllm post;
  beeu-tech/LibraProject; nvidia-cosmos/cosmos-reason2 troubleshooting (English anyway); imroc/tke-guide and its
  Tencent Cloud twin cloud.tencent.com/document/practice/457/116254; support.huaweicloud.com 5906036 (max_model_len
  FAQ, fixture huaweicloud-ascend-vllm-faq-max-model-len-over-derived); HF Qwen/Qwen2-57B-A14B-Instruct #3;
  stepfun-ai/Step-Audio-R1.1 #2 (rounds 497, 586); hiascend threads 0297194088149348124, 02114178784730067103.
- Error line beyond the stored opening (first-hand, new): blog.csdn.net/QiwzDeBLOG/article/details/137828001 (DB-GPT
  launching vicuna-13b-v1.5 on vLLM with tensor_parallel_size=3, April 2024 -- almost surely 40 heads not divisible by
  3, but the chunk stops in the traceback before the error line); blog.csdn.net/su_xiao_wei/article/details/145698349
  (a V100 user's 'VLLM相关问题' list: AWQ not loading, Qwen2.5-GPTQ-Int4 error, Qwen3-30B-A3B 'LLVM ERROR: Failed to
  compute parent layout for slice layout' -- only the table of contents and the first item are stored; the first item,
  "ImportError: No module named vllm" blamed on a folder named vllm, is printed in Python 2's wording and is not a
  vLLM start-up failure); hiascend threads 02127205553649790011 (CANN 8.5.0 'call aclnnArange failed, error code is
  561103', no answer stored), 0279188816406571245 (V1 'WorkerProc initialization failed', root cause cut),
  0268202013800111048 (Qwen3-Coder-480B-A35B-Instruct-AWQ on 8x 910B, pydantic ModelConfig traceback cut),
  0211205488976129953 (Qwen3-Coder-30B-A3B on vllm-ascend v0.14.0rc1-310p, cut after weight loading),
  02120198428191314002 (SelfAttentionOperation setup failed at an OpenAI-SDK request, log cut); baidu_32500247
  140009154 (source-build path problem, no error text stored).
- Not first-hand / not a failure: blog.csdn.net/csdn122345/article/details/149127061 (AI-written overview);
  platform.minimaxi.com text-vllm-deployment FAQ (the 'No module named vllm._C' code block is stripped; 'MiniMax-M1
  model is not currently supported' is a heading, not the message); cnblogs aidoll/p/19664133 (Hygon K100 set-up
  guide, no error); www.mindspore.cn vllm_mindspore FAQ (install error of the plug-in, English); docs.redhat.com/ja
  RHAIIS 3.0 troubleshooting (Japanese translation of Red Hat's doc; 'Unrecognized model ... model_type' fixed with
  --userns=keep-id -- vendor doc, English original likely used; left for a lead's call); the Huawei FAQ's other items
  ('run_vllm.sh: permission denied' is the container runtime, SmoothQuant / AWQ conversion errors are not vLLM);
  Kuwon-KIS/stt_engine ARCHIVE/VLLM_ANSWER.md (a pointer, no error); GovOn wiki's OOM section (placeholders 'XX MiB').
- Other languages: Spanish queries returned only explainers (fixdevs, runaihome, eldiarioia, docs.clore.ai es);
  Vietnamese / Russian were not retried (round 486 found none).

Judgement calls for the lead:
1. govon-wiki-...: a project wiki's troubleshooting entry, not a single user's pasted log; the text introduces the two
   AttributeError lines with 'an error similar to the following occurs at server start' (다음과 유사한 오류), so they
   may be representative rather than copied from one run. Taken because the names are exact (RopeParameters,
   check_model_inputs) and the cause and the fix that worked are the project's own. Kind dependency_version_mismatch
   (README: a name missing from a module of a package vLLM builds on); cause transformers_too_old, as earlier rounds
   labelled names missing from transformers (vllm-1458 'cannot import name MistralConfig', vllm-ascend-pr2365). The
   project's fix is its own runtime patch (src/inference/vllm_stabilizer.py, not stored in the index), which adds the
   names to transformers before vLLM loads the model -- it did not upgrade transformers, so an 'upgrade transformers'
   fix is plausible but not what the source did. Release and GPU are not stated for this incident (README: A100 80 GB
   runtime for EXAONE 4.0-32B; the wiki's model here is EXAONE-Deep-7.8B AWQ on ~16 GB cards).
2. huaweicloud-modelarts-...-rope-scaling: the error line is the same one vllm-6689 (round 14) already carries, with the
   same fix (transformers 4.43.1); taken as a distinct source (Huawei's Ascend-vLLM FAQ, Chinese, NPU) with the
   labels of that fixture (kind and cause transformers_too_old). Drop it if the lead counts identical excerpts once.
   The FAQ is a vendor document, not one user's log; the version of the Ascend-vLLM package is not on the page chunk.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round671-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- GovOn wiki (Korean): vLLM server + EXAONE-Deep-7.8B -> transformers lacks RopeParameters / check_model_inputs
case("govon-wiki-troubleshooting-exaone-deep-transformers-ropeparameters-check-model-inputs",
     "https://github.com/GovOn-Org/GovOn/wiki/Troubleshooting/eff27dd4acde5df445b68406079e9836d06c7856",
     "vLLM 서빙 오류\n"
     "\n"
     "EXAONE 런타임 패치 실패\n"
     "\n"
     "증상\n"
     "\n"
     "서버 기동 시 다음과 유사한 오류가 발생한다.\n"
     "\n"
     "AttributeError: module 'transformers.modeling_rope_utils' has no attribute 'RopeParameters'\n"
     "AttributeError: module 'transformers.utils.generic' has no attribute 'check_model_inputs'",
     "dependency_version_mismatch", {}, "transformers_too_old",
     "The GovOn inference server (vLLM engine, EXAONE-Deep-7.8B AWQ) fails at start-up because the EXAONE model code "
     "uses newer transformers APIs (transformers.modeling_rope_utils.RopeParameters, "
     "transformers.utils.generic.check_model_inputs) that the installed transformers does not have; a transformers "
     "version older than the model code expects, not a GPU or memory problem.",
     "the project's wiki: GovOn applies a runtime patch in src/inference/vllm_stabilizer.py that supplies the missing "
     "transformers attributes before the model loads; check that the patch is applied (a newer transformers that has "
     "these names would also satisfy the model code, but that is not what the wiki did)",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Korean project wiki (revision of 2026-03-25), section 'vLLM 서빙 오류 > EXAONE 런타임 패치 실패'; the "
          "excerpt is the section's symptom part, the cause and fix parts are left out. The wiki introduces the lines "
          "as 'an error similar to the following' (judgement call 1).")

# ---------------------------------------- Huawei Cloud ModelArts Ascend-vLLM FAQ (Chinese): Llama 3.1 rope_scaling refused by old transformers
case("huaweicloud-modelarts-ascend-vllm-faq-llama31-rope-scaling-transformers-too-old",
     "https://support.huaweicloud.com/bestpractice-modelarts/modelarts_llm_infer_91237.html",
     "Ascend-vLLM推理常见问题\n"
     "\n"
     "问题3:使用llama3.1系列模型进行推理时报错\n"
     "\n"
     "使用llama3.1系模型进行推理时报错:ValueError: 'rope_scaling' must be a dictionary with two fields, 'type' and "
     "'factor', got {'factor': 8.0, 'low_freq_factor': 1.0, 'high_freq_factor': 4.0, "
     "'original_max_position_embeddings': 8192, 'rope_type': 'llama3'}",
     "transformers_too_old", {}, "transformers_too_old",
     "Llama 3.1 served with Huawei's Ascend-vLLM (NPU) on a transformers older than 4.43: the installed transformers "
     "validates rope_scaling against the old two-field {'type', 'factor'} schema and refuses Llama 3.1's rope_type "
     "'llama3' block while the config is loaded. Not a memory, device or parallelism problem.",
     "the vendor FAQ: upgrade transformers to 4.43.1 (pip install transformers --upgrade)",
     release=None, gpu="Ascend NPU (ModelArts Lite Server, model not stated)", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Chinese vendor FAQ (Huawei Cloud ModelArts best-practice appendix, updated 2025-07-29); same error line and "
          "fix as fixture vllm-6689-llama31-rope-scaling-transformers-too-old (judgement call 2).")

if __name__ == "__main__":
    BATCH.write()
