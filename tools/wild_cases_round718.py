"""Round-718 blind batch: CHINESE FIRST-PERSON BLOG POSTS ON CSDN (blog.csdn.net and its mirrors such as
blog.youkuaiyun.com, mzph.cn / hk.pswp.cn / sgqg.cn copies, gitcode / CSDN retellings of one GitHub issue) in which an
author launched vLLM, pasted the error log and wrote what fixed it; collected by helper wild718 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round718-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation would have been written from the
source thread only, with the fix left out of the excerpt.

RESULT: 0 cases. The slice is mined out in the stored corpora; a zero round rather than weak ones (no case had both a
stored vLLM error line and a stored cause / fix).

Look-ups: 36 of the 50 allowed: 24 ``search`` corpus=pages, 7 ``search`` corpus=docs, 5 ``search`` corpus=issues (to
find the GitHub originals of gitcode / CSDN retellings and their answers); no read_file / find_string / fetch.

How mined the slice is: the pages corpus answers Chinese vLLM-error queries (KV cache, 显存不足, max_model_len,
tensor_parallel_size, AWQ / GPTQ, NCCL, bf16 on V100, fork / spawn, Engine core initialization failed, 踩坑记录,
【已解决】) with the same small set of pages every time: the CSDN-mirror farm copies (mzph.cn / hk.pswp.cn / sgqg.cn
81541, mzph.cn/web/55564), blog.gitcode.com AI retellings of GitHub issues, the CSDN 'AI digest' family (adg.csdn.net,
wenku.csdn.net, blog.youkuaiyun.com/csdn122345 and gitblog_*), SEO 'avoid-the-pit' farms (mynw.cn, 0539edu.com,
maplevalley.com.cn, yongjin360.com, scrxy.com, zzycbzc.com, nshx.cn, tjhnrl.com, wmrh.cn, errorcanon.top), and
first-hand pages earlier rounds already used (jianshu 6589622965e1 and its 39.103.169.235 mirror, zhuhai.fun Qwen3
GPTQ, juejin 7543299461236244489 / 7705716341148155919). The docs corpus stores only the OPENING chunk of the few
blog.csdn.net pages it holds, and is otherwise dominated by GitHub / Hugging Face threads. Only three blog.csdn.net
addresses are in USED_SOURCES.txt, but that is because the stored text of CSDN is thin, not because it is unmined: every
first-hand CSDN page reached here stops before its error line or has no vLLM error at all.

Sources given up (for the lead, not cases):
- First-hand, but the error line is beyond the stored opening chunk: blog.csdn.net/QiwzDeBLOG/article/details/137828001
  (DB-GPT starting vicuna-13b-v1.5 on vLLM with tensor_parallel_size=3, April 2024; the chunk stops inside the
  traceback at vllm_adapter.py 'AsyncLLMEngine.from_engine_args' -- almost surely 40 heads not divisible by 3, but the
  line is not stored; also listed by an earlier round); mzph.cn/web/55564.shtml ('vLLM 部署大模型问题记录': Qwen2.5-72B
  GPTQ-Int4, Llama-3.2-11B-Vision, Qwen2-Audio-7B, each with a '问题记录' section; only the table of contents and the
  download steps are stored, also listed by round 266); mzph.cn/pingmian/81541 and its hk.pswp.cn / sgqg.cn copies
  (used); jishuzhan.net/article/2003651109605408769 (Qwen3-8B on AutoDL RTX 4090, vLLM 0.8.5.post1; only the opening
  with 'vLLM 在 Jupyter Notebook 环境中存在多进程兼容问题' is stored, no log); ai6s.net 694e5517 / hwcomputing.csdn.net
  (vLLM-Ascend on GitCode Notebook, '版本冲突可通过禁用MoE模块解决'; the conflict's error text not stored; reads
  half-generated); money.csdn.net 68400ac4 (Qwen3-235B-A22B-AWQ on 8x RTX 4090, a working docker command, no error).
- First-hand, no vLLM error text: huo.zai.meng.li 'VLLM启动时NCCL遇到显卡P2P通信问题' (Xinference / vLLM,
  Qwen1.5-110B-AWQ on 3x RTX 6000 Ada: the second multi-GPU launch hangs after 'NCCL INFO ... Init COMPLETE';
  NCCL_P2P_DISABLE=1 loads but inference still fails, the author's fix was disabling PCI ACS / IOMMU per NCCL's
  troubleshooting guide -- a hang, no error line); never-ending.info (an Open-LLM-VTuber client's 'Connection error',
  no vLLM server listening; used as a non-case before); baidu_32500247 140009154 on CSDN (vLLM built from source,
  import path problem, fixed by starting from the source directory; no error text stored).
- gitcode / CSDN retellings whose GitHub originals were checked: xusenlinzy/api-for-open-llm #225 (8192 > 4512) and
  #259 (32768 > 15248), QwenLM/Qwen3 #295, hiyouga/LlamaFactory #6476 (and its duplicate #6474), OpenRLHF #336,
  DeepSeek-V2 #83, vllm #2418, #4232 -- all used. QwenLM/Qwen3-VL #253 (Qwen2-VL-72B on Aliyun 8x L20, vLLM 0.6.1,
  TP 8, fork / CUDA re-init; retold by blog.gitcode.com 7d63b9c8 with VLLM_WORKER_MULTIPROC_METHOD=spawn as the fix)
  was claimed (qwenlm/qwen3-vl#253 round718) but NOT written: four issues-corpus look-ups reached only the args line
  and a traceback chunk that stops at 'raise RuntimeError(' -- neither the error line nor any answer is in the stored text,
  and the fix would come only from the AI retelling.
- AI-written / digest pages (skipped as the brief says): blog.gitcode.com (api-for-open-llm KV cache x2, Xinference
  max_model_len, GPUStack VRAM reservation, api-for-open-llm duplicated TENSOR_PARALLEL_SIZE, DeepSeek-R1-AWQ on CPU
  'assert self.quant_method is not None', Qwen3 AWQ garbled output, llama3.2-11B-Vision GPTQ 'cannot reshape tensor of 0
  elements', Qwen2-VL-72B-AWQ min_thread_k, NCCL 1800000 ms timeout, NCCL 2.21.5 hang, FastChat vllm_worker fork,
  Xinference 1.2.2 fork, QwenLM V100 bf16, QAnything V100 bf16, Qwen2.5-VL-72B truncation), adg.csdn.net 69709068 /
  6972f213, wenku.csdn.net, blog.youkuaiyun.com csdn122345 149127061 and gitblog_01426 150141072 (Xinference Qwen3 V1
  'Engine core initialization failed' digest), yongjin360.com, mynw.cn, zzycbzc.com, 0539edu.com, maplevalley.com.cn,
  scrxy.com, tiemojia.cn, pwwt.cn, wmrh.cn, errorcanon.top, 2048ai.net, cloudzsexy.com (title-only spam).

Judgement calls for the lead:
1. Zero cases rather than weak ones. The only unused GitHub original found through a CSDN / gitcode retelling
   (QwenLM/Qwen3-VL #253) was claimed but not written, because its stored chunks hold neither the error line nor the
   answer; a later round with more issues-corpus look-ups may reach its comments (the retelling says spawn fixed it).
2. Still unused and worth a look by a round whose slice they fit (GitHub, not CSDN): eosphoros-ai/DB-GPT #1962 (4x A100
   Qwen2-72B on vLLM, fork / CUDA re-init in the title; open, 'Waiting for reply', no fix seen), vllm #14535 (QwQ-32B,
   LLM(tensor_parallel_size=8), fork / CUDA re-init, closed), vllm #12754 (V1 fork / CUDA re-init, open), vllm #8893
   (fork / CUDA re-init, closed, usage label), vllm #7077 (Qwen2-72B-GPTQ-Int4 TP 4 on AutoDL, vLLM 0.5.3.post1,
   title '[Bug]:'). None was checked beyond USED_SOURCES.txt / the skip lists; the fork message already has 27 fixtures.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round718-blind")
case = BATCH.case

# No cases this round: see the docstring (slice mined out in the stored corpora).

if __name__ == "__main__":
    BATCH.write()
