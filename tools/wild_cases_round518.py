"""Round-518 blind batch: vLLM start-up failures in JUPYTER NOTEBOOKS' saved OUTPUT cells (memory and non-memory),
found by fetching whole repositories that hold vLLM notebooks and scanning every committed version of every .ipynb in
their git history locally; collected by helper wild518 and NOT graded by the collector -> tests/golden/wild/<id>.json,
each marked ``"batch": "round518-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final
code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom``, tests/wild_grade.py or the test
suite on these excerpts, and did not read kvroom's source; every expectation was written from the committed notebook
(and, where said, the same repository's committed setup files) only. The excerpt is the notebook's cell sources and
outputs as the file at that commit holds them (notebook JSON string quoting and ANSI colour codes removed; dropped
lines shown as ``...``; the ``In [n]:`` prompts are the cells' saved execution counts, added for readability). None of
the three notebooks shows a fix, and each case's fix field says so.

Look-ups: 38 of the brief's 40: 30 ``fetch`` (25 snapshots, 5 'No snapshot of that repository can be had here') and 8
``find_files`` (no search / find_string / read_file). satyanshu404/LMSYS-Reward-System was already mirrored on this
machine by round 508 (no new fetch). 3 cases:
- mercor-etched-poc (mrmaheshrajput): vLLM 0.4.2 CPU build, ``LLM(model="facebook/opt-125m")`` starts, the first
  ``llm.generate`` dies with "NameError: name 'vllm_cache_ops' is not defined" (vLLM imported from the source checkout).
- lmsys-reward-system (satyanshu404): vLLM 0.5.1, Qwen2-7B-Instruct fp16 on a Colab Tesla T4, weights 14.2487 GB,
  "OutOfMemoryError: CUDA out of memory. Tried to allocate 74.00 MiB" in profile_run (round 508's memory lead; it IS
  a vLLM failure: the traceback runs LLM -> LLMEngine._initialize_kv_caches -> determine_num_available_blocks ->
  profile_run).
- vllm-ray-cluster (odog96): LangChain's VLLM wrapper in a Cloudera ML session, vLLM 0.4.0 import fails at
  ``from vllm._C import ops`` with "ImportError: libcuda.so.1: cannot open shared object file".

Repositories fetched and scanned (for the lead, not cases; every one grepped in /work/coord/USED_SOURCES.txt and all
tools/wild_cases_round*.py before the fetch; only round 507/508's own "listed, not fetched" notes named them):
- Round 508's unfetched list: lin001126/Text2SQL-CodeQwen1.5-Finetune (5 notebook versions, one --
  schema_linking_generation_finetuning.ipynb -- absent from the snapshot as a >= 4 MiB file; no vLLM failure),
  openinnovationai/oi-inference (29 versions; only an openai-client 'APIConnectionError: Connection error.' with no
  server log), dongukmoon/misc and Paul-Richmond/FeynTune (healthy starts), vuminhtue/LLM_On_SuperPOD, biennt/notebooks,
  MaxinAI/school-of-ai (no error outputs), kisate/cluster-intrep-repo (a KeyboardInterrupt; four notebook versions
  absent as >= 4 MiB), omontes/oxcart (54 versions, nothing; combine_chunks.ipynb absent), and
  mrmaheshrajput/mercor-etched-poc (case 1).
- Round 507's listed-not-opened names: Nalan11/in-paper, peterchenyipu/OVERTHINK_public, abacaj/local-code-eval,
  barada02/nvidia-nemotron-model-reasoning-challenge (50 versions), Raja-Vignesh7/LLM-practice, XplainMind/LLMindCraft:
  no vLLM error output. stanlee321/graph-rags (KeyboardInterrupt, user NameError), stewart-lab/skimgpt (122 versions:
  user KeyError / NameError / null-bytes errors, no vLLM start-up failure), Dawson-Petersen/Sense-and-Sensitivity and
  bwaldon/llms-legal-interp (colab_vllm.ipynb: "No module named 'huggingface_hub'" in a user cell, then a healthy
  start), tituslhy/OysterShell (healthy setup_vllm; 'VLLMOpenAI' object has no attribute 'bind_tools' is LangChain API
  misuse), hongyingyue/Text-classification (notebooks/vllm_inference.ipynb absent from the snapshot, >= 4 MiB),
  odog96/vllm-ray-cluster (case 3). No snapshot: utndatasystems/compression-economics, mandalika-sravani/local-llm,
  Eros483/vllm_pytorch_trrt_experimentation_llava, Labic-ICMC-USP/glm-link-prediction.
- New find_files names: vllm_notebook.ipynb -> k123j-glitch/vllm-requirement (fetched: only "No module named
  'qwen_agent'"); offline_inference.ipynb -> changseob-song/continual-online-personalization (no snapshot) and
  odedovadia/msec_genai_slm (named in round 166, skipped); vllm_llama3.ipynb -> uppercaveman/vllm-learn (given up in
  round 211, skipped); vLLM_test.ipynb -> BjornWest/IR_project (fetched: no error output); no repository for
  vllm_generate.ipynb, vllm_generation.ipynb, vllm_mistral.ipynb, vllm_try.ipynb.

Judgement calls for the lead:
1. mercor-etched-poc: the failure is at the FIRST REQUEST (``llm.generate``), not in the constructor: the CPU executor
   of 0.4.2 runs no profiling forward pass, so the engine printed '# CPU blocks: 7281' and looked started. Taken as a
   start-up failure caused by how vLLM was installed/launched (the brief admits these). The cause is pinned by the
   notebook and the same commit's setup script, not by a later fix: every vLLM frame is under ~/vllm/vllm/ (the git
   checkout) while torch is under ~/miniconda3/envs/vllm/lib/python3.9/site-packages; cell 14's relative
   ``--chat-template ./examples/template_chatml.jinja`` resolves (the kernel's cwd is the checkout's root); the
   committed vllm_jupyter_colab_local_runtime.sh does ``git clone https://github.com/vllm-project/vllm && cd ./vllm``
   and ``VLLM_TARGET_DEVICE=cpu python setup.py install`` (a non-editable install: the compiled vllm._C goes to
   site-packages, not into ./vllm/vllm). So Python imported the uncompiled source package, vllm/_custom_ops.py's
   try/except around ``from vllm._C import cache_ops as vllm_cache_ops`` swallowed the ImportError, and the first cache
   write raised the NameError. Labelled as the round-215 fixture vllm-issue4229 (same message, same mechanism):
   kind vllm_extension_import_failed, cause vllm_extension_missing. No GPU: an AWS m5n.large (README), so gpu=None,
   gpus=0. The log's 'Possibly too large swap space. 4.00 GiB out of the 7.63 GiB total CPU memory' warning is a
   bystander, left in the excerpt as printed.
2. lmsys-reward-system: kind oom_profiling (the OOM is raised inside profile_run). Cause weights_exceed_budget, as the
   round's mobambas T4 fixture (same model size, 14.25 GiB fp16 weights on a T4): 14.2487 GB of weights against
   0.9 x a 15360 MiB (15.0 GiB as nvidia-smi prints; torch sees ~14.75 GiB) card. The torch error line is cut in the
   saved notebook after 'GPU ' (the evalue itself ends there), so total / free are not in the error; total_gib 15.0 is
   nvidia-smi's 15360MiB (the lead may prefer to drop it). tried_gib 0.07 is 74.00 MiB. Later cells (execution counts
   57-59) show a successful ``model.generate`` in the same kernel, but the cell that built that working engine was
   not saved (the LLM(...) cell still holds the failing run's output, execution count 7), so what worked is not
   known; the fix field says no fix is shown. Cell 1 holds a commented-out alternative, ``01-ai/Yi-1.5-6B-Chat``.
3. vllm-ray-cluster: an import-time failure of vLLM inside LangChain's ``VLLM(...)`` (the outer message is LangChain's
   'Could not import vllm python package. Please install it with `pip install vllm`.', which is misleading: vLLM is
   installed in ~/.local and its import fails at ``from vllm._C import ops`` on 'libcuda.so.1: cannot open shared
   object file'). libcuda.so.1 is the NVIDIA driver's library, so the notebook's session has no GPU driver mounted;
   the repository's README / ray_start_cluster_python.py confirm the design: the notebook runs in the CPU head session
   (profile '8 cpus and 16GB RAM') and GPUs go only to Ray workers launched with ``nvidia_gpu=1``. Labelled
   no_gpu_visible / no_gpu_visible as the five earlier libcuda.so.1 fixtures; the lead may prefer
   vllm_extension_import_failed for the kind (the failing line is the vllm._C import). The version is not printed:
   requirements.txt (same commit) pins vllm==0.4.0, and the traceback's modules (vllm/engine/ray_utils.py,
   model_executor/model_loader.py importing llava) fit 0.4.0; release says so. The notebook's first cell also shows
   '%pip install --upgrade vllm' failing on an NFS 'Device or resource busy' OSError -- kept in the excerpt as printed;
   it did not cause the failure (vLLM is already installed and imported from ~/.local). Round 211 gave up a similar
   libcuda notebook (uppercaveman/vllm-learn) for want of a shown fix; this brief admits no-fix notebooks when the
   outputs pin the cause, and here the repository's own setup does.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round518-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- mrmaheshrajput/mercor-etched-poc: CPU build imported from the source checkout
case("mercor-etched-poc-notebook-vllm-042-cpu-source-checkout-vllm-cache-ops-nameerror-first-generate",
     "https://github.com/mrmaheshrajput/mercor-etched-poc/blob/7848f6087bf03651505aaf1109c28950ac054678/"
     "vllm_quickstart.ipynb",
     "In [1]: from vllm import LLM, SamplingParams\n"
     "WARNING 05-28 15:00:09 ray_utils.py:46] Failed to import Ray with ModuleNotFoundError(\"No module named 'ray'\"). "
     "For multi-node inference, please install Ray with `pip install ray`.\n"
     "\n"
     "In [3]: llm = LLM(model=\"facebook/opt-125m\")\n"
     "/home/ubuntu/miniconda3/envs/vllm/lib/python3.9/site-packages/huggingface_hub/file_download.py:1132: FutureWarning: "
     "`resume_download` is deprecated and will be removed in version 1.0.0. Downloads always resume when possible. If you "
     "want to force a new download, use `force_download=True`.\n"
     "  warnings.warn(\n"
     "WARNING 05-28 13:20:58 config.py:415] Possibly too large swap space. 4.00 GiB out of the 7.63 GiB total CPU memory "
     "is allocated for the swap space.\n"
     "INFO 05-28 13:20:58 llm_engine.py:103] Initializing an LLM engine (v0.4.2) with config: model='facebook/opt-125m', "
     "speculative_config=None, tokenizer='facebook/opt-125m', skip_tokenizer_init=False, tokenizer_mode=auto, "
     "revision=None, rope_scaling=None, tokenizer_revision=None, trust_remote_code=False, dtype=torch.float16, "
     "max_seq_len=2048, download_dir=None, load_format=LoadFormat.AUTO, tensor_parallel_size=1, "
     "disable_custom_all_reduce=False, quantization=None, enforce_eager=False, kv_cache_dtype=auto, "
     "quantization_param_path=None, device_config=cpu, decoding_config=DecodingConfig(guided_decoding_backend='outlines'), "
     "seed=0, served_model_name=facebook/opt-125m)\n"
     "WARNING 05-28 13:21:00 cpu_executor.py:113] float16 is not supported on CPU, casting to bfloat16.\n"
     "WARNING 05-28 13:21:00 cpu_executor.py:116] CUDA graph is not supported on CPU, fallback to the eager mode.\n"
     "WARNING 05-28 13:21:00 cpu_executor.py:143] Environment variable VLLM_CPU_KVCACHE_SPACE (GB) for CPU backend is not "
     "set, using 4 by default.\n"
     "INFO 05-28 13:21:00 selector.py:101] Cannot use _Backend.FLASH_ATTN backend on CPU.\n"
     "INFO 05-28 13:21:00 selector.py:61] Using Torch SDPA backend.\n"
     "INFO 05-28 13:21:00 weight_utils.py:207] Using model weights format ['*.bin']\n"
     "INFO 05-28 13:21:06 cpu_executor.py:72] # CPU blocks: 7281\n"
     "\n"
     "In [4]: outputs = llm.generate(prompts, sampling_params)\n"
     "Processed prompts:   0%|   | 0/4 [00:00<?, ?it/s, Generation Speed: 0.00 toks/s]\n"
     "---------------------------------------------------------------------------\n"
     "NameError                                 Traceback (most recent call last)\n"
     "Cell In[4], line 1\n"
     "----> 1 outputs = llm.generate(prompts, sampling_params)\n"
     "\n"
     "File ~/vllm/vllm/entrypoints/llm.py:190, in LLM.generate(self, prompts, sampling_params, prompt_token_ids, "
     "use_tqdm, lora_request, multi_modal_data)\n"
     "...\n"
     "File ~/vllm/vllm/executor/cpu_executor.py:78, in CPUExecutor.execute_model(self, execute_model_req)\n"
     "...\n"
     "File ~/miniconda3/envs/vllm/lib/python3.9/site-packages/torch/utils/_contextlib.py:115, in "
     "context_decorator.<locals>.decorate_context(*args, **kwargs)\n"
     "...\n"
     "File ~/vllm/vllm/worker/cpu_model_runner.py:332, in CPUModelRunner.execute_model(self, seq_group_metadata_list, "
     "kv_caches)\n"
     "...\n"
     "File ~/vllm/vllm/attention/backends/torch_sdpa.py:162, in TorchSDPABackendImpl.forward(self, query, key, value, "
     "kv_cache, attn_metadata, kv_scale)\n"
     "...\n"
     "File ~/vllm/vllm/attention/ops/paged_attn.py:71, in PagedAttention.write_to_paged_cache(key, value, key_cache, "
     "value_cache, slot_mapping, kv_cache_dtype, kv_scale)\n"
     "...\n"
     "File ~/vllm/vllm/_custom_ops.py:303, in reshape_and_cache(key, value, key_cache, value_cache, slot_mapping, "
     "kv_cache_dtype, kv_scale)\n"
     "    294 def reshape_and_cache(\n"
     "    295     key: torch.Tensor,\n"
     "    296     value: torch.Tensor,\n"
     "   (...)\n"
     "    301     kv_scale: float,\n"
     "    302 ) -> None:\n"
     "--> 303     vllm_cache_ops.reshape_and_cache(key, value, key_cache, value_cache,\n"
     "    304                                      slot_mapping, kv_cache_dtype, kv_scale)\n"
     "\n"
     "NameError: name 'vllm_cache_ops' is not defined",
     "vllm_extension_import_failed", {}, "vllm_extension_missing",
     "vLLM 0.4.2 was built for CPU from a git checkout (~/vllm, `VLLM_TARGET_DEVICE=cpu python setup.py install`, per the "
     "repository's setup script) on an AWS m5n.large, and the Jupyter kernel ran with the checkout's root as its working "
     "directory, so `import vllm` picked up the uncompiled source package ~/vllm/vllm (every vLLM frame is under "
     "~/vllm/vllm/, torch under site-packages) instead of the installed one with the compiled vllm._C. The swallowed "
     "import of vllm._C left vllm_cache_ops undefined, so the engine, which had come up ('# CPU blocks: 7281'), died at "
     "its first cache write in llm.generate.",
     "no fix reached in the notebook (the later server cells start an API server but never get a request through). "
     "Implied by the outputs and the setup script: run the notebook / server from a directory outside the vLLM checkout "
     "(or install it editable so the compiled vllm._C sits in the source tree).",
     release="0.4.2", gpu=None, gpus=0, command="llm = LLM(model=\"facebook/opt-125m\")",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}, {"flag": "--dtype"},
                       {"flag": "--swap-space"}],
     note="Excerpt: cells 3, 7 and 9 of vllm_quickstart.ipynb at commit 7848f60 (unchanged at HEAD 71b709f, which "
          "only edits README.md). Cell 5 (prompts / SamplingParams(temperature=0.8, top_p=0.95)) is left out; cell 7's "
          "hub download progress bars and the repeated selector lines are dropped; the middle frames of cell 9's "
          "traceback (torch.nn.Module call wrappers, vllm/model_executor/models/opt.py, vllm/attention/layer.py) are cut "
          "to '...'. Cell 3's Ray warning carries a later timestamp (the cell was re-run). Machine: AWS m5n.large, no "
          "GPU (README and vllm_jupyter_colab_local_runtime.sh).")

# ---------------------------------------- satyanshu404/LMSYS-Reward-System: Qwen2-7B fp16 on a Colab T4, OOM in profile_run
case("lmsys-reward-system-notebook-vllm-051-qwen2-7b-fp16-t4-weights-14.25-profile-run-oom-74mib",
     "https://github.com/satyanshu404/LMSYS-Reward-System/blob/25513da349321b9467c74c45bff35cf39b47a0f2/"
     "vllm_inference.ipynb",
     "In [1]: !nvidia-smi\n"
     "| NVIDIA-SMI 535.104.05             Driver Version: 535.104.05   CUDA Version: 12.2     |\n"
     "...\n"
     "|   0  Tesla T4                       Off | 00000000:00:04.0 Off |                    0 |\n"
     "| N/A   64C    P8              10W /  70W |      0MiB / 15360MiB |      0%      Default |\n"
     "...\n"
     "|  No running processes found                                                           |\n"
     "\n"
     "In [2]: dataset_path = \"/content/nemotron_test_df.csv\"\n"
     "model_path = \"Qwen/Qwen2-7B-Instruct\"\n"
     "#model_path = \"01-ai/Yi-1.5-6B-Chat\"\n"
     "\n"
     "In [7]: model = LLM(\n"
     "    model=model_path, gpu_memory_utilization=0.9, max_model_len=2048, enable_prefix_caching=False, "
     "dtype=torch.float16, trust_remote_code=True\n"
     ")\n"
     "WARNING 07-07 11:21:39 config.py:1354] Casting torch.bfloat16 to torch.float16.\n"
     "INFO 07-07 11:21:39 llm_engine.py:169] Initializing an LLM engine (v0.5.1) with config: "
     "model='Qwen/Qwen2-7B-Instruct', speculative_config=None, tokenizer='Qwen/Qwen2-7B-Instruct', "
     "skip_tokenizer_init=False, tokenizer_mode=auto, revision=None, rope_scaling=None, rope_theta=None, "
     "tokenizer_revision=None, trust_remote_code=True, dtype=torch.float16, max_seq_len=2048, download_dir=None, "
     "load_format=LoadFormat.AUTO, tensor_parallel_size=1, pipeline_parallel_size=1, disable_custom_all_reduce=False, "
     "quantization=None, enforce_eager=False, kv_cache_dtype=auto, quantization_param_path=None, device_config=cuda, "
     "decoding_config=DecodingConfig(guided_decoding_backend='outlines'), "
     "observability_config=ObservabilityConfig(otlp_traces_endpoint=None), seed=0, "
     "served_model_name=Qwen/Qwen2-7B-Instruct, use_v2_block_manager=False, enable_prefix_caching=False)\n"
     "Special tokens have been added in the vocabulary, make sure the associated word embeddings are fine-tuned or "
     "trained.\n"
     "INFO 07-07 11:21:41 selector.py:153] Cannot use FlashAttention-2 backend for Volta and Turing GPUs.\n"
     "INFO 07-07 11:21:41 selector.py:53] Using XFormers backend.\n"
     "INFO 07-07 11:21:44 weight_utils.py:218] Using model weights format ['*.safetensors']\n"
     "INFO 07-07 11:25:16 model_runner.py:255] Loading model weights took 14.2487 GB\n"
     "---------------------------------------------------------------------------\n"
     "OutOfMemoryError                          Traceback (most recent call last)\n"
     "<ipython-input-7-2318bf60929e> in <cell line: 1>()\n"
     "----> 1 model = LLM(\n"
     "...\n"
     "/usr/local/lib/python3.10/dist-packages/vllm/engine/llm_engine.py in __init__(self, model_config, cache_config, "
     "parallel_config, scheduler_config, device_config, load_config, lora_config, multimodal_config, speculative_config, "
     "decoding_config, observability_config, executor_class, log_stats, usage_context, stat_loggers)\n"
     "    255         if not self.model_config.embedding_mode:\n"
     "--> 256             self._initialize_kv_caches()\n"
     "...\n"
     "/usr/local/lib/python3.10/dist-packages/vllm/worker/worker.py in determine_num_available_blocks(self)\n"
     "    171         # Execute a forward pass with dummy inputs to profile the memory usage\n"
     "    172         # of the model.\n"
     "--> 173         self.model_runner.profile_run()\n"
     "...\n"
     "/usr/local/lib/python3.10/dist-packages/vllm/model_executor/models/qwen2.py in forward(self, x)\n"
     "     77     def forward(self, x):\n"
     "     78         gate_up, _ = self.gate_up_proj(x)\n"
     "---> 79         x = self.act_fn(gate_up)\n"
     "...\n"
     "/usr/local/lib/python3.10/dist-packages/vllm/model_executor/layers/activation.py in forward_cuda(self, x)\n"
     "     34         d = x.shape[-1] // 2\n"
     "     35         output_shape = (x.shape[:-1] + (d, ))\n"
     "---> 36         out = torch.empty(output_shape, dtype=x.dtype, device=x.device)\n"
     "     37         ops.silu_and_mul(out, x)\n"
     "     38         return out\n"
     "OutOfMemoryError: CUDA out of memory. Tried to allocate 74.00 MiB. GPU ",
     "oom_profiling",
     {"gpu_memory_utilization": 0.9, "max_model_len": 2048, "weights_gib": 14.2487, "tried_gib": 0.07,
      "total_gib": 15.0, "dtype": "float16"},
     "weights_exceed_budget",
     "Qwen/Qwen2-7B-Instruct in fp16 (bf16 cast to fp16 on a Turing card) was loaded with vLLM 0.5.1 on a single Google "
     "Colab Tesla T4 (15360 MiB): the weights alone took 14.2487 GB, more than the 0.9 x card budget and nearly the whole "
     "card, so the start-up profiling forward pass could not get even 74 MiB for an MLP activation and the engine died in "
     "profile_run before any KV cache was sized. max_model_len=2048 was already small; the model is simply too big "
     "for a T4 in 16-bit.",
     "no fix shown in the notebook: the LLM(...) cell keeps the failing run's output, and the working engine that later "
     "cells (execution counts 57-59) generate with was built in an unsaved cell. Implied by the numbers: a smaller or "
     "4-bit quantized model (AWQ / GPTQ of Qwen2-7B, or the commented-out 6B alternative may still be tight) or a GPU "
     "with more memory; lowering max_model_len cannot help.",
     release="0.5.1", gpu="Tesla T4", gpus=1,
     command="LLM(model=\"Qwen/Qwen2-7B-Instruct\", gpu_memory_utilization=0.9, max_model_len=2048, "
             "enable_prefix_caching=False, dtype=torch.float16, trust_remote_code=True)",
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.9}, {"flag": "--max-model-len"},
                {"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--kv-cache-dtype"}],
     note="Excerpt: cells 0, 1 and 6 of vllm_inference.ipynb at commit 25513da (the notebook's only committed version; "
          "a Colab notebook, metadata gpuType 'T4'). nvidia-smi's table borders are cut to '...'; the Colab HF_TOKEN "
          "warning and hub download progress bars are dropped; the traceback's middle frames (llm.py, from_engine_args, "
          "gpu_executor, torch wrappers, model_runner.execute_model, qwen2 model / layer frames) are cut to '...'. The "
          "error line ends at 'GPU ' in the saved notebook itself (the evalue is stored cut). 'Loading model weights "
          "took 14.2487 GB' is vLLM's GiB figure; weights_gib keeps it as printed, total_gib 15.0 is nvidia-smi's "
          "15360MiB.")

# ---------------------------------------- odog96/vllm-ray-cluster: LangChain VLLM in a CPU-only CML session -> libcuda.so.1
case("vllm-ray-cluster-odog96-notebook-langchain-vllm-040-cml-cpu-session-libcuda-so1-missing",
     "https://github.com/odog96/vllm-ray-cluster/blob/9c36ea72de01fda5830c6cc5a778342da65f85dd/test_vllm.ipynb",
     "In [3]: %pip install --upgrade --quiet  vllm -q\n"
     "ERROR: Could not install packages due to an OSError: [Errno 16] Device or resource busy: "
     "'.nfs00000001898c22b600000001'\n"
     "\n"
     "Note: you may need to restart the kernel to use updated packages.\n"
     "\n"
     "In [1]: from langchain_community.llms import VLLM\n"
     "\n"
     "In [2]: llm = VLLM(\n"
     "    model=\"mosaicml/mpt-7b\",\n"
     "    trust_remote_code=True,  # mandatory for hf models\n"
     "    max_new_tokens=128,\n"
     "    top_k=10,\n"
     "    top_p=0.95,\n"
     "    temperature=0.8,\n"
     ")\n"
     "---------------------------------------------------------------------------\n"
     "ImportError                               Traceback (most recent call last)\n"
     "File ~/.local/lib/python3.9/site-packages/langchain_community/llms/vllm.py:81, in VLLM.validate_environment(cls, "
     "values)\n"
     "     80 try:\n"
     "---> 81     from vllm import LLM as VLLModel\n"
     "     82 except ImportError:\n"
     "\n"
     "File ~/.local/lib/python3.9/site-packages/vllm/__init__.py:4\n"
     "      3 from vllm.engine.arg_utils import AsyncEngineArgs, EngineArgs\n"
     "----> 4 from vllm.engine.async_llm_engine import AsyncLLMEngine\n"
     "      5 from vllm.engine.llm_engine import LLMEngine\n"
     "\n"
     "File ~/.local/lib/python3.9/site-packages/vllm/engine/async_llm_engine.py:12\n"
     "     11 from vllm.engine.arg_utils import AsyncEngineArgs\n"
     "---> 12 from vllm.engine.llm_engine import LLMEngine\n"
     "     13 from vllm.engine.ray_utils import initialize_ray_cluster, ray\n"
     "\n"
     "File ~/.local/lib/python3.9/site-packages/vllm/engine/llm_engine.py:16\n"
     "     15 from vllm.lora.request import LoRARequest\n"
     "---> 16 from vllm.model_executor.model_loader import get_architecture_class_name\n"
     "     17 from vllm.outputs import RequestOutput\n"
     "\n"
     "File ~/.local/lib/python3.9/site-packages/vllm/model_executor/model_loader.py:10\n"
     "      9 from vllm.model_executor.models import ModelRegistry\n"
     "---> 10 from vllm.model_executor.models.llava import LlavaForConditionalGeneration\n"
     "...\n"
     "File ~/.local/lib/python3.9/site-packages/vllm/model_executor/layers/activation.py:9\n"
     "      7 import torch.nn.functional as F\n"
     "----> 9 from vllm._C import ops\n"
     "     10 from vllm.model_executor.layers.quantization import QuantizationConfig\n"
     "\n"
     "ImportError: libcuda.so.1: cannot open shared object file: No such file or directory\n"
     "\n"
     "During handling of the above exception, another exception occurred:\n"
     "\n"
     "ImportError                               Traceback (most recent call last)\n"
     "Cell In[2], line 1\n"
     "----> 1 llm = VLLM(\n"
     "...\n"
     "File ~/.local/lib/python3.9/site-packages/langchain_community/llms/vllm.py:83, in VLLM.validate_environment(cls, "
     "values)\n"
     "     81     from vllm import LLM as VLLModel\n"
     "     82 except ImportError:\n"
     "---> 83     raise ImportError(\n"
     "     84         \"Could not import vllm python package. \"\n"
     "     85         \"Please install it with `pip install vllm`.\"\n"
     "     86     )\n"
     "\n"
     "ImportError: Could not import vllm python package. Please install it with `pip install vllm`.",
     "no_gpu_visible", {}, "no_gpu_visible",
     "The notebook ran in a Cloudera ML (CML) session with no NVIDIA driver: vLLM (0.4.0, installed in ~/.local) failed "
     "to import its compiled vllm._C because libcuda.so.1, the driver's library, is not in the container. The "
     "repository's design puts the notebook in the CPU head session (8 CPUs / 16 GB profile) and gives GPUs only to the "
     "Ray workers it launches with nvidia_gpu=1, so LangChain's VLLM(...) built the engine where no GPU exists; "
     "LangChain then re-raised the failure as 'Could not import vllm python package'.",
     "no fix shown in the notebook (the next cell never ran). Implied by the outputs and the repository's setup: run "
     "vLLM in a session / worker that has a GPU and its driver mounted (the repo's mistral_vllm.py on the GPU Ray "
     "workers), not in the CPU head session; reinstalling vLLM, as LangChain's message suggests, cannot help.",
     release="0.4.0 (requirements.txt pin in the same commit; not printed in the notebook)", gpu=None, gpus=0,
     command="VLLM(model=\"mosaicml/mpt-7b\", trust_remote_code=True, max_new_tokens=128, top_k=10, top_p=0.95, "
             "temperature=0.8)",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--dtype"}, {"flag": "--enforce-eager"},
                       {"flag": "--trust-remote-code"}],
     note="Excerpt: cells 0-2 of test_vllm.ipynb at commit 9c36ea7 (unchanged at HEAD 61a70d0, which only edits "
          "README.md); the execution counts are as saved (the pip cell ran last, as count 3). The llava.py frame "
          "between model_loader.py and activation.py and the LangChain / pydantic frames of the second traceback "
          "(serializable.py, pydantic/v1/main.py) are cut to '...'. Session resources and worker GPUs: the same "
          "commit's README.md and ray_start_cluster_python.py.")

BATCH.write()
