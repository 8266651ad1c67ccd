"""Round-481 blind batch: vLLM start-up failures from vLLM FORKS and DERIVED ENGINES whose start-up errors are vLLM's
own text (aphrodite-engine / dphnAI sonar, neuralmagic nm-vllm, ROCm/vllm and AMD's rocm/vllm images, intel ipex-llm
vLLM mode, intel/llm-scaler, optimum-habana / HabanaAI vllm-fork, tabbyAPI, opendatahub-io vllm and vllm-tgis-adapter,
Red Hat AI Inference Server, aws-neuron upstreaming-to-vllm / NxDI, optimum-neuron, and community forks such as
nlzy/vllm-gfx906 and SystemPanic/vllm-windows); collected by helper wild481 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round481-blind"``; the lead grades it once. A HELD-OUT measurement:
graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 33 of the 40 allowed, all ``search`` corpus=issues (no read_file / find_string / fetch: issue threads are not
files, and the search tool returns one stored chunk per thread, so seeing a thread's error chunk usually took a second,
narrower query). 1 case: opendatahub-io/vllm-tgis-adapter #268 (the adapter's gRPC entrypoint importing
vllm.prompt_adapter, removed in vLLM 0.10.0; fixed by the adapter's PR #269). Every source was checked with grep -F
against /work/coord/USED_SOURCES.txt (``owner/repo #N`` and the URL) and against the earlier round files' skip lists
before it was spent on. The slice is mined almost to the bottom: USED_SOURCES.txt and ~25 earlier round files already
hold or name-skip the fork threads the searches returned (sonar #310/#360/#362/#400/#414/#426/#471/#522/#535/#812/
#1077/#1711/#1712; ROCm/vllm #375/#390/#397/#527/#539/#926; ipex-llm and llm-scaler long lists; HabanaAI vllm-fork
#205/#495/#511/#666/#710/#754/#776/#1194; vllm-neuron #7/#8/#24; aws-neuron-sdk #1022/#1120/#1123/#1214; NxDI #5;
vllm-gfx906 #2-#59 in part; vllm-windows #6-#72 in part), and the new threads mostly store their error as a screenshot
or beyond the stored chunk.

Sources given up (for the lead, not cases):
- Already used or named in earlier skip lists (not re-opened): dphnAI/sonar #362, #471, #812 (met again);
  vllm #7951, #9319, #11070, #10932, #11189, #5738, #36615, #32895, #51964, #28052, #3878, #5696; ROCm/rocm-cli #257;
  vllm-neuron #7; aws-neuron-sdk #1022, #1120; neuronx-distributed-inference #5; HabanaAI/vllm-fork #776, #710;
  opea Enterprise-RAG #84; vllm-gaudi #891; intel/llm-scaler #578; ipex-llm #12584, #11996, #11843, #13287, #13202;
  SergiioB/intel-arc-pro-b70-inference-cookbook #4; torch-spyre/sendnn-inference #851 (RHAIIS 3.5 reranker
  'max_num_batched_tokens (1024) is smaller than max_model_len (8192)'); instructlab #1988; kserve PR #4501;
  vllm-project/recipes PR #831; SystemPanic/vllm-windows #49; nlzy/vllm-gfx906 #30, #38; lemonade-sdk/vllm-rocm #5.
- New, but the error line is not in any stored chunk returned, or only a screenshot: dphnAI/sonar #401 (Aphrodite
  v0.5.1, kunoichi-7b GGUF with -gmu 1, 'Program gets terminated'; the chunk stops in the start-up config dump),
  #607 (TP>1 on 2x H100 NVL never loads: a hang, traceback head only), #810 (v0.6.3 regression, env block only);
  HabanaAI/vllm-fork #492 (Llama-3.1-70B on Gaudi, logs are screenshots; the maintainer's answer is a version / env-flag
  list); intel/ipex-llm #13003 (glm-edge-4b-chat on vLLM 0.6.6+ipexllm, two searches returned only the config dump),
  #13131 (TP on an eGPU, prose); nlzy/vllm-gfx906 #15 (QwQ-32B GPTQ-int8 TP 4 after an image update, chunk stops in the
  command), #58 (4x MI50 Qwen3-80B on 0.11.2+gfx906, chunk stops in the non-default args), #9 (screenshot);
  intel/llm-scaler #703 (4x B70 Qwen3.8-27B on 0.26.0-b2: host-RAM spike and a VRAM complaint, gmu 0.85 + swap made it
  start; the vLLM error line is not stored).
- Mixed thread, no pinned cause for the stored error: intel/llm-scaler #672 (2x B70 Qwen3.8-27B: a later comment on
  intel/llm-scaler-vllm:0.26.0-b2 stores 'Available KV cache memory: -0.61 GiB' and 'No available memory for the cache
  blocks', but that comment's model / flags are not in the same chunk, the thread is a run of attempts (BF16, FP8, GPTQ,
  MTP) with a community member's advice, not a maintainer's diagnosis, and the reporter ends with 'llm-scaler does not
  work for me'). A plausible weights_exceed_budget case if the lead can see the whole 09-11 comment.
- Not a user's start-up failure: neuralmagic/nm-vllm PR #37 (a developer's test output of 'magic_wand is not available
  and required for sparsity support' while making the import lazy); opendatahub-io/vllm-tgis-adapter PR #195 (CI
  'cannot import name iterate_with_cancellation' in the adapter's test matrix), PR #15 (request-time TypeError),
  PR #291 (0.11.2 compatibility, no error text stored), PRs #278 / #281 / #282 (guided-decoding / LoRA compatibility
  work, no error text stored); intel/ipex-llm #12723 (request-time async failure); aws-neuron/neuron-workshops #31
  (no text). tabbyAPI runs ExLlamaV2/V3, not vLLM, and optimum-habana / optimum-neuron threads returned were
  compilation / export failures of their own stacks, not vLLM launches.

Judgement calls for the lead:
1. vllm-tgis-adapter-268: the failure is in the adapter's own module import (vllm_tgis_adapter.grpc.adapters importing
   vllm.prompt_adapter.request), i.e. the Open Data Hub / RHOAI serving entrypoint (python -m vllm_tgis_adapter) dies
   before vLLM's engine starts; the error text is Python's ModuleNotFoundError naming a vLLM module, not a vLLM check.
   kind/cause dependency_version_mismatch, as earlier collectors labelled the same shape (kserve-6065 'No module named
   vllm.entrypoints.serve.render', gemma-forge 'vllm.inputs.data', lmcache-1840 'vllm.utils.torch_utils'). The issue was
   opened by the adapter's maintainer (dtrifiro); the cause (vLLM 0.10.0 deleted vllm/prompt_adapter/ in vLLM PR #20588)
   and the fix (adapter PR #269 'bump minimum vLLM requirement to v0.10.0, drop prompt adapters', 'fixes #268') come
   from the linked PRs, which the search tool returned, not from a comment inside #268. No launch command, model or GPU
   is given; the failure is independent of all three.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round481-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ------------------------------------ vllm-tgis-adapter #268: adapter imports vllm.prompt_adapter, removed in vLLM 0.10.0
case("vllm-tgis-adapter-268-vllm-0100-no-module-vllm-prompt-adapter",
     "https://github.com/opendatahub-io/vllm-tgis-adapter/issues/268",
     "failures with vllm==0.10.0\n"
     "```\n"
     "Traceback (most recent call last):\n"
     "  File \"<frozen runpy>\", line 198, in _run_module_as_main\n"
     "  File \"<frozen runpy>\", line 88, in _run_code\n"
     "  File \"/opt/vllm/lib64/python3.12/site-packages/vllm_tgis_adapter/__main__.py\", line 21, in <module>\n"
     "    from .grpc import run_grpc_server\n"
     "  File \"/opt/vllm/lib64/python3.12/site-packages/vllm_tgis_adapter/grpc/__init__.py\", line 1, in <module>\n"
     "    from .grpc_server import run_grpc_server\n"
     "  File \"/opt/vllm/lib64/python3.12/site-packages/vllm_tgis_adapter/grpc/grpc_server.py\", line 38, in <module>\n"
     "    from .adapters import AdapterStore, validate_adapters\n"
     "  File \"/opt/vllm/lib64/python3.12/site-packages/vllm_tgis_adapter/grpc/adapters.py\", line 19, in <module>\n"
     "    from vllm.prompt_adapter.request import PromptAdapterRequest\n"
     "ModuleNotFoundError: No module named 'vllm.prompt_adapter'\n"
     "```",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "The vllm-tgis-adapter (Open Data Hub's gRPC/TGIS front end that is started instead of vLLM's own API server, "
     "python -m vllm_tgis_adapter) still imported vllm.prompt_adapter.request.PromptAdapterRequest for its soft-prompt "
     "adapter support; vLLM 0.10.0 deleted the whole vllm/prompt_adapter package (vLLM PR #20588, 'Remove Prompt "
     "Adapters', V0 deprecation), so with vllm==0.10.0 installed the adapter dies at import, before any engine or GPU "
     "work. A version mismatch between the serving wrapper and vLLM, not memory, model or hardware.",
     "Fixed in the adapter: PR #269 by the maintainer dtrifiro ('bump minimum vLLM requirement to v0.10.0, drop prompt "
     "adapters', 'fixes #268', merged 2025-08-06) removed PromptAdapterRequest and everything related and required "
     "vllm>=0.10.0; so upgrade vllm-tgis-adapter to a release with that PR, or keep vLLM below 0.10.0 with the older "
     "adapter.",
     release="vllm==0.10.0 with vllm-tgis-adapter before PR #269 (Python 3.12, /opt/vllm image layout)",
     gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs"}, {"flag": "--enforce-eager"},
                       {"flag": "--dtype"}],
     note="Excerpt: the issue title and the whole description (a single traceback) as stored; the issue has no "
          "comments in the stored text. The cause and fix come from the adapter's PR #269 (which says it fixes #268) "
          "and vLLM PR #20588 (which removed vllm/prompt_adapters/), both returned by the search tool. The command is "
          "not quoted (the '<frozen runpy>' / vllm_tgis_adapter/__main__.py frames imply python -m vllm_tgis_adapter), so "
          "command is left None.")

BATCH.write()
