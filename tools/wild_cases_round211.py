"""Round-211 blind batch: vLLM startup failures around JUPYTER NOTEBOOKS committed to GitHub (Colab / Kaggle work),
where a later cell, commit or note shows the fix; collected by helper wild211 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round211-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the committed
material only. Excerpts are the text as the source shows it; the authors' fixes are left out of the excerpt.

Look-ups: **66, 6 OVER the budget of 60** (miscounted during the session: the two find_files pairs were left out of
the running tally; recounted from the transcript at the end): 4 ``find_string``, 3 ``search`` (code), 8 ``find_files``,
2 ``find_repos``, 49 ``fetch`` (44 snapshots brought, 5 refused: Maheendra-mj/3-day-inference-challenge, Ajmal30/Vllm,
hazalturkmen/measure-before-you-deploy, hoangphu7122002/OCR, wang-zr12/PD-Disaggregation-Eval; AmeyHengle/ANGST
'newest commit can't be listed'); no read_file; the device was not used. **4 cases from 4 repositories -- short of the
6-10 asked** (1 memory: no KV memory at gpu_memory_utilization 0.3; 3 other: FP8 KV cache on a T4, vLLM's platform
undetected in a Colab session, CUDA re-initialised in a forked EngineCore).

Method: find_string and the code ``search`` do not reach notebook outputs with vLLM errors (rounds 149 and 166 found
the same; this round's probes -- ``"evalue": "Bfloat16 is only supported``, ``"evalue": "The model's max seq len``
-- returned 0, and ``search`` returned no notebook). So repositories holding vLLM notebooks were listed with
``find_files path=<notebook name>`` (VLLM.ipynb, notebooks/vllm.ipynb, vllm_tutorial.ipynb, vllm_example.ipynb) and
``find_repos``, then fetched whole and their FULL HISTORY grepped locally (notebook outputs and commit messages),
which also shows the fix commit. Yield: 4 failed vLLM starts in ~40 notebook repositories' full histories.

Repositories fetched and scanned with no vLLM startup failure in any committed notebook version (for the lead, not
cases): galaxyhm/pratice-vllm, tzuhsiang/vllm_implement, SaikiranBSK10/Latency-Comparision-of-LLM-and-vLLM,
LittleDijkstraZ/AIMO (CUDA OOMs in a HuggingfaceLLM agent loop, not vLLM), ispahana/llm_choice, leechehao/Fine-Tuning-LLM,
Patrik1352/LLM, alexeisadohin/CytoRAG, boraderen/thesis, BoYuanVisionary/inference-on-LLMs, jaeh8nkim/decoding-speculative,
zhangmaosen/Stock-LLM, dugerij/argumentation_schemes_for_clinical_decisions, MrShevan/assignment5-alignment,
praveenperfecto/vllm (a T5 port's import errors, no launch failure), LeonLixyz/vllm_server, 666xz666/CoH-Impl,
sharvani0102/Muti-Adapter-LLM-Serving-with-vLLM, maverick0721/Optimize-and-Accelerate-LLM-Inference-With-vLLM,
ecgbeald/fyp, zhenlan0426/MathComp, aslyansky-m/SSM_reasoning, drachs/discern_finetune, NaGho/reasoning_multimodal_LLMs
(A100 OOMs in a transformers Trainer, not vLLM), stellaaaaa123/Chinese-Offensive-Language-Detection-By-LLM,
minamotooRin/Hermes, rossyaykin/RuOpinionNE, vedantpople4/LLM, atineoSE/UbiOps_experiments, Papa-Panda/llm,
SibNN/asr_eval, heepengpeng/learn-by-do, lucas-wa/ceia-devops-bootcamp, zhangnengwei123/vLLM-docker-Qwen2.
Given up: uppercaveman/vllm-learn (Colab T4 notebook, vLLM 0.4.0.post1: 'ImportError: libcuda.so.1: cannot open shared
object file' at LLM(model="THUDM/chatglm3-6b") after the author had installed CPU-only torch and conda; no later cell or
commit shows a fix -- the next notebook switches to a source build and never starts the engine); Le-Anh-Duy's commit
1636def ('0.3 left too little headroom for KV cache on Colab's dedicated GPU and was erroring' -> 0.85): no error text.

Judgement calls for the lead (each case's ``note`` says more):
1. Le-Anh-Duy/vLLM-Colab-Inference: the source is a commit message quoting the refusal with the author's own '...';
   the notebook outputs of that failing run were not committed. Kept because the brief allows a commit to carry it.
2. generalkeno-b/optimized_inferencing: NotImplementedError from the base Platform's is_async_output_supported
   (vLLM 0.7.2) labelled no_gpu_visible/no_gpu_visible -- my reading (platform detection found no CUDA), not the
   author's words; the notebook only shows the same vLLM starting on the T4 the next day without device='cuda:0'.
3. slinusc/fast_llm_inference: the fix is inferred (next commit moves runs from the notebook to a per-run CLI); the
   message itself names the cause (CUDA initialised before vLLM forked its EngineCore).
4. llm-iiserb/docs: the fix is read from the difference between the executed call in the traceback
   (gpu_memory_utilization=0.3) and the committed cell source (line removed). numbers carries 0.3 from that pasted
   call, not from vLLM's message.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round211-blind")
case = BATCH.case

NON_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]

# ------------------------------------------------ Colab T4: --kv-cache-dtype=fp8 refused (SM89+), vLLM 0.24.0
case("github-le-anh-duy-vllm-colab-t4-fp8-kv-cache-triton-sm89-v0240",
     "https://github.com/Le-Anh-Duy/vLLM-Colab-Inference/commit/ba153511120da83eec8810963a0f7091f1d0bb33",
     "Add --override to serve_from_compose.py for Colab hardware gaps (FP8/SM89+)\n"
     "\n"
     "Colab assigned a Tesla T4 (SM75) this session, and vllm correctly\n"
     "refused to start: \"FP8 KV cache is not supported by the Triton\n"
     "attention backend on Tesla T4 ... requires SM89+\". H200 (Hopper, SM90)\n"
     "supports FP8 natively, so this isn't a real problem for the actual\n"
     "submission - just a Colab-testing gap, since Colab's GPU tier varies\n"
     "per session and may lack the compute capability the flag needs.",
     "kv_cache_dtype_unsupported", {}, "kv_cache_dtype_unsupported",
     "A Colab notebook (notebooks/vllm_colab.ipynb) that installs vLLM 0.24.0 and starts the OpenAI server with the "
     "exact flags of the team's competition docker-compose.yml (Qwen3.5-2B, --max-model-len=65536, "
     "--gpu-memory-utilization=0.95, --enable-prefix-caching, --kv-cache-dtype=fp8), meant for an H200: Colab handed "
     "out a Tesla T4 (SM75) that session, and the Triton attention backend refuses an FP8 KV cache below SM89, so the "
     "engine did not start. Nothing about memory.",
     "the same commit: the notebook's launch cell detects the GPU's compute capability and, below 8.9, overrides "
     "--kv-cache-dtype to auto (new --override FLAG=VALUE option of scripts/serve_from_compose.py); the submitted "
     "compose file keeps fp8 for the H200",
     release="0.24.0 (scripts/setup_vllm.sh VLLM_VERSION default at this commit)", gpu="Tesla T4 (Colab)", gpus=1,
     command="python3 -m vllm.entrypoints.openai.api_server --model=/model --served-model-name=Qwen3.5-2B "
             "--host=0.0.0.0 --port=8000 --max-model-len=65536 --gpu-memory-utilization=0.95 "
             "--tensor-parallel-size=1 --enable-prefix-caching --no-enable-log-requests --kv-cache-dtype=fp8 "
             "(docker/docker-compose.yml at this commit, replayed by scripts/serve_from_compose.py)",
     forbidden=NON_MEMORY + [{"flag": "--tensor-parallel-size", "above": 1}],
     note="The commit message's first two paragraphs as written (the rest explains the --override design, i.e. the "
          "fix). The error is the author's quotation with their own '...' in it, not a pasted log; the notebook "
          "outputs of that run were not committed (running_results/ holds only an earlier, successful run). Command "
          "filled from the compose file at the same commit (not in the excerpt). --kv-cache-dtype is the RIGHT flag "
          "here (set it to auto), so it is not forbidden; a memory or length flag changes nothing")

# ------------------------------------------------ Colab: vLLM 0.7.2 platform undetected -> NotImplementedError at LLM(...)
case("github-generalkeno-b-optimized-inferencing-colab-vicuna-7b-async-output-notimplemented-v072",
     "https://github.com/generalkeno-b/optimized_inferencing/blob/b19667d634ad41f42f26b66ce69850274f2837a2/VLLM.ipynb",
     "# Create an LLM.\n"
     "llm = LLM(model=\"lmsys/vicuna-7b-v1.3\", device = \"cuda:0\")\n"
     "...\n"
     "INFO 02-19 19:24:55 config.py:542] This model supports multiple tasks: {'classify', 'generate', 'reward', "
     "'score', 'embed'}. Defaulting to 'generate'.\n"
     "---------------------------------------------------------------------------\n"
     "NotImplementedError                       Traceback (most recent call last)\n"
     "...\n"
     "/usr/local/lib/python3.11/dist-packages/vllm/config.py in verify_async_output_proc(self, parallel_config, "
     "speculative_config, device_config)\n"
     "    675         # If the feature combo become valid\n"
     "    676         from vllm.platforms import current_platform\n"
     "--> 677         if not current_platform.is_async_output_supported(self.enforce_eager):\n"
     "    678             logger.warning(\n"
     "    679                 \"Async output processing is not supported on the \"\n"
     "\n"
     "/usr/local/lib/python3.11/dist-packages/vllm/platforms/interface.py in is_async_output_supported(cls, "
     "enforce_eager)\n"
     "    199         Check if the current platform supports async output.\n"
     "    200         \"\"\"\n"
     "--> 201         raise NotImplementedError\n"
     "    202 \n"
     "    203     @classmethod\n"
     "\n"
     "NotImplementedError: ",
     "no_gpu_visible", {}, "no_gpu_visible",
     "A Colab notebook (metadata: gpuType T4) trying Medusa speculative decoding with lmsys/vicuna-7b-v1.3 on "
     "vLLM 0.7.2: in the session of 19 February the LLM(...) cell failed while vLLM built its ModelConfig -- the "
     "base Platform class's is_async_output_supported raised NotImplementedError, which happens when vLLM's platform "
     "detection resolved no CUDA platform (the 'unspecified' platform); the device='cuda:0' argument does not select "
     "the platform in this release. No weights were loaded and no memory was involved.",
     "the notebook's later run (20 February, cell 2, with the cells re-ordered): LLM(...) without the device "
     "argument, in a session where vLLM found the CUDA platform, started cleanly on the T4 "
     "('Initializing a V0 LLM engine (v0.7.2) ... device_config=cuda', 'Cannot use FlashAttention-2 backend for "
     "Volta and Turing GPUs', 'total_gpu_memory (14.74GiB)', '# CUDA blocks: 1167') and generated text",
     release="0.7.2 (the notebook's later successful start logs 'Initializing a V0 LLM engine (v0.7.2)')",
     gpu="Tesla T4 (Colab; the failing session's GPU is not printed)", gpus=1,
     command="LLM(model=\"lmsys/vicuna-7b-v1.3\", device = \"cuda:0\")",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--dtype"}, {"flag": "--quantization"}],
     note="Cell 13 of the notebook as committed (first commit b19667d; ANSI colour codes removed): the launch line from "
          "the cell's source, then its output; dropped: the cell's other source lines (prompts, SamplingParams) and "
          "the ipython-input frame and the llm.py / arg_utils.py frames between the traceback head and config.py's "
          "frame. Cell 9 (LLM('./vicuna-7b-v1.3-FP8-Dynamic', device='cuda:0'), 02-19 19:46) fails the same way; "
          "counted once. Judgement call: the notebook does not say why the platform went undetected (a session without "
          "a GPU attached, or vLLM imported before it was) -- only that the same vLLM started cleanly on the T4 the "
          "next day without device=; cause no_gpu_visible is my reading of the NotImplementedError in the base "
          "Platform class, not the author's words. Dropping device='cuda:0' alone is not shown to be the fix")

# ------------------------------------------------ Jupyter on a cloud GPU: V1 EngineCore forked after CUDA init, v0.8.5.post1
case("github-slinusc-fast-llm-inference-notebook-llama31-8b-bnb-cuda-fork-reinit-v085",
     "https://github.com/slinusc/fast_llm_inference/blob/f8ed72b232f8e46e850d33bb9b6be9c5461fbebb/experiments1_2_3.ipynb",
     "INFO 05-24 08:54:05 [core.py:58] Initializing a V1 LLM engine (v0.8.5.post1) with config: "
     "model='/home/ubuntu/fast_llm_inference/models/llama-3.1-8B-Instruct-4bit', ...\n"
     "WARNING 05-24 08:54:05 [utils.py:2522] Methods determine_num_available_blocks,device_config,"
     "get_cache_block_size_bytes,initialize_cache not implemented in <vllm.v1.worker.gpu_worker.Worker object at "
     "0x778114ff65d0>\n"
     "ERROR 05-24 08:54:05 [core.py:396] EngineCore failed to start.\n"
     "ERROR 05-24 08:54:05 [core.py:396] Traceback (most recent call last):\n"
     "...\n"
     "ERROR 05-24 08:54:05 [core.py:396]   File \"/home/ubuntu/fastllm_venv/lib/python3.11/site-packages/vllm/v1/"
     "worker/gpu_worker.py\", line 125, in init_device\n"
     "ERROR 05-24 08:54:05 [core.py:396]     torch.cuda.set_device(self.device)\n"
     "ERROR 05-24 08:54:05 [core.py:396]   File \"/home/ubuntu/fastllm_venv/lib/python3.11/site-packages/torch/cuda/"
     "__init__.py\", line 476, in set_device\n"
     "ERROR 05-24 08:54:05 [core.py:396]     torch._C._cuda_setDevice(device)\n"
     "ERROR 05-24 08:54:05 [core.py:396]   File \"/home/ubuntu/fastllm_venv/lib/python3.11/site-packages/torch/cuda/"
     "__init__.py\", line 305, in _lazy_init\n"
     "ERROR 05-24 08:54:05 [core.py:396]     raise RuntimeError(\n"
     "ERROR 05-24 08:54:05 [core.py:396] RuntimeError: Cannot re-initialize CUDA in forked subprocess. To use CUDA "
     "with multiprocessing, you must use the 'spawn' start method\n"
     "...\n"
     "RuntimeError: Engine core initialization failed. See root cause above.",
     "cuda_fork_reinit", {}, "cuda_fork_reinit",
     "A benchmarking notebook (LLM backends compared on one cloud GPU, vLLM 0.8.5.post1, V1 engine) built "
     "ModelBenchmark(backend='vllm', ...) for a bitsandbytes 4-bit Llama-3.1-8B in a Jupyter kernel that had already "
     "initialised CUDA (earlier cells had run vLLM and torch.cuda calls in the same kernel; the class itself calls "
     "torch.cuda and NVML in __init__); vLLM V1 forked its EngineCore process, and the child could not "
     "re-initialise CUDA. No memory or config problem: the same model had started in a fresh kernel on 05-19 "
     "(cell 16, 'GPU KV cache size: 106,880 tokens').",
     "not shown in the notebook itself: the cell's error stays in its output; the author's next commit (a46d1ff, 'cli "
     "wrapper and yaml config') moves the runs out of the notebook into launch_benchmark.py + config.yaml, one "
     "ModelBenchmark per fresh process, and the moved notebook (experiments/experiments1_2_3.ipynb) keeps only the "
     "fresh-kernel start that worked. The message's own remedy is the 'spawn' start method "
     "(VLLM_WORKER_MULTIPROC_METHOD=spawn) or not touching CUDA before the engine starts",
     release="0.8.5.post1 (the log's 'Initializing a V1 LLM engine (v0.8.5.post1)')", gpu=None, gpus=1,
     command="ModelBenchmark(backend=\"vllm\", model_name=\"llama-3.1-8B-Instruct-4bit\", "
             "model_path=\"/home/ubuntu/fast_llm_inference/models/llama-3.1-8B-Instruct-4bit\", "
             "base_path=\"/home/ubuntu/fast_llm_inference/\", verbose=False) -> LLM(model=..., "
             "trust_remote_code=True, gpu_memory_utilization=0.95, max_model_len=2048) (benchmark/backends/"
             "vllm_backend.py at the same commit)",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--quantization"}],
     note="Cell 22's output as committed at f8ed72b (stderr stream then the error output; ANSI codes removed): "
          "dropped: the long config tail of the 'Initializing' line (after model=...; shown as '...'), the "
          "traceback frames between 'Traceback' and gpu_worker.py (core.py, executor_base.py, uniproc_executor.py, "
          "utils.py, worker_base.py), the repeated raise lines and the ipython traceback through llm.py before the "
          "final RuntimeError. Cell 23 (08:47:56, same kernel, same model) failed identically: counted once. The GPU "
          "is not printed in this cell (the repo's later lookup table and an 'A30' commit suggest an A30; not used). "
          "Judgement call: the fix is inferred from the next commit (the notebook runs replaced by a CLI launched "
          "per run), not stated by the author")

# ------------------------------------------------ Jupyter: LangChain VLLM wrapper, gpu_memory_utilization=0.3 -> 0 GPU blocks
case("github-llm-iiserb-docs-langchain-vllm-mistral-7b-util-03-no-cache-blocks",
     "https://github.com/llm-iiserb/docs/blob/153ef2a2383d9dd916916a0ffd23535998fd5a0c/vllm.ipynb",
     "WARNING 01-31 14:57:46 config.py:457] Casting torch.bfloat16 to torch.float16.\n"
     "INFO 01-31 14:57:46 llm_engine.py:70] Initializing an LLM engine with config: "
     "model='mistralai/Mistral-7B-Instruct-v0.2', tokenizer='mistralai/Mistral-7B-Instruct-v0.2', "
     "tokenizer_mode=auto, revision=None, tokenizer_revision=None, trust_remote_code=True, dtype=torch.float16, "
     "max_seq_len=32768, download_dir=None, load_format=auto, tensor_parallel_size=1, quantization=None, "
     "enforce_eager=False, seed=0)\n"
     "INFO 01-31 14:57:56 llm_engine.py:275] # GPU blocks: 0, # CPU blocks: 2048\n"
     "---------------------------------------------------------------------------\n"
     "ValidationError                           Traceback (most recent call last)\n"
     "Cell In[1], line 3\n"
     "      1 from langchain.llms import VLLM\n"
     "----> 3 llm = VLLM(model=\"mistralai/Mistral-7B-Instruct-v0.2\",\n"
     "      4            trust_remote_code=True,  # mandatory for hf models\n"
     "      5            max_new_tokens=128,\n"
     "      6            top_k=10,\n"
     "      7            top_p=0.95,\n"
     "      8            temperature=0.8,\n"
     "      9            gpu_memory_utilization=0.3,\n"
     "     10            dtype=\"float16\",\n"
     "     11            # tensor_parallel_size=... # for distributed inference\n"
     "     12 )\n"
     "...\n"
     "ValidationError: 1 validation error for VLLM\n"
     "__root__\n"
     "  No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when initializing the "
     "engine. (type=value_error)",
     "no_kv_memory", {"gpu_memory_utilization": 0.3}, "util_too_low",
     "An institute's document-QA project (Jupyter on a local workstation, conda env 'scrape'; another notebook of the "
     "repo detects a compute-capability 8.6 GPU) loading mistralai/Mistral-7B-Instruct-v0.2 in float16 through "
     "LangChain's VLLM wrapper (vLLM of January 2024, V0) with gpu_memory_utilization=0.3: the 7B model's float16 "
     "weights (about 14.5 GB) alone took more than 30% of the card, so the profile left nothing for the KV cache "
     "('# GPU blocks: 0') and the engine refused; LangChain re-raised it as a pydantic ValidationError.",
     "the same cell as committed: its source no longer passes gpu_memory_utilization=0.3 (the traceback, printed from "
     "the source that ran, still shows it), i.e. back to vLLM's default 0.9; the output of the edited cell was not "
     "re-run before the commit",
     release="not stated (vLLM of January 2024: 'Initializing an LLM engine with config' without a version, V0)",
     gpu="not named (compute capability 8.6 per the repo's other notebook)", gpus=1,
     command="VLLM(model=\"mistralai/Mistral-7B-Instruct-v0.2\", trust_remote_code=True, max_new_tokens=128, "
             "top_k=10, top_p=0.95, temperature=0.8, gpu_memory_utilization=0.3, dtype=\"float16\") "
             "(langchain.llms.VLLM)",
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.3}, {"flag": "--max-model-len"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size", "above": 1}],
     note="The notebook's only code cell, output as committed (ANSI codes removed): dropped: the tqdm/ray "
          "'Missing packages' warnings before the engine lines, and the LangChain serializable.py / pydantic "
          "main.py frames between the call and the final ValidationError. The call shown is the traceback's "
          "(what ran); the cell's committed source lacks the gpu_memory_utilization=0.3 line -- that edit is the "
          "fix, read from the diff between source and traceback, not stated in words. gpu_memory_utilization 0.3 "
          "is taken from the pasted call in the traceback, not from vLLM's message. A shorter --max-model-len or an "
          "fp8 KV cache cannot help when zero blocks fit; TP is not the fix for a one-GPU workstation")

if __name__ == "__main__":
    BATCH.write()
