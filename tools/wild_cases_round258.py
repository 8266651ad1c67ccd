"""Round-258 blind batch: vLLM start-up failures whose saved OUTPUT sits in a public GitHub repository as a Jupyter
notebook (.ipynb cell outputs) or a committed log/text file (.log, .txt, .out, .err) -- a traceback from
vllm.LLM(...) or `vllm serve`; collected by helper wild258 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round258-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite, and did not read kvroom's source.

**Result: 0 cases.** Look-ups: 59 of the 60 allowed (20 ``find_files``, 16 ``read_file``, 15 ``find_string`` -- one
more was refused for its argument length and not counted --, 4 ``find_repos``, 2 ``search`` corpus=code, 1 ``fetch``
of XMUDeepLIT/TTCS followed by free ``git grep`` over its 12 commits). The slice did not yield a single failure that
could be pinned to a repository url within the budget. Two obstacles, for whoever takes this slice next:

1. The file verbs cannot pin a ``find_string`` hit: hits carry an id but neither repository nor path, and
   ``read_file`` by id does not return them either. Failing logs found by their error text (below) could only be
   pinned if the excerpt named something that ``find_repos``/``find_files`` could resolve, and none of the ones
   found did.
2. Committed logs found by their file NAME (``find_files`` path=vllm.log, vllm_server.log, logs/vllm.log,
   logs/vllm_server.log, vllm_serve.log, vllm.out, vllm_error.log) are mostly successful starts once the repositories
   already in USED_REPOS.txt are removed (earlier rounds evidently took the failing ones): 16 files read, 16 healthy
   start-ups (``Application startup complete``, KV cache sized, graphs captured). Names that would suggest a failure
   (vllm.err, vllm_debug.log, vllm_startup.log, logs/vllm_error.log) are not in the index.

Notebooks: the index does hold raw .ipynb JSON (``"ename": "ValueError"`` finds notebook error outputs), but every
vLLM-specific form tried gave 0 hits: ``"evalue": "Bfloat16 is only supported``, ``"evalue": "Engine core
initialization failed``, the ANSI-traceback forms ``[0m: To serve at least one request with the``, ``[0m: Engine core
initialization failed``, ``[0m: Bfloat16 is only supported on GPUs``, and the stream-output form ``when initializing
the engine.\\n",``. Likely cause: find_string searches only the first 100,000 characters of a file, and a notebook
that installs and starts vLLM usually passes that mark (pip output, load logs) before the failing cell's traceback.

Files read and found healthy (not cases; none in USED_REPOS.txt): 0324wy/MapCoder vllm.log (0.6.3.post1, PP 4),
AdhyyanNarang/memory_harm vllm.log (0.16.0, bnb 7B), jayashan10/Deepseek-qwen-deployment vllm_server.log (0.8.5.post1,
14B at 32768 with concurrency exactly 1.00x), amdgoose/arno_vllm_chat vllm_server.log (0.17.0 ROCm),
HienHoang3011/translate-pipeline vllm_server.log (gemma-4-E4b), TW-10519/VLLM-ROUTER logs/vllm.log (GB10, 0.25),
Wolffy427/stage5, hmxhPro/TT, daxdelvira/distributed_agent_gc (logs/vllm.log), Zzsf11/VideoCuttingAgent
vllm_serve.log, abinavChandar/demo_env_l4 vllm.log (L4, 8B at 32000, 1.22x), kumaxxp/duo-talk vllm.log,
LEON-gittech/OpenFedLLM vllm.out (no vLLM start at all: Unsloth DPO rounds), eslam-ahmed43/llm-lab and
kuuroooo/MindSafe logs/vllm_server.log.

Failures found but NOT pinned to a url (for the lead; none became a case):
- Two logs of the same launcher, /mnt/dolphinfs/.../zhangyuchao05/TTCS-base/TTCS/src/start_vllm_server.py
  (``model = vllm.LLM(`` at line 67): one V0 start ending in ``RuntimeError: CUDA error: no kernel image is available
  for execution on the device`` in F.linear during load/profiling (03-03, 22,273 chars), one V1 start refused with
  ``Free memory on device (13.91/79.33 GiB) on startup is less than desired GPU memory utilization (0.95, 75.36
  GiB)`` (03-01, 59,887 chars). find_files path=src/start_vllm_server.py points at XMUDeepLIT/TTCS (not used), but
  neither log is in that repository: the index lists no .log there, nothing under src/ but code, and git grep over
  all 12 commits of its snapshot finds neither 'zhangyuchao05' nor the error texts. The repository that holds the
  logs was not found (TTCS/src/start_vllm_server.py: no repository; find_repos TTCS: 100+ unrelated names).
- A V1 journalctl log of ``vllm serve /opt/models/qwen2_5_14b_instruct_awq`` (16384; 3.0 GiB KV needed, 1.87 GiB
  available, estimated 10224) under /home/jeebs/src/clawd/.venv-vllm: resolved by find_repos to j33bs/clawd, which is
  in USED_REPOS.txt -- skipped.
- A wrapper script's docstring citing its own ``logs/llama_x_qwen.log`` (bf16 on a Quadro RTX 6000, cc 7.5; the
  script's preflight rejects --dtype bfloat16 and the author ran --dtype half, run_all.log 0 NaN over 1050 trials):
  find_files path=logs/llama_x_qwen.log found nothing; of the run_all.log holders checked
  (VincentMarquez/Order-Effects-Are-Curvature, Sj0605-DataSci/mech-interp-emotions) neither has that log.
- An Ascend ModelArts start (/home/ma-user/work/wwwx/llm_test.py, ``llm = LLM(model="Qwen3/Qwen3-1.7B")``) failing
  with ``AttributeError: '_OpNamespace' '_C' object has no attribute 'weak_ref_tensor'``; find_repos wwwx gave only
  unrelated repositories.
- A docker ``vllm serve`` log (APIServer pid=1, 03-22) ending in ``No available memory for the cache blocks``, an
  unsloth load_vllm traceback (09-22, 13.48 GiB KV), vllm-ascend worker logs (qwen3_moe ``shape '[2048, 2048]' is
  invalid for input of size 16777216``; an 08-21 TP8 compile error): no repository clue in the excerpts.
- Everything else the error-text searches returned was markdown (troubleshooting tables, READMEs, Chinese issue
  digests), outside this slice.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round258-blind")
case = BATCH.case

if __name__ == "__main__":
    BATCH.write()
