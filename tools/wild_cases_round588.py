"""Round-588 blind batch: vLLM start-up failures whose error is raised INSIDE A THIRD-PARTY LIBRARY vLLM calls at
start-up (transformers, opencv via mistral-common, gguf under NumPy 2), fixed by pinning or upgrading that library;
collected by helper wild588 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round588-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 40 of the 40 allowed, all ``search`` (39 corpus=issues, 1 corpus=pages, which returned nothing usable).
3 cases: vllm #1458 (vLLM's Mistral import against a transformers older than 4.34), vllm #8650 ('cv2.dnn' has no
attribute 'DictValue' at import, fixed by vLLM's mistral-common upgrade PR #8715), vllm #16134 (gguf's reader calling
ndarray.newbyteorder under NumPy 2 while vLLM opens a GGUF file). Every source was checked with grep -F against
/work/coord/USED_SOURCES.txt and against the earlier rounds' skip lists before it was taken. The slice is close to mined
out: most third-party-library threads the search returns (numpy 2 ABI, pydantic v1/v2, huggingface_hub, openai types,
flashinfer, xgrammar .so, torch.library.custom_op, outlines, compressed-tensors, Numba/NumPy) are already sources or on
skip lists, and the remaining ones outside vLLM's tracker are not vLLM launches.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): vllm #49804, #5587, #4912; mistralai/mistral-inference #222; verl-omni PR #506;
  gpustack #2236; vllm #17309.
- Named in earlier rounds' skip lists (not re-opened): vllm #16030 / mlc-ai/xgrammar #292, #14076, #7345, #49103,
  #34041, #9786, #8994, #8677, #16995, #14401 (round 252: lm-format-enforcer / transformers LogitsWarper at request
  time), #52614; vllm-project/recipes #28, #511; dusty-nv/jetson-containers #661; gpustack #2769; vllm-ascend #1875;
  dottxt-ai/outlines #1610.
- Error line not in the stored chunk: vllm #3862 (ROCm 0.4.0.post1 image, 'a version issue with numpy', traceback cut
  in serving_chat.py), #7516 (compressed-tensors ImportError, only the environment header stored), #13585 (arm64 'No
  module named xformers', chunk stops in the engine config), #8565 (Intel Arc 770 import error, chunk stops in ls),
  #9523 (compressed-tensors 0.6.0 too old, error not in the chunk; already on six skip lists anyway), huggingface/trl
  #3603 (vLLM 0.9.1 'pydantic error' under trl vllm-serve, traceback cut at create_model_config, two searches spent).
- Not a start-up failure or not vLLM's launch: vllm #16500 (xgrammar 'TokenizerInfo' has no attribute
  'from_huggingface' in an engine step of a Ray deployment, no answer stored), ls1intum/edutelligence #837 (a WARNING
  'Numba needs NumPy 2.4 or less. Got NumPy 2.5.' with no failure shown), verl #1119 (cv2 DictValue in verl's own
  import), runpod worker-vllm PR #246 (prose only), many non-vLLM threads for the same library messages (protobuf
  'Descriptors cannot be created directly', pydantic v1 'recursive_guard', numpy.dtype size changed, huggingface_hub
  split_torch_state_dict_into_shards, triton_key, AutoModelForVision2Seq on transformers 5, starlette on_startup).

Judgement calls for the lead:
1. vllm-1458: the error string is verbatim only in the issue TITLE (the stored chunk of the body stops at 'You are
   using the legacy behaviour', before the traceback), taken as round 448 took title-only errors. No fix is stored in
   the thread; the cause is read from the message and pinned by vLLM PR #1254 ('Bump up transformers version & Remove
   MistralConfig': vLLM's own MistralConfig was dropped for transformers' class, stable from transformers 4.34) and by
   the reporter's own tokenizers==0.13.4rc3 pin (only transformers < 4.34 takes tokenizers < 0.14). cause
   transformers_too_old as vllm-ascend-pr2365 (the same 'cannot import name <Model>Config from transformers' shape);
   the lead may prefer dependency_version_mismatch, as vllm-21369 has. The vLLM release (0.2.1 by the date and PR
   #1254) is not printed, so release=None.
2. vllm-8650: again title-only for the error line (the stored chunk is collect_env output; 'vLLM Version: N/A' there
   is consistent with `import vllm` failing). The fix is vLLM maintainer youkaichao's PR #8715 '[misc] upgrade
   mistral-common' ('fixes #8650'); the mechanism (two opencv builds sharing one cv2 folder, opencv-python #884, as in
   the earlier fixture vllm-11683) is inferred from the message, not stated in the stored thread.
3. vllm-16134: the thread's own outcome is not stored (the reporter force-reinstalled gguf, which pulled other
   packages and caused pip conflicts). The fix is from llama.cpp's tracker (gguf-py is llama.cpp's package):
   ggml-org/llama.cpp #12146 (maintainer CISC: fixed in master, 'part of gguf version 0.16+') and #10127 (numpy<2 as
   the other way out). kind/cause dependency_version_mismatch (an installed package's code against NumPy 2).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round588-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #1458: api_server -q awq vicuna-13b, tokenizers 0.13.4rc3 -> cannot import name 'MistralConfig' from 'transformers'
case("vllm-1458-api-server-vicuna-13b-awq-tokenizers-0134rc3-cannot-import-mistralconfig",
     "https://github.com/vllm-project/vllm/issues/1458",
     "ImportError: cannot import name 'MistralConfig' from 'transformers'\n"
     "\n"
     "I get this error trying to run a server with a llama-2 model. Also, is this the correct way to state I want the "
     "model quantized? Something else is that it refuses to work with the latest tokenizers. It only works with the "
     "exact version tokenizers==0.13.4rc3\n"
     "\n"
     "peter@desktop:~$ python3 -m vllm.entrypoints.api_server -q awq --model lmsys/vicuna-13b-v1.3\n"
     "Downloading (…)lve/main/config.json: 100%|██████████████████████████████████████████████████████████████████████"
     "████| 567/567 [00:00<00:00, 1.36MB/s]\n"
     "INFO 10-24 13:09:39 llm_engine.py:72] Initializing an LLM engine with config: model='lmsys/vicuna-13b-v1.3', "
     "tokenizer='lmsys/vicuna-13b-v1.3', tokenizer_mode=auto, revision=None, tokenizer_revision=None, "
     "trust_remote_code=False, dtype=torch.float16, max_seq_len=2048, download_dir=None, load_format=auto, "
     "tensor_parallel_size=1, quantization=awq, seed=0)\n"
     "Downloading (…)okenizer_config.json: 100%|██████████████████████████████████████████████████████████████████████"
     "████| 727/727 [00:00<00:00, 2.12MB/s]\n"
     "Downloading tokenizer.model: 100%|████████████████████████████████████████████████████████████████████████████████"
     "| 500k/500k [00:00<00:00, 1.63MB/s]\n"
     "Downloading (…)cial_tokens_map.json: 100%|██████████████████████████████████████████████████████████████████████"
     "████| 435/435 [00:00<00:00, 1.28MB/s]\n"
     "You are using the legacy behaviour",
     "dependency_version_mismatch", {}, "transformers_too_old",
     "October 2023: the vLLM installed (0.2.1 by the date) had dropped its own copy of MistralConfig and imports "
     "`from transformers import MistralConfig` for its Mistral model class (PR #1254, 'Bump up transformers version & "
     "Remove MistralConfig'), a class transformers has only from 4.34.0. The reporter's environment kept an older "
     "transformers (the tokenizers==0.13.4rc3 they pinned only fits transformers < 4.34), so importing vLLM's model "
     "registry fails while the engine is built, whatever model is served (here a Llama-family AWQ checkpoint). A "
     "transformers/vLLM version mismatch, not AWQ and not memory.",
     "no fix stored in the thread. The remedy implied by the message and by PR #1254: upgrade transformers to >= 4.34.0 "
     "(the version vLLM's requirements then asked for) together with the tokenizers it needs, instead of pinning "
     "tokenizers 0.13.x; the same ImportError elsewhere (SkunkworksAI/BakLLaVA #9) was fixed with "
     "`pip install transformers==4.34.0`",
     release=None, gpu=None, gpus=None,
     command="python3 -m vllm.entrypoints.api_server -q awq --model lmsys/vicuna-13b-v1.3",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title (the ImportError, verbatim) and the description as the stored chunk shows it, "
          "which stops at 'You are using the legacy behaviour' before the traceback. The progress-bar lines are kept "
          "as stored (split here only inside the Python string). The question about -q awq is the reporter's aside; "
          "AWQ plays no part in the failure.")

# ---------------------------------------- vllm #8650: import vllm (8-GPU NVLink box) -> module 'cv2.dnn' has no attribute 'DictValue'
case("vllm-8650-8gpu-import-vllm-cv2-dnn-no-attribute-dictvalue-mistral-common-opencv",
     "https://github.com/vllm-project/vllm/issues/8650",
     "[Bug]: AttributeError: module 'cv2.dnn' has no attribute 'DictValue'\n"
     "\n"
     "```\n"
     "[conda] pyzmq                     23.2.0          py310h6a678d5_0\n"
     "[conda] transformers              4.24.0          py310h06a4308_0\n"
     "ROCM Version: Could not collect\n"
     "Neuron SDK Version: N/A\n"
     "vLLM Version: N/A\n"
     "vLLM Build Flags:\n"
     "CUDA Archs: 5.2 6.0 6.1 7.0 7.2 7.5 8.0 8.6 8.7 9.0+PTX; ROCm: Disabled; Neuron: Disabled\n"
     "GPU Topology:\n"
     "GPU0\tGPU1\tGPU2\tGPU3\tGPU4\tGPU5\tGPU6\tGPU7\tNIC0\tNIC1\tNIC2\tNIC3\tNIC4\tNIC5\tNIC6\tNIC7\tNIC8\tNIC9\tCPU "
     "Affinity\tNUMA Affinity\tGPU NUMA ID\n"
     "GPU0\t X \tNV8\tNV8\tNV8\tNV8\tNV8\tNV8\tNV8\tPXB\tPXB\tSYS\tSYS\tSYS\tSYS\tSYS\tSYS\tSYS\tSYS\t0-31,64-95\t0\t\t"
     "N/A\n"
     "GPU1\tNV8\t X \tNV8\tNV8\tNV8\tNV8\tNV8\tNV8\tPXB\tPXB\tSYS\tSYS\tSYS\tSYS\tSYS\tSYS\tSYS\tSYS\t0-31,64-95\t0\t\t"
     "N/A",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "September 2024 (vLLM 0.6.1.x, whose requirements had just added mistral_common[opencv] for Pixtral): OpenCV's own "
     "bootstrap fails ('cv2.dnn' has no attribute 'DictValue', the sign of an opencv install whose cv2 folder holds "
     "files of two opencv builds, opencv-python #884), and vLLM imports cv2 while `import vllm` runs, so vLLM cannot "
     "even be imported (collect_env prints 'vLLM Version: N/A'). The opencv pulled in through vLLM's mistral-common "
     "requirement did not fit what the environment already had. Not a GPU or memory problem.",
     "vLLM maintainer youkaichao's PR #8715 '[misc] upgrade mistral-common' ('fixes "
     "https://github.com/vllm-project/vllm/issues/8650', merged 2024-09-22) changed vLLM's mistral-common requirement; "
     "users on the affected release: one consistent opencv install (uninstall every opencv-* package and reinstall a "
     "single opencv-python-headless), or a vLLM release with the PR",
     release=None, gpu=None, gpus=8, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title (the AttributeError, verbatim) and the start of the collect_env output the stored "
          "chunk shows (turn 0 continued), cut after two rows of the 8-GPU NV8 topology table; the description's bug "
          "section is not in the stored chunk. Eight GPUs from the topology table; their model is not shown. The fix "
          "comes from the PR that names the issue, not from a comment in it.")

# ---------------------------------------- vllm #16134: vllm serve <ollama GGUF blob> -tp 2 -> gguf reader: `newbyteorder` was removed ... in NumPy 2.0
case("vllm-16134-gguf-ollama-blob-tp2-numpy2-gguf-reader-newbyteorder-removed",
     "https://github.com/vllm-project/vllm/issues/16134",
     "[Installation]: GGUF Limitation (newbyteorder)\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "Attempting to run a GGUF file from an ollama blob:\n"
     "\n"
     "```\n"
     "vllm serve /usr/share/ollama/.ollama/models/blobs/"
     "sha256-4824460d29f2058aaf6e1118a63a7a197a09bed509f0e7d4e2efb1ee273b447d --port 8000 --host 0.0.0.0 --dtype "
     "bfloat16 --gpu-memory-utilization 1 --max-model-len 8096 --tensor-parallel-size 2\n"
     "```\n"
     "\n"
     "I get:\n"
     "\n"
     "```\n"
     "AttributeError: `newbyteorder` was removed from the ndarray class in NumPy 2.0. Use "
     "`arr.view(arr.dtype.newbyteorder(order))` instead.\n"
     "```",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "April 2025: vLLM opens a GGUF checkpoint through the gguf package's GGUFReader, whose _get() calls "
     "ndarray.newbyteorder(); NumPy 2.0 removed that method, and the environment had NumPy 2.x (2.1.3 per the "
     "reporter's later pip output), so reading the GGUF file's header fails before any weight is loaded. A gguf "
     "release older than its NumPy-2 fix next to NumPy 2; not the GGUF file, not memory, not the two-GPU split.",
     "not in the stored vLLM thread (the reporter's `pip install gguf --force-reinstall` pulled other packages and "
     "caused pip conflicts; the outcome is not stored). From gguf-py's own tracker: llama.cpp maintainer CISC in "
     "ggml-org/llama.cpp #12146: the newbyteorder use is fixed in master, 'part of gguf version 0.16+'; "
     "ggml-org/llama.cpp #10127: NumPy < 2 (1.26.4) as the other way. So: gguf >= 0.16 in vLLM's environment, or "
     "numpy<2 where the rest of the install allows it",
     release=None, gpu=None, gpus=None,
     command="vllm serve /usr/share/ollama/.ollama/models/blobs/"
             "sha256-4824460d29f2058aaf6e1118a63a7a197a09bed509f0e7d4e2efb1ee273b447d --port 8000 --host 0.0.0.0 "
             "--dtype bfloat16 --gpu-memory-utilization 1 --max-model-len 8096 --tensor-parallel-size 2",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--dtype"}],
     note="Excerpt: the issue title and description up to the error, as the stored text shows them; the reporter's "
          "force-reinstall of gguf and its pip output (which names numpy 2.1.3) are left out as an attempted fix. The "
          "traceback was not pasted, only the error line; gguf_reader.py::_get as the raising frame comes from the "
          "same message's tracebacks in llama.cpp #10127.")

BATCH.write()
