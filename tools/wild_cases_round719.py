"""Round-719 blind batch: CHINESE FIRST-PERSON POSTS OFF CSDN (zhihu zhuanlan, juejin.cn, cnblogs.com, jianshu.com,
51cto, segmentfault, developer.aliyun.com, cloud.tencent.com/developer, jishuzhan.net, modelscope community pages,
bilibili read columns): an author's own vLLM launch with the pasted error and what fixed it, Ascend / 昇腾 / 国产卡
deployments included, searched in the ``pages`` corpus; collected by helper wild719 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round719-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation would have been written from the
source page only, with the fix left out of the excerpt. No case is written this round (see below), so the batch is
empty and ``BATCH.write()`` writes no fixture.

Look-ups: 39 of the 50 allowed, all ``search`` corpus=pages (no read_file / find_string / find_files / find_repos /
fetch). 0 cases.

How mined the slice is: as far as the pages corpus reaches, mined out. Of roughly 40 queries (Chinese prose, English
error lines with Chinese context, title-style '【已解决】vllm 报错 ...', host names, Ascend / 910B / 300I Duo / 海光 DCU,
P40 / V100 / RTX 50xx, WSL2, Ray multi-node, docker pids / shm), every answer fell in one of these groups:
(a) pages of the slice already used (USED_SOURCES.txt: jishuzhan 2002605617710694401 / 2005850804931575809 /
2011634582375415809, juejin 7407782285460979747 / 7543299461236244489 / 7705716341148155919, cnblogs marsggbo /
rongfengliang, jianshu 6589622965e1, lrbar.com's Qwen3.5-9B post); (b) SEO / AI-written 'vLLM 常见错误大全 / 避坑指南'
pages with invented or generic logs (mynw.cn, maplevalley.com.cn, nshx.cn, yunthe.com, 0539edu.com, bjdmk.com.cn,
zzycbzc.com, scrxy.com, tjhnrl.com, cloud.baidu.com/article, errorcanon.top, tools.eastondev.com, adg.csdn.net,
duoke360.com, the cnblogs yangykaifa 'PyTorch 不兼容的救赎指南'); (c) blog.gitcode.com articles that retell one
GitHub issue in machine-written Chinese (the log paraphrased, not pasted); (d) CSDN itself (off-slice); (e) tutorials
with no failure at all. The pages corpus stores most Chinese pages from their beginning only, so a first-person post
whose error and fix sit in a later '踩坑' section is cut before them.

Sources given up (for the lead, not cases):
- jishuzhan.net/article/1945663259742351362 ('用 Ray 跨节点调用 GPU 部署 DeepSeek 大模型', V100 x3 nodes, vLLM 0.9.2,
  Ray 2.9.0; announces '并解决部署过程中的常见问题'): the stored text stops in the environment setup, before any error.
  Mirrors of the same post: hk.pswp.cn/news/914872, lryc.cn/news/589917, zqtcl.cn/news/773230.
- jishuzhan.net/article/2000064284244639746 (RTX 5060 Ti sm_120, Unsloth + vLLM >= 0.12 environment): the only error
  stored is torch's 'NVIDIA GeForce RTX 5060 Ti with CUDA capability sm_120 is not compatible with the current PyTorch
  installation' warning during a dependency-resolution story (Poetry lock); no vLLM launch log.
- jishuzhan.net/article/1929458378014765058 (DeepSeek distributed deployment series): tutorial, no failure stored.
- blog.gloary.net 'RTX 4060 Ti 16GB 上基于 docker + vLLM 部署 Qwen3-8B' (first-person, WSL2 + docker): stored text stops
  at the docker command; no error reached.
- www.eula.club 'Ray 和 vLLM 实现大模型分布式推理' (2 x 4x A16): tutorial start only, no error reached.
- developer.volcengine.com/articles/7535837127268843566 ('vLLM 源码编译踩坑记录', vllm-openai 0.7.3 image crashing on
  DeepSeek-671B AWQ, then a source build): the failures are build-time (dependency fetch, host exhaustion while
  compiling), not a vLLM start-up message; the crash log of the 0.7.3 image is not stored.
- ai6s.net/694e5517bf6b0e4b285e93ab ('vLLM-Ascend 实战指南', GitCode Notebook, Qwen2.5-7B-Instruct; summary mentions
  '版本冲突可通过禁用 MoE 模块解决'): ai6s.net is a CSDN-run community host; the stored chunk shows only a harmless
  'Failed to import from vllm._C' warning, the version-conflict error is not reached. ai6s.net/692d72e32087ae0db79e0af3
  (昇腾 Qwen tutorial): no failure.
- 115.29.241.23:8418 (a personal Gitea 'RTX4090笔电操作记录' diff: gpt-oss-20b on a 16 GB laptop RTX 4090 '由于显存不足,
  运行失败了'): the command is shown, the error text is not.
- www.mynw.cn/news/425280 (T4 x2, Qwen2.5-VL-7B-AWQ docker with --pids-limit -1 / seccomp=unconfined '不崩溃的保障'):
  content-farm copy, no error text; the original is not identified.
- never-ending.info 'vLLM框架' (Open-LLM-VTuber 'Connection error' to port 12345): the client pointed at a port with no
  server; no vLLM message. blog.bitipcman.com (L4 EC2 tutorial): no failure.
- blog.csdn.net/acs713/article/details/8800584 (a real Qwen3-32B TP=2 --cpu-offload-gb 20 log on vLLM 0.8.5.post1) and
  mzph.cn/pingmian/81541 (a CSDN repost): CSDN, off-slice, and already in USED_SOURCES.txt.
- blog.gitcode.com retellings seen (each would have to be cased on its GitHub original, with the real log from the
  issue, i.e. not from this corpus): QwenLM/Qwen V100 'Bfloat16 is only supported ...', Qwen2-VL-72B-AWQ on 2x 3090
  'input_size_per_partition' / min_thread_k, Qwen1.5-14B-GPTQ on P40 'no kernel image', api-for-open-llm 'max seq len
  (8192) ... KV cache (4512)' and '(32768) ... (15248)', dynamo /dev/shm 'No space left on device', Step-Audio TP=6
  silent NCCL crash, xinference 32B GPTQ '!!!!' on 4x T4, vLLM ROCm '_C.abi3.so undefined symbol cutlass_mla_decode'.

Judgement calls for the lead:
1. No page was taken whose log is not the author's own paste (the AI-written 'common errors' pages quote plausible
   vLLM lines, e.g. maplevalley.com.cn/news/979305's V100 'Bfloat16 is only supported on GPUs with compute capability
   of at least 8.0. Your Tesla V100S-PCIE-32GB GPU ...', but nothing shows one user hit it and what fixed it).
2. A later round of this slice would do better in the ``issues`` corpus with Chinese-language reporters (vllm-ascend,
   Qwen, xinference trackers), or with a corpus that stores whole pages of zhihu / juejin / cnblogs posts.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round719-blind")
case = BATCH.case

# No case this round: the slice is mined out in the pages corpus (see the docstring).

BATCH.write()
