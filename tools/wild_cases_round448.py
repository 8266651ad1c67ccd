"""Round-448 blind batch: vLLM start-up failures reported on the trackers of MODEL-SERVING UIs and LOCAL-LLM MANAGERS
that run vLLM underneath (Xinference, GPUStack, FastChat's vllm_worker, LocalAI, OpenLLM / BentoML, h2oGPT, Harbor,
LLMOS), 2024-2026; collected by helper wild448 and NOT graded by the collector -> tests/golden/wild/<id>.json, each
marked ``"batch": "round448-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code,
and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 40 of the 50 allowed: 38 ``search`` corpus=issues that answered, 1 ``read_file`` that found nothing (issues
are not files), and a 40th ``search`` refused by the tool ('the search budget for this session is used up'), which
ended the collecting. 5 cases: xinference #2307 (fork / CUDA re-init, vLLM 0.6.1), FastChat #3600 (vllm_worker vs
vLLM >= 0.6.3 SamplingParams), xinference #4141 (wrapper's string version check passes structured_outputs to vLLM
0.9.2), gpustack #1640 (custom vLLM 0.7.2 env, Ray 2.44.1 vs cluster Ray 2.43.0), xinference #5195 (per-model vLLM
0.23.0 virtualenv, torchvision::nms). Every source was checked with grep -F against /work/coord/USED_SOURCES.txt and
against the earlier rounds' skip lists before it was spent on. The slice is heavily mined for the common messages (KV
cache too small, free memory, OOM on Xinference / GPUStack were all used), and the stored chunks of Xinference /
GPUStack issues very often stop in the environment block or carry the log as a screenshot, so most of the round's
cases are wrapper / version-mismatch failures whose error line the stored text does show.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): xorbitsai/inference #3237, #2440, #3135, #4424, #4561, #4637, #4745; gpustack #1800,
  #1254, #2259; vllm #13677, #13640; transformerlab-app #370; bentoml/OpenLLM #746; bentoml/BentoVLLM #42;
  lemonade-sdk/vllm-rocm #5; mudler/LocalAI #1710.
- Named in earlier rounds' skip lists (not re-opened): lm-sys/FastChat #3177; mudler/LocalAI #1561, #1680; gpustack
  #1916, #2647, #2769; opea-project/GenAIExamples #2068.
- Error line not in the stored chunk, or only a screenshot: xinference #2912 (fork / CUDA re-init with a W4A16 model
  registered as pytorch format, no answer reached), #3110 (fork / CUDA re-init on 2x Tesla T10, title says solved in
  Xinference 1.4.0, chunk stops in nvidia-smi; a second fork case would repeat #2307), #3044, #3744 (qwen3 GPTQ on the
  V1 engine, VLLM_USE_V1=0 works per the reporter, traceback cut), #3850, #4613, #5219, #3935, #3510, #4517, #4514,
  #4869, #3002, #2916; gpustack #1540 (Error 804 'forward compatibility was attempted on non supported HW' on a 4090 next
  to an L20, chunk stops in the args), #4410, #3707, #3602, #3603, #3471, #4280, #5469, #4171, #5181, #4979, #4291;
  mudler/LocalAI #5339; llmos-ai/llmos #51 (vLLM >= 0.8.5 on a Tesla P40, chunk stops before the error);
  xusenlinzy/api-for-open-llm #274, #305.
- Not a vLLM start-up failure / not vLLM's message: gpustack #1164 (GPUStack's scheduler refusing, no vLLM log), #3969
  ('Failed to get vLLM backend image', GPUStack image resolution on Ascend), #2415 ('No module named vllm' in a Ray
  actor of a custom venv, chunk cut); xinference #3140 (Transformers engine), #2573 (Transformers import),
  #4852 (request-time tool parsing); bentoml/OpenLLM #1083 (a request over the 2048-token context that the OpenLLM
  recipe set; no fix reached); av/harbor #11 (usage question).
- No fix or a mixed thread: xinference #2941 (Qwen2.5-VL 'failed to be inspected' on vLLM 0.7.2 / transformers
  4.49: vLLM 0.7.3 fixed it for one commenter and not for two others), #3600 (qwen3 with vLLM 0.9.1 'unusable',
  downgrade to 0.8.5 worked; the error itself is not in the chunk).
- Same incident or the same class as a case: vllm #10566 (the maintainer's diagnosis cited in fastchat-3600), vllm
  #18231 and FastChat #3631 (same use_beam_search TypeError); gpustack #1619, #2691, #3507 (same Ray version mismatch
  class as gpustack-1640); xinference #4118 (fixed by the same PR #4142 as #4141).

Judgement calls for the lead:
1. fastchat-3600: the worker starts and the TypeError comes at the first /worker_generate request; taken under 'failing
   at its first requests because of how it was launched' (the vLLM installed under FastChat). kind/cause
   dependency_version_mismatch, as earlier rounds labelled the unexpected-keyword cases (vllm-3249, llamafactory-6654).
   The fix comes from the vLLM tracker (vllm #10566 maintainer, vllm #10605), not from the FastChat thread.
2. xinference-4141 and xinference-5195: the stored text has the error string only in the issue title (the body's log is
   a screenshot in #4141 and beyond the chunk in #5195); taken because the message is verbatim and the cause is pinned
   down by exact versions (and, for #4141, by the merged fix PR #4142). #5195's fix is not reachable.
3. gpustack-1640: no fix in the thread (closed as a duplicate of #1619); the cause is read from the message (cluster Ray
   2.43.0 vs process Ray 2.44.1). No Ray-specific label exists, so dependency_version_mismatch for kind and cause.
4. xinference-2307: kind/cause cuda_fork_reinit (all 24 earlier fixtures with this message use it for both), although the
   reporter's fix was a version change (vllm 0.6.1 -> 0.6.1.post2 with vllm-flash-attn 2.6.1); the lead may prefer
   release_regression as the cause.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round448-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- xinference #2307: xinference 0.15.0 + vLLM 0.6.1, Qwen2-72B-AWQ on 4x 4090 -> Cannot re-initialize CUDA in forked subprocess
case("xinference-2307-qwen2-72b-awq-4x4090-vllm-061-cannot-reinitialize-cuda-forked-subprocess",
     "https://github.com/xorbitsai/inference/issues/2307",
     "详情：\n"
     "RuntimeError: Cannot re-initialize CUDA in forked subprocess. To use CUDA with multiprocessing, you must use the "
     "'spawn' start method\n"
     "4张4090卡\n"
     "Qwen2-72B-AWQ",
     "cuda_fork_reinit", {}, "cuda_fork_reinit",
     "Xinference 0.15.0 launching Qwen2-72B-AWQ with its vLLM engine across four RTX 4090s (vLLM 0.6.1, so a "
     "multi-GPU launch with vLLM's multiprocessing workers): CUDA had already been initialised in the parent (the "
     "Xinference model actor) when vLLM started its tensor-parallel workers with fork, so the forked workers could not "
     "re-initialise CUDA. The combination vLLM 0.6.1 + its flash-attn package triggered it; not a memory problem.",
     "confirmed by the reporter (CEfanmin, 2024-09-18, after maintainer qinxuye asked for the vLLM version and "
     "suggested trying 0.5.5): installing vllm==0.6.1.post2 with vllm-flash-attn==2.6.1 solved it ('问题解决！'). "
     "The general workaround for this message is VLLM_WORKER_MULTIPROC_METHOD=spawn",
     release="0.6.1 (Xinference 0.15.0)", gpu="NVIDIA RTX 4090", gpus=4, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 4}, {"flag": "--quantization"}],
     note="Excerpt: the whole issue description as the stored text shows it (Chinese: '详情' = details, '4张4090卡' = "
          "four 4090 cards); no traceback was pasted. The title says 'xinference==0.15.0版本的vLLM引擎报错' (the vLLM "
          "engine of xinference 0.15.0 errors). The vLLM version comes from the reporter's reply ('vLLM==0.6.1，maybe "
          "0.5.5？'); the comments with the fix are left out.")

# ---------------------------------------- FastChat #3600: fastchat.serve.vllm_worker on vLLM >= 0.6.3 -> SamplingParams TypeError use_beam_search at the first request
case("fastchat-3600-vllm-worker-samplingparams-unexpected-keyword-use-beam-search",
     "https://github.com/lm-sys/FastChat/issues/3600",
     "TypeError: Unexpected keyword argument 'use_beam_search' in vllm_worker\n"
     "\n"
     "### Problem\n"
     "When i try run vllm_worker with Fastchat, i met this error message: TypeError: Unexpected keyword argument "
     "'use_beam_search'. How to fix this?\n"
     "Many thanks\n"
     "\n"
     "### Log\n"
     "\n"
     "```\n"
     "2024-10-26 03:35:00 | INFO | stdout | INFO:     127.0.0.1:44768 - \"POST /worker_generate HTTP/1.1\" 500 Internal "
     "Server Error\n"
     "2024-10-26 03:35:00 | ERROR | stderr | ERROR:    Exception in ASGI application\n"
     "2024-10-26 03:35:00 | ERROR | stderr | Traceback (most recent call last):\n"
     "2024-10-26 03:35:00 | ERROR | stderr |   File \"/usr/local/lib/python3.10/dist-packages/uvicorn/protocols/http/"
     "httptools_impl.py\", line 401, in run_asgi\n"
     "2024-10-26 03:35:00 | ERROR | stderr |     result = await app(  # type: ignore[func-returns-value]",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "FastChat's vllm_worker builds vllm.SamplingParams(..., "
     "use_beam_search=...) for every generate request, but vLLM removed the use_beam_search field from SamplingParams "
     "in v0.6.3 (it existed from v0.4.0.post1 to v0.6.2). With a newer vLLM installed the worker starts, registers, and "
     "then every /worker_generate call fails with a 500 and this TypeError. A FastChat / vLLM version mismatch, not a "
     "GPU or memory problem.",
     "not in the stored text of this thread (closed). The same traceback (fastchat/serve/vllm_worker.py line 106, "
     "SamplingParams(...)) was diagnosed by vLLM maintainer DarkLight1337 in vllm-project/vllm #10566 (2024-11-23): "
     "'This looks like an incompatibility between FastChat and vLLM versions'; vllm #10605 confirms use_beam_search was "
     "removed from SamplingParams in v0.6.3. Fix: install vllm<=0.6.2 next to fschat, or patch vllm_worker.py to stop "
     "passing use_beam_search (FastChat #3631 reports the same and is open)",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size"}, {"flag": "--cpu-offload-gb"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and the description as the stored chunk shows them, cut after the fifth log line "
          "(the rest of the ASGI traceback down to vllm_worker.py / SamplingParams is beyond the stored chunk). Not a "
          "start-up crash in the strict sense: the worker starts and the failure comes at the first generate request, "
          "because of the vLLM version installed under FastChat. vllm #10566 (Qwen2-VL via docker+vllm+fastchat, the "
          "maintainer's diagnosis), vllm #18231 (fschat 0.2.36 + vllm 0.8.5.post1) and FastChat #3631 are the same "
          "incompatibility from other reporters and were not taken separately.")

# ---------------------------------------- xinference #4141: xinference 1.10.1 docker + vLLM 0.9.2 -> Unexpected keyword argument 'structured_outputs'
case("xinference-4141-v1101-vllm-092-string-version-check-unexpected-keyword-structured-outputs",
     "https://github.com/xorbitsai/inference/issues/4141",
     "v1.10.1会错误判断vllm版本，导致报错Unexpected keyword argument 'structured_outputs'\n"
     "\n"
     "### System Info / 系統信息\n"
     "\n"
     "NVIDIA-SMI 525.60.13    Driver Version: 525.60.13    CUDA Version: 12.4\n"
     "\n"
     "### Running Xinference with Docker? / 是否使用 Docker 运行 Xinfernece？\n"
     "\n"
     "- [x] docker / docker\n"
     "\n"
     "### Version info / 版本信息\n"
     "\n"
     "1.10.1\n"
     "\n"
     "### The command used to start Xinference / 用以启动 xinference 的命令\n"
     "\n"
     "界面启动qwen3-32b",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "Xinference 1.10.1 (docker image) serving qwen3-32b with its vLLM engine on vLLM 0.9.2. Xinference's "
     "xinference/model/llm/vllm/core.py decided which vLLM API to use with a string comparison "
     "(VLLM_VERSION.base_version >= \"0.11.0\"), which is true for \"0.9.2\" in lexical order, so it passed the "
     "structured_outputs keyword that only vLLM >= 0.11.0 accepts, and vLLM rejected it. A wrapper / vLLM version "
     "mismatch (a version-check bug in the wrapper), not memory or hardware.",
     "fixed in Xinference: PR #4142 ('BUG: vllm structured output issue', OliverBryant, merged; 'Fix: #4118 Fix: "
     "#4141'). Until then: a vLLM >= 0.11.0 under Xinference 1.10.1 avoids the misjudged branch",
     release="0.9.2 (Xinference 1.10.1 docker image)", gpu=None, gpus=None, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size"}, {"flag": "--cpu-offload-gb"}, {"flag": "--quantization"}],
     note="Judgement call: the stored text carries the error string only in the issue title (the reporter's log is a "
          "screenshot); taken because the message is quoted verbatim and the cause is pinned down in the description "
          "and confirmed by the merged fix PR #4142. Excerpt: the title and the first sections of the description "
          "('界面启动qwen3-32b' = launched qwen3-32b from the web UI); the reporter's analysis after the screenshot (the "
          "string-compare line in core.py, vLLM 0.9.2) and the 'expected behavior' section are dropped; the empty "
          "pip/source checkboxes are dropped. The vLLM version (0.9.2) comes from that analysis. Whether the TypeError "
          "came at launch or at the first request is not visible in the text.")

# ---------------------------------------- gpustack #1640: custom vLLM 0.7.2 for distributed inference -> Ray RuntimeError: Version mismatch (2.43.0 vs 2.44.1)
case("gpustack-1640-custom-vllm-072-distributed-ray-version-mismatch-2430-vs-2441",
     "https://github.com/gpustack/gpustack/issues/1640",
     "When attempting to use a custom vLLM version (0.7.2) for distributed inference, the model fails to start. The "
     "built-in vLLM version is 0.8.2. After replacing it with 0.7.2, an error occurs during model initialization and "
     "inference cannot proceed. The error message is as follows:\n"
     "\n"
     "```\n"
     "RuntimeError: Version mismatch: The cluster was started with:\n"
     "    Ray: 2.43.0\n"
     "    Python: 3.11.10\n"
     "This process on node 10.18.215.196 was started with:\n"
     "    Ray: 2.44.1\n"
     "    Python: 3.11.10\n"
     "```",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "GPUStack runs its own Ray cluster (Ray 2.43.0, from its built-in vLLM 0.8.2 environment) for multi-worker vLLM "
     "inference. The user selected a custom backend version, vLLM 0.7.2, installed in a separate environment whose Ray "
     "is 2.44.1; when that vLLM process called ray.init() to join GPUStack's cluster, Ray refused the connection because "
     "the client's Ray version differs from the cluster's. A Ray version mismatch between the custom vLLM environment "
     "and the cluster, not a GPU, memory or model problem.",
     "no fix in the stored text: the maintainer (linyinli) closed it as a duplicate of gpustack #1619 ('Distributed "
     "inference with custom vLLM fails', same symptom with a custom vLLM 0.8.2 in a pipx venv). From the message: the "
     "custom vLLM environment must carry the same Ray version as the cluster (pip install ray==2.43.0 in it), or use the "
     "built-in vLLM for distributed inference",
     release="0.7.2 (custom backend; GPUStack built-in vLLM 0.8.2, GPUStack commit d1e8dc2)", gpu="NVIDIA RTX 4090",
     gpus=None, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--cpu-offload-gb"}, {"flag": "--enforce-eager"}, {"flag": "--quantization"}],
     note="Excerpt: the 'Describe the bug' section of the issue as the stored text shows it (the Environment list "
          "after it is dropped: GPUStack d1e8dc2, Ubuntu 22.04, RTX4090). Filed by a GPUStack team member while testing, "
          "a real failure of the product. The cause is read from the message itself (cluster Ray 2.43.0 vs process Ray "
          "2.44.1); no fix is reachable in the thread. gpustack #2691 (Ray head from the main-cpu image vs workers from "
          "the main image, 'RuntimeError: Version mismatch') and #3507 (DCU image, Ray version conflict) are the same "
          "class and were not taken. Number of GPUs across the workers not stated.")

# ---------------------------------------- xinference #5195: per-model vLLM 0.23.0 virtualenv, first launch after (re)build -> operator torchvision::nms does not exist
case("xinference-5195-per-model-vllm-0230-virtualenv-first-launch-torchvision-nms-does-not-exist",
     "https://github.com/xorbitsai/inference/issues/5195",
     "vLLM launch in a virtualenv fails after venv (re)build: RuntimeError: operator torchvision::nms does not exist\n"
     "\n"
     "### System Info / 系統信息\n"
     "\n"
     "- OS: Ubuntu 24.04.4 LTS (kernel 6.17.0-35-generic)\n"
     "- GPU: 2 x NVIDIA GeForce RTX 3090 Ti\n"
     "- NVIDIA driver: 580.159.03, CUDA Version: 13.0\n"
     "- Python: 3.12.13\n"
     "- Base env (inference_env) at failure time:\n"
     "    torch 2.13.0+cu130, torchvision 0.28.0+cu130, transformers 5.14.0\n"
     "- Per-model vLLM virtualenv:\n"
     "    vllm 0.23.0, torch 2.11.0+cu130, torchvision 0.26.0+cu130, transformers 4.57.6\n"
     "    (vllm 0.23.0 hard-pins torch==2.11.0 / torchvision==0.26.0 / torchaudio==2.11.0)\n"
     "\n"
     "### Version info / 版本信息\n"
     "\n"
     "2.12.0+39.g3507c59b.dirty  (source / local mode)\n"
     "\n"
     "### The command used to start Xinference / 用以启动 xinference 的命令\n"
     "\n"
     "xinference-local --host 0.0.0.0 --port 9999\n"
     "\n"
     "### Reproduction / 复现过程\n"
     "\n"
     "Launch a model with the **vLLM** engine (pytorch format) inside a per-model\n"
     "virtualenv, on the **first launch after the venv is (re)built**. The model\n"
     "subprocess crashes at import time and the request returns 500.",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "Xinference 2.12 (from source) launching a model with its vLLM engine inside a per-model virtualenv (vLLM 0.23.0, "
     "which pins torch 2.11.0 / torchvision 0.26.0) while the base environment carries torch 2.13.0 / torchvision "
     "0.28.0. On the first launch after the venv is (re)built the model subprocess ends up importing a torchvision that "
     "was not built for the torch it runs with, so torchvision's C++ operators (torchvision::nms) are not registered "
     "and the import of vLLM's model stack dies. A torch / torchvision version mismatch between the base env and the "
     "vLLM virtualenv, not a GPU, memory or model problem.",
     "not reachable in the stored text (closed, labelled bug; the reporter's steps and any fix PR lie beyond the stored "
     "chunk). From the message and the versions given: make the model subprocess see one consistent torch/torchvision "
     "pair, i.e. the pins vLLM 0.23.0 installs in its virtualenv (torch 2.11.0 + torchvision 0.26.0), without the base "
     "env's torchvision 0.28 leaking in; the report ties the crash to the first launch after the venv is (re)built",
     release="0.23.0 (per-model virtualenv; Xinference 2.12.0+39.g3507c59b from source)",
     gpu="NVIDIA GeForce RTX 3090 Ti", gpus=2, command="xinference-local --host 0.0.0.0 --port 9999",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--cpu-offload-gb"},
                {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and the description as the stored chunk shows it, down to the first paragraph of "
          "'Reproduction'; the docker / pip / source checkbox block is dropped, and the stored chunk stops at the start "
          "of the numbered steps (the pasted traceback, if any, is not reachable). Judgement call: the error string is "
          "in the title only; taken because the reporter gives exact versions on both sides. The claim that only the "
          "first launch after a rebuild fails is the reporter's (title and Reproduction); whether the base-env torchvision "
          "or torch is the one that leaks in is not visible in the stored text, so real_cause stays at 'mismatched "
          "pair'.")

if __name__ == "__main__":
    BATCH.write()
