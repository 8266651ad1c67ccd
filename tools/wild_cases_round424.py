"""Round-424 blind batch: DOCKER-IMAGE / INSTALLATION start-up failures answered by a maintainer or the reporter
(slice: vLLM's GitHub discussions, discuss.vllm.ai, and usage/installation threads with a confirmed answer, 2025-2026);
collected by helper wild424 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round424-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 34 of the 50 allowed, all ``search`` (4 corpus=pages, 30 corpus=issues; no read_file / find_string /
find_files / fetch). 6 cases: vllm #39872, #42525, #43528, #22482; kaito-project/kaito #2086; RBLN-SW/vllm-rbln PR
#1107. The assigned slice did not exist in the corpora: 4 look-ups aimed at GitHub Discussions and discuss.vllm.ai
returned no discussion or forum thread (the pages corpus holds only third-party "vLLM won't start" articles and a
handful of mirrors; the issues corpus holds issues and PRs only). The usage/installation threads with a maintainer
answer that the searches did reach were all in USED_SOURCES.txt or earlier skip lists. So the round went after what
the slice's queries ("installation: fails to start after pip install", "docker vllm-openai fails to start") turned up
that was fresh: 2026 PACKAGING breakages of the vllm-openai images and of pip environments -- the nixl-cu12 /
nixl-cu13 nixl_ep clobber (libcudart.so.12 / .13 missing), cupy 14.1.0's cupy.testing importing pytest, and openai
package floors (NamespaceTool, ActionFind) -- each with a confirmed fix (maintainer PR, reporter's workaround, or
the reporter's own diagnosis). Sources were checked against USED_SOURCES.txt, the fixtures' source_url and the earlier
rounds' docstrings (grep "#<n>").

Sources given up (for the lead, not cases):
- The slice itself: GitHub Discussions (vllm-project/vllm/discussions) and discuss.vllm.ai are not in the search
  corpora (4 look-ups); nothing to take.
- Already used or in earlier skip lists (grep): vllm #23176, #19045, #31940, #17618, #29639, #44411, #19002, #14076,
  #46169, #44911, #17372, #20881, #13510, #52300, #31018, #1718, #1716, #18538, #27347, #22072, #13150, #14942,
  #12577, #20361, #15010, #13608, #3528, #16995, #49874, #32600, #29233, #26612, #55509, #49497, #50705, #11863,
  #19645, #44335, #43435, #36099; vllm-ascend #1502; EvolvingLMMs-Lab/LongVT #9; modelscope/FunASR #2973; gpustack
  #3991, #5096; containers/ramalama #758; vllm-project/vllm-metal #16, #58, #83; vllm-project/recipes #28; kserve
  #4875, PR #4501; istitov/stuff #274; MiniMax-AI/MiniMax-M2.5 #30; ovg-project/kvcached #304.
- Same bug family, not taken: vllm #39923 (cu130-nightly nixl_ep -> libcudart.so.12 on an RTX 5090; the stored chunk
  ends mid-ImportError and the fix was not reached in 1 look-up); NVIDIA-NeMo/Nemotron #150 (the same cu130-nightly
  failure with Nemotron-3-Super NVFP4, open, error only in prose, no fix); vllm #43480 (same reporter, model and
  missing-pytest failure as #43528 on an earlier nightly: one incident, taken once).
- Error line not in the stored chunk: vllm #49103 (openai<2.25.0 NamespaceTool; traceback cut before the ImportError;
  cited in the vllm-rbln #1107 case instead); flashinfer-ai/flashinfer #5479 (vLLM 0.29.0 + FlashInfer 0.6.18 nvcc
  'Unknown option --compress-mode=size', open, error only in the title).
- No answer reached: flashinfer-ai/flashinfer #1532 (vLLM engine fails in the FlashInfer sampler JIT, nvcc fatal
  'Unknown option -static-global-template-stub=false'; 2 look-ups); vllm #21960 (flashinfer 0.2.9rc2 nightly needs
  nvcc; log only as an attachment; not spent on); vllm #30031 (LMCacheConnector + Qwen2-0.5B, stale; not spent on).
- Not a start-up report / outside 2025-2026: vllm #11623 (2024-12, the error comes from collect_env), #9786 and #7608
  (2024, openai.types); CI and packaging PRs (vllm #39851, #42542, #44266, #45166, #45843, #42364; smg-project/smg
  #1477; ai-dynamo/nixl #1705; LMCache #3390; kaito #2050, #2078) were read only as fix sources.

Judgement calls for the lead:
1. Slice: no case comes from discussions or the forum (not indexed); the six are installation / image start-up
   failures, four from vllm-project issues (bug label, not usage/installation), one from a KAITO issue, one from a
   vendor PR. Say so if the lead wants the round re-filed under a different slice name.
2. Three cases (vllm-39872, vllm-42525, kaito-2086) are one packaging bug family (nixl-cu12 / nixl-cu13 writing the
   same nixl_ep_cpp.so), but three different reporters, builds and directions (libcudart.so.13 missing in a CUDA-12
   stack twice, libcudart.so.12 missing in a CUDA-13 image once). Keep one or two if that over-weights the round.
3. kind/cause for the nixl ones: vllm_extension_import_failed / cuda_runtime_library_missing, following the existing
   libcudart fixtures (vllm-52300, llm-d-1402), although the extension that fails is nixl_ep (imported by vLLM), not
   vllm._C. For the two nightly-image ones the lead may prefer cause container_image_broken.
4. vllm-43528: kind dependency_missing, cause container_image_broken (as vllm-omni-7038 was labelled). The error line
   is only in the reporter's failure-path summary and the stored chunk ends at 'ModuleNotFoundError: No module'; the
   issue title names pytest. The summary says it fails while initializing KV caches / profiling, so memory flags are
   marked wrong.
5. vllm-42525: the stored chunk ends inside the ImportError line ('libcudart.so.12: c'); the title names the library.
   The command carries --max-model-len 256000 and --kv-cache-dtype fp8, so those flags are explicitly forbidden.
6. vllm-rbln PR #1107 is a vendor CI launch of stock vLLM 0.26.0 (not an end user's thread); vllm-22482's answer comes
   from the reporter and a commenter, not a maintainer. Both: kind and cause dependency_version_mismatch.
7. No case prints a figure under a LABELS.txt key, so numbers is {} throughout. vllm-39872's gpus=1 is read from the
   single NVIDIA_VISIBLE_DEVICES UUID in its collect_env; the others leave gpus None.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round424-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #39872: nightly image (bcc2306) -> nixl_ep needs libcudart.so.13, inspection fails
case("vllm-39872-nightly-image-bcc2306-nixl-ep-libcudart-so-13-missing",
     "https://github.com/vllm-project/vllm/issues/39872",
     "(APIServer pid=1) ERROR 04-15 06:22:48 [registry.py:900]   File \"/usr/local/lib/python3.12/dist-packages/vllm/"
     "model_executor/layers/fused_moe/oracle/unquantized.py\", line 14, in <module>\n"
     "(APIServer pid=1) ERROR 04-15 06:22:48 [registry.py:900]     from vllm.model_executor.layers.fused_moe.all2all_utils "
     "import (\n"
     "(APIServer pid=1) ERROR 04-15 06:22:48 [registry.py:900]   File \"/usr/local/lib/python3.12/dist-packages/vllm/"
     "model_executor/layers/fused_moe/all2all_utils.py\", line 46, in <module>\n"
     "(APIServer pid=1) ERROR 04-15 06:22:48 [registry.py:900]     from .nixl_ep_prepare_finalize import (\n"
     "(APIServer pid=1) ERROR 04-15 06:22:48 [registry.py:900]   File \"/usr/local/lib/python3.12/dist-packages/vllm/"
     "model_executor/layers/fused_moe/nixl_ep_prepare_finalize.py\", line 5, in <module>\n"
     "(APIServer pid=1) ERROR 04-15 06:22:48 [registry.py:900]     import nixl_ep\n"
     "(APIServer pid=1) ERROR 04-15 06:22:48 [registry.py:900]   File \"/usr/local/lib/python3.12/dist-packages/nixl_ep/"
     "__init__.py\", line 23, in <module>\n"
     "(APIServer pid=1) ERROR 04-15 06:22:48 [registry.py:900]     from . import nixl_ep_cpp as _nixl_ep_cpp\n"
     "(APIServer pid=1) ERROR 04-15 06:22:48 [registry.py:900] ImportError: libcudart.so.13: cannot open shared object "
     "file: No such file or directory\n"
     "...\n"
     "(APIServer pid=1)     For further information visit https://errors.pydantic.dev/2.13/v/value_error",
     "vllm_extension_import_failed", {}, "cuda_runtime_library_missing",
     "The vllm/vllm-openai nightly Docker image built from commit bcc2306 (mid-April 2026) pulled the then-new unpinned "
     "nixl-cu12/nixl-cu13 1.0.1 wheels, whose nixl_ep C++ extension is linked against a CUDA runtime the image does not "
     "carry (here libcudart.so.13). vLLM's fused_moe all2all_utils imports nixl_ep eagerly, so the model-architecture "
     "inspection subprocess dies on the ImportError and the server's config validation fails (pydantic value_error) "
     "before any engine starts. A broken image, not the user's flags, model or GPU memory.",
     "the reporter (ehfd, 2026-04-15): 'Fixed by #39851' -- vLLM PR #39851 pins nixl-cu12 / nixl-cu13 below 0.10.0 so "
     "the nixl_ep build matching the image's CUDA is installed; 'Should be fixed in the next nightly'. For the user: "
     "pull a later nightly (or a release image) rather than change any serving flag",
     release="vllm/vllm-openai nightly built from bcc2306 (0.19.1rc1.dev, 2026-04-15)", gpu=None, gpus=1,
     command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--dtype"}],
     note="Excerpt: two stored chunks of the issue body (turn 0): the registry.py traceback tail ending at the "
          "ImportError, then ('...') the last line of the pydantic ValueError that follows it; the ValueError's own "
          "first line (the 'failed to be inspected' message) is not in the chunks the corpus returned. The image's "
          "collect_env shows one GPU (one NVIDIA_VISIBLE_DEVICES UUID) and NVIDIA_REQUIRE_CUDA=cuda>=13.0; the "
          "model and command are not in the chunks reached.")

# ---------------------------------------- kaito #2086: KAITO CUDA-12 image -> nixl-cu13's nixl_ep needs libcudart.so.13
case("kaito-2086-cuda12-image-nixl-ep-libcudart-so-13",
     "https://github.com/kaito-project/kaito/issues/2086",
     "(EngineCore pid=169)   File \"/usr/local/lib/python3.12/site-packages/vllm/model_executor/layers/quantization/"
     "fp8.py\", line 30, in <module>\n"
     "(EngineCore pid=169)     from vllm.model_executor.layers.fused_moe.oracle.fp8 import (\n"
     "(EngineCore pid=169)   File \"/usr/local/lib/python3.12/site-packages/vllm/model_executor/layers/fused_moe/oracle/"
     "fp8.py\", line 12, in <module>\n"
     "(EngineCore pid=169)     from vllm.model_executor.layers.fused_moe.all2all_utils import (\n"
     "(EngineCore pid=169)   File \"/usr/local/lib/python3.12/site-packages/vllm/model_executor/layers/fused_moe/"
     "all2all_utils.py\", line 46, in <module>\n"
     "(EngineCore pid=169)     from .nixl_ep_prepare_finalize import (\n"
     "(EngineCore pid=169)   File \"/usr/local/lib/python3.12/site-packages/vllm/model_executor/layers/fused_moe/"
     "nixl_ep_prepare_finalize.py\", line 5, in <module>\n"
     "(EngineCore pid=169)     import nixl_ep\n"
     "(EngineCore pid=169)   File \"/usr/local/lib/python3.12/site-packages/nixl_ep/__init__.py\", line 23, in <module>\n"
     "(EngineCore pid=169)     from . import nixl_ep_cpp as _nixl_ep_cpp\n"
     "(EngineCore pid=169) ImportError: libcudart.so.13: cannot open shared object file: No such file or directory\n"
     "(APIServer pid=45) Traceback (most recent call last):\n"
     "(APIServer pid=45)   File \"/workspace/vllm/inference_api.py\", line 249, in <module>",
     "vllm_extension_import_failed", {}, "cuda_runtime_library_missing",
     "KAITO's inference image is a CUDA 12 stack (torch and vLLM CUDA-12 wheels), but the 'nixl' meta-package (pulled "
     "by vLLM / LMCache) installs both nixl-cu12 and nixl-cu13, which write the same nixl_ep_cpp.so (last writer "
     "wins); the cu13 build won and links libcudart.so.13, absent from the image. vLLM's quantization/fp8 -> fused_moe "
     "-> all2all_utils chain imports nixl_ep unconditionally while the EngineCore worker loads, so start-up dies on "
     "the ImportError whatever the model. Not a memory or flag problem.",
     "KAITO maintainers, in the PRs that handle this exact ImportError: PR #2050 (andyzhangx: 'pip install "
     "--force-reinstall --no-deps nixl-cu12==1.1.0' after installing vLLM, 'replaces the CUDA 13-linked nixl_ep with a "
     "CUDA 12 version matching torch'; his later comment: 'fixed by #2062') and PR #2078 by the same reporter "
     "(zhehli688: 'this PR reinstalls nixl-cu12 last so its cu12 .so wins'). Upstream, nixl 1.3.0 namespaces the two "
     "builds (ai-dynamo/nixl #1705). The issue's own comments were not reached",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the EngineCore traceback tail as the issue body's stored chunk shows it, up to the ImportError and "
          "the first lines of the API server's traceback (cut there). The vLLM version is not printed in the chunks "
          "reached (the nixl_ep_prepare_finalize.py module path is the 0.19.x-0.22 layout; KAITO PR #2050 names vLLM "
          "0.19.1, PR #2078 bumps to 0.22.1 around the issue's date, 2026-06-05). The cause and fix come from those "
          "two KAITO PRs, found by search; the issue chunk itself holds only the log. A KAITO deployment of stock "
          "vLLM, not a vLLM-repo issue.")

# ---------------------------------------- vllm #42525: nightly image 0.20.2rc1 -> nixl_ep needs libcudart.so.12 (gemma-4-31B NVFP4)
case("vllm-42525-nightly-0202rc1-gemma4-31b-nvfp4-nixl-ep-libcudart-so-12",
     "https://github.com/vllm-project/vllm/issues/42525",
     "I pulled and ran the Docker Hub `nightly` image from:\n"
     "\n"
     "`vllm/vllm-openai:nightly`\n"
     "\n"
     "and the server fails during model architecture inspection with the same `nixl_ep` / `libcudart.so.12` import "
     "error.\n"
     "\n"
     "version 0.20.2rc1.dev289+gdcacdf9a8\n"
     "model   RedHatAI/gemma-4-31B-it-NVFP4\n"
     "\n"
     "--model RedHatAI/gemma-4-31B-it-NVFP4\n"
     "--served-model-name gemma4-31b\n"
     "--trust-remote-code\n"
     "--max-model-len 256000\n"
     "--kv-cache-dtype fp8\n"
     "--reasoning-parser gemma4\n"
     "--tool-call-parser gemma4\n"
     "--enable-auto-tool-choice\n"
     "--default-chat-template-kwargs '{\"enable_thinking\": true}'\n"
     "\n"
     "The failure happens while inspecting `Gemma4ForConditionalGeneration`.\n"
     "\n"
     "File \"/usr/local/lib/python3.12/dist-packages/vllm/model_executor/layers/fused_moe/prepare_finalize/nixl_ep.py\", "
     "line 5, in <module>\n"
     "    import nixl_ep\n"
     "\n"
     "File \"/usr/local/lib/python3.12/dist-packages/nixl_ep/__init__.py\", line 23, in <module>\n"
     "    from . import nixl_ep_cpp as _nixl_ep_cpp\n"
     "\n"
     "ImportError: libcudart.so.12: c",
     "vllm_extension_import_failed", {}, "cuda_runtime_library_missing",
     "The vllm/vllm-openai:nightly image of 2026-05-13 (0.20.2rc1.dev289, a CUDA 13 image) installed both nixl-cu12 "
     "and nixl-cu13 (NIXL 1.1.0 meta-package); both ship a binary of the same name into site-packages/nixl_ep, and the "
     "cu12 one won, so nixl_ep_cpp needs libcudart.so.12, which the image lacks. vLLM imports nixl_ep while inspecting "
     "the model architecture, so start-up fails before any memory planning. The 256000-token context, fp8 KV cache and "
     "NVFP4 checkpoint play no part.",
     "maintainer fix: vLLM PR #42542 '[PD] Fix broken NIXL EP installation' (ovidiusm, 2026-05-13): 'Fix broken NIXL EP "
     "installation reported in #42525 ... There is a name conflict for one of the binaries in nixl-cu12 and nixl-cu13 "
     "packages ... Short-term fix: force reinstall the correct package' (in the image build); long-term fixed upstream "
     "in nixl 1.3.0 (namespaced nixl_ep_cu12 / nixl_ep_cu13). For the user: a nightly built after the fix, or "
     "force-reinstalling nixl-cu13 inside the image",
     release="vllm/vllm-openai:nightly 0.20.2rc1.dev289+gdcacdf9a8", gpu=None, gpus=None,
     command="--model RedHatAI/gemma-4-31B-it-NVFP4 --served-model-name gemma4-31b --trust-remote-code "
             "--max-model-len 256000 --kv-cache-dtype fp8 --reasoning-parser gemma4 --tool-call-parser gemma4 "
             "--enable-auto-tool-choice --default-chat-template-kwargs '{\"enable_thinking\": true}'",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--cpu-offload-gb"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size"}, {"flag": "--quantization"},
                {"flag": "--enforce-eager"}],
     note="Excerpt: the issue body (turn 0) as the stored chunk shows it, markdown headings and code fences dropped: the "
          "image, the version/model banner lines, the argument list and the traceback excerpt the reporter pasted. The "
          "stored chunk ends inside the ImportError line ('libcudart.so.12: c'); the issue title names the missing "
          "library ('fails to import nixl_ep due to missing libcudart.so.12'). The fix is from the linked maintainer "
          "PR #42542, found by search (it quotes the same ImportError from `docker run ... vllm/vllm-openai:nightly`). "
          "The same packaging bug family as vllm-39872 and kaito-2086 (opposite CUDA direction there).")

# ---------------------------------------- vllm #43528: nightly image 0.21.1rc1 -> cupy.testing imports pytest, absent from the image
case("vllm-43528-nightly-0211rc1-gemma4-31b-nvfp4-cupy-testing-no-module-pytest",
     "https://github.com/vllm-project/vllm/issues/43528",
     "Docker image:\n"
     "vllm/vllm-openai:nightly\n"
     "https://hub.docker.com/layers/vllm/vllm-openai/nightly/images/sha256-2b5f940431016b25c461761cb813cebd1f02a9e4ba1069226a5c1c9ffb6834c6\n"
     "\n"
     "vLLM version:\n"
     "0.21.1rc1.dev262+g33d7cbe02\n"
     "\n"
     "Model:\n"
     "RedHatAI/gemma-4-31B-it-NVFP4\n"
     "...\n"
     "After pulling a newer nightly image, the original failure path seems to have changed, but the server still fails "
     "to start because `pytest` is missing.\n"
     "\n"
     "In this newer build, the model is loaded successfully, but `EngineCore` fails during startup while vLLM is "
     "initializing KV caches and running the profiling dummy run.\n"
     "\n"
     "The failure path is now roughly:\n"
     "\n"
     "EngineCore startup\n"
     "  -> _initialize_kv_caches\n"
     "  -> determine_available_memory\n"
     "  -> gpu_worker.profile_run\n"
     "  -> gpu_model_runner._dummy_run\n"
     "  -> torch._dynamo AOT compile\n"
     "  -> torch.distributed.tensor.experimental._context_parallel._cp_custom_ops\n"
     "  -> torch.library.custom_op / _register_fake\n"
     "  -> inspect.getframeinfo / inspect.getmodule\n"
     "  -> cupy.testing\n"
     "  -> import pytest\n"
     "  -> ModuleNotFoundError: No module",
     "dependency_missing", {}, "container_image_broken",
     "The vllm/vllm-openai nightly images of late May 2026 shipped cupy 14.1.0, whose cupy.testing package imports "
     "pytest at module level (cupy/cupy #9963); pytest is a test-only dependency and is not installed in the runtime "
     "image. During the start-up profile run, torch._dynamo / torch.library walk loaded modules with inspect, which "
     "realises the lazily registered cupy.testing module, so the EngineCore dies on ModuleNotFoundError: No module "
     "named 'pytest' although the model loaded. It fails while 'initializing KV caches' but has nothing to do with "
     "memory: a broken image, not the user's flags.",
     "the reporter (yasu-oh, 2026-05-24, in this issue): 'the container starts successfully if I build a derived image "
     "with pytest installed manually: FROM vllm/vllm-openai:nightly / RUN pip install pytest'. Upstream, vLLM pinned "
     "'cupy-cuda13x < 14.1.0' in requirements/kv_connectors.txt ('CuPy 14.1.0 imports pytest from "
     "cupy.testing._random. Use <14.1.0 until a fixed newer release is verified for runtime images', seen in PR "
     "#45843), and cupy fixed the import (cupy/cupy #9963)",
     release="vllm/vllm-openai:nightly 0.21.1rc1.dev262+g33d7cbe02", gpu=None, gpus=None, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--cpu-offload-gb"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs"},
                {"flag": "--quantization"}],
     note="Excerpt: the issue body (turn 0) as the stored chunk shows it (headings and code fences dropped; '...' marks "
          "the dropped 'Related issue: #43480' line and the first paragraph). The body gives the failure path in the "
          "reporter's own summary, and the stored chunk ends inside its last line ('ModuleNotFoundError: No module'); "
          "the raw traceback lines were not in the chunks reached. The same reporter's earlier issue #43480 (same "
          "model, an older nightly, the same missing pytest reached via humming during quantization config checks) "
          "is the same incident on an earlier build and was not taken separately. The 'while initializing KV caches' "
          "wording makes this a test of not reading a memory failure into a missing-module error.")

_IMPORT_ONLY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--cpu-offload-gb"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"},
                {"flag": "--quantization"}]

# ---------------------------------------- vllm-rbln PR #1107: vllm 0.26.0 + openai < 2.25 -> cannot import NamespaceTool
case("vllm-rbln-pr1107-vllm-0260-openai-below-2250-namespacetool-importerror",
     "https://github.com/RBLN-SW/vllm-rbln/pull/1107",
     "File \"/opt/python/lib/python3.12/site-packages/vllm/tool_parsers/utils.py\", line 13, in <module>\n"
     "    from openai.types.responses import (\n"
     "ImportError: cannot import name 'NamespaceTool' from 'openai.types.responses'",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "vLLM 0.26.0 imports NamespaceTool from openai.types.responses at module import time (vllm/tool_parsers/utils.py, "
     "added by vLLM PR #47024), a symbol that exists only from openai 2.25.0, yet the released wheel still declares "
     "openai>=2.0.0. The resolver kept an already-installed openai between 2.0 and 2.24, so `vllm serve` died on the "
     "ImportError before loading any model. A Python dependency floor that is too low, not a model, GPU or flag "
     "problem.",
     "the PR author (rebel-daekyeong, RBLN-SW, merged 2026-09-14): declare 'openai>=2.25.0' next to the "
     "vllm==0.26.0+cpu pin (i.e. pip install 'openai>=2.25.0'); upstream vLLM raised its floor to >=2.25.0 on main in "
     "bf339618d (PR #49104, fixing issue #49103 'Latest vllm is incompatible with openai<2.25.0'), which no released "
     "wheel up to 0.29.0 carried at the time",
     release="0.26.0 (vllm==0.26.0+cpu under vllm-rbln 0.11.3a14.dev6)", gpu=None, gpus=None, command=None,
     forbidden=_IMPORT_ONLY + [{"flag": "--dtype"}],
     note="Excerpt: the traceback tail the PR description quotes from the failing rbln-serve nightly job (2026-09-14, "
          "GitHub Actions run 34866669707). A vendor plugin's CI launch of stock vLLM 0.26.0, not an end user's "
          "thread; taken because the vLLM issue itself (#49103, same bug, reproducer 'vllm serve "
          "google/gemma-4-12B-it') is stored only up to a traceback cut before the ImportError line.")

# ---------------------------------------- vllm #22482: vLLM (Aug 2025) + old openai -> cannot import ActionFind
case("vllm-22482-openai-too-old-actionfind-importerror",
     "https://github.com/vllm-project/vllm/issues/22482",
     "[Bug]: ImportError: cannot import name 'ActionFind' from 'openai.types.responses.response_function_web_search'\n"
     "\n"
     "ImportError: cannot import name 'ActionFind' from 'openai.types.responses.response_function_web_search'",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "vLLM of early August 2025 (the gpt-oss / Responses API work) imports ActionFind from "
     "openai.types.responses.response_function_web_search, which exists only in openai >= 1.99.1, while the "
     "installed openai package was older (vLLM's requirement at the time still allowed openai<=1.90.0). Importing vLLM "
     "fails before any engine starts. A Python package version mismatch, not a GPU or flag problem.",
     "the reporter (lengrongfu, 2025-08-08, in the thread: 'need openai>=1.99.1, but current vllm is "
     "openai<=1.90.0,>=1.87.0', pointing at sglang #8886 with the same error) and a commenter (HTAnh2003): 'pip install "
     "-U openai'. The issue is closed",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_IMPORT_ONLY + [{"flag": "--dtype"}],
     note="Excerpt: the issue title and its whole bug description (the one ImportError line; collect_env was left as "
          "the template placeholder). No command or version was pasted; the vLLM release is inferred only as 'early "
          "August 2025' from the date and the openai pin the reporter quotes. The answer lines come from the "
          "reporter's own follow-up and a commenter, not a maintainer.")

if __name__ == "__main__":
    BATCH.write()
