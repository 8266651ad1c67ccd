"""Round-565 blind batch: PYTHON ENVIRONMENT failures at vLLM start-up (a Python version the release does not run on,
pydantic v1 / v2 conflicts at import, a connector wheel needing a newer libstdc++ than the container has, a Windows
fork whose xgrammar bindings cannot load); collected by helper wild565 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round565-blind"``; the lead grades it once. A HELD-OUT measurement:
graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 26 of the 35 allowed (25 ``search`` corpus=issues, 1 ``read_file`` that found nothing: issues are not files).
5 cases: vllm #3582 (pydantic 1.x under vLLM's OpenAI server, 'cannot import name model_validator'; the same user's
api-for-open-llm #250 / #251 pin the cause), vllm #4004 (pydantic 2 vs old packages importing transformers, and
pydantic 1 vs vLLM), FreedomIntelligence/Smurfs #1 (vLLM 0.4.2 on Python 3.8, 'type' object is not subscriptable at
api_server import), llm-d/llm-d-kv-cache #445 (llmd_fs_connector wheel needs GLIBCXX_3.4.30 in a RHEL 9 / GCC 11 vLLM
0.15.1 container), SystemPanic/vllm-windows #87 (xgrammar_bindings.dll fails to load: apache-tvm-ffi too old for the
xgrammar installed). Every source was checked with grep -F against /work/coord/USED_SOURCES.txt and against the
earlier rounds' skip lists (repository-qualified) before it was spent on.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): vllm #6562, #15592, #52300, #6462, #5501, #4912, #16292, #21750, #5594, #4035,
  #17249, #12847; odysseus-dev/odysseus #191; vllm-ascend #2365; gpustack #2236; SystemPanic/vllm-windows #4, #45;
  QwenLM/Qwen3 #36; QwenLM/Qwen3-VL #2058; VsonicV/es-at-scale #41; ai-dynamo/dynamo #391.
- Named in earlier rounds' skip lists (not re-opened): vllm #6464, #39609 (glibc family), #49874, #20465, #16622 (ray
  has no attribute is_initialized), #14813 (native Windows uvloop), #12936; verl #4337; meta-pytorch/torchforge #688;
  PaddlePaddle/PaddleOCR #17587; CSCfi/ai-inference-examples #2; ray-project/ray #51967.
- Error line not in the stored chunk / no fix reached: vllm #6622 and SystemPanic/vllm-windows #71 (install failures,
  not start-up); MeetKai/functionary #312 ('cannot import name LogitsWarper' only in the title, no traceback, no fix;
  probably lm-format-enforcer vs transformers >= 4.48, but the thread does not show it); vllm #10067 (MiniCPM3 remote
  code 'No module named tomli', no answer in the chunk); vllm #34041 (NumPy 1.x/2.x ABI message, no answer);
  vllm #16030 / mlc-ai/xgrammar #292 / vllm #13563 (xgrammar.so missing from the torch_extensions cache at the first
  guided request; no cause pinned in the stored text); vllm #56559 (s390x without an xgrammar wheel, fix PR #56565
  open, error line beyond the chunk); vllm #52614 (lm-format-enforcer 0.11.3 vs vLLM 0.26.0 stale import, request-time,
  not opened: read_file found nothing and the budget was kept); Snowflake-Labs/vllm #24 (CPU torch on Colab, chunk
  stops before the error); nlpxucan/WizardLM #248 (vllm 0.1.4 'cannot import name RootModel', no answer); vllm
  #4258 / #5272 (Python 3.8 TypeErrors with LoRA / speculative decoding, chunks stop before the answer).
- Not vLLM's failure: lm-sys/FastChat #3070 (FastChat's own BaseSettings import under pydantic 2), astral-sh/uv #12098
  (pip from another environment; no vLLM log), transformerlab-app #485 (FastChat import), AutoRAG #1003 (rich
  traceback boxes only), eugr/llama-benchy #8 (client tool).
- Same incident or the same class as a case: xusenlinzy/api-for-open-llm #250 (the same user and the same screenshot
  as vllm #3582; #251 supplies the cause, both cited in that case); vllm #4617 (the upstream report of the Smurfs #1
  bug, fixed by PR #4623; cited in that case, not taken separately); vllm #4385 (vllm 0.4.1 vs transformers 4.40.1
  pydantic install conflict, an install-time resolver message).

Judgement calls for the lead:
1. smurfs-1: cause release_regression rather than dependency_version_mismatch: vLLM 0.4.2 still declared Python 3.8
   support, and the thread (commenter wlyh514) pins the TypeError on PR #4567 in v0.4.2 (vllm #4617, fixed by PR
   #4623); the reporter's own way out was Python 3.10. kind dependency_version_mismatch as the other 'not subscriptable'
   fixture (flashinfer on py3.11) was labelled. tensor_parallel_size 2 is read from the launch script in the excerpt.
2. vllm-4004: two messages in one excerpt (transformers' 'FieldInfo' object has no attribute 'required' under pydantic
   2, and vLLM's model_validator ImportError under pydantic 1). The fix that worked (reporter, 2024-06-03) was upgrading
   accelerate / deepspeed / peft, i.e. keeping pydantic 2 and replacing the old pydantic-1-era package in the import
   chain. vllm #4912 (used) is the same report with the same fix.
3. llm-d-kv-cache-445: the failing import is llm-d's fs connector (loaded into the vLLM 0.15.1 process of the llm-d
   CUDA image), not vLLM's own _C; labelled as localai-11059 was (kind dependency_version_mismatch, cause glibc_too_old,
   the C++ runtime of the system being older than the binary). The stored text has no vLLM log lines around it; the
   issue title ('python wheel built with too-recent gcc ...') and the reporter's 'Root cause' paragraph are dropped
   from the excerpt because they state the diagnosis.
4. vllm-windows-87: title-only error text (the body in the stored chunk is the answer comments and a screenshot), taken
   as round 448 took title-only messages; the cause is confirmed by the fork's maintainer (apache-tvm-ffi DLL loading,
   needs >= 0.1.13 with the latest xgrammar on Windows; solved in the fork's release 0.27.1). Whether it failed at
   launch or at the first structured request is not visible; the title says 'run vllm report'.
5. vllm-3582: the cause is pinned by the same user's twin report in xusenlinzy/api-for-open-llm (#250 same screenshot
   file name, 2024-03-22) and #251 (its Dockerfile.vllm installs vLLM, then requirements pinning pydantic==1.10.13;
   the maintainer agreed to relax the pin); youkaichao's answer in the vLLM thread is 'your environment is broken, use
   the vllm/vllm-openai image'.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round565-blind")
case = BATCH.case

_NONMEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
           {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #3582: docker, Python 3.10, pydantic 1.x compiled -> cannot import name 'model_validator'
case("vllm-3582-docker-py310-pydantic-v1-cannot-import-model-validator",
     "https://github.com/vllm-project/vllm/issues/3582",
     "[Bug]: ImportError: cannot import name 'model_validator' from 'pydantic' "
     "(/usr/local/lib/python3.10/dist-packages/pydantic/__init__.cpython-310-x86_64-linux-gnu.so)\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "```text\n"
     "The output of `python collect_env.py`\n"
     "```\n"
     "\n"
     "### \U0001f41b Describe the bug\n"
     "\n"
     "![\u5fae\u4fe1\u622a\u56fe_20240323021712](https://github.com/vllm-project/vllm/assets/16223129/"
     "749c18ca-4ad9-45cd-a3e0-91738d75c4c9)\n"
     "\n"
     "`ImportError: cannot import name 'model_validator' from 'pydantic' "
     "(/usr/local/lib/python3.10/dist-packages/pydantic/__init__.cpython-310-x86_64-linux-gnu.so)`\n"
     "\n"
     "When I try to start the large language model with vllm, I encounter this error, but I couldn't find any relevant "
     "information or resources online. My environment is Docker with Python 3.10.",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "vLLM's OpenAI server needs pydantic >= 2 (model_validator is a pydantic 2 API), but the Docker environment had "
     "pydantic 1.x (the compiled pydantic/__init__.cpython-310-...so is the v1 build). The same user's twin report "
     "(xusenlinzy/api-for-open-llm #250, same screenshot) was a docker-compose start of api-for-open-llm with the vllm "
     "engine, whose Dockerfile.vllm installed vLLM first and then the project requirements pinning pydantic==1.10.13, "
     "downgrading pydantic under vLLM (api-for-open-llm #251). A package-version conflict, not GPU or memory.",
     "vLLM maintainer youkaichao (2024-03-23): 'It seems your environment is broken. You can use our pre-built docker "
     "image vllm/vllm-openai'; reporter: 'thanks!'. In api-for-open-llm #251 the pin was to be relaxed to "
     "pydantic>=1.10.13 (maintainer xusenlinzy: '可以的'), i.e. keep pydantic 2 installed for vLLM",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NONMEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and description as stored (the log itself is a screenshot; the error line is "
          "typed out by the reporter). The comments are left out. vLLM version not stated (March 2024, so 0.3.x).")

# ---------------------------------------- vllm #4004: vllm 0.4.0.post1 openai server vs transformers: pydantic 2 -> FieldInfo.required, pydantic 1 -> model_validator
case("vllm-4004-v040post1-pydantic-conflict-fieldinfo-required-vs-model-validator",
     "https://github.com/vllm-project/vllm/issues/4004",
     "[Usage]: pydantic version conflict between vllm openai server and transformers\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "```text\n"
     "The output of `python collect_env.py`\n"
     "```\n"
     "\n"
     "### How would you like to use vllm\n"
     "\n"
     "vllm openai server requires pydantic>=2.0, but transformers requires pydantic<2.0\n"
     "\n"
     "install pydantic==2.6.4. \n"
     "transformers will encounter an error: \n"
     "RuntimeError: Failed to import transformers.models.cohere.tokenization_cohere_fast because of the following "
     "error (look up to see its traceback):\n"
     "'FieldInfo' object has no attribute 'required'\n"
     "\n"
     "install pyantic==1.10.13\n"
     "vllm openai server will encounter an error: \n"
     "ImportError: cannot import name 'model_validator' from 'pydantic' "
     "(/opt/conda/lib/python3.9/site-packages/pydantic/__init__.cpython-39-x86_64-linux-gnu.so)\n"
     "\n"
     "vllm==0.4.0.post1\n"
     "pydantic==2.7.0\n"
     "transformers==4.39.3\n"
     "\n"
     "transformers==4.36.1\n"
     "error:\n"
     "RuntimeError: Failed to import transformers.models.llama.modeling_llama because of the following error (look up "
     "to see its traceback):\n"
     "Failed to import transformers.generation.utils because of the following error (look up to see its traceback):\n"
     "'FieldInfo' object has no attribute 'required'",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "vLLM 0.4.0.post1's OpenAI server needs pydantic 2 (with pydantic 1.10.13 it fails importing model_validator). "
     "With pydantic 2 installed, importing transformers' model code failed because an older package in the same "
     "environment that transformers pulls in at import (one of accelerate / deepspeed / peft, written against the "
     "pydantic 1 API: FieldInfo.required) broke under pydantic 2. transformers itself did not require pydantic < 2; "
     "the conflict was stale companion packages in the environment.",
     "reporter MiyazonoKaori (2024-06-03): 'update accelerate, deepspeed, peft , fixed' (keeping pydantic 2). The same "
     "fix was posted in vllm #4912 (same report for vllm 0.4.2 / pydantic 2.7.1 / transformers 4.40.1)",
     release="0.4.0.post1", gpu=None, gpus=None, command=None,
     forbidden=_NONMEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue description, then the reporter's own follow-up comment (versions and the second error "
          "with transformers 4.36.1), both verbatim; simon-mo's question between them and the final fix comment are "
          "left out. A pydantic 1 pin would be a WRONG fix (it breaks vLLM's server, the second message).")

# ---------------------------------------- FreedomIntelligence/Smurfs #1: vllm 0.4.2 on Python 3.8 (conda env), TP 2 -> TypeError 'type' object is not subscriptable
case("smurfs-1-vllm-042-python38-api-server-asyncio-task-not-subscriptable-tp2",
     "https://github.com/FreedomIntelligence/Smurfs/issues/1",
     "vllm_server.sh\u811a\u672c\u95ee\u9898\n"
     "\n"
     "vllm_server.sh\u811a\u672c\u914d\u7f6e\uff1a\n"
     "model_path=\"/public/zzy/model/Mistral-7B-Instruct-v0.2\"\n"
     "model_name=\"Mistral-7B-Instruct-v0.2\"\n"
     "tensor_parallel_size=2\n"
     "\n"
     "cd $model_path\n"
     "cd ..\n"
     "python -m vllm.entrypoints.openai.api_server --model $model_name --dtype=half --tensor-parallel-size "
     "$tensor_parallel_size\n"
     "\n"
     "\u62a5\u9519\uff1a\n"
     "Traceback (most recent call last):\n"
     "  File \"/root/anaconda/envs/moss/lib/python3.8/runpy.py\", line 194, in _run_module_as_main\n"
     "    return _run_code(code, main_globals, None,\n"
     "  File \"/root/anaconda/envs/moss/lib/python3.8/runpy.py\", line 87, in _run_code\n"
     "    exec(code, run_globals)\n"
     "  File \"/root/anaconda/envs/moss/lib/python3.8/site-packages/vllm/entrypoints/openai/api_server.py\", line 37, "
     "in <module>\n"
     "    _running_tasks: Set[asyncio.Task[Any]] = set()\n"
     "TypeError: 'type' object is not subscriptable",
     "dependency_version_mismatch", {"tensor_parallel_size": 2}, "release_regression",
     "vLLM 0.4.2's OpenAI api_server.py annotates a module-level variable with Set[asyncio.Task[Any]]; asyncio.Task "
     "is only subscriptable from Python 3.9, so importing the server module in the user's Python 3.8 conda env raises "
     "the TypeError before any argument parsing, model or GPU work. Introduced by vLLM PR #4567 in v0.4.2 (reported "
     "upstream as vllm #4617, fixed by PR #4623), while vLLM still declared Python 3.8 support.",
     "commenter wlyh514 (2024-05-28): known vLLM v0.4.2 bug (vllm #4617, PR #4567), 'you could try rolling back to "
     "v0.4.1'; reporter (2024-05-29): 'I try to use python==3.10 to slove this problem'. Either a Python >= 3.9 env or "
     "vLLM 0.4.1 / a release with PR #4623",
     release="0.4.2 (per the thread's diagnosis; same traceback line as vllm #4617)", gpu=None, gpus=None,
     command="python -m vllm.entrypoints.openai.api_server --model Mistral-7B-Instruct-v0.2 --dtype=half "
             "--tensor-parallel-size 2",
     forbidden=_NONMEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--dtype"}, {"flag": "--quantization"},
                          {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title ('vllm_server.sh script problem') and the whole description (the script and the "
          "traceback, '\u62a5\u9519' = error); the two comments are left out. Number of GPUs not stated (the script "
          "asks for 2).")

# ---------------------------------------- llm-d/llm-d-kv-cache #445: vLLM 0.15.1 llm-d CUDA image (RHEL 9, GCC 11) + llmd fs connector wheel -> GLIBCXX_3.4.30 not found
case("llm-d-kv-cache-445-vllm-0151-llmd-cuda-rhel9-fs-connector-glibcxx-3430-not-found",
     "https://github.com/llm-d/llm-d-kv-cache/issues/445",
     "Environment:\n"
     "- Container: ghcr.io/llm-d/llm-d-cuda:v0.5.1 (RHEL 9 base)\n"
     "- vLLM: 0.15.1\n"
     "- llmd_fs_connector: 0.15.1-cp312-cp312-linux_x86_64.whl\n"
     "- System libstdc++: libstdc++-11.5.0-11.el9.x86_64 (GCC 11, provides up to GLIBCXX_3.4.29)\n"
     "\n"
     "Error:\n"
     "File \"/tmp/llmd_packages/llmd_fs_backend/spec.py\", line 29, in <module>\n"
     "    from llmd_fs_backend.worker import (\n"
     "  File \"/tmp/llmd_packages/llmd_fs_backend/worker.py\", line 18, in <module>\n"
     "    import storage_offload\n"
     "ImportError: /lib64/libstdc++.so.6: version `GLIBCXX_3.4.30' not found\n"
     "    (required by /tmp/llmd_packages/storage_offload.cpython-312-x86_64-linux-gnu.so)",
     "dependency_version_mismatch", {}, "glibc_too_old",
     "The llm-d file-system KV offload connector (llmd_fs_connector 0.15.1 wheel, loaded into vLLM 0.15.1 in the "
     "llm-d-cuda v0.5.1 image) bundles a CUDA extension, storage_offload.so, compiled with GCC 12+, which needs "
     "GLIBCXX_3.4.30; the image is RHEL 9 based and its system libstdc++ (GCC 11) only provides up to GLIBCXX_3.4.29, "
     "so the connector's import fails when vLLM loads it. A binary built against a newer C++ runtime than the "
     "container has, not a GPU or memory problem.",
     "workaround by the reporter natoscott (2026-03-23): preload a newer libstdc++ shipped in the CUDA image (nsight "
     "compute's copy) via VLLM_ENV_VARS=\"LD_PRELOAD=...libstdc++.so.6\"; Sneha-at (2026-04-09): that works only for "
     "the 0.5.1 image. The proper fix is a wheel built with the container's GCC 11 toolchain (issue open)",
     release="0.15.1 (llm-d-cuda v0.5.1 image)", gpu=None, gpus=None, command=None,
     forbidden=_NONMEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue description without its title ('llmd fs backend: python wheel built with too-recent gcc "
          "for vllm 0.15.1 CUDA container') and without the reporter's 'Root cause' paragraph, both of which state "
          "the diagnosis. No vLLM log lines are in the stored text; the connector is imported by the vLLM process "
          "(the workaround is passed through VLLM_ENV_VARS).")

# ---------------------------------------- SystemPanic/vllm-windows #87: vllm-windows + xgrammar 0.2.6 -> Failed to load dynamic shared library xgrammar_bindings.dll
case("vllm-windows-87-xgrammar-026-apache-tvm-ffi-failed-to-load-xgrammar-bindings-dll",
     "https://github.com/SystemPanic/vllm-windows/issues/87",
     "[Bug]: run vllm report Failed to load dynamic shared library xgrammar_bindings.dll",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "On the Windows build of vLLM (SystemPanic/vllm-windows, before its release 0.27.1), pip had installed a recent "
     "xgrammar (0.2.6) whose bindings DLL depends on apache-tvm-ffi; the installed apache-tvm-ffi was older than the "
     "0.1.13 that the latest xgrammar needs on Windows, so loading xgrammar_bindings.dll failed when vLLM ran. A "
     "package-version conflict in the Python environment, not GPU or memory.",
     "commenter kyay006 (2026-09-15): pinning xgrammar==0.2.3 with apache-tvm-ffi==0.1.10 (and reinstalling torch "
     "2.11+cu130, mistral-common 1.11.7) made it run; maintainer SystemPanic (2026-09-18): 'Confirmed, the problem is "
     "apache-tvm-ffi dll loading, not xgrammar. On Windows, to use latest xgrammar versions, apache-tvm-ffi must be "
     "atleast 0.1.13. Solved on release 0.27.1'",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NONMEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--enforce-eager"}],
     note="Judgement call: the stored text carries the error only in the issue title (the body shown is the answer "
          "comments plus a screenshot); taken because the message is verbatim and the maintainer confirms the cause. "
          "vLLM fork version not stated (fixed in the fork's 0.27.1).")

BATCH.write()
