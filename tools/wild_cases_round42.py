"""Round-42 blind batch: vLLM launch failures from vLLM's own GitHub tracker, read from a LOCAL archive of issue bodies
(the bare git mirror /work/.mirror/yunwei37+vllm-exp/repo, whose bug-study/ JSON files keep each issue's number, title
and body but no comments), collected by helper wild42 and NOT graded by the collector -> tests/golden/wild/<id>.json,
each marked ``"batch": "round42-blind"``; the lead grades it once (``python tests/wild_grade.py round42``). A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round27.py-29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or
the test suite on these excerpts, and did not read kvroom's source (src/, tests/*.py); every expectation (kind, printed
numbers, cause, fixes that would be wrong for that user) was written from the issue body only. Because the archive keeps
no comments, a case was taken only where the pasted log ITSELF makes the cause conclusive (vLLM's or the runtime's own
error text plus the command / config / environment lines the reporter pasted); fix_that_worked is then the fix the log
points to, marked "(no comment stored)" where no maintainer's word or reporter's confirmation is in the body. Excerpts
are the issue body as stored (markdown fences kept); where lines in between were dropped the excerpt shows ``...`` and
the note says so; caret-only lines of Python 3.11+ tracebacks (``^^^^``) are left out; the reporters' fix attempts are
not in the excerpts.

Sources and look-ups: no search, find_string, read_file or fetch call (the session's search budget is spent). The
archive was read with ``git show HEAD:<path>`` over its 367 vLLM JSON files (1,416 distinct issues); every issue number
in /work/coord/USED_SOURCES.txt, every number named anywhere in tests/golden/wild/BLIND.md (its skip lists included, read
conservatively: any ``#N`` or ``vllm#N``/``vllm-N``) and every vllm-N fixture id were removed first (1,075 numbers; 184 of
them are in the archive), leaving 1,232; those were scanned with regular expressions for launch-failure texts (README's message_kind rows) and the hits read
in the order of the scan (issue number order within each text class). 15 cases.

**Short of the memory half: 1 memory case of 15.** The archive's memory bodies are mined out: after the exclusions, the
only bodies with vLLM's KV / no-KV-memory / free-memory / CUDA-OOM texts were a CI failure (vllm#20148), a Ray-worker
crash after start (vllm#16259) and a TPU XLA "scoped vmem limit exceeded" compiler bug (vllm#19490, the log itself says
"please file a bug against XLA"; not a device-memory failure any flag fixes); none taken. The one memory case is a
Neuron (inf2) KV-cache allocation failure.

Judgement calls for the lead (each case's ``note`` says more):
1. Kinds that do not fit exactly, the closest used: the Neuron runtime's "nrt_tensor_allocate status=4 message=
   \"Allocation Failure\"" inside transformers-neuronx's init_caches (vllm-12443) -> oom_kv_cache (the device has no
   room for the KV cache; oom_loading is the alternative, since transformers-neuronx allocates the caches inside its
   to_neuron() weight load); V0's "NameError: name 'vllm_cache_ops' is not defined" from a source checkout
   (vllm-4083) -> vllm_extension_import_failed (vllm._C was never built, _custom_ops swallowed the ImportError; no row
   reads the NameError; vllm_check_failed is the alternative); transformer_engine's undefined c10 symbol in the NGC
   PyTorch 22.12 container (vllm-442) -> torch_abi_mismatch (the extension is Transformer Engine's, not vLLM's; the
   torch under it is the one vLLM's install pulled in over NGC's build).
2. Causes told by the log and the reporter's own environment lines, not by a stored answer: the three port cases
   (vllm-9556, -9225, -8204) are port_in_use by the text; vllm-8204 (a maintainer's CI report) shows the holder is
   vLLM's own engine process, and vllm-9556/-9225 say the error appears only with PP 2 / TP 2, which fits the same
   story (a port taken during engine setup), but no fix is stored for them.
3. Several weight-loading mismatches in a row (vllm-8736, -11122, -11839, -17358) because the scan brought them in
   that order; their real causes (release's InternVL/InternLM2 AWQ path, a GGUF draft model's lm_head, MiniCPM-o's GPTQ
   resampler) are told by the traceback only.
4. vllm-13283 shows two failed launches of one model folder; only the second (vLLM's "Unknown quantization method: ."
   for an MLX 4-bit checkpoint) is a case; the first (transformers' missing configuration_deepseek.py) is kept in the
   excerpt as the lead-in, as the reporter pasted it.
5. vllm-15592 holds a collect_env.py run from a source folder (No module named 'vllm._C') before the launch; only the
   launch (GLIBC_2.32 not found by the installed wheel's _C.abi3.so) is the case and the excerpt starts at the wheel.
6. Traps: every non-memory case forbids memory levers; the Neuron case forbids a utilization change (it has no effect
   on transformers-neuronx's cache size) and any length above 2048.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round42-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]

EX_9556 = (
    'GPU models and configuration: \n'
    'GPU 0: NVIDIA L40S\n'
    'GPU 1: NVIDIA L40S\n'
    'GPU 2: NVIDIA L40S\n'
    'GPU 3: NVIDIA L40S\n'
    'GPU 4: NVIDIA L40S\n'
    'GPU 5: NVIDIA L40S\n'
    'GPU 6: NVIDIA L40S\n'
    'GPU 7: NVIDIA L40S\n'
    '\n'
    '...\n'
    'vLLM Version: 0.6.1.dev238+ge2c6e0a82\n'
    '...\n'
    '**the command:** \n'
    '\n'
    'vllm serve MODELPATH --dtype auto --api-key TOKEN --tensor-parallel-size 4 --pipeline-parallel-size 2  --gpu-memory-utilization 0.90 --enable_prefix_caching --max_model_len 8192\n'
    '\n'
    '**returns the error:**\n'
    'INFO:     Waiting for application startup.\n'
    'INFO:     Application startup complete.\n'
    "ERROR:    [Errno 98] error while attempting to bind on address ('0.0.0.0', 8000): address already in use\n"
    'INFO:     Waiting for application shutdown.\n'
    'INFO:     Application shutdown complete.\n'
    '(VllmWorkerProcess pid=29772) INFO 10-21 15:37:38 multiproc_worker_utils.py:244] Worker exiting\n'
    '(VllmWorkerProcess pid=29774) INFO 10-21 15:37:38 multiproc_worker_utils.py:244] Worker exiting\n'
    '(VllmWorkerProcess pid=29771) INFO 10-21 15:37:38 multiproc_worker_utils.py:244] Worker exiting\n'
    '(VllmWorkerProcess pid=29773) INFO 10-21 15:37:38 multiproc_worker_utils.py:244] Worker exiting\n'
    '/usr/lib/python3.12/multiprocessing/resource_tracker.py:254: UserWarning: resource_tracker: There appear to be 1 leaked shared_memory objects to clean up at shutdown\n'
    "  warnings.warn('resource_tracker: There appear to be %d '\n"
    'ERROR 10-21 15:37:40 multiproc_worker_utils.py:120] Worker VllmWorkerProcess pid 29772 died, exit code: 1\n'
    'INFO 10-21 15:37:40 multiproc_worker_utils.py:124] Killing local vLLM worker processes'
)

EX_9225 = (
    'INFO:     Started server process [11912]\n'
    'INFO:     Waiting for application startup.\n'
    'INFO:     Application startup complete.\n'
    "ERROR:    [Errno 98] error while attempting to bind on address ('0.0.0.0', 8080): address already in use\n"
    'INFO:     Waiting for application shutdown.\n'
    'INFO:     Application shutdown complete.\n'
    '\n'
    'My command to start vllm:\n'
    '```\n'
    'python3 -m vllm.entrypoints.openai.api_server --model hugging-quants/Meta-Llama-3.1-70B-Instruct-AWQ-INT4 \\\n'
    '        --host 0.0.0.0 --port 8080  --seed 42 --trust-remote-code --disable-frontend-multiprocessing \\\n'
    '        --enable-chunked-prefill --tensor-parallel-size 2 --max-model-len 98304 >> "$LOG_FILE" 2>&1 &\n'
    '```\n'
    '\n'
    'If I change tensor-parallel-size from 2 to 1, no such issue.\n'
    '\n'
    'docker image in use is "vllm/vllm-openai:v0.6.2".'
)

EX_8204 = (
    '> [2024-09-05T00:38:34Z] INFO:     Started server process [60858]\n'
    '> --\n'
    '> \xa0 | [2024-09-05T00:38:34Z] INFO:     Waiting for application startup.\n'
    '> \xa0 | [2024-09-05T00:38:34Z] INFO:     Application startup complete.\n'
    "> \xa0 | [2024-09-05T00:38:34Z] ERROR:    [Errno 98] error while attempting to bind on address ('0.0.0.0', 44319): [errno 98] address already in use\n"
    '> \xa0 | [2024-09-05T00:38:34Z] INFO:     Waiting for application shutdown.\n'
    '> \xa0 | [2024-09-05T00:38:34Z] INFO:     Application shutdown complete.\n'
    "> \xa0 | [2024-09-05T00:38:34Z] DEBUG 09-04 17:38:34 launcher.py:64] port 44319 is used by process psutil.Process(pid=60914, name='pt_main_thread', status='sleeping', started='17:37:05') launched with command:\n"
    '> \xa0 | [2024-09-05T00:38:34Z] DEBUG 09-04 17:38:34 launcher.py:64] /usr/bin/python3 -c from multiprocessing.spawn import spawn_main; spawn_main(tracker_fd=16, pipe_handle=18) --multiprocessing-fork\n'
    '...\n'
    '> [2024-09-05T00:37:05Z] INFO 09-04 17:37:05 api_server.py:160] Multiprocessing frontend to use ipc:///tmp/b6851f4d-4d78-46b8-baba-ae179b0088c2 for RPC Path.\n'
    '> --\n'
    '> \xa0 | [2024-09-05T00:37:05Z] INFO 09-04 17:37:05 api_server.py:176] Started engine process with PID 60914'
)

EX_4163 = (
    '```text\n'
    'Traceback (most recent call last):\n'
    '  File "inference.py", line 355, in <module>\n'
    '    data_all_with_response = get_pred_func(data=data_all, task_prompt=task_prompt,\\\n'
    '  File "inference.py", line 24, in get_pred_vllm\n'
    '    from vllm import LLM, SamplingParams\n'
    '  File "/usr/local/lib/python3.8/dist-packages/vllm/__init__.py", line 3, in <module>\n'
    '    from vllm.engine.arg_utils import AsyncEngineArgs, EngineArgs\n'
    '  File "/usr/local/lib/python3.8/dist-packages/vllm/engine/arg_utils.py", line 6, in <module>\n'
    '    from vllm.config import (CacheConfig, ModelConfig, ParallelConfig,\n'
    '  File "/usr/local/lib/python3.8/dist-packages/vllm/config.py", line 9, in <module>\n'
    '    from vllm.utils import get_cpu_memory, is_hip\n'
    '  File "/usr/local/lib/python3.8/dist-packages/vllm/utils.py", line 8, in <module>\n'
    '    from vllm._C import cuda_utils\n'
    'ImportError: /usr/local/lib/python3.8/dist-packages/vllm/_C.cpython-38-x86_64-linux-gnu.so: undefined symbol: _ZN2at4_ops15to_dtype_layout4callERKNS_6TensorEN3c108optionalINS5_10ScalarTypeEEENS6_INS5_6LayoutEEENS6_INS5_6DeviceEEENS6_IbEEbbNS6_INS5_12MemoryFormatEEE```\n'
    '\n'
    '\n'
    '### How you are installing vllm\n'
    '\n'
    '```sh\n'
    'export VLLM_VERSION=0.2.4\n'
    'export PYTHON_VERSION=38\n'
    'pip install https://github.com/vllm-project/vllm/releases/download/v${VLLM_VERSION}/vllm-${VLLM_VERSION}+cu118-cp${PYTHON_VERSION}-cp${PYTHON_VERSION}-manylinux1_x86_64.whl --extra-index-url https://download.pytorch.org/whl/cu118\n'
    '```'
)

EX_15286 = (
    'My operation system is Windows, and i use anaconda3 to manage my virtual environment and site-packages. I create a new virtual environment with python 3.10.\n'
    '\n'
    'I ran the command  ```pip install vllm``` to install vllm in my system\n'
    'The installation process is smooth, and it seems that i successfully installed vllm.\n'
    'However, when i tried to run ```vllm serve "Qwen/Qwen2.5-VL-7B-Instruct"```,  it occured such bug:\n'
    '```\n'
    'INFO 03-21 17:22:05 [__init__.py:256] Automatically detected platform cuda.\n'
    'Traceback (most recent call last):\n'
    '  File "C:\\Users\\Admin\\anaconda3\\envs\\vllm\\lib\\runpy.py", line 196, in _run_module_as_main\n'
    '    return _run_code(code, main_globals, None,\n'
    '  File "C:\\Users\\Admin\\anaconda3\\envs\\vllm\\lib\\runpy.py", line 86, in _run_code\n'
    '    exec(code, run_globals)\n'
    '  File "C:\\Users\\Admin\\anaconda3\\envs\\vllm\\Scripts\\vllm.exe\\__main__.py", line 4, in <module>\n'
    '  File "C:\\Users\\Admin\\anaconda3\\envs\\vllm\\lib\\site-packages\\vllm\\__init__.py", line 11, in <module>\n'
    '    from vllm.engine.arg_utils import AsyncEngineArgs, EngineArgs\n'
    '  File "C:\\Users\\Admin\\anaconda3\\envs\\vllm\\lib\\site-packages\\vllm\\engine\\arg_utils.py", line 22, in <module>\n'
    '    from vllm.executor.executor_base import ExecutorBase\n'
    '  File "C:\\Users\\Admin\\anaconda3\\envs\\vllm\\lib\\site-packages\\vllm\\executor\\executor_base.py", line 16, in <module>\n'
    '    from vllm.model_executor.layers.sampler import SamplerOutput\n'
    '  File "C:\\Users\\Admin\\anaconda3\\envs\\vllm\\lib\\site-packages\\vllm\\model_executor\\layers\\sampler.py", line 23, in <module>\n'
    '    from vllm.spec_decode.metrics import SpecDecodeWorkerMetrics\n'
    '  File "C:\\Users\\Admin\\anaconda3\\envs\\vllm\\lib\\site-packages\\vllm\\spec_decode\\metrics.py", line 9, in <module>\n'
    '    from vllm.model_executor.layers.spec_decode_base_sampler import (\n'
    '  File "C:\\Users\\Admin\\anaconda3\\envs\\vllm\\lib\\site-packages\\vllm\\model_executor\\layers\\spec_decode_base_sampler.py", line 10, in <module>\n'
    '    from vllm.platforms import current_platform\n'
    '  File "C:\\Users\\Admin\\anaconda3\\envs\\vllm\\lib\\site-packages\\vllm\\platforms\\__init__.py", line 288, in __getattr__\n'
    '    _current_platform = resolve_obj_by_qualname(\n'
    '  File "C:\\Users\\Admin\\anaconda3\\envs\\vllm\\lib\\site-packages\\vllm\\utils.py", line 1899, in resolve_obj_by_qualname\n'
    '    module = importlib.import_module(module_name)\n'
    '  File "C:\\Users\\Admin\\anaconda3\\envs\\vllm\\lib\\importlib\\__init__.py", line 126, in import_module\n'
    '    return _bootstrap._gcd_import(name[level:], package, level)\n'
    '  File "C:\\Users\\Admin\\anaconda3\\envs\\vllm\\lib\\site-packages\\vllm\\platforms\\cuda.py", line 15, in <module>\n'
    '    import vllm._C  # noqa\n'
    "ModuleNotFoundError: No module named 'vllm._C'\n"
    '```\n'
    '\n'
    '\n'
    '### How you are installing vllm\n'
    '\n'
    '```sh\n'
    'pip install vllm\n'
    '```'
)

EX_15592 = (
    'Additionally, I downloaded a .whl file to install the environment using the command:\n'
    '\n'
    'pip install vllm-0.8.3.dev166%2Bg29930428e.cu128-cp312-cp312-linux_x86_64.whl  \n'
    '\n'
    'The installation completed without any errors, but when I attempted to deploy a local model, the following command:\n'
    '\n'
    'python -m vllm.entrypoints.openai.api_server --model /mnt/qy-test/pvc-cd37befa-daf6-42c1-80f5-70b54cbbf302/qwen-QwQ --trust-remote-code --host 0.0.0.0 --port 8080 \n'
    '\n'
    'resulted in an error：\n'
    '\n'
    'INFO 03-27 10:47:18 [__init__.py:239] Automatically detected platform cuda.\n'
    'Traceback (most recent call last):\n'
    '  File "<frozen runpy>", line 189, in _run_module_as_main\n'
    '  File "<frozen runpy>", line 112, in _get_module_details\n'
    '  File "/mnt/qy-test/envs/conda/envs/vllm3/lib/python3.12/site-packages/vllm/__init__.py", line 11, in <module>\n'
    '    from vllm.engine.arg_utils import AsyncEngineArgs, EngineArgs\n'
    '  File "/mnt/qy-test/envs/conda/envs/vllm3/lib/python3.12/site-packages/vllm/engine/arg_utils.py", line 22, in <module>\n'
    '    from vllm.executor.executor_base import ExecutorBase\n'
    '  File "/mnt/qy-test/envs/conda/envs/vllm3/lib/python3.12/site-packages/vllm/executor/executor_base.py", line 16, in <module>\n'
    '    from vllm.model_executor.layers.sampler import SamplerOutput\n'
    '  File "/mnt/qy-test/envs/conda/envs/vllm3/lib/python3.12/site-packages/vllm/model_executor/layers/sampler.py", line 23, in <module>\n'
    '    from vllm.spec_decode.metrics import SpecDecodeWorkerMetrics\n'
    '  File "/mnt/qy-test/envs/conda/envs/vllm3/lib/python3.12/site-packages/vllm/spec_decode/metrics.py", line 9, in <module>\n'
    '    from vllm.model_executor.layers.spec_decode_base_sampler import (\n'
    '  File "/mnt/qy-test/envs/conda/envs/vllm3/lib/python3.12/site-packages/vllm/model_executor/layers/spec_decode_base_sampler.py", line 10, in <module>\n'
    '    from vllm.platforms import current_platform\n'
    '  File "/mnt/qy-test/envs/conda/envs/vllm3/lib/python3.12/site-packages/vllm/platforms/__init__.py", line 271, in __getattr__\n'
    '    _current_platform = resolve_obj_by_qualname(\n'
    '  File "/mnt/qy-test/envs/conda/envs/vllm3/lib/python3.12/site-packages/vllm/utils.py", line 1905, in resolve_obj_by_qualname\n'
    '    module = importlib.import_module(module_name)\n'
    '  File "/mnt/qy-test/envs/conda/envs/vllm3/lib/python3.12/importlib/__init__.py", line 90, in import_module\n'
    '    return _bootstrap._gcd_import(name[level:], package, level)\n'
    '  File "/mnt/qy-test/envs/conda/envs/vllm3/lib/python3.12/site-packages/vllm/platforms/cuda.py", line 15, in <module>\n'
    '    import vllm._C  # noqa\n'
    "ImportError: /lib64/libc.so.6: version `GLIBC_2.32' not found (required by /mnt/qy-test/envs/conda/envs/vllm3/lib/python3.12/site-packages/vllm/_C.abi3.so)"
)

EX_442 = (
    'docker: `nvcr.io/nvidia/pytorch:22.12-py3`\n'
    'command: `python -m vllm.entrypoints.openai.api_server --host [0.0.0.0](http://0.0.0.0/) --port 8080`\n'
    'Error:\n'
    '```\n'
    'root@ip-172-31-1-200:/workspace# python -m vllm.entrypoints.openai.api_server --host 0.0.0.0 --port 8080\n'
    'Traceback (most recent call last):\n'
    '  File "/usr/lib/python3.8/runpy.py", line 194, in _run_module_as_main\n'
    '    return _run_code(code, main_globals, None,\n'
    '  File "/usr/lib/python3.8/runpy.py", line 87, in _run_code\n'
    '    exec(code, run_globals)\n'
    '  File "/usr/local/lib/python3.8/dist-packages/vllm/entrypoints/openai/api_server.py", line 17, in <module>\n'
    '    from fastchat.model.model_adapter import get_conversation_template\n'
    '  File "/usr/local/lib/python3.8/dist-packages/fastchat/model/__init__.py", line 1, in <module>\n'
    '    from fastchat.model.model_adapter import (\n'
    '  File "/usr/local/lib/python3.8/dist-packages/fastchat/model/model_adapter.py", line 13, in <module>\n'
    '    import accelerate\n'
    '  File "/usr/local/lib/python3.8/dist-packages/accelerate/__init__.py", line 3, in <module>\n'
    '    from .accelerator import Accelerator\n'
    '  File "/usr/local/lib/python3.8/dist-packages/accelerate/accelerator.py", line 34, in <module>\n'
    '    from .checkpointing import load_accelerator_state, load_custom_state, save_accelerator_state, save_custom_state\n'
    '  File "/usr/local/lib/python3.8/dist-packages/accelerate/checkpointing.py", line 24, in <module>\n'
    '    from .utils import (\n'
    '  File "/usr/local/lib/python3.8/dist-packages/accelerate/utils/__init__.py", line 112, in <module>\n'
    '    from .launch import (\n'
    '  File "/usr/local/lib/python3.8/dist-packages/accelerate/utils/launch.py", line 27, in <module>\n'
    '    from ..utils.other import merge_dicts\n'
    '  File "/usr/local/lib/python3.8/dist-packages/accelerate/utils/other.py", line 24, in <module>\n'
    '    from .transformer_engine import convert_model\n'
    '  File "/usr/local/lib/python3.8/dist-packages/accelerate/utils/transformer_engine.py", line 21, in <module>\n'
    '    import transformer_engine.pytorch as te\n'
    '  File "/usr/local/lib/python3.8/dist-packages/transformer_engine/__init__.py", line 7, in <module>\n'
    '    from . import pytorch\n'
    '  File "/usr/local/lib/python3.8/dist-packages/transformer_engine/pytorch/__init__.py", line 6, in <module>\n'
    '    from .module import LayerNormLinear\n'
    '  File "/usr/local/lib/python3.8/dist-packages/transformer_engine/pytorch/module.py", line 16, in <module>\n'
    '    import transformer_engine_extensions as tex\n'
    'ImportError: /usr/local/lib/python3.8/dist-packages/transformer_engine_extensions.cpython-38-x86_64-linux-gnu.so: undefined symbol: _ZN3c106detail23torchInternalAssertFailEPKcS2_jS2_RKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE\n'
    '```'
)

EX_8736 = (
    'Process SpawnProcess-1:\n'
    'Traceback (most recent call last):\n'
    '  File "/usr/lib/python3.12/multiprocessing/process.py", line 314, in _bootstrap\n'
    '    self.run()\n'
    '  File "/usr/lib/python3.12/multiprocessing/process.py", line 108, in run\n'
    '    self._target(*self._args, **self._kwargs)\n'
    '  File "/usr/local/lib/python3.12/dist-packages/vllm/engine/multiprocessing/engine.py", line 319, in run_mp_engine\n'
    '    engine = MQLLMEngine.from_engine_args(engine_args=engine_args,\n'
    '  File "/usr/local/lib/python3.12/dist-packages/vllm/engine/multiprocessing/engine.py", line 113, in from_engine_args\n'
    '    return cls(\n'
    '  File "/usr/local/lib/python3.12/dist-packages/vllm/engine/multiprocessing/engine.py", line 69, in __init__\n'
    '    self.engine = LLMEngine(*args, **kwargs)\n'
    '  File "/usr/local/lib/python3.12/dist-packages/vllm/engine/llm_engine.py", line 317, in __init__\n'
    '    self.model_executor = executor_class(\n'
    '  File "/usr/local/lib/python3.12/dist-packages/vllm/executor/executor_base.py", line 47, in __init__\n'
    '    self._init_executor()\n'
    '  File "/usr/local/lib/python3.12/dist-packages/vllm/executor/gpu_executor.py", line 40, in _init_executor\n'
    '    self.driver_worker.load_model()\n'
    '  File "/usr/local/lib/python3.12/dist-packages/vllm/worker/worker.py", line 183, in load_model\n'
    '    self.model_runner.load_model()\n'
    '  File "/usr/local/lib/python3.12/dist-packages/vllm/worker/model_runner.py", line 1016, in load_model\n'
    '    self.model = get_model(model_config=self.model_config,\n'
    '  File "/usr/local/lib/python3.12/dist-packages/vllm/model_executor/model_loader/__init__.py", line 19, in get_model\n'
    '    return loader.load_model(model_config=model_config,\n'
    '  File "/usr/local/lib/python3.12/dist-packages/vllm/model_executor/model_loader/loader.py", line 363, in load_model\n'
    '    model.load_weights(\n'
    '  File "/usr/local/lib/python3.12/dist-packages/vllm/model_executor/models/internvl.py", line 538, in load_weights\n'
    '    self.language_model.load_weights(llm_weights)\n'
    '  File "/usr/local/lib/python3.12/dist-packages/vllm/model_executor/models/internlm2.py", line 380, in load_weights\n'
    '    param = params_dict[name]\n'
    "KeyError: 'model.layers.23.attention.wqkv.qweight'\n"
    '...\n'
    '    raise RuntimeError(\n'
    'RuntimeError: Engine process failed to start\n'
    'Getting such a error when trying to run AWQ version of Internvl2.\n'
    'Already checked that awq version is supported: https://github.com/vllm-project/vllm/pull/7187'
)

EX_11122 = (
    'I am running **vllm version 0.6.4.post1+cu122** with the following command:\n'
    '\n'
    '```bash\n'
    'CUDA_VISIBLE_DEVICES=0,1,2,3,4,5,6,7 OMP_NUM_THREADS=64 vllm serve /InternVL2-Llama3-76B-AWQ \\\n'
    '  --limit-mm-per-prompt image=6 \\\n'
    '  --tensor-parallel-size 8 \\\n'
    '  --gpu-memory-utilization 0.9 \\\n'
    '  --enforce_eager \\\n'
    '  --max_model_len 8192\n'
    '```\n'
    '\n'
    'However, I encountered an error. Could you confirm if this model is currently supported or if there are known bugs?\n'
    '\n'
    '```\n'
    "ERROR 12-12 03:24:49 engine.py:366] 'layers.39.mlp.gate_up_proj.qweight'\n"
    '...\n'
    'ERROR 12-12 03:24:49 engine.py:366]   File "/code/lab/projects/vllm/vllm/model_executor/models/llama.py", line 390, in load_weights\n'
    'ERROR 12-12 03:24:49 engine.py:366]     param = params_dict[name]\n'
    "ERROR 12-12 03:24:49 engine.py:366] KeyError: 'layers.39.mlp.gate_up_proj.qweight'\n"
    'INFO 12-12 03:24:50 multiproc_worker_utils.py:120] Killing local vLLM worker processes'
)

EX_11839 = (
    'GPU models and configuration: GPU 0: NVIDIA GeForce RTX 4090\n'
    '...\n'
    'vLLM Version: 0.6.6.post1\n'
    '...\n'
    'When use draft model in GGUF model.Then error.\n'
    '```python\n'
    'from modelscope import snapshot_download\n'
    'from modelscope.hub.file_download import model_file_download\n'
    "# SPECULATIVE_MODLE_PATH = snapshot_download('PowerInfer/SmallThinker-3B-Preview')\n"
    "SPECULATIVE_MODLE_PATH = model_file_download(model_id='bartowski/SmallThinker-3B-Preview-GGUF',file_path='SmallThinker-3B-Preview-IQ2_M.gguf')\n"
    "MODLE_PATH = model_file_download(model_id='bartowski/QwQ-32B-Preview-GGUF',file_path='QwQ-32B-Preview-IQ2_XS.gguf')\n"
    '\n'
    'from vllm import LLM, SamplingParams\n'
    '\n'
    'prompts = ["The future of AI is"]\n'
    'sampling_params = SamplingParams(temperature=0.8, top_p=0.95)\n'
    '\n'
    'llm = LLM(\n'
    '    model=MODLE_PATH,\n'
    '    tensor_parallel_size=1,\n'
    '    speculative_model=SPECULATIVE_MODLE_PATH,\n'
    '    num_speculative_tokens=5,\n'
    '    use_v2_block_manager=True,\n'
    ')\n'
    '...\n'
    'ValueError                                Traceback (most recent call last)\n'
    'Cell In[5], [line 6](vscode-notebook-cell:?execution_count=5&line=6)\n'
    '...\n'
    'File ~/anaconda3/lib/python3.12/site-packages/vllm/spec_decode/spec_decode_worker.py:324, in SpecDecodeWorker.init_device(self)\n'
    '...\n'
    'File ~/anaconda3/lib/python3.12/site-packages/vllm/model_executor/model_loader/loader.py:1234, in GGUFModelLoader.load_model(self, vllm_config)\n'
    'File ~/anaconda3/lib/python3.12/site-packages/vllm/model_executor/models/qwen2.py:506, in Qwen2ForCausalLM.load_weights(self, weights)\n'
    '...\n'
    "ValueError: There is no module or parameter named 'lm_head.qweight_type' in Qwen2ForCausalLM"
)

EX_17358 = (
    '### Your current environment\n'
    '\n'
    'jetson orin 64G\n'
    'vllm 0.8.5\n'
    '\n'
    '\n'
    '### 🐛 Describe the bug\n'
    '\n'
    'When i load MiniCPM-o int4 using "dtype": "float16", and "quantization": "gptq". I encounted \n'
    '\n'
    '\n'
    '```\n'
    'File "/usr/local/lib/python3.10/dist-packages/vllm/model_executor/model_loader/loader.py", line 455, in load_model\n'
    '    loaded_weights = model.load_weights(\n'
    '  File "/usr/local/lib/python3.10/dist-packages/vllm/model_executor/models/minicpmo.py", line 531, in load_weights\n'
    '    return loader.load_weights(weights)\n'
    '  File "/usr/local/lib/python3.10/dist-packages/vllm/model_executor/models/utils.py", line 261, in load_weights\n'
    '    autoloaded_weights = set(self._load_module("", self.module, weights))\n'
    '  File "/usr/local/lib/python3.10/dist-packages/vllm/model_executor/models/utils.py", line 222, in _load_module\n'
    '    yield from self._load_module(prefix,\n'
    '  File "/usr/local/lib/python3.10/dist-packages/vllm/model_executor/models/utils.py", line 222, in _load_module\n'
    '    yield from self._load_module(prefix,\n'
    '  File "/usr/local/lib/python3.10/dist-packages/vllm/model_executor/models/utils.py", line 250, in _load_module\n'
    '    raise ValueError(msg)\n'
    "ValueError: There is no module or parameter named 'resampler.kv_proj.weight' in MiniCPMO\n"
    '```'
)

EX_15411 = (
    '### Your current environment\n'
    '\n'
    "I just know it's hosted on runpod serverless vLLM latest (today).\n"
    '\n'
    '\n'
    '\n'
    '### 🐛 Describe the bug\n'
    '\n'
    'When trying to host my finetuned Qwen2.5 VL 7b 4bit dynamic quantization using unsloth, and after I have saved the trained model it as bf16, when I try to host the model, it gives me this error:\n'
    '\n'
    '\n'
    '```python\n'
    '\n'
    'worker exited with exit code 1\n'
    'j6zswihe185nfq[warning][rank0]:[W324 18:13:29.115599288 ProcessGroupNCCL.cpp:1250] Warning: WARNING: process group has NOT been destroyed before we destruct ProcessGroupNCCL. On normal program exit, the application should call destroy_process_group to ensure that any pending NCCL operations have finished in this process. In rare cases this process can exit before this point and block the progress of another member of the process group. This constraint has always been present,  but this warning has only been added since PyTorch 2.4 (function operator())\\n\n'
    'j6zswihe185nfq[info]engine.py           :116  2025-03-24 18:13:28,839 Error initializing vLLM engine: Qwen2_5_VLModel has no vLLM implementation and the Transformers implementation is not compatible with vLLM.\\n\n'
    "j6zswihe185nfq[error]Uncaught exception | <class 'ValueError'>; Qwen2_5_VLModel has no vLLM implementation and the Transformers implementation is not compatible with vLLM.; <traceback object at 0x7f5beafb7900>;\n"
    'j6zswihe185nfq[info]INFO 03-24 18:13:28 model_runner.py:1110] Starting to load model itztheking/FMAX-testrun-1.0...\\n\n'
    'j6zswihe185nfq[info]INFO 03-24 18:13:28 cuda.py:229] Using Flash Attention backend.\\n\n'
    'j6zswihe185nfq[info]\n'
    "j6zswihe185nfq[info]INFO 03-24 18:13:27 config.py:549] This model supports multiple tasks: {'score', 'embed', 'classify', 'reward', 'generate'}. Defaulting to 'generate'.\\n\n"
    'j6zswihe185nfq[info]tokenizer_name_or_path: itztheking/FMAX-testrun-1.0, tokenizer_revision: None, trust_remote_code: False\\n\n'
    "j6zswihe185nfq[info]engine.py           :27   2025-03-24 18:13:18,801 Engine args: AsyncEngineArgs(model='itztheking/FMAX-testrun-1.0', served_model_name=None, tokenizer='itztheking/FMAX-testrun-1.0', task='auto', skip_tokenizer_init=False, tokenizer_mode='auto', trust_remote_code=False, allowed_local_media_path='', download_dir=None, load_format='auto', config_format=<ConfigFormat.AUTO: 'auto'>, dtype='bfloat16', kv_cache_dtype='auto', seed=0, max_model_len=10000, distributed_executor_backend=None, pipeline_parallel_size=1, tensor_parallel_size=1, max_parallel_loading_workers=None, block_size=16, enable_prefix_caching=False, disable_sliding_window=False, use_v2_block_manager='true', swap_space=4, cpu_offload_gb=0, gpu_memory_utilization=0.95, max_num_batched_tokens=None, max_num_partial_prefills=1, max_long_partial_prefills=1, long_prefill_token_threshold=0, max_num_seqs=256, max_logprobs=20, disable_log_stats=False, revision=None, code_revision=None, rope_scaling=None, rope_theta=None, hf_overrides=None, tokenizer_revision=None, quantization=None, enforce_eager=False, max_seq_len_to_capture=8192, disable_custom_all_reduce=False, tokenizer_pool_size=0, tokenizer_pool_type='ray', tokenizer_pool_extra_config=None, limit_mm_per_prompt=None, mm_processor_kwargs=None, disable_mm_preprocessor_cache=False, enable_lora=False, enable_lora_bias=False, max_loras=1, max_lora_rank=16, enable_prompt_adapter=False, max_prompt_adapters=1, max_prompt_adapter_token=0, fully_sharded_loras=False, lora_extra_vocab_size=256, long_lora_scaling_factors=None, lora_dtype='auto', max_cpu_loras=None, device='auto', num_scheduler_steps=1, multi_step_stream_outputs=True, ray_workers_use_nsight=False, num_gpu_blocks_override=None, num_lookahead_slots=0, model_loader_extra_config=None, ignore_patterns=None, preemption_mode=None, scheduler_delay_factor=0.0, enable_chunked_prefill=None, guided_decoding_backend='outlines', logits_processor_pattern=None, speculative_model=None, speculative_model_quantization=None, speculative_draft_tensor_parallel_size=None, num_speculative_tokens=None, speculative_disable_mqa_scorer=False, speculative_max_model_len=None, speculative_disable_by_batch_size=None, ngram_prompt_lookup_max=None, ngram_prompt_lookup_min=None, spec_decoding_acceptance_method='rejection_sampler', typical_acceptance_sampler_posterior_threshold=None, typical_acceptance_sampler_posterior_alpha=None, qlora_adapter_name_or_path=None, disable_logprobs_during_spec_decoding=None, otlp_traces_endpoint=None, collect_detailed_traces=None, disable_async_output_proc=False, scheduling_policy='fcfs', scheduler_cls='vllm.core.scheduler.Scheduler', override_neuron_config=None, override_pooler_config=None, compilation_config=None, worker_cls='auto', kv_transfer_config=None, generation_config=None, override_generation_config=None, enable_sleep_mode=False, model_impl='auto', calculate_kv_scales=None, additional_config=None, disable_log_requests=False)\\n\n"
    'j6zswihe185nfq[info]INFO 03-24 18:13:17 __init__.py:207] Automatically detected platform cuda.\\n\n'
    '```'
)

EX_13283 = (
    'start command：\n'
    'python -m vllm.entrypoints.openai.api_server --model /data/coding/model-671b-MS/dir --tensor-parallel-size 2 --max-model-len 8192 --trust-remote-code --gpu_memory_utilization  0.9\n'
    '\n'
    '\n'
    'Exception:\n'
    '\n'
    '1、First start model，exception is as follows：\n'
    '\n'
    "OSError: /data/coding/model-671b-MS/dir does not appear to have a file named configuration_deepseek.py. Checkout 'https://huggingface.co//data/coding/model-671b-MS/dir/tree/None' for available files.\n"
    '\n'
    '2、configuration_deepseek.py manually added startup is still abnormal，exception is as follows：\n'
    '\n'
    "ValueError: Unknown quantization method: . Must be one of ['aqlm', 'awq', 'deepspeedfp', 'tpu_int8', 'fp8', 'fbgemm_fp8', 'modelopt', 'marlin', 'gguf', 'gptq_marlin_24', 'gptq_marlin', 'awq_marlin', 'gptq', 'compressed-tensors', 'bitsandbytes', 'qqq', 'hqq', 'experts_int8', 'neuron_quant', 'ipex', 'quark', 'moe_wna16']."
)

EX_4083 = (
    '```(vllm-venv) me@mycomputer:~/calvinn/vllm$ python -m vllm.entrypoints.openai.api_server \\\n'
    '--model facebook/opt-125m\n'
    'INFO 04-15 07:11:52 pynccl.py:58] Loading nccl from library /home/team/.config/vllm/nccl/cu12/libnccl.so.2.18.1\n'
    'INFO 04-15 07:11:53 api_server.py:149] vLLM API server version 0.4.0.post1\n'
    "INFO 04-15 07:11:53 api_server.py:150] args: Namespace(host=None, port=8000, uvicorn_log_level='info', allow_credentials=False, allowed_origins=['*'], allowed_methods=['*'], allowed_headers=['*'], api_key=None, served_model_name=None, lora_modules=None, chat_template=None, response_role='assistant', ssl_keyfile=None, ssl_certfile=None, ssl_ca_certs=None, ssl_cert_reqs=0, root_path=None, middleware=[], model='facebook/opt-125m', tokenizer=None, revision=None, code_revision=None, tokenizer_revision=None, tokenizer_mode='auto', trust_remote_code=False, download_dir=None, load_format='auto', dtype='auto', kv_cache_dtype='auto', quantization_param_path=None, max_model_len=None, worker_use_ray=False, pipeline_parallel_size=1, tensor_parallel_size=1, max_parallel_loading_workers=None, ray_workers_use_nsight=False, block_size=16, enable_prefix_caching=False, use_v2_block_manager=False, num_lookahead_slots=0, seed=0, swap_space=4, gpu_memory_utilization=0.9, num_gpu_blocks_override=None, max_num_batched_tokens=None, max_num_seqs=256, max_logprobs=5, disable_log_stats=False, quantization=None, enforce_eager=False, max_context_len_to_capture=8192, disable_custom_all_reduce=False, tokenizer_pool_size=0, tokenizer_pool_type='ray', tokenizer_pool_extra_config=None, enable_lora=False, max_loras=1, max_lora_rank=16, lora_extra_vocab_size=256, lora_dtype='auto', max_cpu_loras=None, device='auto', image_input_type=None, image_token_id=None, image_input_shape=None, image_feature_size=None, scheduler_delay_factor=0.0, enable_chunked_prefill=False, speculative_model=None, num_speculative_tokens=None, tensorizer_uri=None, verify_hash=False, encryption_keyfile=None, num_readers=1, s3_access_key_id=None, s3_secret_access_key=None, s3_endpoint=None, vllm_tensorized=False, engine_use_ray=False, disable_log_requests=False, max_log_len=None)\n"
    'config.json: 100%|███████████████████████████████████████████████████████████████████████████████████████████████████████████████████| 651/651 [00:00<00:00, 212kB/s]\n'
    "INFO 04-15 07:11:53 llm_engine.py:82] Initializing an LLM engine (v0.4.0.post1) with config: model='facebook/opt-125m', speculative_config=None, tokenizer='facebook/opt-125m', tokenizer_mode=auto, revision=None, tokenizer_revision=None, trust_remote_code=False, dtype=torch.float16, max_seq_len=2048, download_dir=None, load_format=auto, tensor_parallel_size=1, disable_custom_all_reduce=False, quantization=None, enforce_eager=False, kv_cache_dtype=auto, quantization_param_path=None, device_config=cuda, seed=0)\n"
    'tokenizer_config.json: 100%|█████████████████████████████████████████████████████████████████████████████████████████████████████████| 685/685 [00:00<00:00, 269kB/s]\n'
    'vocab.json: 100%|█████████████████████████████████████████████████████████████████████████████████████████████████████████████████| 899k/899k [00:00<00:00, 3.76MB/s]\n'
    'merges.txt: 100%|██████████████████████████████████████████████████████████████████████████████████████████████████████████████████| 456k/456k [00:00<00:00, 954kB/s]\n'
    'special_tokens_map.json: 100%|███████████████████████████████████████████████████████████████████████████████████████████████████████| 441/441 [00:00<00:00, 564kB/s]\n'
    'INFO 04-15 07:11:59 selector.py:77] Cannot use FlashAttention backend because the flash_attn package is not found. Please install it for better performance.\n'
    'INFO 04-15 07:11:59 selector.py:33] Using XFormers backend.\n'
    "INFO 04-15 07:12:00 weight_utils.py:197] Using model weights format ['*.bin']\n"
    'pytorch_model.bin: 100%|███████████████████████████████████████████████████████████████████████████████████████████████████████████| 251M/251M [00:00<00:00, 385MB/s]\n'
    'INFO 04-15 07:12:02 model_runner.py:169] Loading model weights took 0.2389 GB\n'
    'INFO 04-15 07:12:02 gpu_executor.py:80] # GPU blocks: 127977, # CPU blocks: 7281\n'
    "INFO 04-15 07:12:04 model_runner.py:967] Capturing the model for CUDA graphs. This may lead to unexpected consequences if the model is not static. To run the model in eager mode, set 'enforce_eager=True' or use '--enforce-eager' in the CLI.\n"
    'INFO 04-15 07:12:04 model_runner.py:971] CUDA graphs can take additional 1~3 GiB memory per GPU. If you are running out of memory, consider decreasing `gpu_memory_utilization` or enforcing eager mode. You can also reduce the `max_num_seqs` as needed to decrease memory usage.\n'
    'Traceback (most recent call last):\n'
    '...\n'
    '  File "/home/team/calvinn/vllm/vllm/attention/layer.py", line 48, in forward\n'
    '    return self.impl.forward(query, key, value, kv_cache, attn_metadata,\n'
    '  File "/home/team/calvinn/vllm/vllm/attention/backends/xformers.py", line 200, in forward\n'
    '    PagedAttention.write_to_paged_cache(key, value, key_cache,\n'
    '  File "/home/team/calvinn/vllm/vllm/attention/ops/paged_attn.py", line 72, in write_to_paged_cache\n'
    '    ops.reshape_and_cache(\n'
    '  File "/home/team/calvinn/vllm/vllm/_custom_ops.py", line 175, in reshape_and_cache\n'
    '    vllm_cache_ops.reshape_and_cache(key, value, key_cache, value_cache,\n'
    "NameError: name 'vllm_cache_ops' is not defined```"
)

EX_12443 = (
    'I have also tried various models and inf2 configurations, the details below are from inf2.8xlarge.\n'
    '\n'
    '<details>\n'
    '<summary>The output of `vllm serve meta-llama/Llama-3.2-1B-Instruct   --dtype auto   --max-model-len 2048   --max-num-batched-tokens 2048  --device neuron --gpu-memory-utilization 0.9`</summary>\n'
    '\n'
    '```text\n'
    'INFO 01-26 10:27:15 __init__.py:183] Automatically detected platform neuron.\n'
    'INFO 01-26 10:27:16 api_server.py:768] vLLM API server version 0.6.6.post2.dev332+g16366ee8\n'
    '...\n'
    'INFO 01-26 10:27:27 llm_engine.py:232] Initializing an LLM engine (v0.6.6.post2.dev332+g16366ee8) with config: model=\'meta-llama/Llama-3.2-1B-Instruct\', speculative_config=None, tokenizer=\'meta-llama/Llama-3.2-1B-Instruct\', skip_tokenizer_init=False, tokenizer_mode=auto, revision=None, override_neuron_config=None, tokenizer_revision=None, trust_remote_code=False, dtype=torch.bfloat16, max_seq_len=2048, download_dir=None, load_format=auto, tensor_parallel_size=1, pipeline_parallel_size=1, disable_custom_all_reduce=False, quantization=None, enforce_eager=False, kv_cache_dtype=auto, quantization_param_path=None, device_config=cpu, decoding_config=DecodingConfig(guided_decoding_backend=\'xgrammar\'), observability_config=ObservabilityConfig(otlp_traces_endpoint=None, collect_model_forward_time=False, collect_model_execute_time=False), seed=0, served_model_name=meta-llama/Llama-3.2-1B-Instruct, num_scheduler_steps=1, multi_step_stream_outputs=True, enable_prefix_caching=False, chunked_prefill_enabled=False, use_async_output_proc=False, disable_mm_preprocessor_cache=False, mm_processor_kwargs=None, pooler_config=None, compilation_config={"splitting_ops":[],"candidate_compile_sizes":[],"compile_sizes":[],"capture_sizes":[256,248,240,232,224,216,208,200,192,184,176,168,160,152,144,136,128,120,112,104,96,88,80,72,64,56,48,40,32,24,16,8,4,2,1],"max_capture_size":256}, use_cached_outputs=True, \n'
    'WARNING 01-26 10:27:28 _custom_ops.py:19] Failed to import from vllm._C with ModuleNotFoundError("No module named \'vllm._C\'")\n'
    '2025-Jan-26 10:27:42.285788  2998:2998  ERROR  TDRV:dmem_alloc_internal                     Failed to alloc DEVICE memory: 536870912\n'
    '2025-Jan-26 10:27:42.289392  2998:2998  ERROR  TDRV:dml_dump                                Wrote nrt memory alloc debug info to /tmp/nrt_mem_log_device_0_67960e1e.csv\n'
    '2025-Jan-26 10:27:42.291398  2998:2998  ERROR  TDRV:log_dev_mem                             Failed to allocate 512.000MB (usage: tensors) on ND 0:NC 0, current utilization:\n'
    '\t* total: 15.086GB\n'
    '\t* model code: 0.000B\n'
    '\t* model constants: 0.000B\n'
    '\t* tensors: 15.086GB\n'
    '\t* shared scratchpad: 0.000B\n'
    '\t* scratchpad: 0.000B\n'
    '\t* runtime: 1.062KB\n'
    '\t* dma rings io: 0.000B\n'
    '\t* dma rings spill: 0.000B\n'
    '\t* dma rings collectives: 0.000B\n'
    '\t* dma rings runtime: 32.000KB\n'
    '\t* collectives: 0.000B\n'
    '\t* xt cc: 0.000B\n'
    '\n'
    '2025-Jan-26 10:27:42.299439  2998:2998  ERROR  TDRV:tensor_allocate                         Failed to allocate 536870912 bytes on DEVICE for tensor UNKNOWN.\n'
    'ERROR 01-26 10:27:42 engine.py:381] nrt_tensor_allocate status=4 message="Allocation Failure"\n'
    '...\n'
    'ERROR 01-26 10:27:42 engine.py:381]     self.init_caches()\n'
    'ERROR 01-26 10:27:42 engine.py:381]   File "/home/ubuntu/aws_neuron_venv_pytorch/lib/python3.10/site-packages/transformers_neuronx/decoder.py", line 1816, in init_caches\n'
    'ERROR 01-26 10:27:42 engine.py:381]     self.attn_v_cache[batch_size] = (manipulator.shard_along(cpu_cache, dim=2))\n'
    'ERROR 01-26 10:27:42 engine.py:381]   File "/home/ubuntu/aws_neuron_venv_pytorch/lib/python3.10/site-packages/transformers_neuronx/parallel.py", line 135, in shard_along\n'
    'ERROR 01-26 10:27:42 engine.py:381]     return ops.parallel_to_nc(self.shard_along_on_cpu(tensor, dim))\n'
    'ERROR 01-26 10:27:42 engine.py:381]   File "/home/ubuntu/aws_neuron_venv_pytorch/lib/python3.10/site-packages/transformers_neuronx/ops.py", line 49, in parallel_to_nc\n'
    'ERROR 01-26 10:27:42 engine.py:381]     return torch.ops.neuron._parallel_to_neuron(tensors)\n'
    'ERROR 01-26 10:27:42 engine.py:381]   File "/home/ubuntu/aws_neuron_venv_pytorch/lib/python3.10/site-packages/torch/_ops.py", line 1116, in __call__\n'
    'ERROR 01-26 10:27:42 engine.py:381]     return self._op(*args, **(kwargs or {}))\n'
    'ERROR 01-26 10:27:42 engine.py:381] RuntimeError: nrt_tensor_allocate status=4 message="Allocation Failure"'
)

U = "https://github.com/vllm-project/vllm/issues/"

# ------------------------------------------------------------------ port: uvicorn's bind refused, TP 4 x PP 2 on 8x L40S
case("vllm-9556-l40s-tp4-pp2-port-8000-in-use", U + "9556", EX_9556,
     "port_in_use", {}, "port_in_use",
     "vllm serve of a local model with TP 4 x PP 2 over eight L40S (vLLM 0.6.1.dev238, multiprocessing workers): the "
     "engine came up, then uvicorn could not bind 0.0.0.0:8000 (EADDRINUSE), the server shut down and the workers "
     "exited. The reporter sees it only with pipeline parallelism; the log shows only that the port was held when the "
     "API server bound it (vllm-8204 shows vLLM's own engine-side processes can be the holder).",
     "not stored (no comment in the archive); the log points to freeing port 8000 or serving on another --port",
     release="0.6.1.dev238+ge2c6e0a82", gpu="NVIDIA L40S (48 GB)", gpus=8,
     command="vllm serve MODELPATH --dtype auto --api-key TOKEN --tensor-parallel-size 4 --pipeline-parallel-size 2  "
             "--gpu-memory-utilization 0.90 --enable_prefix_caching --max_model_len 8192",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 2: collect_env's GPU lines, '...', the vLLM Version line, '...', then the body's command "
          "and error block in full (the reporter's closing sentence left out)")

# ------------------------------------------------------------------ port: TP 2, Llama-3.1-70B AWQ, docker v0.6.2, port 8080
case("vllm-9225-v062-tp2-port-8080-in-use", U + "9225", EX_9225,
     "port_in_use", {}, "port_in_use",
     "python3 -m vllm.entrypoints.openai.api_server of hugging-quants/Meta-Llama-3.1-70B-Instruct-AWQ-INT4 with TP 2, "
     "--max-model-len 98304 and --disable-frontend-multiprocessing in the vllm/vllm-openai:v0.6.2 image: uvicorn "
     "could not bind 0.0.0.0:8080, already in use, so the server shut down at once. With TP 1 it starts, which "
     "fits a port taken during the multi-GPU engine's setup (vllm-8204's diagnosis), but the body does not show the "
     "holder.",
     "not stored (no comment in the archive); the log points to a free --port (or stopping whatever holds 8080)",
     release="0.6.2 (vllm/vllm-openai:v0.6.2)", gpu=None, gpus=None,
     command="python3 -m vllm.entrypoints.openai.api_server --model hugging-quants/Meta-Llama-3.1-70B-Instruct-AWQ-INT4 "
             "--host 0.0.0.0 --port 8080  --seed 42 --trust-remote-code --disable-frontend-multiprocessing "
             "--enable-chunked-prefill --tensor-parallel-size 2 --max-model-len 98304",
     forbidden=NO_MEMORY_FIX + [{"flag": "--kv-cache-dtype"}],
     note="judgement call 2: the body's bug section as stored, up to the docker-image line (nothing dropped; the "
          "backslash-continued command is in the excerpt as pasted). The GPUs are not named (collect_env empty)")

# ------------------------------------------------------------------ port: vLLM CI, the API port held by vLLM's own engine process
case("vllm-8204-ci-port-44319-held-by-engine-process", U + "8204", EX_8204,
     "port_in_use", {}, "port_in_use",
     "vLLM's CI (a maintainer's report): the OpenAI server's test launch failed because uvicorn could not bind its "
     "random port 44319; vLLM's launcher debug line names the holder, pid 60914, which the earlier lines show is "
     "vLLM's own engine process (Started engine process with PID 60914): the API server binds its port only after the "
     "engine is ready, and during setup the engine side (Ray / torch.distributed) had taken that port.",
     "the reporter (a maintainer) proposes binding the API port before the engine starts; for a user: serve on "
     "another --port (no fix commit stored in the archive)",
     release="main of 2024-09 (0.6.0 era, multiprocessing frontend)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 2: the two Buildkite quotes as the body shows them ('> ... | [timestamp]' prefixes kept), "
          "the first in full, '...' for the reporter's sentence between them, then the second; the proposed "
          "solutions left out. A CI launch, not a user's")

# ------------------------------------------------------------------ torch ABI: vLLM 0.2.4 cu118 wheel, undefined at::_ops symbol
case("vllm-4163-v024-cu118-wheel-undefined-symbol-to-dtype-layout", U + "4163", EX_4163,
     "torch_abi_mismatch", {}, "torch_abi_mismatch",
     "from vllm import LLM on Python 3.8 after installing the vLLM 0.2.4 cu118 wheel from the release page with "
     "--extra-index-url .../cu118: vllm._C does not load, 'undefined symbol: _ZN2at4_ops15to_dtype_layout4call...', "
     "a torch C++ operator symbol, so the wheel's extension was built against another torch than the one pip "
     "resolved.",
     "not stored (no comment in the archive); the log points to installing the torch the 0.2.4 wheel was built for "
     "(torch 2.1.1, which 0.2.4 pins, cu118 build) or a vLLM built for the installed torch",
     release="0.2.4 (+cu118 wheel, cp38)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}],
     note="the body's environment block (the traceback) and install section as stored, nothing dropped. Not "
          "vllm-3147's thread (a different issue with the same symbol)")

# ------------------------------------------------------------------ no vllm._C: pip install vllm on native Windows
case("vllm-15286-windows-pip-no-module-vllm-c", U + "15286", EX_15286,
     "vllm_extension_import_failed", {}, "vllm_extension_missing",
     "pip install vllm on native Windows (Anaconda, Python 3.10) installs without error, but vllm serve "
     "Qwen/Qwen2.5-VL-7B-Instruct dies at import: the CUDA platform imports vllm._C and there is none (vLLM ships "
     "no Windows build of its kernels).",
     "not stored (no comment in the archive); the log points to running vLLM under Linux (WSL2 or a Linux host / "
     "container): there is no native Windows build",
     release="not stated (0.8.x, from the traceback's vllm/platforms/__init__.py line 288)", gpu=None, gpus=None,
     command='vllm serve "Qwen/Qwen2.5-VL-7B-Instruct"',
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--dtype"}],
     note="the body from its environment paragraph to the install command, nothing dropped")

# ------------------------------------------------------------------ glibc: 0.8.3.dev cu128 wheel on a glibc < 2.32 host
case("vllm-15592-v083dev-wheel-glibc-2.32-not-found", U + "15592", EX_15592,
     "vllm_extension_import_failed", {}, "glibc_too_old",
     "A nightly wheel vllm-0.8.3.dev166+g29930428e.cu128 (cp312) installed into a conda env on a host whose "
     "/lib64/libc.so.6 is older than 2.32: the API server's start imports vllm._C and the loader refuses "
     "_C.abi3.so, 'version `GLIBC_2.32' not found'.",
     "not stored (no comment in the archive); the log points to a host or container with glibc >= 2.32 (or a vLLM "
     "built on this system)",
     release="0.8.3.dev166+g29930428e (cu128 wheel)", gpu=None, gpus=None,
     command="python -m vllm.entrypoints.openai.api_server --model /mnt/qy-test/pvc-cd37befa-daf6-42c1-80f5-70b54cbbf302"
             "/qwen-QwQ --trust-remote-code --host 0.0.0.0 --port 8080",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}],
     note="judgement call 5: from the wheel install to the ImportError, caret lines left out; the earlier "
          "collect_env.py run from the source folder (No module named 'vllm._C') is not in the excerpt")

# ------------------------------------------------------------------ torch ABI (not vLLM's): Transformer Engine in NGC 22.12
case("vllm-442-ngc-2212-transformer-engine-undefined-c10-symbol", U + "442", EX_442,
     "torch_abi_mismatch", {}, "torch_abi_mismatch",
     "vLLM (mid-2023, 0.1.x) installed into NVIDIA's nvcr.io/nvidia/pytorch:22.12-py3 container: the OpenAI server "
     "imports fastchat -> accelerate -> transformer_engine, whose extension (built for the container's own torch) "
     "has an undefined c10 symbol under the torch that vLLM's install put in its place.",
     "not stored (no comment in the archive); the log points to a clean environment (a plain Python / CUDA image) "
     "or keeping the container's torch, so Transformer Engine's extension matches it",
     release="not stated (0.1.x, July 2023)", gpu=None, gpus=None,
     command="python -m vllm.entrypoints.openai.api_server --host 0.0.0.0 --port 8080",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}],
     note="judgement call 1: the whole body as stored (docker line, command, the fenced traceback). No model is "
          "named in the command (0.1.x's default facebook/opt-125m)")

# ------------------------------------------------------------------ weights: InternVL2-8B-AWQ, KeyError on InternLM2's wqkv.qweight
case("vllm-8736-internvl2-8b-awq-keyerror-wqkv-qweight", U + "8736", EX_8736,
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "OpenGVLab InternVL2-8B-AWQ in the vllm-openai CUDA 11.8 image (0.6.1-0.6.2 era): InternVL's load_weights hands "
     "the language-model tensors to InternLM2's loader, whose parameters are unquantized, so the AWQ checkpoint's "
     "'model.layers.23.attention.wqkv.qweight' has no parameter: the release's InternVL path does not build its "
     "InternLM2 language model with the AWQ quantization.",
     "not stored (no comment in the archive); the log points to a release whose InternVL builds the language model "
     "quantized (the reporter cites PR #7187 as AWQ support) or the unquantized InternVL2-8B",
     release="not stated (the vllm-openai cu118 image of Sept 2024)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--kv-cache-dtype"}],
     note="judgement call 3: the traceback from 'Process SpawnProcess-1:' to the KeyError, caret lines left out, "
          "'...', then the API server's closing RuntimeError and the reporter's two sentences; the API-server "
          "traceback in between dropped. Not vllm-12404's thread (InternVL2-26B)")

# ------------------------------------------------------------------ weights: InternVL2-Llama3-76B-AWQ TP 8, KeyError gate_up_proj.qweight
case("vllm-11122-internvl2-llama3-76b-awq-tp8-keyerror-qweight", U + "11122", EX_11122,
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "vllm serve /InternVL2-Llama3-76B-AWQ with TP 8 on 0.6.4.post1 (run from a source checkout, /code/lab/projects/"
     "vllm): the AWQ checkpoint's 'layers.39.mlp.gate_up_proj.qweight' has no parameter in the Llama language model "
     "InternVL built, so the quantized tensors and the model class differ.",
     "not stored (no comment in the archive); the log points to a release whose InternVL passes the AWQ config to "
     "its Llama language model, or an unquantized / other-format checkpoint",
     release="0.6.4.post1+cu122", gpu=None, gpus=8,
     command="CUDA_VISIBLE_DEVICES=0,1,2,3,4,5,6,7 OMP_NUM_THREADS=64 vllm serve /InternVL2-Llama3-76B-AWQ "
             "--limit-mm-per-prompt image=6 --tensor-parallel-size 8 --gpu-memory-utilization 0.9 --enforce_eager "
             "--max_model_len 8192",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 3: the reporter's version line and command, then the error block's first line, '...', "
          "the last frames and the KeyError; the engine traceback in between dropped. The GPUs are not named "
          "(collect_env shows 8 devices in its topology)")

# ------------------------------------------------------------------ weights: GGUF target + GGUF draft, lm_head.qweight_type
case("vllm-11839-4090-gguf-draft-lm-head-qweight-type", U + "11839", EX_11839,
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "Offline LLM() on one RTX 4090 (WSL2, vLLM 0.6.6.post1) with QwQ-32B-Preview IQ2_XS GGUF as the target and "
     "SmallThinker-3B-Preview IQ2_M GGUF as the speculative draft: while the spec-decode worker loads a model with "
     "GGUFModelLoader, Qwen2ForCausalLM has no parameter for the checkpoint's 'lm_head.qweight_type' (the GGUF "
     "quantized output head), so the checkpoint and the model class as built differ.",
     "not stored (no comment in the archive); the log points to a draft model the release can load (not GGUF, or "
     "serving without the GGUF draft)",
     release="0.6.6.post1", gpu="NVIDIA GeForce RTX 4090 (24 GB)", gpus=1,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 1}],
     note="judgement call 3: collect_env's GPU line, '...', its vLLM Version line, '...', the reporter's script "
          "(from the bug section), '...', then the notebook traceback's head, the spec-decode, GGUF loader and "
          "qwen2 frames and the ValueError (the code context lines with vscode links between frames dropped)")

# ------------------------------------------------------------------ weights: MiniCPM-o int4 (GPTQ) on a Jetson Orin, resampler.kv_proj
case("vllm-17358-jetson-orin-minicpm-o-int4-resampler-kv-proj", U + "17358", EX_17358,
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "MiniCPM-o int4 with dtype float16 and quantization gptq on a Jetson Orin 64G, vLLM 0.8.5: the AutoWeightsLoader "
     "finds no module or parameter 'resampler.kv_proj.weight' in MiniCPMO: the int4 checkpoint's resampler tensors "
     "and the release's MiniCPM-o model class (as built with GPTQ) differ.",
     "not stored (no comment in the archive); the log points to a checkpoint whose tensors match the release's "
     "MiniCPM-o class (the unquantized MiniCPM-o-2_6, or a release that loads the int4 variant)",
     release="0.8.5", gpu="NVIDIA Jetson AGX Orin 64 GB (unified memory)", gpus=1,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 1}],
     note="judgement call 3: the whole body to the end of the traceback block, nothing dropped")

# ------------------------------------------------------------------ architecture: fine-tune saved as Qwen2_5_VLModel (RunPod serverless)
case("vllm-15411-runpod-qwen25vl-finetune-qwen2-5-vlmodel-no-impl", U + "15411", EX_15411,
     "architecture_unsupported", {}, "architecture_unsupported",
     "A Qwen2.5-VL-7B fine-tune (unsloth, saved as bf16) served on RunPod's serverless vLLM worker (0.7.3-era, V0 "
     "model_runner): its config names the architecture 'Qwen2_5_VLModel' (the bare model class, not vLLM's "
     "Qwen2_5_VLForConditionalGeneration), which vLLM has no implementation of, and the Transformers fallback cannot "
     "take it either.",
     "not stored (no comment in the archive); the log points to setting config.json's architectures to "
     "['Qwen2_5_VLForConditionalGeneration'] (saving the model with its generation head class)",
     release="not stated ('vLLM latest' on RunPod serverless, 2025-03-24; the Transformers-fallback wording is "
             "0.7.3-0.9.2)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--trust-remote-code"}],
     note="the whole body to the end of the pasted log, nothing dropped; the worker log is in reverse time order as "
          "RunPod shows it")

# ------------------------------------------------------------------ quantization: MLX 4-bit DeepSeek-R1, "Unknown quantization method: ."
case("vllm-13283-deepseek-r1-mlx-4bit-unknown-quant-method-empty", U + "13283", EX_13283,
     "quantization_method_unknown", {}, "quantization_method_unknown",
     "mlx-community/DeepSeek-R1-4bit (an Apple-MLX 4-bit checkpoint, 88 safetensors shards, downloaded from "
     "ModelScope) served with TP 2 from a source install: after the reporter added configuration_deepseek.py by "
     "hand, vLLM reads the config's MLX quantization block, which names no quant_method, and refuses 'Unknown "
     "quantization method: .': MLX's format is not one of vLLM's methods in any release.",
     "not stored (no comment in the archive); the log points to a checkpoint in a format vLLM loads (the original "
     "FP8 DeepSeek-R1, or an AWQ / GPTQ / GGUF quantization of it); no release adds MLX",
     release="not stated (a source install of Feb 2025, 0.7.x: the method list has moe_wna16 and quark)", gpu=None,
     gpus=None,
     command="python -m vllm.entrypoints.openai.api_server --model /data/coding/model-671b-MS/dir --tensor-parallel-size "
             "2 --max-model-len 8192 --trust-remote-code --gpu_memory_utilization  0.9",
     forbidden=NO_MEMORY_FIX + [{"flag": "--quantization", "value": "mlx"}],
     note="judgement call 4: the body's command and exception section as stored, nothing dropped (the first "
          "launch's OSError kept as the lead-in; the case is the second launch); the directory listing before it "
          "and the closing request left out")

# ------------------------------------------------------------------ no vllm._C: 0.4.0.post1 run from a source checkout (NameError)
case("vllm-4083-v040-source-checkout-vllm-cache-ops-nameerror", U + "4083", EX_4083,
     "vllm_extension_import_failed", {}, "vllm_extension_missing",
     "python -m vllm.entrypoints.openai.api_server --model facebook/opt-125m run inside a vLLM 0.4.0.post1 source "
     "checkout (~/calvinn/vllm; the traceback's vllm/ frames are the checkout's, torch from vllm-venv): the compiled "
     "vllm._C was never built there, _custom_ops imported it silently, and the first write to the paged cache "
     "(CUDA-graph capture after sizing the cache) fails with NameError 'vllm_cache_ops'.",
     "not stored (the body says PR #3913 did not help); the log points to building the extension in the checkout "
     "(pip install -e .) or running outside the source folder with an installed wheel",
     release="0.4.0.post1", gpu="NVIDIA A100-SXM4-80GB", gpus=8,
     command="python -m vllm.entrypoints.openai.api_server --model facebook/opt-125m",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="judgement call 1: the bug block from the prompt line to the traceback's head, '...', then its last five "
          "frames and the NameError; the model-forward frames in between dropped. The progress-bar lines are as "
          "stored. --enforce-eager forbidden: it would only move the same NameError to the first request")

# ------------------------------------------------------------------ memory: Neuron inf2.8xlarge, KV cache allocation fails on one NeuronCore
case("vllm-12443-inf2-llama32-1b-neuron-kv-cache-allocation-failure", U + "12443", EX_12443,
     "oom_kv_cache", {"max_model_len": 2048}, "oom_kv_cache",
     "vllm serve meta-llama/Llama-3.2-1B-Instruct --device neuron --max-model-len 2048 on an inf2.8xlarge (one "
     "Inferentia2 device, 2 NeuronCores, 32 GB), TP 1, 0.6.6.post2.dev332: transformers-neuronx allocates its KV "
     "caches on the device for the batch size vLLM passes (max_num_seqs, not set, so the default 256) at 2048 tokens, all on one NeuronCore; with "
     "15.086 GB of tensors already on NC 0 the next 512 MB cache tensor (attn_v_cache in init_caches) does not fit.",
     "not stored (no comment in the archive); the log points to a much smaller --max-num-seqs (the Neuron docs use "
     "8 or fewer) and/or --tensor-parallel-size 2 to use both NeuronCores",
     release="0.6.6.post2.dev332+g16366ee8 (Neuron)", gpu="AWS Inferentia2 (inf2.8xlarge: 1 device, 2 NeuronCores, "
     "32 GB)", gpus=1,
     command="vllm serve meta-llama/Llama-3.2-1B-Instruct   --dtype auto   --max-model-len 2048   "
             "--max-num-batched-tokens 2048  --device neuron --gpu-memory-utilization 0.9",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len", "above": 2048},
                {"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--kv-cache-dtype", "value": "fp8"}],
     note="judgement calls 1 and 6: the reporter's sentence and the details summary with the command, the first "
          "two log lines, '...', the engine-config line and the vllm._C warning, the Neuron runtime's allocation "
          "report, '...', then the engine's traceback tail from init_caches to the RuntimeError (its head and the "
          "API server's traceback dropped). gpus=1 counts the one Inferentia2 device (2 NeuronCores). Memory, but "
          "on Neuron: vLLM's utilization does not size this cache")

if __name__ == "__main__":
    BATCH.write()
