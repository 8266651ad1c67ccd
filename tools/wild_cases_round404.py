"""Round-404 blind batch. Slice: FORUMS, Q&A AND BLOG PAGES (discuss.vllm.ai, Stack Overflow, Reddit r/LocalLLaMA,
Hugging Face forums and model discussions, personal / vendor blog posts) and GITHUB DISCUSSIONS, about vLLM refusing
to start for memory reasons (KV cache too small, max model len, gpu_memory_utilization, OOM at start-up, "Free memory
on device ... is less than desired GPU memory utilization"); collected by helper wild404 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round404-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. The excerpt is the text as the search tool's docs corpus shows the page; the fix is left out (none is stored).

Look-ups: 46 of the 50 allowed (44 ``search`` -- 25 corpus=pages, 10 corpus=issues, 6 corpus=docs, 3 corpus=code --
and 2 ``fetch``: giantswarm/agent-platform, whose snapshot ends 2026-08-21 and holds none of the model-serving work
its v4.48.2 release note names, and canfieldjuan/finetunelab.ai, whose vLLM notes were used or skipped before; no
find_string, read_file or find_files). 1 case.

**The slice is mined out.** The pages corpus answers every vLLM memory query with the same SEO / AI-written explainers
(errornotes.dev, gigagpu, runlocalai, runaihome and its dev.to copy, fixdevs, aimadetools, theneuralbase, intranet.
presrite, multigrid, velog js03210, blog.gitcode.com digests, wenku.csdn, errorcanon) and with real pages that
earlier rounds already took or named as skips. No Stack Overflow question, no Reddit thread (not even through a
redlib mirror) and no discuss.huggingface.co thread came back for any query. GitHub Discussions are not stored in any
corpus as far as 2 look-ups could tell (the issues corpus returned only issues and PRs; no golden fixture has ever
cited a /discussions/ url). The only fresh source found is a GitHub issue page of a small repository that the docs
corpus holds (the issues corpus does not), taken below as a judgement call.

Sources given up (for the lead, not cases):
- Already used (grep -iF in USED_SOURCES.txt): discuss.vllm.ai t/2420/2 and t/2724; runtimenotes.com RunPod series;
  tobias-weiss.org DGX Spark OOM; vllm #20305, #14376, #55827, #10533, #18124, #10439, #27508, #2248, #14992, #2418,
  #10517, #34076, #7526, #6689, #8933, #14092, #14726, #40937 (and its stepcodex copy), #43755 (its stepcodex copy
  'check-enough-kv-cache-memory'), PR #5079, #13929; kvcached #29; vllm-ascend #9099; QwenLM/Qwen3 #12, #295;
  SergiioB/intel-arc-pro-b70-inference-cookbook #4; deepseek-ai/DeepSeek-V2 #83; kaito #2132; tpu-inference PR #223;
  verl PR #5015; OpenRLHF #336; xorbitsai/inference #4926; eugr/spark-vllm-docker #396; gpustack #1897;
  noonghunna/club-3090 #4; MiaAI-Lab/GLM-5.3-Flash-EXL3-2x-DGX-Sparks #47; vllm-omni #469; InferenceX #1587;
  ls1intum/edutelligence #570 (github-users.yhajoa mirror); omertt27/ai-stanbul notes; sherdencooper/GPTFuzz #27;
  xbill9 gemma4 repos; myoceane.fr; the 'vLLM Fix Summary - RTX 3060' (Peuqui/AIfred, 5.62 of 3.06 GiB) and
  '110.49/122.82 GiB' (cosmos-reason2 Thor) notes; hzqjgthy/vllm KV_Cache note.
- Named as skips by earlier rounds (no look-ups spent on their threads): discuss.vllm.ai t/2584; velog js03210;
  gpt9.kr; the mzph.cn / pswp.cn '7GB显存 DeepSeek-R1 70B' CSDN repost (error sections past the stored opening);
  xbill's Gemma-4-31B-on-L4 Cloud Run write-up (dev.to/gde and neura.market copy; error past the stored opening);
  somethinghitme.com GLM-4.7-flash (error absent); local-llm-website.pages.dev (generated fiction); blog.gitcode.com
  api-for-open-llm retellings (AI digests of api-for-open-llm #259 and the 8192/4512 thread); aphrodite-engine #362;
  pastebin vjSgS4up; Mistral-7B-Instruct-v0.2 discussion 49; vllm #19125, #10643, #55169, #26884, #26612, #7154,
  #35854, #13282, #13074, #14882, #12756 (env dumps or cut tracebacks); vllm-ascend #14274 / #14004 (310P
  double-counted HBM: 'Available KV cache memory: 0.09 GiB' is stored but the final error line is cut in every chunk,
  rounds 47 and 261 skipped it for that; the fix PRs #14005 / #14275 / #14276 / #15331 / #17163 hold no error line
  either -- a good candidate if a later round can reach the ValueError); nemotron-voice-agent PR #95 (no log);
  zisaacson/BatchLocaLLM (no error line).
- Error line not stored: tenstorrent/vllm #163 (DeepSeek-R1-Distill-Qwen-14B on one N300: 'I encounter an
  out-of-memory error', the max_tokens_all_users default is named as the cause, but no error text) and its sibling
  PRs #302 / #303 (Qwen3-8B on N150, gemma-3-4b on N300: 'DRAM out-of-memory error' in prose only); intel/llm-scaler
  #164 (the server log is an attachment); opensourcerelease/DeepSeek-V3-bf16 discussion 6 (18 x A100, 'getting CUDA
  OOM' in prose, no log line); neuralmagic/Llama-3.2-90B-Vision-Instruct-FP8-dynamic discussion 3 (a hang, no error);
  jishuzhan.net 2032483049980624898 (2 x DGX Spark PP=2, only the architecture section stored); canfieldjuan/
  finetunelab.ai docs/VLLM_VRAM_RELEASE_FIX.md (an orphaned EngineCore holding VRAM on redeploy; only the
  destroy_process_group warning is quoted, and its 'Free memory (17.88 GB) < desired' note is a paraphrase skipped by
  round 194).
- Not vLLM or not a start-up failure: dphnAI/sonar #310 (Aphrodite engine); vllm #21795 (a question about two
  containers at 0.48, no failure); lmstudio / llama.cpp / tenstorrent tt-inference-server Gemma-4 threads;
  al-engr.com MiniMax (SGLang); giantswarm/agent-platform v4.48.2 release note (a one-line changelog, issue #591 not
  stored anywhere reachable).

Judgement calls for the lead:
1. Out-of-slice source. The one case is a GitHub ISSUE (feuler/gh200-pytorch #2), not a forum or blog page: the pages
   corpus returned nothing fresh in 25 look-ups and no GitHub Discussion is stored. It was reached through the docs
   corpus, which stores GitHub issue pages of small repositories the issues corpus lacks.
2. feuler/gh200-pytorch #2 prints no exception in the stored text: the failure message is a vLLM 0.7-era
   memory-profiling line ending 'the rest of the memory reserved for KV Cache is -0.34GiB' plus the author's 'fail to
   start', the same shape as the existing fixture vllm-13882-qwen25-7b-rtx4060-negative (kind kv_memory_negative).
3. Its cause is labelled weights_exceed_budget (the closest label): DeepSeek-R1-AWQ's 339.70 GiB of weights were
   pushed past the GH200's 94.50 GiB of HBM with PyTorch's UVM allocator (use_uvm, oversubscription 5.0), and vLLM
   charged them against total_gpu_memory x 0.98 = 92.61 GiB; non_torch_memory came out at -247.98 GiB because the
   device-free reading does not see the oversubscribed pages. No fix is stored; the author blames vLLM's formula.
   Every memory knob the message itself suggests (higher utilization, shorter max_model_len, fp8 KV) cannot close a
   budget that is 247 GiB short, so they are marked wrong.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round404-blind")
case = BATCH.case

# ---------------------------------------- feuler/gh200-pytorch #2: DeepSeek-R1-AWQ on one GH200 via PyTorch UVM -> KV -0.34 GiB
case("feuler-gh200-pytorch-2-dsr1-awq-gh200-uvm-oversubscription-weights-339.70-kv-negative-0.34",
     "https://github.com/feuler/gh200-pytorch/issues/2",
     "vllm serve DeepSeek-R1-AWQ/ --quantization moe_wna16 --trust-remote-code --max-model-len 90 "
     "--gpu-memory-utilization 0.98 --enforce-eager --enable-chunked-prefill=False --swap-space 1\n"
     "export PYTORCH_CUDA_ALLOC_CONF='use_uvm:True,uvm_oversubscription_ratio:5.0,uvm_access_pattern:gpu_first'\n"
     "\n"
     "I did load the R1 awq model in GH200, but fail to start.\n"
     "INFO 01-25 07:47:34 worker.py:266] model weights take 339.70GiB; non_torch_memory takes -247.98GiB; PyTorch "
     "activation peak memory takes 1.23GiB; the rest of the memory reserved for KV Cache is -0.34GiB.\n"
     "\n"
     "memory usage is 90%.\n"
     "\n"
     "negative digits usage is insame!!!\n"
     "\n"
     "vllm need code changing, the kv cache size computation method is not corrent for GH200.\n"
     "\n"
     "INFO 01-25 07:47:31 model_runner.py:1114] Loading model weights took 339.6998 GB\n"
     "INFO 01-25 07:47:34 worker.py:266] Memory profiling takes 3.09 seconds\n"
     "INFO 01-25 07:47:34 worker.py:266] the current vLLM instance can use total_gpu_memory (94.50GiB) x "
     "gpu_memory_utilization (0.98) = 92.61GiB",
     "kv_memory_negative",
     {"available_gib": -0.34, "weights_gib": 339.70, "non_torch_gib": -247.98, "activation_gib": 1.23,
      "total_gib": 94.50, "gpu_memory_utilization": 0.98},
     "weights_exceed_budget",
     "DeepSeek-R1-AWQ (moe_wna16) served on ONE GH200 (94.50 GiB of HBM visible to vLLM) with PyTorch's UVM allocator "
     "turned on (PYTORCH_CUDA_ALLOC_CONF use_uvm, uvm_oversubscription_ratio 5.0) so that the 339.70 GiB of weights "
     "spill into the Grace host memory. vLLM's memory profiler still budgets against total_gpu_memory x 0.98 = 92.61 "
     "GiB and counts all 339.70 GiB of torch-allocated weights against it; the device-free reading does not see the "
     "oversubscribed pages, so non_torch_memory comes out at -247.98 GiB and the KV cache at -0.34 GiB, and the engine "
     "refuses to start (no cache blocks). The model is ~3.6x larger than the HBM vLLM sizes its KV cache from; no "
     "utilization or context setting can give it a KV budget in this configuration.",
     "none in the stored text (the page shows only the author's post; the author, WuNein, says vLLM's KV-size formula "
     "needs changing for GH200). From the log: vLLM does not budget UVM-oversubscribed weights; put the excess weights "
     "in host memory with vLLM's own --cpu-offload-gb (so the HBM budget excludes them) instead of the PyTorch UVM "
     "allocator, or spread the model over more GH200s (tensor / pipeline parallel across nodes), or use a checkpoint "
     "small enough to leave KV room in 92 GiB",
     release="vLLM source build 0.1.dev4283+gdf887e2 (cu124, aarch64; January 2025, V0 worker.py profiler)",
     gpu="NVIDIA GH200 480GB (94.50 GiB HBM seen by vLLM)", gpus=1,
     command="export PYTORCH_CUDA_ALLOC_CONF='use_uvm:True,uvm_oversubscription_ratio:5.0,uvm_access_pattern:gpu_first'"
             "; vllm serve DeepSeek-R1-AWQ/ --quantization moe_wna16 --trust-remote-code --max-model-len 90 "
             "--gpu-memory-utilization 0.98 --enforce-eager --enable-chunked-prefill=False --swap-space 1",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--max-num-seqs"}, {"flag": "--enforce-eager"},
                {"flag": "--tensor-parallel-size", "above": 1}],
     note="Excerpt: the issue body as the docs corpus stores the github.com page (the command, the env export, the "
          "author's sentences and the log lines), in the page's order. Dropped: one WARNING line between 'Loading model "
          "weights took' and 'Memory profiling takes' (fused_moe default MoE config not found for E=256,N=1024,"
          "device_name=NVIDIA_GH200_480GB,dtype=int4_w8a16, which also names the vLLM build path), and the page's "
          "final line, a cut repeat of the 'model weights take 339.70GiB; non_torch_memory ta...' line already quoted "
          "in full above. No reply is stored, so no fix. gpus=1 is read from the command (no TP / PP flags) and 'in "
          "GH200' (one GH200 superchip); the thread does not state a count. No ValueError line is printed in the "
          "stored text: the negative KV line is the failure message (compare vllm-13882). --enforce-eager and "
          "--max-num-seqs are marked wrong because the activation peak is 1.23 GiB and eager mode is already on: "
          "neither can recover a 247 GiB shortfall; TP above 1 is marked because only one GH200 is shown (multi-node "
          "TP/PP on more GH200s is a valid fix the grader cannot express with this flag alone).")

if __name__ == "__main__":
    BATCH.write()
