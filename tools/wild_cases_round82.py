"""Round-82 blind batch: vLLM launch failures from vLLM's OWN GitHub tracker, threads of 2023 and early 2024 (releases
0.1.x-0.4.x, the V0 engine), collected by helper wild82 and NOT graded by the collector -> tests/golden/wild/<id>.json,
each marked ``"batch": "round82-blind"``; the lead grades it once (``python tests/wild_grade.py round82``). A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it. Cases were taken in the order the
searches returned them, not picked to be hard or easy.

Same rules as rounds 19-29: the collector did not run ``kvroom explain``, tests/wild_grade.py or the test suite on these
excerpts, and did not read kvroom's source (src/, tests/*.py) to choose them; every expectation (kind, printed numbers,
cause, fixes that would be wrong for that user) was written from the thread only. Excerpts are the text as the search
tool's stored copy of the thread shows it (the issues corpus stores a thread's opening and some comments, not always
the whole thread); where lines in between were dropped the note says so; fix lines are left out of the excerpt (they
are in fix_that_worked).

Sources: the search tool's issues corpus only, repository vllm-project/vllm (all eleven cases). 62 look-ups (61
``search`` on the issues corpus, 1 ``read_file`` that found no stored issue text; no find_string or fetch). Every url
and bare issue number was checked against /work/coord/USED_SOURCES.txt, the fixtures in tests/golden/wild/ and the
skip lists in tests/golden/wild/BLIND.md.

**Short of the memory half: 11 cases, 2 of them memory.** This slice is mined out for memory: every 2023-early-2024
vLLM thread with a V0 KV refusal ("... larger than the maximum number of tokens that can be stored in KV cache"), a
"No available memory for the cache blocks" or a CUDA OOM at load that the searches returned was already a fixture, in
USED_SOURCES or a named skip (vllm#2418, #2248, #1354, #2140, #783, #10517, #11391, #6156, PR #4650, #4429, #1157,
#946, #1284, #1153, #730, #414, #596, #2652, #4232 ...), or its stored text stops before the error (vllm#4242 two
TinyLlama engines on one A10 under Ray Serve, #654, #2193, #322 Ray host-RAM OOM whose stored part is only "+1"
comments, #6153 Baichuan2-13B on an A40-24Q vGPU with only the environment stored, #4067/#3611 Mixtral whose stored
part is collect_env only, #3285 Mixtral on 4x 4090 whose error is only "an OOM error" in prose, #2631).

Judgement calls for the lead (each case's ``note`` says more):
1. No exact kind for the text, the closest used: Mixtral's "Currently, the 'pt' format is not supported for Mixtral"
   (#2448) and "RuntimeError: Cannot find any model weights with ..." (#3329) -> vllm_check_failed (both are vLLM's
   own raises; model_not_found is the alternative for #3329); NCCL's "NCCL WARN NCCL cannot be captured in a graph if
   either it wasn't built with CUDA runtime >= 11.3 or if the installed CUDA driver < R465." (#3069) -> nccl_error
   (the cause is a dependency mix, dependency_version_mismatch the alternative cause; cuda_driver_mismatch another);
   transformers' bare "KeyError: 'mixtral'" from the v0.2.4 image (#2052) -> model_type_unknown / transformers_too_old
   (the old form of transformers' unknown-model-type error); "quantization_ops....so: undefined symbol:
   _ZN3c104cuda9SetDeviceEi" (#1807) -> torch_abi_mismatch (a c10 symbol from vLLM 0.2.2's quantization_ops, not _C).
2. Thin evidence, the log taken as conclusive without a maintainer's fix in the stored text: #336 (head size 100,
   July 2023, a 0.1.x release; earlier rounds skipped it as pre-0.2, this slice includes 0.1.x), #2076 (Mistral's own
   ghcr vLLM image whose supported list lacks MixtralForCausalLM), #3463 (only simon-mo's comment is stored, quoting
   the reporter's "vLLM Version: 0.2.4"; the error is the title).
3. Fixes from non-maintainers: #2170 (a commenter points to GPTQ support), #2447 (a commenter: quantize or use tensor
   parallelism), #3069 (the reporter's own fix: reinstall xformers 0.0.23 so torch/NCCL match CUDA 11.6).
4. Memory labels: #2312 (Mixtral AWQ on one RTX 3090) is kind oom_loading with cause weights_do_not_fit on
   WoosukKwon's word (~24 GB of 4-bit weights on a 23.69 GiB card); no traceback frame places the OOM, so
   oom_unknown_phase is the alternative. #2447 (Falcon-40B fp16 on one A100 80GB) is no_kv_memory with cause
   weights_exceed_budget: ~78 GiB of weights leave nothing under any utilization, so every utilization change is
   listed as wrong.
5. Traps: #2076's user would next hit memory (4x V100 16GB cannot hold Mixtral fp16) and #2448's "pt" refusal (its
   command also passes --load-format pt); #2448 and #2076 are both Mixtral-era refusals with no memory lever.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round82-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]

# ------------------------------------------------------------------ vLLM check: Mixtral refuses --load-format pt (0.2.7, TP 8)
case("vllm-2448-mixtral-load-format-pt-tp8", "https://github.com/vllm-project/vllm/issues/2448",
     "vllm version 0.2.7\n"
     "python -u -m vllm.entrypoints.openai.api_server \\\n"
     "       --host 0.0.0.0 \\\n"
     "       --port 8008 \\\n"
     "       --model /data2/public_file2/LLM_model/Mixtral-8x7B-Instruct-v0.1 \\\n"
     "       --tensor-parallel-size 8 \\\n"
     "       --load-format pt\n"
     "\n"
     "ValueError: Currently, the 'pt' format is not supported for Mixtral. Please use the 'safetensors' format instead.",
     "vllm_check_failed", {}, "vllm_check_failed",
     "vLLM 0.2.7's Mixtral model class refuses the 'pt' load format: Mixtral-8x7B-Instruct-v0.1 served from a local "
     "folder over 8 GPUs with --load-format pt; only the .bin / .safetensors Hugging Face checkpoints load for Mixtral "
     "in that release.",
     "esmeetu (vLLM collaborator): vLLM only supports the .bin and .safetensors format of Mixtral; download the latest "
     "model from Hugging Face (and load it with the default/safetensors format instead of pt)",
     release="0.2.7", gpu=None, gpus=8,
     command="python -u -m vllm.entrypoints.openai.api_server --host 0.0.0.0 --port 8008 --model "
             "/data2/public_file2/LLM_model/Mixtral-8x7B-Instruct-v0.1 --tensor-parallel-size 8 --load-format pt",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 1: the thread's description as stored, complete (version line, command, error); the "
          "answer is the fix. gpus=8 read from --tensor-parallel-size 8 (the thread names no GPU). No kind row "
          "for this message: it is one of vLLM's own raises (mixtral.py), hence vllm_check_failed")

# ------------------------------------------------------------------ quantization method: gptq before vLLM had it (Dec 2023)
case("vllm-2170-baichuan2-modelscope-gptq-unknown", "https://github.com/vllm-project/vllm/issues/2170",
     "When I execute this line of instruction：\n"
     "VLLM_USE_MODELSCOPE=True python -m vllm.entrypoints.openai.api_server --model=\"baichuan-inc/Baichuan2-13B-Chat\" "
     "--download-dir=\"/root/autodl-tmp/model/\"  --revision='v1.0.3' --trust-remote-code \n"
     "When I execute this line of instruction\n"
     "ValueError: Unknown quantization method: gptq. Must be one of ['awq', 'squeezellm'].",
     "quantization_method_unknown", {}, "quantization_method_unknown",
     "A user asking whether vLLM supports Baichuan2-7B-Chat-4bits (December 2023) launches the OpenAI server on a "
     "ModelScope Baichuan2 checkpoint whose config names the gptq quantization method; the installed vLLM knows only "
     "awq and squeezellm (the list of the 0.2.2-0.2.5 releases), so the engine config is refused.",
     "a commenter: GPTQ should be supported now (vllm#2147) -- i.e. a vLLM release with GPTQ support (0.2.6 / 0.2.7 "
     "and later)",
     release="not stated (the method list ['awq', 'squeezellm'] is that of 0.2.2-0.2.5)", gpu=None, gpus=None,
     command="VLLM_USE_MODELSCOPE=True python -m vllm.entrypoints.openai.api_server "
             "--model=\"baichuan-inc/Baichuan2-13B-Chat\" --download-dir=\"/root/autodl-tmp/model/\" "
             "--revision='v1.0.3' --trust-remote-code",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 3: the description as stored, complete; the title asks about Baichuan2-7B-Chat-4bits while "
          "the pasted command names Baichuan2-13B-Chat at ModelScope revision v1.0.3 (kept as pasted). The answer is "
          "a commenter's, not a maintainer's; the release is inferred from the printed method list")

# ------------------------------------------------------------------ torch ABI: vLLM 0.2.2 cu118 wheel under torch 2.0.1
case("vllm-1807-quantization-ops-undefined-symbol-torch201", "https://github.com/vllm-project/vllm/issues/1807",
     "Since the latest vllm (0.2.2) for cuda11.8 is built with torch 2.1.0 (which is incompatible with cuda 11.8)， "
     "could you please release a vllm.whl that is built with torch 2.0.1 and py39 ?\n"
     "...\n"
     "I also tried reinstall torch2.0.1 after installing vllm, but meet this error:\n"
     "\n"
     "from vllm import quantization_ops\n"
     "/usr/local/lib/python3.9/site-packages/vllm/quantization_ops.cpython-39-x86_64-linux-gnu.so: undefined symbol: "
     "_ZN3c104cuda9SetDeviceEi",
     "torch_abi_mismatch", {}, "torch_abi_mismatch",
     "vLLM 0.2.2's CUDA 11.8 wheel is compiled against torch 2.1.0; the reporter reinstalled torch 2.0.1 on top, so "
     "vLLM's compiled quantization_ops extension no longer finds the c10 symbol it was linked against and the import "
     "fails before any engine starts.",
     "the reporter: the undefined symbol comes from running vllm-0.2.2 (built with torch 2.1.0) on torch 2.0.1; torch "
     "2.1.0 has a CUDA 11.8 build, so installing the right torch (2.1.0+cu118) solves it; WoosukKwon confirms: the "
     "CUDA 11.8 vLLM wheel requires manually installing the matching PyTorch",
     release="0.2.2 (cu118 wheel, py39)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 1: the description's first sentence, then the reporter's third comment (the first two "
          "comments, 'something wired happened when I tried to build ...', dropped and shown as '...'); the "
          "reporter's own diagnosis comment and the maintainer's answer are the fix. The symbol is c10's and the "
          "library is quantization_ops, not _C")

# ------------------------------------------------------------------ NCCL: graph capture refused, NCCL built for CUDA 11.0 (0.3.2, TP 2)
case("vllm-3069-qwen14b-tp2-nccl-cannot-be-captured", "https://github.com/vllm-project/vllm/issues/3069",
     "用一张卡跑7b模型不会报错，用两张卡时报NCCL错误。vllm版本v0.3.2。\n"
     "\n"
     "command：\n"
     "python -m vllm.entrypoints.openai.api_server --model models/Qwen-14B-Chat --trust-remote-code --port 8509 "
     "--served-model-name qwen-14b-chat --dtype float16 --tensor-parallel-size 2\n"
     "\n"
     "NCCL：NCCL version 2.19.3+cuda11.0\n"
     "CUDA：11.6\n"
     "\n"
     "error：\n"
     "NCCL WARN NCCL cannot be captured in a graph if either it wasn't built with CUDA runtime >= 11.3 or if the "
     "installed CUDA driver < R465.",
     "nccl_error", {"tensor_parallel_size": 2}, "nccl_error",
     "Qwen-14B-Chat over two GPUs with vLLM 0.3.2: one GPU works, two die in NCCL during CUDA-graph capture because "
     "the environment's NCCL (2.19.3 built for CUDA 11.0, pulled in with xformers 0.0.24+cu118 / torch 2.2.0+cu118) "
     "cannot be captured in a graph on this CUDA 11.6 setup.",
     "the reporter: rebuild the virtual environment and install xformers==0.0.23 from the cu118 index (which brings a "
     "matching torch and NCCL 2.18.6+cuda11.8, compatible with CUDA 11.6); multi-GPU serving then works",
     release="0.3.2", gpu=None, gpus=None,
     command="python -m vllm.entrypoints.openai.api_server --model models/Qwen-14B-Chat --trust-remote-code "
             "--port 8509 --served-model-name qwen-14b-chat --dtype float16 --tensor-parallel-size 2",
     forbidden=NO_MEMORY_FIX + [{"flag": "--kv-cache-dtype"}],
     note="judgement calls 1 and 3: the description as stored up to the error line; the screenshot of NCCL's "
          "release list after it and the reporter's '终于解决了' fix comment left out. No 'NCCL error: ...' line: "
          "NCCL's WARN is the only failing text (closest kind nccl_error). GPU model and count not stated (at least "
          "2)")

# ------------------------------------------------------------------ vLLM check: --load-format safetensors on a .bin checkpoint (TP 2)
case("vllm-3329-vicuna13b-load-format-safetensors-no-weights", "https://github.com/vllm-project/vllm/issues/3329",
     "Does vllm supports vicuna? I check the doc and find it supports, but when I use:\n"
     "`python3 -u -m vllm.entrypoints.openai.api_server --host 0.0.0.0 --model "
     "/home/huggingface_models/models--lmsys--vicuna-13b-v1.5/snapshots/3deb0106f72a3a433f0c6ea0cb978bdf14bcd3a6 "
     "--tensor-parallel-size 2 --load-format safe-tensors --port 8401`\n"
     "\n"
     "It returns:\n"
     "`RuntimeError: Cannot find any model weights with "
     "`/home/huggingface_models/models--lmsys--vicuna-13b-v1.5/snapshots/3deb0106f72a3a433f0c6ea0cb978bdf14bcd3a6``",
     "vllm_check_failed", {"tensor_parallel_size": 2}, "vllm_check_failed",
     "vicuna-13b-v1.5 from the local Hugging Face cache (its snapshot holds .bin weights, shown in a screenshot) "
     "served over 2 GPUs with a safetensors load format: vLLM looks only for *.safetensors files and finds none.",
     "youkaichao (maintainer): the problem is --load-format safetensors, which requires .safetensors files; drop it "
     "(default auto loads the .bin weights); the reporter thanked",
     release="not stated (March 2024: 0.3.3)", gpu=None, gpus=None,
     command="python3 -u -m vllm.entrypoints.openai.api_server --host 0.0.0.0 --model "
             "/home/huggingface_models/models--lmsys--vicuna-13b-v1.5/snapshots/3deb0106f72a3a433f0c6ea0cb978bdf14bcd3a6 "
             "--tensor-parallel-size 2 --load-format safe-tensors --port 8401",
     forbidden=NO_MEMORY_FIX + [{"flag": "--kv-cache-dtype"}],
     note="judgement call 1: the description as stored up to the error; the screenshot of the folder's files after "
          "it is not text. The command reads '--load-format safe-tensors' as pasted (the maintainer quotes it as "
          "'safetensors'). The message is vLLM's own weight-file check (closest kind vllm_check_failed; "
          "model_not_found is the alternative, but the folder exists)")

# ------------------------------------------------------------------ head size: open_llama_3b's 100 not in the kernel list (0.1.x)
case("vllm-336-open-llama-3b-head-size-100", "https://github.com/vllm-project/vllm/issues/336",
     "open_llama: ValueError: head_size (100) is not supported. Supported head sizes: [64, 80, 96, 128]\n"
     "\n"
     "I start vllm with “openlm-research/open_llama_3b” model:\n"
     "```\n"
     "from vllm import LLM, SamplingParams\n"
     "import os\n"
     "\n"
     "prompts = [\n"
     "    \"The president of the United States is\"\n"
     "]\n"
     "sampling_params = SamplingParams(temperature=0.8, top_p=0.95)\n"
     "\n"
     "llm = LLM(model=\"/home/ubuntu/wangjibo/models/openlm-research_open_llama_3b/\", gpu_memory_utilization=0.3)\n"
     "```\n"
     "...\n"
     "An error like this ：",
     "head_size_unsupported", {"gpu_memory_utilization": 0.3}, "head_size_unsupported",
     "open_llama_3b has 32 heads over a hidden size of 3200, a head size of 100; the July-2023 vLLM (0.1.x) compiled "
     "its PagedAttention kernel only for head sizes 64, 80, 96 and 128 and refuses the model when the attention layer "
     "is built.",
     "none in the stored text (a feature request); the kernel's head-size list has no 100, so the model cannot run on "
     "that release without rebuilding vLLM with the size added (as vllm#302 did for 256) or using another model",
     release="not stated (July 2023: 0.1.1 / 0.1.2)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 2: the error line is the issue's title (the reporter quoting it), then the description as "
          "stored; the model folder listing after the code dropped ('...'), and the stored text stops at 'An error "
          "like this ：' before the traceback. Earlier rounds skipped it as pre-0.2; this round's slice includes "
          "0.1.x. No fix in the stored part: the log itself is conclusive")

# ------------------------------------------------------------------ architecture: Qwen2ForCausalLM on 0.2.4
case("vllm-3463-qwen2-arch-on-0.2.4", "https://github.com/vllm-project/vllm/issues/3463",
     "[Bug]: ValueError: Model architectures ['Qwen2ForCausalLM'] are not supported for now\n"
     "...\n"
     "vLLM Version: 0.2.4",
     "architecture_unsupported", {}, "architecture_unsupported",
     "A Qwen1.5 / Qwen2-architecture checkpoint launched on vLLM 0.2.4, whose model registry predates "
     "Qwen2ForCausalLM (added in 0.3.0).",
     "simon-mo (maintainer): your vLLM version is too old; Qwen2 is supported in v0.3.0 and higher -- upgrade",
     release="0.2.4", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 2: only the title and simon-mo's comment are stored; the title is the reporter's error "
          "line, and 'vLLM Version: 0.2.4' is the line of the reporter's environment that simon-mo quotes (the "
          "description between, not stored, shown as '...'). Earlier rounds skipped it as the same class and era as "
          "a case they took; it is in no used list")

# ------------------------------------------------------------------ architecture: Mixtral in Mistral's old vLLM image (p3.8xlarge)
case("vllm-2076-mixtral-arch-mistral-ghcr-image-p3", "https://github.com/vllm-project/vllm/issues/2076",
     "I am trying to run Mixtral-8x7B-Instruct-v0.1 model using the docker Image.\n"
     "docker run --gpus all \\\n"
     "    -e HF_TOKEN=\"\" -p 8000:8000 \\\n"
     "    ghcr.io/mistralai/mistral-src/vllm:latest \\\n"
     "    --host 0.0.0.0 \\\n"
     "    --model mistralai/Mixtral-8x7B-Instruct-v0.1 \\\n"
     "    --tensor-parallel-size 4 \\\n"
     "    --load-format pt \\\n"
     "    --dtype half\n"
     "    \n"
     "    The error i am getting when i run the above docker image:\n"
     "    \n"
     "    ValueError: Model architectures ['MixtralForCausalLM'] are not supported for now. Supported architectures: "
     "['AquilaModel', 'BaiChuanForCausalLM', 'BaichuanForCausalLM', 'BloomForCausalLM', 'FalconForCausalLM', "
     "'GPT2LMHeadModel', 'GPTBigCodeForCausalLM', 'GPTJForCausalLM', 'GPTNeoXForCausalLM', 'InternLMForCausalLM', "
     "'LlamaForCausalLM', 'LLaMAForCausalLM', 'MistralForCausalLM', 'MPTForCausalLM', 'OPTForCausalLM', "
     "'QWenLMHeadModel', 'RWForCausalLM']\n"
     "    \n"
     "    I am using p3.8xlarge instance to run the model.",
     "architecture_unsupported", {"tensor_parallel_size": 4}, "architecture_unsupported",
     "Mixtral-8x7B-Instruct launched (December 2023) with Mistral's own ghcr.io/mistralai/mistral-src/vllm image, "
     "built for Mistral-7B on a vLLM (0.2.0-0.2.3 era) whose registry lists MistralForCausalLM but not "
     "MixtralForCausalLM, which arrived in vLLM 0.2.4.",
     "none stored; the log is conclusive: run a vLLM with Mixtral support (0.2.4 or later, e.g. the vllm/vllm-openai "
     "image); even then this p3.8xlarge (4x V100 16GB) cannot hold Mixtral in fp16 and 'pt' weights are refused for "
     "Mixtral (vllm#2448)",
     release="not stated (Mistral's ghcr image, pre-0.2.4 registry)", gpu="Tesla V100 16GB (AWS p3.8xlarge)", gpus=4,
     command="docker run --gpus all -e HF_TOKEN=\"\" -p 8000:8000 ghcr.io/mistralai/mistral-src/vllm:latest --host "
             "0.0.0.0 --model mistralai/Mixtral-8x7B-Instruct-v0.1 --tensor-parallel-size 4 --load-format pt "
             "--dtype half",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 4}, {"flag": "--kv-cache-dtype"}],
     note="judgement calls 2 and 5: the description as stored from its second line (the greeting 'Hi,' dropped) to "
          "the instance line; the nvidia-smi table after it is cut in the stored text. gpus=4 and the GPU from the "
          "instance type (p3.8xlarge = 4x V100 16GB) and --tensor-parallel-size 4. No answer is stored")

# ------------------------------------------------------------------ transformers too old: KeyError 'mixtral' in the v0.2.4 image
case("vllm-2052-v0.2.4-image-keyerror-mixtral", "https://github.com/vllm-project/vllm/issues/2052",
     "Using kubernetes, with the abbreviated configuration and version v0.2.4 of the docker image: \n"
     "```\n"
     "      containers:\n"
     "        - name: mixtral-vllm\n"
     "          args:\n"
     "            - \"--model\"\n"
     "            - \"mistralai/Mixtral-8x7B-Instruct-v0.1\"\n"
     "            - \"--tensor-parallel-size\"\n"
     "            - \"2\"\n"
     "            ...\n"
     "```\n"
     "\n"
     "I get a `KeyError: 'mixtral'` error.  V0.2.4 should support mixtral, is there additional config required?",
     "model_type_unknown", {"tensor_parallel_size": 2}, "transformers_too_old",
     "vLLM v0.2.4's docker image serving Mixtral-8x7B-Instruct over 2 GPUs in Kubernetes: the transformers inside "
     "the image predates the 'mixtral' model type (4.36.0), so reading the model's config raises KeyError: 'mixtral' "
     "before vLLM's own Mixtral support is reached.",
     "WoosukKwon (maintainer): vLLM v0.2.4 needs transformers>=4.36.0 (the CUDA 11.8 build states it explicitly); a "
     "commenter got it working on the CUDA 11.8 build; the reporter closed the issue -- i.e. an image / environment "
     "with transformers 4.36.0 or later",
     release="0.2.4 (docker image)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--kv-cache-dtype"}],
     note="judgement call 1: the description as stored, complete (the '...' inside the YAML is the reporter's own); "
          "the comments are the fix. The failing text is transformers' bare KeyError on the model type (the older "
          "form of its 'does not recognize this architecture' error), hence model_type_unknown. GPU count not "
          "stated (TP 2)")

# ------------------------------------------------------------------ memory: Mixtral AWQ on one RTX 3090 (0.2.6 image)
case("vllm-2312-mixtral-awq-3090-oom-23.69", "https://github.com/vllm-project/vllm/issues/2312",
     "Error:\n"
     "\n"
     "```\n"
     "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 24.00 MiB. GPU 0 has a total capacty of 23.69 "
     "GiB of which 24.56 MiB is free. Process 106008 has 23.66 GiB memory in use. Of the allocated memory 23.19 GiB is "
     "allocated by PyTorch, and 32.44 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory "
     "is large try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and "
     "PYTORCH_CUDA_ALLOC_CONF\n"
     "```\n"
     "\n"
     "Model: https://huggingface.co/TheBloke/Mixtral-8x7B-Instruct-v0.1-AWQ\n"
     "\n"
     "Command:\n"
     "\n"
     "```\n"
     "docker run --runtime nvidia --gpus all     \\\n"
     "-v [...]:/root/.cache/huggingface     --env \"HUGGING_FACE_HUB_TOKEN=[...]\"    \\\n"
     " -p 10080:8000     --ipc=host     vllm/vllm-openai:latest   --trust-remote-code  \\\n"
     "--model TheBloke/Mixtral-8x7B-Instruct-v0.1-AWQ \\\n"
     "--dtype auto --gpu-memory-utilization 0.5 --max-model-len 4096 --quantization awq\n"
     "```\n"
     "\n"
     "Does not work without the extra parameters either.\n"
     "\n"
     "HW: RTX 3090 (24GB).",
     "oom_loading", {"total_gib": 23.69, "gpu_memory_utilization": 0.5, "max_model_len": 4096}, "weights_do_not_fit",
     "Mixtral-8x7B-Instruct AWQ (~47B parameters, about 24 GB even at 4 bits) on a single 24 GB RTX 3090 with the "
     "vllm/vllm-openai image of end-2023: PyTorch already holds 23.19 GiB of the card's 23.69 GiB when the next 24 MiB "
     "is asked for; the 4-bit weights alone fill the card, leaving nothing for activations and the KV cache, whatever "
     "the utilization or length.",
     "WoosukKwon (maintainer): the Mixtral model has ~47B parameters, so its parameters take ~24GB with 4-bit AWQ; "
     "with the space for intermediate activations and the KV cache it does not fit this GPU (a larger GPU or more "
     "GPUs are needed)",
     release="vllm/vllm-openai:latest on 2023-12-31 (0.2.6)", gpu="NVIDIA GeForce RTX 3090 (24 GB)", gpus=1,
     command="docker run --runtime nvidia --gpus all -v [...]:/root/.cache/huggingface --env "
             "\"HUGGING_FACE_HUB_TOKEN=[...]\" -p 10080:8000 --ipc=host vllm/vllm-openai:latest --trust-remote-code "
             "--model TheBloke/Mixtral-8x7B-Instruct-v0.1-AWQ --dtype auto --gpu-memory-utilization 0.5 "
             "--max-model-len 4096 --quantization awq",
     forbidden=[{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--max-model-len"},
                {"flag": "--kv-cache-dtype"}],
     note="judgement call 4: the description as stored up to the hardware line; the closing 'Looks similar to "
          "vllm#188 ...' sentence dropped. No traceback frame is pasted: the phase is inferred from torch's figures "
          "(23.19 GiB allocated of 23.69 GiB) and the maintainer's weight estimate, hence oom_loading / "
          "weights_do_not_fit (oom_unknown_phase the alternative). 'capacty' is torch's own spelling in that "
          "release")

# ------------------------------------------------------------------ memory: Falcon-40B fp16 on one A100 80GB, no KV memory
case("vllm-2447-falcon40b-a100-80gb-no-cache-blocks", "https://github.com/vllm-project/vllm/issues/2447",
     "Can Falcon-40B run at single A100 80gb?  I encountered error \"ValueError: No available memory for the cache "
     "blocks. Try increasing `gpu_memory_utilization` when initializing the engine.\" Did I set something wrong?\n"
     "I run with the following command \"python benchmark_throughput.py --input-len=1 --output-len=128 "
     "--model=/models/falcon-40B/ --tokenizer=/models/falcon-40B/ --n 1 --num-prompts=1 --enforce-eager\"",
     "no_kv_memory", {}, "weights_exceed_budget",
     "Falcon-40B in fp16 on a single A100 80GB (vLLM's benchmark_throughput.py, default utilization 0.9, "
     "--enforce-eager, January 2024): the ~80 GB of 16-bit weights load but take the whole 0.9 budget, so the profile "
     "leaves zero KV-cache blocks ('GPU block: 0', the reporter adds, with no other process on the GPU).",
     "a commenter (ymwangg): a 40B fp16 model takes ~80GB by itself, so quantize it (AWQ / GPTQ) or use tensor "
     "parallelism over more GPUs",
     release="not stated (January 2024: 0.2.7)", gpu="NVIDIA A100 80GB", gpus=None,
     command="python benchmark_throughput.py --input-len=1 --output-len=128 --model=/models/falcon-40B/ "
             "--tokenizer=/models/falcon-40B/ --n 1 --num-prompts=1 --enforce-eager",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}],
     note="judgement calls 3 and 4: the description as stored, complete; the answers are a commenter's. Every "
          "utilization change is listed as wrong: Falcon-40B's ~41.8B fp16 parameters are ~78 GiB of the card's "
          "~79 GiB, so no setting leaves room for KV blocks; the length does not help either (Falcon-40B's 2048 is "
          "already small). gpus None: the thread asks about a single A100 80GB; tensor parallelism is the "
          "commenter's fix for more GPUs")

if __name__ == "__main__":
    BATCH.write()
