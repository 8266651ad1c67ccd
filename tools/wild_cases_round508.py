"""Round-508 blind batch: vLLM start-up failures in JUPYTER NOTEBOOKS' saved OUTPUT cells (non-memory failures:
dtype / import / undefined-symbol / architecture / gated-repo / length / TP / Triton-FlashInfer errors), found in the
search tool's CODE corpus; collected by helper wild508 and NOT graded by the collector -> tests/golden/wild/<id>.json,
each marked ``"batch": "round508-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final
code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on this excerpt, and did not read kvroom's source; every expectation was written from the committed
notebook only. The excerpt is the notebook's cell sources and outputs as the file at that commit holds them (notebook
JSON string quoting and ANSI colour codes removed; dropped lines shown as ``...``); no fix is in the notebook.

Look-ups: 6 of the brief's 40 (6 ``fetch``; no search / find_string / read_file), plus 22 ``find_files`` calls that
answered (the brief does not count find_files, but the tool does: a 23rd-29th batch of 7 find_files was refused with
'the search budget for this session is used up', which ended the collecting at once, as the brief says). 1 case:
0xayman/graduation-project-notebooks, Qwen/Qwen2.5-0.5B-fc-v1-json.ipynb ('from vllm import LLM' after an in-kernel
'pip install vllm' -> "ImportError: cannot import name 'TypeIs' from 'typing_extensions'", vLLM 0.6.4.post1, A40).

Method: earlier notebook rounds (149, 166, 211, 226, 258) found that find_string and the code ``search`` do not reach
notebook outputs with vLLM errors, so this round listed repositories holding vLLM notebooks with ``find_files
path=<name>`` under names earlier rounds had not tried (vllm_inference.ipynb, inference_vllm.ipynb,
vllm-inference.ipynb, vllm_quickstart.ipynb, vLLM_inference.ipynb, Vllm.ipynb, vllm_testing.ipynb,
vllm_experiments.ipynb, vllm_qwen.ipynb, vllm_deploy.ipynb; no repository for vllm_kaggle.ipynb, vllm_benchmark.ipynb,
vllm_offline.ipynb, vllm-demo.ipynb, vllm_eval.ipynb, try_vllm.ipynb, serve_vllm.ipynb, vllm_llama.ipynb,
vllm_gemma.ipynb, vllm_api.ipynb, vllm_setup.ipynb, vllm_lora.ipynb), fetched the unused ones and scanned EVERY
committed version of every .ipynb in their histories locally for error outputs. Every repository was grepped in
/work/coord/USED_SOURCES.txt and all tools/wild_cases_round*.py (also the other /work/h*/ worktrees) before the fetch.

Repositories fetched and scanned (for the lead, not cases):
- 0xayman/graduation-project-notebooks (61 commits): the one case. Its other vLLM notebooks (critiques-generation,
  generate-results, samples-generation, vllm-generation-and-mistakes-filter, vllm_function_calling_mistral...w8a16,
  cot-generation-with-r1) show no vLLM failure ('No module named vllm._version' is vLLM's harmless version warning;
  custom-allreduce warnings on >2 PCIe GPUs). Its Llama-3.2-1B-FC-v0.3-dora.ipynb OOM is a training OOM, not vLLM.
- satyanshu404/LMSYS-Reward-System (31 commits): vllm_inference.ipynb holds a torch 'CUDA out of memory. Tried to
  allocate 74.00 MiB' -- a MEMORY failure, outside this non-memory slice; not opened further, left for a memory slice.
- y-hiroki-radiotech/llm-final-task (36 commits): only an Unsloth LoRA TypeError and the author's own prompt-helper
  TypeError; no vLLM failure.
- sebastianrowek/Paperspace_VLLM (1 commit), junn99/connectbrick_pj (13 commits; a chat-template 'System role not
  supported' jinja error and a NameError, not vLLM start-up): nothing.
- saurabh1043/vllm-notebook (8 commits): healthy starts with Ray's 'No module named ray' import warning only.
- Listed by find_files but NOT fetched (budget ended; not in USED_SOURCES.txt or any skip list when checked, so a later
  notebook round may take them): lin001126/Text2SQL-CodeQwen1.5-Finetune, openinnovationai/oi-inference,
  dongukmoon/misc, mrmaheshrajput/mercor-etched-poc, Paul-Richmond/FeynTune (vLLM_inference.ipynb),
  vuminhtue/LLM_On_SuperPOD (Vllm.ipynb), biennt/notebooks (vllm_testing.ipynb), MaxinAI/school-of-ai and
  kisate/cluster-intrep-repo (vllm_experiments.ipynb), omontes/oxcart (vllm_qwen.ipynb). ning-bao/ShowUI and
  zbr17/ShowUI (inference_vllm.ipynb) and cuiIRISA/qwen3-vllm-sagemaker-endpoint are named by earlier rounds
  (431 and 188), so were skipped.

Judgement calls for the lead:
1. graduation-0xayman: an import-time failure of vLLM in a notebook kernel, taken as a start-up failure caused by how
   the environment was built (the engine never starts). The cause is pinned by the notebook's own outputs, not by a
   later fix: the `!pip install vllm` cell's output shows typing_extensions 4.9.0 (no TypeIs; TypeIs arrived in
   4.10) being replaced on disk by 4.12.2, the next cell's `pip install typing_extensions` says 4.12.2 is already
   there, yet `from vllm import LLM` still fails at `from typing_extensions import ... TypeIs` -- the running kernel
   had imported typing_extensions 4.9.0 earlier (transformers / trl / peft / datasets cells ran before, execution
   counts up to 136) and keeps that module; restarting the kernel after the install is the fix this implies. No fix
   is shown in the notebook (its last cell is empty), so fix_that_worked says so. kind/cause dependency_version_mismatch
   as 31 of the 36 earlier 'cannot import name' fixtures; there is no label for a stale module in a live kernel, and
   the lead may prefer a new cause (e.g. stale_kernel_after_install). The notebook also embeds a Hugging Face token in
   cell 8; it is not copied into the excerpt.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round508-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- 0xayman/graduation-project-notebooks: pip install vllm inside a live kernel -> TypeIs ImportError
case("graduation-0xayman-qwen25-05b-fc-notebook-vllm-0641-typeis-typing-extensions-stale-kernel",
     "https://github.com/0xayman/graduation-project-notebooks/blob/4f9263d92146e9b215a5c11930bc6143e3b1a161/"
     "Qwen/Qwen2.5-0.5B-fc-v1-json.ipynb",
     "In [2]: !nvidia-smi\n"
     "|   0  NVIDIA A40                     On  |   00000000:D5:00.0 Off |                    0 |\n"
     "|  0%   31C    P8             24W /  300W |       1MiB /  46068MiB |      0%      Default |\n"
     "...\n"
     "In [128]: !pip install vllm\n"
     "Collecting vllm\n"
     "  Downloading vllm-0.6.4.post1-cp38-abi3-manylinux1_x86_64.whl.metadata (10 kB)\n"
     "...\n"
     "Collecting typing-extensions>=4.10 (from vllm)\n"
     "  Downloading typing_extensions-4.12.2-py3-none-any.whl.metadata (3.0 kB)\n"
     "...\n"
     "  Attempting uninstall: typing-extensions\n"
     "    Found existing installation: typing_extensions 4.9.0\n"
     "    Uninstalling typing_extensions-4.9.0:\n"
     "      Successfully uninstalled typing_extensions-4.9.0\n"
     "...\n"
     "  Attempting uninstall: torch\n"
     "    Found existing installation: torch 2.4.1+cu124\n"
     "    Uninstalling torch-2.4.1+cu124:\n"
     "      Successfully uninstalled torch-2.4.1+cu124\n"
     "...\n"
     "ERROR: pip's dependency resolver does not currently take into account all the packages that are installed. This "
     "behaviour is the source of the following dependency conflicts.\n"
     "torchaudio 2.4.1+cu124 requires torch==2.4.1, but you have torch 2.5.1 which is incompatible.\n"
     "Successfully installed ... torch-2.5.1 torchvision-0.20.1 triton-3.1.0 typing-extensions-4.12.2 uvicorn-0.32.0 "
     "uvloop-0.21.0 vllm-0.6.4.post1 watchfiles-0.24.0 websockets-14.1 xformers-0.0.28.post3\n"
     "\n"
     "In [130]: !pip install typing_extensions \n"
     "Requirement already satisfied: typing_extensions in /usr/local/lib/python3.11/dist-packages (4.12.2)\n"
     "\n"
     "In [131]: from vllm import LLM, SamplingParams\n"
     "---------------------------------------------------------------------------\n"
     "ImportError                               Traceback (most recent call last)\n"
     "Cell In[131], line 1\n"
     "----> 1 from vllm import LLM, SamplingParams\n"
     "\n"
     "File /usr/local/lib/python3.11/dist-packages/vllm/__init__.py:3\n"
     "      1 \"\"\"vLLM: a high-throughput and memory-efficient inference engine for LLMs\"\"\"\n"
     "----> 3 from vllm.engine.arg_utils import AsyncEngineArgs, EngineArgs\n"
     "...\n"
     "File /usr/local/lib/python3.11/dist-packages/vllm/distributed/parallel_state.py:40\n"
     "     38 from vllm.logger import init_logger\n"
     "     39 from vllm.platforms import current_platform\n"
     "---> 40 from vllm.utils import direct_register_custom_op, supports_custom_op\n"
     "\n"
     "File /usr/local/lib/python3.11/dist-packages/vllm/utils.py:38\n"
     "     36 from packaging.version import Version\n"
     "     37 from torch.library import Library\n"
     "---> 38 from typing_extensions import ParamSpec, TypeIs, assert_never\n"
     "     40 import vllm.envs as envs\n"
     "     41 from vllm.logger import enable_trace_function_call, init_logger\n"
     "\n"
     "ImportError: cannot import name 'TypeIs' from 'typing_extensions' "
     "(/usr/local/lib/python3.11/dist-packages/typing_extensions.py)",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "vLLM 0.6.4.post1 was pip-installed INSIDE a running Jupyter kernel (an A40 machine, Python 3.11) that had already "
     "fine-tuned Qwen2.5-0.5B with transformers / trl / peft and so had typing_extensions 4.9.0 imported. The install "
     "replaced typing_extensions 4.9.0 with 4.12.2 (and torch 2.4.1 with 2.5.1) on disk, but the live kernel kept the "
     "old typing_extensions module, which has no TypeIs (added in 4.10), so `from vllm import LLM` failed in "
     "vllm/utils.py; re-running pip ('Requirement already satisfied ... 4.12.2') could not change the loaded module. A "
     "package-version mismatch between the running interpreter and vLLM's requirement, not a GPU or memory problem.",
     "no fix reached in the notebook (the failing import is its last executed cell). Implied by the outputs: restart the "
     "kernel after `pip install vllm` (the new typing_extensions 4.12.2 and torch 2.5.1 are already on disk), or install "
     "vLLM before importing transformers / trl in the session.",
     release="0.6.4.post1", gpu="NVIDIA A40", gpus=1, command="from vllm import LLM, SamplingParams",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--dtype"}, {"flag": "--quantization"},
                       {"flag": "--enforce-eager"}],
     note="Excerpt: cells 1, 48, 49 and 50 of the notebook at commit 4f9263d (unchanged at HEAD acad77e); pip's long "
          "download / uninstall lists are cut to the typing_extensions and torch lines and marked '...', as are the "
          "middle frames of the traceback (vllm/engine/arg_utils.py -> config.py -> model_executor -> distributed). "
          "The 'In [n]:' prompts are the cells' execution counts, added for readability; earlier cells (execution "
          "counts 1-121, 136) imported transformers, trl, peft and datasets and trained the model in the same kernel. "
          "Cell 8 holds a Hugging Face token; it is not copied.")

BATCH.write()
