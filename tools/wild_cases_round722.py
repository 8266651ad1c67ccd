"""Round-722 blind batch: Q&A SITES AND FORUMS (stackoverflow.com / serverfault / superuser / ai.stackexchange /
datascience.stackexchange, discuss.huggingface.co and the Hugging Face Hub's model discussions, discuss.vllm.ai,
reddit r/LocalLLaMA / r/MachineLearning, Kaggle discussions) -- a question carrying vLLM's error text and an accepted
answer / reply that names the cause; collected by helper wild722 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round722-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

**Result: 0 cases.** Nothing was added under tests/golden/wild/; running this module writes nothing and prints 0.
The slice is absent from, or mined out of, what the search tool stores: the ``pages`` corpus (this wave's corpus)
holds no stackoverflow / stackexchange / reddit / Kaggle-discussion page for vLLM at all in 31 look-ups, and the only
forum pages it returned (two discuss.vllm.ai topics, one forum.beginner.center topic) are either already sources or
store only the answer post, without the asker's log. The Hugging Face Hub's model discussions (the ``docs`` corpus
holds them, 7 look-ups) are heavily mined: every short thread whose stored excerpt shows both the error line and a
cause was already a source or in an earlier round's skip list. Quality over count: no thin case was forced in.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on any excerpt, and did not read kvroom's source (src/, tests/*.py); expectations would have been written
from the source thread only (and a fix PR / maintainer answer it links). Every address the searches returned was
checked with grep -iF against /work/coord/USED_SOURCES.txt and /work/coord/CLAIMS.txt and against the earlier
rounds' skip lists (tools/wild_cases_round*.py) before any look-up was spent on it.

Look-ups: 38 of the 50 allowed, all ``search``: 31 corpus=pages, 7 corpus=docs (no read_file / find_string /
find_files / find_repos / fetch; the pages corpus is only readable through search excerpts, and read_file serves
GitHub files only). Queries tried: vLLM's error lines (KV cache, "Engine core initialization failed ... Failed core
proc(s)", forked-subprocess CUDA re-init, bfloat16 on a T4, vllm._C, free-memory startup gate, attention-backend
selector), Q&A phrasing ("asked / viewed / answer", "Has anyone gotten ... edit: solved", "I keep getting this error"),
discuss.vllm.ai's RunLLM answer phrasing ("Hint: Mention @RunLLM in the post for followups", "It seems likely ...",
"Would you like more detail? Sources"), Hugging Face Forums titles, Kaggle/AIMO, r/LocalLLaMA, and the same in Chinese
(CSDN / linux.do phrasing), Japanese, Korean and Russian.

How mined: for the Q&A half, empty in these stores (no SO / SE / reddit / Kaggle page indexed; discuss.vllm.ai holds
a handful of answer-only pages, both with a launch failure already used). For the Hugging Face Hub discussions, mined
out by rounds 15-19, 122, 203, 269, 463, 489, 496-500, 542, 569, 586, 633, 662 (the threads returned here were all
named there or in USED_SOURCES.txt).

Sources given up (for the lead, not cases):
- Already sources (USED_SOURCES.txt): discuss.vllm.ai/t/torch-outofmemoryerror-cuda-out-of-memory/2420/2,
  discuss.vllm.ai/t/max-model-len-vs-gpu-memory-usage/2724, qiita.com/nagayaoh/items/79a50d327e6124df0c81,
  www.mzph.cn/pingmian/81541.shtml, www.gpt9.kr/2025/09/cli-vllm.html (claimed before the check caught it),
  myoceane.fr/index.php/ai-vllm-a100-gemma-4/, www.lrbar.com/posts/parameter-optimization-journey (Triton 'Failed to
  find C compiler', CC=gcc in the systemd unit), ls1intum/edutelligence #570 (mirror at github-users.yhajoa.workers.dev),
  HF swiss-ai/Apertus-8B-Instruct-2509 #8, unsloth/Meta-Llama-3.1-8B-Instruct-bnb-4bit #9, google/gemma-2-2b-it #57,
  the yusufs/vllm-inference Space commits, vllm #41849 and #39992 (stepcodex mirrors).
- Named in earlier rounds' skip lists (not re-opened): HF Qwen/Qwen2-Audio-7B-Instruct #10 (failed to be inspected,
  no cause), bit-dny/MindLLM-1b3-chat-zh-v2.0 #4, brainiac-origin/jais-chat-30b-8bit #1,
  mlx-community/Qwen2.5-Math-72B-Instruct-8bit #2, RedHatAI/gemma-4-26B-A4B-it-FP8-Dynamic #1, unsloth
  DeepSeek-R1-Distill-Qwen-32B-bnb-4bit #3 ('Blockwise quantization ...', title only), unsloth
  Qwen3-VL-8B-Thinking-unsloth-bnb-4bit #1, AXCXEPT/EZO-AutoCoTRAG-Qwen2.5-72B-Instruct_q4 #1, Alibaba-NLP
  gte-large-en-v1.5 #19, core42/jais-30b-chat-v3 #3, nvidia/NVLM-D-72B #17, defog/sqlcoder-70b-alpha #4,
  bartowski/DeepSeek-V2.5-GGUF #7, tiiuae/falcon-11B #5, QuixiAI/DeepSeek-V3-0324-AWQ #12, Mistral-7B-Instruct-v0.2 #49.
- New, claimed, but the error line or the cause is not in the stored text (claims in CLAIMS.txt, no case):
  HF unsloth/Qwen2.5-32B-Instruct-bnb-4bit #1 (vLLM 0.6.4.post1 docker; the stored excerpt stops inside the args
  Namespace, twice), HF moonshotai/Kimi-VL-A3B-Thinking-2506 #4 (vllm-openai v0.9.1, max_model_len 7600, utilization
  0.8; stored excerpt stops in the traceback's first frames), http://mzph.cn/web/55564.shtml ('vLLM 部署大模型问题记录':
  first-person problem log for Qwen2.5-72B-GPTQ-Int4 / Llama-3.2-11B-Vision / Qwen2-Audio in the vllm-openai image;
  only the page's opening -- table of contents, docker pull, model download -- is stored, the problem records are not
  reached), forum.beginner.center/t/topic/2597 ('How to configure the tensor-parallel-size parameter in vllm': only the
  answer is stored -- each GPU must meet utilization x per-GPU total, 44 GB x 0.25 = 11 GB, 'Free memory ... <
  desired' -- not the asker's log).
- Not a case: discuss.vllm.ai/t/run-vllm-on-two-diffrent-gpu/659/2 (usage question, answer only); velog.io
  (@js03210, max-model-len vs utilization: a note with error heads, no real log); 2048ai.net Dify + Qwen2.5-VL-32B-AWQ
  (a request-time failure on the second image, not start-up); portfolio Kaggle AIMO3 write-up ('FlashInfer threw an
  fp8 dtype assertion on the T4', no log stored); huggingface.co/spaces/lilpulgoyt/Ggvg (CPU backend
  VLLM_CPU_KVCACHE_SPACE error, a Space's runtime page, no thread or fix); pastebin.com/vjSgS4up and
  pastebin.com/wFt4hKqg (logs, no answer); SEO / AI guides skipped per the brief (errornotes.dev, fixdevs, runlocalai,
  runaihome + dev.to repost, theneuralbase, gigagpu, presrite, openillumi, aimadetools, plsevery, blog.gitcode.com /
  youkuaiyun retellings without the user's log, 0539edu / mynw / bjdmk / scrxy 避坑指南).

Judgement calls for the lead:
1. This wave's corpus (pages) does not index the slice's sites; the Hugging Face Hub discussions were searched in the
   docs corpus instead (Hugging Face is named in the slice), and found mined. Off-slice candidates seen on the way
   (GitHub issues reached through mirrors) were not taken, to keep the round on its slice; they are listed below for
   a GitHub-issues round.
2. Good candidates not spent (for later rounds; none in USED_SOURCES.txt or CLAIMS.txt when seen):
   - vllm-project/vllm#37883 (stepcodex mirror): UVA CPU offload on WSL2 with an NVFP4 MoE (Qwen3.5-35B-A3B,
     --cpu-offload-gb + --cpu-offload-params=experts, vLLM 0.18.0-cu130 / 0.17.1, RTX 5090D): 'CUDA error: an illegal
     memory access was encountered' and a torch._dynamo failure from UVAOffloader.forward() calling state_dict();
     the mirror states a root cause; whether a fix PR exists was not checked.
   - huawei-csl/KVarN #15 (cited from its PR #19 README text, mirror github.daili001.workers.dev): 'vLLM disables UVA on
     WSL2 by policy, which prevents the engine from starting' (is_uva_available() in vllm/utils/platform_utils.py);
     the thread's own log was not reached.
   - HF neuralmagic/Meta-Llama-3.1-70B-Instruct-FP8 #4: "KeyError: 'model.layers.10.mlp.down_proj.input_scale'" under
     MQLLMEngine (vLLM 0.6.x); the stored excerpt is the traceback only, the answer was not reached (its #2 / #3 are
     round-17 sources).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round722-blind")
case = BATCH.case

# No cases: see the docstring (the slice's sites are not in the stored corpora; the Hugging Face discussions that are
# stored were already sources or named skips; the new pages lacked the asker's log or a cause).

if __name__ == "__main__":
    BATCH.write()
