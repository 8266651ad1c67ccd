"""Round-356 blind batch: vLLM launches that failed with a pasted error, taken from the ``search`` tool's **pages**
corpus (blog posts, Stack Overflow / Stack Exchange questions, forum threads: discuss.vllm.ai, Hugging Face forums,
NVIDIA developer forums, Reddit-like pages) where the page itself says what fixed it; AI-written digests and
retellings of GitHub issues skipped. Collected by helper wild356 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round356-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite, and did not read kvroom's source.

**Result: 0 cases.** No page the searches returned was at once (a) first-hand (not a content-farm digest or an
AI-written retelling of a GitHub issue), (b) unused (grep -F in USED_SOURCES.txt), (c) showing the error line
itself in the stored text, and (d) saying what fixed it.

Why the slice came back empty (for the lead):
- The pages corpus returns only the opening of each stored page (about 2,000 characters). A query aimed at text
  deep inside a known page (ai-muninn.com's Nemotron debug log, asked twice with its pitfall terms) returned the
  same opening again, so a blog's later "pitfall N: <error>" sections and a forum thread's later replies cannot
  be reached. Only pages whose first screen holds both the error and the fix could become cases.
- Stack Overflow / Stack Exchange pages did not come back for any query (five queries phrased as SO questions).
  discuss.vllm.ai came back only as RunLLM bot answers (/2 posts, AI-written; 2420/2 is already used) and a spam
  mirror of a forum title. No Hugging Face forum thread came back.
- Most hits on every query were digests: fixdevs.com, runaihome.com / its dev.to copy, errornotes.dev,
  runlocalai.co, theneuralbase.com, gigagpu.com, aitoolsguidebook.com, stepcodex.com (GitHub-issue retellings),
  blog.gitcode.com (Chinese retellings of GitHub issues), plsevery.com, adg.csdn.net, mynw.cn / 0539edu.com /
  bjdmk.com.cn / maplevalley.com.cn / nshx.cn (generated "avoid-the-pit" guides), leeroopedia, openillumi.com
  (self-declared AI-assisted), local-llm-website.pages.dev (reads as generated fiction: vLLM 0.6.3 with Qwen3).
- The first-hand pages that do show an error and its fix on their first screen were already used by earlier rounds:
  joshua8.ai (Qwen3.5-35B RTX 5090 Triton OOM), lrbar.com (Failed to find C compiler), obsidian-quartz-blog (Orin
  'no kernel image' / fork re-init), hermes-agent-benchmarks.dba.wtf/war-stories, c5.tvis.cn devnen BLACKWELL.md,
  tobias-weiss.org (DGX Spark NV_ERR_NO_MEMORY), discuss.vllm.ai 2420/2, forums.developer.nvidia.com 370309
  (DeepSeek-V4-Flash 2x Spark, page=5: the cutlass-dsl 'fmin' ImportError), github.com/mudler/LocalAI/pull/9950
  (vllm/_C.abi3.so undefined symbol c10::MessageLogger, torch 2.10 vs 2.11; returned by the pages corpus).

Look-ups: 45 ``search`` calls, all corpus=pages (no find_string, read_file, find_files or fetch); the session's
running tally drifted to 48 at one point, 45 is the recount of the queries below. Queries, in order: vllm serve
ValueError solved stackoverflow; discuss.vllm.ai engine core failed; SO bfloat16 compute capability; HF forums
launch error; NVIDIA forums Jetson Thor / DGX Spark container; "No available memory for the cache blocks" what am I
doing wrong; Nemotron-3-Super GB10 pitfalls (deep-text probe); "max seq len ... KV cache" accepted answer; qiita /
zenn vLLM 起動 エラー; qiita mmap / ulimit -v; Colab T4 dtype half; "my vllm serve crashed" blog; GB10 'no kernel
image'; V100 Bfloat16 亲测有效; a CSDN paste (Qwen3-32B TP2 cpu-offload) by its command line; DeepSeek-R1-70B 7GB
显存 KV缓存不够; vLLM Forums Engine core; SO 'Cannot re-initialize CUDA'; 'KV cache is needed' homelab RTX 4090;
Qwen on RTX 3090 errors I hit; RunLLM hint + ValueError; _C.abi3.so undefined symbol; GX10 NVFP4 pitfall 1
(deep-text probe); DGX Spark playbook container error; Jetson Orin dustynv traceback; Reddit snapshot r/LocalLLaMA;
记录一次 vllm 部署报错; 'PTX compiled with an unsupported toolchain'; 'are not supported for now'; RTX 5090 first
attempt sm_120; discuss.huggingface.co Engine core; 'Transformers does not recognize this architecture' 解决;
followed the DGX Spark playbook, container exits; al-engr Qwen3-235B Ray setup; 'Failed to infer device type';
掘金 vllm 踩坑; Jetson Thor OOM NvMap; Jetson Thor forum "Hi, Could you try"; "When I run vllm serve ... Support -
vLLM Forums"; 'is less than desired GPU memory utilization' DGX Spark; velog / tistory max-model-len; gpt9.kr
Qwen2.5-3B by its command line; sovgrid page-cache postmortem; DeepSeek V4 Flash FlashMLA B200-only; Orin Nano
jetson-containers moderator reply.

Candidate sources found but not taken (unused; why):
- https://velog.io/@js03210/vLLM-에서-max-model-len과-gpu-memory-utilization의-관계 (Korean, 2025-06-26): first-hand
  and names both KV refusals ('ValueError: No available memory for the cache blocks.' and 'KV cache is needed,
  which is larger than the available KV cache memory.', the second cut before its numbers) with the fix
  (--max-model-len 8192-16384; 0.45 each for two instances), but it is an explainer with an "H100 80GB example",
  not one pasted launch log, and the two lines are alternatives from different releases, so no single expected
  kind. Not taken; a later round could, as one case with kind no_kv_memory, if the lead wants explainer pages.
- https://www.gpt9.kr/2025/09/cli-vllm.html (Korean; driver 580.76.05 / CUDA 13.0, Qwen/Qwen2.5-3B-Instruct,
  --gpu-memory-utilization 0.85 on a 16 GB GPU, --max-model-len 8192): says the start failed because free VRAM was
  below the 0.85 target ("the cause of the error you just saw"), but the stored opening begins at the nvidia-smi
  banner and never shows the error line; reads like a pasted assistant answer. Not taken.
- https://qiita.com/nagayaoh/items/79a50d327e6124df0c81 (Matsuo-lab LLM competition 2025, vLLM on an HPC cluster):
  the fix is stated in the first screen ("mmap errors -> ulimit -v unlimited") but the error line is not.
- https://sovgrid.org/blog/five-dgx-spark-disasters-i-survived/ (vLLM relaunch OOMed at 95 GB on a 70 GB model
  because the page cache held the previous weights; fix drop_caches; also VLLM_FLASHINFER_MOE_BACKEND=latency for a
  window-manager freeze): first-hand with fixes, but no error line in the stored opening.
- https://al-engr.com/ds4-dual-spark-deploy.html ("What Broke (Six Times)", DeepSeek V4 Flash on 2x DGX Spark with
  vLLM; "every error message ... comes from real logs"): the stored opening is the table of contents only.
  al-engr.com/minimax-sglang-debug.html and /sglang-deepseek-spark-pivot.html and sovgrid's SGLang restart post are
  SGLang, not vLLM.
- https://mdsite.deno.dev/https://forums.developer.nvidia.com/t/nemotron-3-nano-on-jetson-thor-vllm-itl-degrades-4-7x-with-concurrency-mtp-rejected/370044
  (a mirror of the NVIDIA forum thread): MTP speculative decoding 'mtp' / 'nemotron_h_mtp' "rejected with
  NotImplementedError in vLLM 0.20.2" on Jetson AGX Thor is told in prose, not pasted; no fix in the opening; the
  thread is mainly about ITL under concurrency.
- https://forums.developer.nvidia.com/t/dgx-spark-13-49-tok-s-with-qwen3-5-35b-native-sm121-kernel-build-guide/365083:
  the pasted error ("ptxas error: Instruction 'cvt with .e2m1x2' not supported on .target 'sm_121'") is a source
  build failure, not a launch; the rest is throughput.
- https://forums.developer.nvidia.com/t/deepseek-v4-flash-on-4x-dgx-spark-via-vllm-jasl-fork-tp-4-rdma-mtp-49-54-tok-s-single-stream-full-recipe-the-traps/373808:
  the trap (NCCL 2.28.9 wedges long generations; fix libnccl2 2.30.4) is a serve-time hang with no pasted error in
  the opening.
- https://clanker.technoascetic.com/the-smallest-supercomputer, https://catg.kghs.net/2026/06/2026-06-gb10-llm-serving-part1/,
  https://runtimenotes.com/blog/running-a-coding-model-on-runpod/, https://corti.com (longform.social copy and two
  posts), https://ai-muninn.com/en/blog/dgx-spark-vllm-qwen35-setup and .../dgx-spark-nemotron-120b-vllm,
  https://myoceane.fr/index.php/ai-vllm-a100-gemma-4/: first-hand build / debug logs whose stored openings hold no
  error line (the errors, if any, are further down and unreachable).
- http://www.mzph.cn/pingmian/81541.shtml (a CSDN repost, "7GB显存 DeepSeek-R1 70B", sections "CUDA out of memory."
  and "KV缓存不够 (No available memory for the cache blocks)"): the sections are listed in the table of contents
  only; the stored opening stops before them.
- https://blog.csdn.net/acs713/article/details/8800584: an unrelated 2013 article whose stored copy ends with someone's
  pasted 'vllm serve /media/zhzx/ssd2/Qwen3-32B ... --tensor-parallel-size 2 --cpu-offload-gb 20' (v0.8.5.post1)
  args line; the error and any answer are past the stored opening, and the page is not a thread about it.
- forums.developer.nvidia.com 370049 (Orin Nano, PyTorch CUDACachingAllocator NVML assert next to llama.cpp): not vLLM.

Judgement calls: none taken into fixtures. The one call was to leave out explainer pages (velog) and pages that
state a fix without showing the error line (qiita, sovgrid, gpt9.kr), per COLLECT.md's rule 2.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round356-blind")
case = BATCH.case

if __name__ == "__main__":
    BATCH.write()
