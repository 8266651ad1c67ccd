"""Round-14 blind batch: real vLLM launch deaths of any class (memory or not), collected by helper wild14 and NOT
graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round14-blind"``; the lead grades it
once (``python tests/wild_grade.py round14``).

Same rules as tools/wild_cases_round11.py and round 13: the collector did not run ``kvroom explain``,
tests/wild_grade.py or the test suite on these excerpts, and did not read kvroom's source (src/) to choose them; every
expectation (kind, printed numbers, cause, fixes that would be wrong for that user) was written from the thread only.
Causes are the ones the excerpt itself evidences (round 10's lesson; no release_regression in this batch); a deeper
story only the thread tells is in real_cause/note. Excerpts are the text as the thread shows it (a line the thread cut
stays cut); where lines in between were dropped the note says so.

Sources: the local mirror of yunwei37/vllm-exp (bug-study/analysis_llm/sample_results/vllm/**/issues.json, ~1400 vLLM
issue bodies without comments, read with git at no look-up cost) for the bodies, and the search tool's issues corpus for
the thread's answer (a maintainer's diagnosis, a merged PR, or the reporter's own confirmed fix). Where the mirror had
the body but the corpus showed no answer, the thread was skipped. Six threads found by the corpus while looking for a
mirror thread's answer (vllm#12932, #10065, #5635, #54318, #17249 and PR #48173) are vLLM tracker threads too and were
taken the same way. Every url was checked against /work/coord/USED_SOURCES.txt and BLIND.md's skip
lists. Run once; the JSON is the fixture.

Judgement calls for the lead (each case's ``note`` says more):
1. Kinds of my own (no README kind fits; the lead decides before grading), each used as its own cause too:
   ``nccl_error`` (vllm-5828: NCCL's "unhandled system error" raised inside determine_num_available_blocks across two
   Ray nodes), ``profiling_assertion`` (vllm-13929: mllama's ``assert actual_len >= last_group_len`` in V0's profile
   run), ``transformers_too_old`` (vllm-13446: transformers' "model type `qwen2_5_vl` but Transformers does not
   recognize this architecture"), ``no_gpu_visible`` (vllm-14413: torch's "No CUDA GPUs are available" in a Ray Data
   worker's init_device), ``quantization_kernel_bug`` (vllm-7216: the dynamic FP8 Marlin path's "shape '[-1, 32]' is
   invalid for input of size 1" while loading on an A100; also vllm-17327, 0.8.4's "IndexError: start out of range"
   loading Qwen3 FP8 QKV weights), ``invalid_device_ordinal`` (vllm-12572: HIP's "invalid device ordinal" when Ray
   renumbers AMD GPUs per rank). ``no_gpu_visible`` also covers vllm-16407 and vllm-17249 (vLLM's "RuntimeError:
   Failed to infer device type" from the CUDA wheel on a host without a GPU; device_type_not_inferred would be the
   precise name). ``rope_scaling_unsupported`` (vllm-6689 KeyError: a release before 0.5.3.post1 reading Llama 3.1's
   rope_scaling["type"]); ``transformers_too_old`` also covers vllm-6689's rope_scaling ValueError.
2. Closest existing kind used: vllm-19741 and vllm-54318 (Triton's ``type fp8e4nv not supported in this architecture``
   when an FP8 MoE checkpoint runs the Triton fused-MoE kernel on an sm_8x card) -> quantization_unsupported_gpu with
   empty numbers; vllm-5635 (nvidia-container-cli's "unsatisfied condition: cuda>=12.4, please update your driver")
   -> cuda_driver_mismatch; vllm-pr48173 (block-FP8 MoE "output_size of gate's and up's weight = 192 is not
   divisible by weight quantization block_n = 128" at TP 8) -> tp_not_divisible with empty numbers.
3. Traps: vllm-5828 and vllm-54318 die inside the profiling step (determine_num_available_blocks /
   determine_available_memory) without any memory shortage; vllm-10065 prints "are not supported for now" for an
   architecture its own release registers (the import failed: cause model_inspection_failed, as round 11's vllm-9713).
4. Fix not from a maintainer: vllm-19741 (the reporter's own device reordering), vllm-54318 (a commenter's
   ``--moe-backend marlin``, confirmed by another user), vllm-5828 (the reporter's downgrade; the maintainer only asked
   for NCCL debug output), vllm-pr48173 (the PR author's TP 4; the PR was closed). Fix from another thread: vllm-13446
   (DarkLight1337's answer in vllm#12932 on the same 0.7.2-image / transformers-4.49 pair), vllm-12572 (PR #21522,
   closed, which cites the issue). vllm-13216's maintainer word is a diagnosis without a fix. vllm-16407's fix is the
   reporter's own (a source build of the CPU backend).
5. Source kind: vllm-6689 (Llama 3.1 known-issues FAQ) and vllm-17327 (Qwen3 usage guide) are pinned issues written
   by vLLM collaborators whose bodies quote the errors users hit and give the fixes (mirror bodies; no reply needed);
   they are not one user's log. vllm-6689 gives two cases (two rope_scaling errors with different fixes; the lead may
   keep one).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round14-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]

# ------------------------------------------------------------------ an architecture the release does not register
case("vllm-7731-phimoe-not-supported", "https://github.com/vllm-project/vllm/issues/7731",
     ("[New Model]: ValueError: Model architectures ['PhiMoEForCausalLM'] are not supported for now"
     '\n'
     '\n'
     '### The model to consider.\n'
     '\n'
     'PhiMoEForCausalLM\n'
     '\n'
     '### The closest model vllm already supports.\n'
     '\n'
     'Phi3ForCausalLM'),
     "architecture_unsupported", {}, "architecture_unsupported",
     "microsoft/Phi-3.5-MoE-instruct (PhiMoEForCausalLM) the day after its release (August 21, 2024): the vLLM release "
     "of the day registers Phi3ForCausalLM but not PhiMoEForCausalLM. Not a memory or configuration problem.",
     "the collaborator jeejeelee points to PR #7729, which adds PhiMoE support; upgrade to the first release that "
     "includes it",
     release="not stated (August 2024; 0.5.4 was the latest release)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX,
     note="the excerpt is the new-model issue as stored: its title carries the error line, the body names the "
          "architecture and the closest one vLLM supports")

case("vllm-3546-cohere-command-r-not-supported", "https://github.com/vllm-project/vllm/issues/3546",
     ("ValueError: Model architectures ['CohereForCausalLM'] are not supported for now"),
     "architecture_unsupported", {}, "architecture_unsupported",
     "CohereForAI's Command-R (CohereForCausalLM) in March 2024, on a vLLM release that predates Cohere support.",
     "the maintainer simon-mo closes it as a duplicate of #3330, where he says Command-R support (PR #3433) is on main "
     "and ships in the next release; a later comment there confirms v0.4.0 has it",
     release="not stated (March 2024; 0.3.3 or older)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX,
     note="the body quotes the error line above a screenshot (not transcribed)")

# ------------------------------------------------------------------ a registered architecture that failed to import
case("vllm-12932-qwen25vl-inspection-failed-v072-tp4", "https://github.com/vllm-project/vllm/issues/12932",
     ("[Bug] ValueError: Model architectures ['Qwen2_5_VLForConditionalGeneration'] failed to be in"
     'spected. Please check the logs for more details.\n'
     '\n'
     'python3 -m vllm.scripts serve "Qwen/Qwen2.5-VL-7B-Instruct" --tensor-parallel-size 4\n'
     'INFO 02-17 09:29:26 __init__.py:190] Automatically detected platform cuda.\n'
     'INFO 02-17 09:29:27 api_server.py:840] vLLM API server version 0.7.2'),
     "model_inspection_failed", {}, "model_inspection_failed",
     "Qwen2.5-VL on vLLM 0.7.2 in February/March 2025: Qwen2_5_VLForConditionalGeneration is registered, but 0.7.2's "
     "implementation imports Qwen2_5_VLImageProcessor, which transformers removed (4.49), so the class fails to import "
     "and the registry reports a failed inspection.",
     "the maintainer (DarkLight1337): transformers removed the definition of Qwen2_5_VLImageProcessor; editing the "
     "model's preprocessor config does not help because the older vLLM still imports it; with transformers 4.49 use "
     "vLLM 0.7.3 or newer (a user confirms 0.7.3 + 4.49 works)",
     release="0.7.2", gpu=None, gpus=None,
     command='python3 -m vllm.scripts serve "Qwen/Qwen2.5-VL-7B-Instruct" --tensor-parallel-size 4',
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 4}],
     note="assembled: the first line is the issue title as stored; the next lines open a commenter's (mkvn-1) log on "
          "0.7.2 at TP 4 (the search excerpt cuts it in the args line; the cut line is not quoted). The maintainer's "
          "answer was to another commenter with the same 0.7.2 failure")

case("vllm-13216-qwen2-r1-distill-inspection-failed", "https://github.com/vllm-project/vllm/issues/13216",
     ("ValueError: Model architectures ['Qwen2ForCausalLM'] failed to be inspected. Please check th"
     'e logs for more details. 在使用\n'
     'deepseek-ai/DeepSeek-R1-Distill-Qwen-1.5B模型时，报了这个错误。'),
     "model_inspection_failed", {}, "model_inspection_failed",
     "DeepSeek-R1-Distill-Qwen-1.5B (Qwen2ForCausalLM, registered in every release of the era) in February 2025: "
     "the model class failed to import in the reporter's environment, so the registry reports a failed inspection.",
     "none confirmed; the maintainer (DarkLight1337) ties it to the same failure in #13009, happening inside "
     "torch.compile, and suspects the reporter's Linux setup (cc youkaichao)",
     release="not stated (February 2025)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX,
     note="the body as stored: the error line followed by the reporter's Chinese sentence ('this error was raised "
          "when using the deepseek-ai/DeepSeek-R1-Distill-Qwen-1.5B model'). Judgement call: a diagnosis without a fix")

case("vllm-10065-llava-next-not-supported-v061post1", "https://github.com/vllm-project/vllm/issues/10065",
     ("[Usage]: Model architectures ['LlavaNextForConditionalGeneration'] are not supported for now"
     '\n'
     '\n'
     'vllm==0.6.1.post1\n'
     'vllm-flash-attn==2.6.1\n'
     '\n'
     "I want use LLAVA-1.6-hf-mistral-7B，Tips Model architectures ['LlavaNextForConditionalGenerat"
     "ion'] are not supported for now，but LlavaNextForConditionalGeneration in the Supported archi"
     'tectures.'),
     "architecture_unsupported", {}, "model_inspection_failed",
     "LLaVA-1.6 (LlavaNextForConditionalGeneration) on vLLM 0.6.1.post1, whose registry lists that architecture: the "
     "refusal says 'not supported for now' because importing the class failed, not because it is unregistered.",
     "the maintainer (DarkLight1337): look for an exception printed before this error; vLLM probably failed to import "
     "the model",
     release="0.6.1.post1", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX,
     note="the reporter's prose around the error (the environment lines are his); trap: the kind is the 'not "
          "supported for now' wording while the reporter himself notes the architecture is in the supported list, so "
          "the cause is model_inspection_failed (as round 11's vllm-9713). Upgrading to 'the first release that "
          "registers it' would be wrong: 0.6.1.post1 registers it")

# ------------------------------------------------------------------ transformers too old for the model type
case("vllm-13446-qwen25vl-transformers-too-old-image-v072", "https://github.com/vllm-project/vllm/issues/13446",
     ('    raise e\n'
     '  File "/usr/local/lib/python3.12/dist-packages/vllm/transformers_utils/config.py", line 225'
     ', in get_config\n'
     '    config = AutoConfig.from_pretrained(\n'
     '             ^^^^^^^^^^^^^^^^^^^^^^^^^^^\n'
     '  File "/usr/local/lib/python3.12/dist-packages/transformers/models/auto/configuration_auto.'
     'py", line 1073, in from_pretrained\n'
     '    raise ValueError(\n'
     'ValueError: The checkpoint you are trying to load has model type `qwen2_5_vl` but Transforme'
     'rs does not recognize this architecture. This could be because of an issue with the checkpoi'
     'nt, or because your version of Transformers is out of date.\n'
     '\n'
     'You can update Transformers with the command `pip install --upgrade transformers`. If this d'
     'oes not work, and the checkpoint is very new, then there may not be a release version that s'
     'upports this model yet. In this case, you can get the most up-to-date code by installing Tra'
     'nsformers from source with the command `pip install git+https://github.com/huggingface/trans'
     'formers.git`\n'
     '\n'
     'docker run -it --name Qwen2.5-VL-7B-Instruct \\\n'
     '--gpus all \\\n'
     '-e TZ=Asia/Shanghai \\\n'
     '-v /data/modelsfiles/:/root/model \\\n'
     '-p 8444:8000 \\\n'
     '--ipc=host \\\n'
     'vllm/vllm-openai:v0.7.2 \\\n'
     '--model /root/model/Qwen2.5-VL-7B-Instruct \\\n'
     '--tensor-parallel-size 2 \\\n'
     '--pipeline-parallel-size 2 \\\n'
     '--max-num-batched-tokens 131072 \\\n'
     '--max-num-seqs 4 \\\n'
     '--served-model-name Qwen2.5-VL-7B-Instruct'),
     "transformers_too_old", {}, "transformers_too_old",
     "Qwen2.5-VL-7B-Instruct on the vllm/vllm-openai:v0.7.2 image (February 2025): the image's transformers predates "
     "the qwen2_5_vl model type (added in transformers 4.49), so AutoConfig refuses the checkpoint before vLLM reads "
     "any size.",
     "from the same-era thread vllm#12932 (maintainer DarkLight1337): with transformers 4.49, which knows qwen2_5_vl, "
     "vLLM 0.7.2 still fails (it imports an image processor 4.49 removed); use vLLM 0.7.3 or newer, i.e. the "
     "vllm/vllm-openai:v0.7.3 image",
     release="vllm/vllm-openai:v0.7.2", gpu=None, gpus=None,
     command="docker run ... vllm/vllm-openai:v0.7.2 --model /root/model/Qwen2.5-VL-7B-Instruct "
             "--tensor-parallel-size 2 --pipeline-parallel-size 2 --max-num-batched-tokens 131072 --max-num-seqs 4",
     forbidden=NO_MEMORY_FIX,
     note="judgement calls: kind of my own (transformers_too_old: transformers' 'does not recognize this "
          "architecture' refusal has no README kind); the thread's own replies are not in the stored excerpt, the fix "
          "is the maintainer's answer in vllm#12932 on the same image and transformers pair. The body puts the "
          "traceback under 'Your current environment' and the docker command under 'How would you like to use vllm'; "
          "both kept, fences dropped")

# ------------------------------------------------------------------ a host driver too old for the image's CUDA
case("vllm-5635-docker-050-needs-cuda124-driver-530-v100", "https://github.com/vllm-project/vllm/issues/5635",
     ('[Misc]: cannot run docker image 0.5.0 with cuda version == 12.1\n'
     '\n'
     'I have ubuntu-22.04, cuda==12.1, nvidia driver == 530, gpu==V100\n'
     '\n'
     'when running newer version of vllm (after 0.4.3) , it does not work. According to the doc, v'
     'llm is built with cuda 12.1, so I think it should not require cuda>=12.4.\n'
     '\n'
     'Error log\n'
     'docker: Error response from daemon: failed to create task for container: failed to create sh'
     'im task: OCI runtime create failed: runc create failed: unable to start container process: e'
     'rror during container init: error running hook #0: error running hook: exit status 1, stdout'
     ": , stderr: Auto-detected mode as 'legacy'\n"
     'nvidia-container-cli: requirement error: unsatisfied condition: cuda>=12.4, please update yo'
     'ur driver to a newer version, or use an earlier cuda container: unknown.'),
     "cuda_driver_mismatch", {}, "cuda_driver_mismatch",
     "the vllm/vllm-openai image after 0.4.3 (0.5.0) on a V100 host with NVIDIA driver 530 (CUDA 12.1): the image is "
     "built on a CUDA 12.4 base, and the NVIDIA container runtime refuses to start it on a driver older than 12.4 "
     "needs. vLLM never runs.",
     "the maintainer (youkaichao): the images moved to CUDA 12.4 because older base containers are being deleted under "
     "NVIDIA's support policy; update the host driver to one that supports CUDA 12.4, or keep the v0.4.3 image (which "
     "the reporter found still works)",
     release="vllm/vllm-openai:v0.5.0", gpu="V100", gpus=None,
     forbidden=NO_MEMORY_FIX,
     note="judgement call on the kind: nvidia-container-cli's 'unsatisfied condition: cuda>=12.4, please update your "
          "driver' is the container runtime's wording, not the CUDA runtime's 'driver version is insufficient'; "
          "cuda_driver_mismatch is the closest. The excerpt is the issue description as the search showed it (fences "
          "dropped)")

# ------------------------------------------------------------------ FP8 MoE on a card without FP8 (Triton fp8e4nv)
case("vllm-19741-4090-3090-fp8e4nv-device-order", "https://github.com/vllm-project/vllm/issues/19741",
     ('docker run --name vllm-qwen3-30b --rm --gpus all --init\n'
     '      -e "CUDA_VISIBLE_DEVICES=1,2"\n'
     '      -e "VLLM_ATTENTION_BACKEND=FLASH_ATTN"\n'
     '      -e "VLLM_USE_V1=0"\n'
     '      -e "CUDA_DEVICE_ORDER=PCI_BUS_ID"\n'
     '      -v "\\\\wsl$\\Ubuntu\\home\\unat\\vllm\\huggingface:/root/.cache/huggingface"\n'
     '      -v "\\\\wsl$\\Ubuntu\\home\\unat\\vllm\\cache:/root/.cache/vllm"\n'
     '      -p ${PORT}:8000\n'
     '      --ipc=host\n'
     '      vllm/vllm-openai:v0.9.0.1\n'
     '      --model /root/.cache/huggingface/Qwen3-30B-A3B-FP8\n'
     '      -tp 2\n'
     '      --enable-expert-parallel\n'
     '      --enable-auto-tool-choice\n'
     '      --tool-call-parser hermes\n'
     '      --reasoning-parser qwen3\n'
     '      --max-model-len 65536\n'
     '      --served-model-name qwen3-30b\n'
     '      --max-seq-len-to-capture 65536\n'
     '      --max_num_seqs 2\n'
     '      --cuda_graph_sizes 4\n'
     '      --rope-scaling {\\"rope_type\\":\\"yarn\\",\\"factor\\":2.0,\\"original_max_position_embeddin'
     'gs\\":32768}\n'
     '      --gpu-memory-utilization 0.95\n'
     '      --enable-prefix-caching\n'
     '      --enable-chunked-prefill\n'
     '      --dtype half\n'
     '\n'
     '* CUDA0 - 5090\n'
     '* CUDA1 - 4090\n'
     '* CUDA2 - 3090\n'
     '\n'
     'And it crashes with error `ValueError("type fp8e4nv not supported in this architecture. The '
     'supported fp8 dtypes are (\'fp8e4b15\', \'fp8e5\')")`.'),
     "quantization_unsupported_gpu", {}, "quantization_unsupported_gpu",
     "Qwen3-30B-A3B-FP8 at TP 2 over an RTX 4090 (sm_89, native FP8) and an RTX 3090 (sm_86, no FP8) on the "
     "v0.9.0.1 image (V0 engine): the FP8 kernel path is chosen from the first visible GPU (the 4090), and Triton's "
     "fused-MoE kernel then cannot compile fp8e4nv on the 3090.",
     "the reporter: swap the device order (CUDA_VISIBLE_DEVICES=2,1, the 3090 first) so the weight-only FP8 path is "
     "chosen for both cards; it then runs on the 4090 + 3090 with a performance warning",
     release="vllm/vllm-openai:v0.9.0.1", gpu="RTX 4090 + RTX 3090 (an RTX 5090 also in the box, not used)", gpus=2,
     command="vllm/vllm-openai:v0.9.0.1 --model Qwen3-30B-A3B-FP8 -tp 2 --enable-expert-parallel --max-model-len "
             "65536 --max_num_seqs 2 --gpu-memory-utilization 0.95 --dtype half (CUDA_VISIBLE_DEVICES=1,2)",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--kv-cache-dtype"}],
     note="judgement calls: kind (Triton's fp8e4nv refusal has no README kind; quantization_unsupported_gpu is the "
          "closest, empty numbers); the fix is the reporter's own (no reply in the thread). The excerpt is the "
          "reporter's docker command, GPU list and error sentence; his conclusion and workaround are left out")

case("vllm-54318-qwen38-fp8-4xa100-sm80-fp8e4nv", "https://github.com/vllm-project/vllm/issues/54318",
     ('I am trying to deploy Qwen3.8-Flash-Next-FP8 using the official vLLM Docker image on a machi'
     'ne with 4x NVIDIA A100 80GB PCIe GPUs.\n'
     '\n'
     'The engine fails during initialization when compiling/running the fused MoE kernel:\n'
     '\n'
     'ValueError("type fp8e4nv not supported in this architecture. The supported fp8 dtypes are (\''
     'fp8e4b15\', \'fp8e5\')")\n'
     '\n'
     'The failure happens during KV cache initialization, when vLLM calls determine_available_memo'
     'ry() and initializes the fused MoE kernel.\n'
     '\n'
     'Hardware\n'
     '4x NVIDIA A100 80GB PCIe\n'
     'Compute capability: 8.0 (SM80)\n'
     'Total GPU memory: 320 GB\n'
     '\n'
     'Docker image:\n'
     '\n'
     'vllm/vllm-openai:qwen38-flash-next'),
     "quantization_unsupported_gpu", {}, "quantization_unsupported_gpu",
     "Qwen3.8-Flash-Next-FP8 on 4x A100 80GB (sm_80) with the model's vLLM docker image (August 2026): the FP8 MoE "
     "layers take Triton's fused-MoE kernel, selected without a compute-capability check, and Triton cannot compile "
     "fp8e4nv on Ampere; it fails in the profiling step (determine_available_memory), not for lack of memory.",
     "a commenter (hackxixi): add --moe-backend marlin (weight-only FP8 through Marlin works on sm_80; the 'Your GPU "
     "does not have native support for FP8' warning is expected); another user confirms it runs on 4x A100 that way "
     "(QwenLM/Qwen3.8-Flash-Next#7)",
     release="vllm/vllm-openai:qwen38-flash-next (August 2026)", gpu="A100 80GB PCIe", gpus=4,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 4}, {"flag": "--kv-cache-dtype"}],
     note="judgement calls: kind as vllm-19741; trap: the reporter says it fails 'during KV cache initialization, when "
          "vLLM calls determine_available_memory()' yet nothing is short of memory. The excerpt is the issue "
          "description (the deployment command after it is cut in the stored excerpt and left out); the fix is not a "
          "maintainer's")

# ------------------------------------------------------------------ distributed init: NCCL
case("vllm-5828-nccl-error2-two-node-ray-v050post1", "https://github.com/vllm-project/vllm/issues/5828",
     ('v0.5.0.post1 throws this error: RuntimeError: NCCL Error 2: unhandled system error. More det'
     'ails below:\n'
     '(RayWorkerWrapper pid=67451, ip=10.1.0.7) INFO 06-25 15:26:10 utils.py:637] Found nccl from '
     'library libnccl.so.2\n'
     '(RayWorkerWrapper pid=67451, ip=10.1.0.7) INFO 06-25 15:26:10 pynccl.py:63] vLLM is using nc'
     'cl==2.20.5\n'
     'WARNING 06-25 15:26:10 custom_all_reduce.py:117] Custom allreduce is disabled because this p'
     'rocess group spans across nodes.\n'
     'INFO 06-25 15:26:13 model_runner.py:160] Loading model weights took 7.4829 GB\n'
     '(RayWorkerWrapper pid=67451, ip=10.1.0.7) INFO 06-25 15:26:16 model_runner.py:160] Loading m'
     'odel weights took 7.4829 GB\n'
     '(RayWorkerWrapper pid=67451, ip=10.1.0.7) ERROR 06-25 15:28:30 worker_base.py:148] Error exe'
     'cuting method determine_num_available_blocks. This might cause deadlock in distributed execu'
     'tion.\n'
     '(RayWorkerWrapper pid=67451, ip=10.1.0.7) ERROR 06-25 15:28:30 worker_base.py:148]   File "/'
     'home/efleisc222/miniconda3/envs/ai/lib/python3.11/site-packages/vllm/worker/worker.py", line'
     ' 162, in determine_num_available_blocks\n'
     '(RayWorkerWrapper pid=67451, ip=10.1.0.7) ERROR 06-25 15:28:30 worker_base.py:148]     self.'
     'model_runner.profile_run()\n'
     '(RayWorkerWrapper pid=67451, ip=10.1.0.7) ERROR 06-25 15:28:30 worker_base.py:148]   File "/'
     'home/efleisc222/miniconda3/envs/ai/lib/python3.11/site-packages/vllm/worker/model_runner.py"'
     ', line 844, in profile_run\n'
     '(RayWorkerWrapper pid=67451, ip=10.1.0.7) ERROR 06-25 15:28:30 worker_base.py:148]     self.'
     'execute_model(seqs, kv_caches)\n'
     '(RayWorkerWrapper pid=67451, ip=10.1.0.7) ERROR 06-25 15:28:30 worker_base.py:148]   File "/'
     'home/efleisc222/miniconda3/envs/ai/lib/python3.11/site-packages/vllm/worker/model_runner.py"'
     ', line 758, in execute_model\n'
     '(RayWorkerWrapper pid=67451, ip=10.1.0.7) ERROR 06-25 15:28:30 worker_base.py:148]     logit'
     's = self.model.compute_logits(hidden_states, sampling_metadata)\n'
     '(RayWorkerWrapper pid=67451, ip=10.1.0.7) ERROR 06-25 15:28:30 worker_base.py:148]   File "/'
     'home/efleisc222/miniconda3/envs/ai/lib/python3.11/site-packages/vllm/model_executor/layers/l'
     'ogits_processor.py", line 69, in _get_logits\n'
     '(RayWorkerWrapper pid=67451, ip=10.1.0.7) ERROR 06-25 15:28:30 worker_base.py:148]     logit'
     's = tensor_model_parallel_gather(logits)\n'
     '(RayWorkerWrapper pid=67451, ip=10.1.0.7) ERROR 06-25 15:28:30 worker_base.py:148]   File "/'
     'home/efleisc222/miniconda3/envs/ai/lib/python3.11/site-packages/vllm/distributed/parallel_st'
     'ate.py", line 301, in gather\n'
     '(RayWorkerWrapper pid=67451, ip=10.1.0.7) ERROR 06-25 15:28:30 worker_base.py:148]     torch'
     '.distributed.gather(input_,\n'
     '(RayWorkerWrapper pid=67451, ip=10.1.0.7) ERROR 06-25 15:28:30 worker_base.py:148]   File "/'
     'home/efleisc222/miniconda3/envs/ai/lib/python3.11/site-packages/torch/distributed/distribute'
     'd_c10d.py", line 3133, in gather\n'
     '(RayWorkerWrapper pid=67451, ip=10.1.0.7) ERROR 06-25 15:28:30 worker_base.py:148]     work '
     '= group.gather(output_tensors, input_tensors, opts)\n'
     '(RayWorkerWrapper pid=67451, ip=10.1.0.7) ERROR 06-25 15:28:30 worker_base.py:148] RuntimeEr'
     'ror: NCCL Error 2: unhandled system error (run with NCCL_DEBUG=INFO for details)'),
     "nccl_error", {}, "nccl_error",
     "Meta-Llama-3-8B-Instruct at TP 2 across two Ray nodes (Tesla T4s, 'process group spans across nodes') on vLLM "
     "0.5.0.post1: the first collective (the tensor-parallel gather of logits in the profiling run) fails with NCCL's "
     "'unhandled system error'; the weights had loaded (7.48 GB per rank) and nothing is short of memory.",
     "the reporter: downgrading to vLLM 0.4.2 works (0.5.0 and 0.5.0.post1 fail); the maintainer (youkaichao) asked "
     "him to follow the debugging guide (NCCL_DEBUG=INFO) to find the failing system call",
     release="0.5.0.post1", gpu="Tesla T4 (two Ray nodes)", gpus=2,
     command="python -m vllm.entrypoints.openai.api_server --model /ai/Meta-Llama-3-8B-Instruct --dtype half "
             "--max-model-len 4096 --worker-use-ray --tensor-parallel-size 2 --gpu-memory-utilization 0.96 "
             "--enable-prefix-caching --enforce-eager",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 2}],
     note="judgement calls: kind of my own (nccl_error: no README kind for a distributed-communication failure); "
          "trap: the NCCL error is raised inside determine_num_available_blocks (V0's profiling method), which is "
          "not a profiling OOM. Lines dropped between the kept ones (the args dump, the driver's own logs and most "
          "traceback frames); the command is rebuilt from the args dump. The reporter's opening sentence about the "
          "downgrade is left out of the excerpt")

# ------------------------------------------------------------------ a model's own assertion in the profiling run
case("vllm-13929-mllama-profiling-assert-max-num-seqs-8", "https://github.com/vllm-project/vllm/issues/13929",
     ('$ vllm serve meta-llama/Llama-3.2-11B-Vision-Instruct --max-num-seqs 8\n'
     '\n'
     'Traceback (most recent call last):\n'
     '  File "/opt/vllm/lib64/python3.12/site-packages/vllm/engine/multiprocessing/engine.py", lin'
     'e 400, in run_mp_engine\n'
     '    engine = MQLLMEngine.from_engine_args(engine_args=engine_args,\n'
     '             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n'
     '  File "/opt/vllm/lib64/python3.12/site-packages/vllm/engine/multiprocessing/engine.py", lin'
     'e 125, in from_engine_args\n'
     '    return cls(ipc_path=ipc_path,\n'
     '           ^^^^^^^^^^^^^^^^^^^^^^\n'
     '  File "/opt/vllm/lib64/python3.12/site-packages/vllm/engine/multiprocessing/engine.py", lin'
     'e 77, in __init__\n'
     '    self.engine = LLMEngine(*args, **kwargs)\n'
     '                  ^^^^^^^^^^^^^^^^^^^^^^^^^^\n'
     '  File "/opt/vllm/lib64/python3.12/site-packages/vllm/engine/llm_engine.py", line 277, in __'
     'init__\n'
     '    self._initialize_kv_caches()\n'
     '  File "/opt/vllm/lib64/python3.12/site-packages/vllm/engine/llm_engine.py", line 426, in _i'
     'nitialize_kv_caches\n'
     '    self.model_executor.determine_num_available_blocks())\n'
     '    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n'
     '  File "/opt/vllm/lib64/python3.12/site-packages/vllm/executor/executor_base.py", line 102, '
     'in determine_num_available_blocks\n'
     '    results = self.collective_rpc("determine_num_available_blocks")\n'
     '              ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n'
     '  File "/opt/vllm/lib64/python3.12/site-packages/vllm/executor/executor_base.py", line 316, '
     'in collective_rpc\n'
     '    return self._run_workers(method, *args, **(kwargs or {}))\n'
     '           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n'
     '  File "/opt/vllm/lib64/python3.12/site-packages/vllm/executor/mp_distributed_executor.py", '
     'line 185, in _run_workers\n'
     '    driver_worker_output = run_method(self.driver_worker, sent_method,\n'
     '                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n'
     '  File "/opt/vllm/lib64/python3.12/site-packages/vllm/utils.py", line 2196, in run_method\n'
     '    return func(*args, **kwargs)\n'
     '           ^^^^^^^^^^^^^^^^^^^^^\n'
     '  File "/opt/vllm/lib64/python3.12/site-packages/torch/utils/_contextlib.py", line 116, in d'
     'ecorate_context\n'
     '    return func(*args, **kwargs)\n'
     '           ^^^^^^^^^^^^^^^^^^^^^\n'
     '  File "/opt/vllm/lib64/python3.12/site-packages/vllm/worker/worker.py", line 229, in determ'
     'ine_num_available_blocks\n'
     '    self.model_runner.profile_run()\n'
     '  File "/opt/vllm/lib64/python3.12/site-packages/torch/utils/_contextlib.py", line 116, in d'
     'ecorate_context\n'
     '    return func(*args, **kwargs)\n'
     '           ^^^^^^^^^^^^^^^^^^^^^\n'
     '  File "/opt/vllm/lib64/python3.12/site-packages/vllm/worker/enc_dec_model_runner.py", line '
     '341, in profile_run\n'
     '    self.execute_model(model_input, kv_caches, intermediate_tensors)\n'
     '  File "/opt/vllm/lib64/python3.12/site-packages/torch/utils/_contextlib.py", line 116, in d'
     'ecorate_context\n'
     '    return func(*args, **kwargs)\n'
     '           ^^^^^^^^^^^^^^^^^^^^^\n'
     '  File "/opt/vllm/lib64/python3.12/site-packages/vllm/worker/enc_dec_model_runner.py", line '
     '182, in execute_model\n'
     '    hidden_or_intermediate_states = model_executable(\n'
     '                                    ^^^^^^^^^^^^^^^^^\n'
     '  File "/opt/vllm/lib64/python3.12/site-packages/torch/nn/modules/module.py", line 1736, in '
     '_wrapped_call_impl\n'
     '    return self._call_impl(*args, **kwargs)\n'
     '           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n'
     '  File "/opt/vllm/lib64/python3.12/site-packages/torch/nn/modules/module.py", line 1747, in '
     '_call_impl\n'
     '    return forward_call(*args, **kwargs)\n'
     '           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n'
     '  File "/opt/vllm/lib64/python3.12/site-packages/vllm/model_executor/models/mllama.py", line'
     ' 1392, in forward\n'
     '    assert actual_len >= last_group_len'),
     "profiling_assertion", {}, "profiling_assertion",
     "Llama-3.2-11B-Vision-Instruct (mllama) on vLLM >= 0.7.3 with --max-num-seqs 8: the V0 profiling run builds dummy "
     "encoder sequences of max_model_len / max_num_seqs tokens, longer than the 6404 tokens mllama's encoder produces "
     "for one image, and mllama's forward asserts. A model/profiler bug, not a memory shortage.",
     "the reporter (a vLLM contributor) finds serving works while max_seq_len / max_num_seqs <= 6404: with the full "
     "sequence length --max-num-seqs 21 works; he traces the bug to PR #11427, which replaced mllama's own dummy "
     "encoder data",
     release=">= 0.7.3 (February 2025)", gpu=None, gpus=None,
     command="vllm serve meta-llama/Llama-3.2-11B-Vision-Instruct --max-num-seqs 8",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-num-seqs", "at_most": 20}],
     note="judgement call: kind of my own (profiling_assertion: a model's own assertion failing in the profile run has "
          "no README kind). The excerpt is the command and the traceback as the issue shows them. Lowering "
          "--max-model-len would also satisfy the bound, so it is not forbidden; a lower --max-num-seqs makes it worse")

# ------------------------------------------------------------------ no GPU visible to the process that initialises CUDA
case("vllm-14413-ray-data-tp8-no-cuda-gpus-v073", "https://github.com/vllm-project/vllm/issues/14413",
     ('\xa0 | 2025-03-07T05:56:19.773Z | \x1b[36m(_MapWorker pid=13019)\x1b[0m INFO 03-07 05:56:19 llm_engin'
     "e.py:234] Initializing a V0 LLM engine (v0.7.3) with config: model='/root/.cache/mfive_cache"
     "/neo_alpha_stage3_178k_ift_train1', speculative_config=None, tokenizer='/root/.cache/refacto"
     "r', skip_tokenizer_init=False, tokenizer_mode=auto, revision=None, override_neuron_config=No"
     'ne, tokenizer_revision=None, trust_remote_code=False, dtype=torch.bfloat16, max_seq_len=3276'
     '8, download_dir=None, load_format=LoadFormat.AUTO, tensor_parallel_size=8, pipeline_parallel'
     '_size=1, disable_custom_all_reduce=False, quantization=None, enforce_eager=False, kv_cache_d'
     "type=auto, device_config=cuda, decoding_config=DecodingConfig(guided_decoding_backend='xgram"
     "mar'), observability_config=ObservabilityConfig(otlp_traces_endpoint=None, collect_model_for"
     'ward_time=False, collect_model_execute_time=False), seed=0, served_model_name=/root/.cache/r'
     'efactor, num_scheduler_steps=1, multi_step_stream_outputs=True, enable_prefix_caching=False,'
     ' chunked_prefill_enabled=False, use_async_output_proc=True, disable_mm_preprocessor_cache=Fa'
     'lse, mm_processor_kwargs=None, pooler_config=None, compilation_config={"splitting_ops":[],"c'
     'ompile_sizes":[],"cudagraph_capture_sizes":[256,248,240,232,224,216,208,200,192,184,176,168,'
     '160,152,144,136,128,120,112,104,96,88,80,72,64,56,48,40,32,24,16,8,4,2,1],"max_capture_size"'
     ':256}, use_cached_outputs=False,\n'
     '\xa0 | 2025-03-07T05:56:27.269Z | \x1b[36m(_MapWorker pid=13019)\x1b[0m ERROR 03-07 05:56:27 worker_b'
     "ase.py:581] Error executing method 'init_device'. This might cause deadlock in distributed e"
     'xecution.\n'
     '\xa0 | 2025-03-07T05:56:27.270Z | \x1b[36m(_MapWorker pid=13019)\x1b[0m ERROR 03-07 05:56:27 worker_b'
     'ase.py:581] Traceback (most recent call last):\n'
     '\xa0 | 2025-03-07T05:56:27.270Z | \x1b[36m(_MapWorker pid=13019)\x1b[0m ERROR 03-07 05:56:27 worker_b'
     'ase.py:581] File "/opt/conda/lib/python3.11/site-packages/vllm/worker/worker_base.py", line '
     '573, in execute_method\n'
     '\xa0 | 2025-03-07T05:56:27.270Z | \x1b[36m(_MapWorker pid=13019)\x1b[0m ERROR 03-07 05:56:27 worker_b'
     'ase.py:581] return run_method(target, method, args, kwargs)\n'
     '\xa0 | 2025-03-07T05:56:27.270Z | \x1b[36m(_MapWorker pid=13019)\x1b[0m ERROR 03-07 05:56:27 worker_b'
     'ase.py:581] File "/opt/conda/lib/python3.11/site-packages/vllm/worker/worker.py", line 155, '
     'in init_device\n'
     '\xa0 | 2025-03-07T05:56:27.270Z | \x1b[36m(_MapWorker pid=13019)\x1b[0m ERROR 03-07 05:56:27 worker_b'
     'ase.py:581] torch.cuda.set_device(self.device)\n'
     '\xa0 | 2025-03-07T05:56:27.270Z | \x1b[36m(_MapWorker pid=13019)\x1b[0m ERROR 03-07 05:56:27 worker_b'
     'ase.py:581] File "/opt/conda/lib/python3.11/site-packages/torch/cuda/__init__.py", line 478,'
     ' in set_device\n'
     '\xa0 | 2025-03-07T05:56:27.270Z | \x1b[36m(_MapWorker pid=13019)\x1b[0m ERROR 03-07 05:56:27 worker_b'
     'ase.py:581] torch._C._cuda_setDevice(device)\n'
     '\xa0 | 2025-03-07T05:56:27.270Z | \x1b[36m(_MapWorker pid=13019)\x1b[0m ERROR 03-07 05:56:27 worker_b'
     'ase.py:581] File "/opt/conda/lib/python3.11/site-packages/torch/cuda/__init__.py", line 319,'
     ' in _lazy_init\n'
     '\xa0 | 2025-03-07T05:56:27.270Z | \x1b[36m(_MapWorker pid=13019)\x1b[0m ERROR 03-07 05:56:27 worker_b'
     'ase.py:581] torch._C._cuda_init()\n'
     '\xa0 | 2025-03-07T05:56:27.270Z | \x1b[36m(_MapWorker pid=13019)\x1b[0m ERROR 03-07 05:56:27 worker_b'
     'ase.py:581] RuntimeError: No CUDA GPUs are available'),
     "no_gpu_visible", {}, "no_gpu_visible",
     "vLLM 0.7.3 (V0) built inside a Ray Data map worker (_MapWorker) with tensor_parallel_size=8 and the Ray "
     "executor: the map worker, which Ray gave no GPU, acts as the driver and runs init_device itself; torch sees no "
     "CUDA device there; the same image at TP 1 works. Not a memory or model problem.",
     "the maintainer (youkaichao): move `from vllm import LLM, SamplingParams` into the predictor's __init__ so vLLM is "
     "imported inside the worker; another user reports pinning transformers==4.46.2 works; closed as stale with those "
     "workarounds (richardliaw)",
     release="0.7.3", gpu=None, gpus=8,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 8}],
     note="judgement call: kind of my own (no_gpu_visible: torch's 'No CUDA GPUs are available' has no README kind). "
          "Lines kept as the issue's collapsed log shows them, with the log viewer's ' | timestamp |' prefixes and "
          "Ray's colour escape codes (the raw ESC characters are in the stored body); lines in between dropped")

# ------------------------------------------------------------------ a quantization kernel bug at load time
case("vllm-7216-dynamic-fp8-marlin-a100-v054", "https://github.com/vllm-project/vllm/issues/7216",
     ('Dynamic FP8 works fine on H100 but fails on A100.\n'
     '\r\n'
     'vllm serve meta-llama/Meta-Llama-3-8B-Instruct --quantization="fp8" --port 9000 \r\n'
     '...\r\n'
     '  File "/home/mgoin/venvs/vllm-rel/lib/python3.10/site-packages/vllm/model_executor/layers/q'
     'uantization/utils/marlin_utils.py", line 172, in marlin_permute_scales\r\n'
     '    s = s.reshape((-1, len(scale_perm_single)))[:, scale_perm_single]\r\n'
     "RuntimeError: shape '[-1, 32]' is invalid for input of size 1\r\n"
     '\n'
     'INFO 08-06 19:27:35 api_server.py:339] vLLM API server version 0.5.4'),
     "quantization_kernel_bug", {}, "quantization_kernel_bug",
     "vLLM 0.5.4 on an A100 (no native FP8) quantizing a bf16 checkpoint on the fly with --quantization fp8: the "
     "weight-only FP8 Marlin path reshapes a single per-tensor scale into Marlin's 32-wide permutation while loading, "
     "and the load fails. The same command works on H100 (native FP8) and with a checkpoint already in FP8.",
     "the reporter, a vLLM maintainer (mgoin): a bug in the dynamic FP8 Marlin backend of 0.5.4; a pre-quantized FP8 "
     "checkpoint (neuralmagic/Meta-Llama-3-8B-Instruct-FP8) with --quantization fp8 serves fine on the same A100",
     release="0.5.4", gpu="A100", gpus=1,
     command='vllm serve meta-llama/Meta-Llama-3-8B-Instruct --quantization="fp8" --port 9000',
     forbidden=NO_MEMORY_FIX + [{"flag": "--kv-cache-dtype"}],
     note="judgement call: kind of my own (quantization_kernel_bug: a quantization kernel failing on its own weights at "
          "load time, not a capability refusal; quantization_unsupported_gpu would be wrong, FP8 weight-only runs on "
          "A100). The excerpt is the reporter's first sentence, his short log block (his own '...' elision kept) and the "
          "version line of his full output")

# ------------------------------------------------------------------ TP shards that do not fit the FP8 quantization blocks
case("vllm-pr48173-minimax-m27-block-fp8-tp8-192", "https://github.com/vllm-project/vllm/pull/48173",
     ('vllm serve MiniMaxAI/MiniMax-M2.7 -tp 8 --trust-remote-code\n'
     '\n'
     'Traceback (most recent call last):\n'
     '  File ".../vllm/v1/worker/gpu_model_runner.py", line 5159, in load_model\n'
     '    self.model = model_loader.load_model(...)\n'
     '  File ".../vllm/model_executor/model_loader/utils.py", line 62, in initialize_model\n'
     '\n'
     "ValueError: The output_size of gate's and up's weight = 192 is not divisible\n"
     'by weight quantization block_n = 128.'),
     "tp_not_divisible", {}, "tp_not_divisible",
     "MiniMaxAI/MiniMax-M2.7 (block-FP8 MoE, weight_block_size [128, 128], intermediate_size 1536) at TP 8 on ROCm in "
     "July 2026: each rank gets 1536 / 8 = 192 rows of the fused gate/up weight, not a multiple of the 128-row "
     "quantization block, so every worker aborts while creating the weights. Not a memory problem.",
     "the PR's author (Rohan138): the failure is TP-shape-specific; TP 4 gives 384 rows per rank and loads. His PR, "
     "padding the intermediate size on ROCm, was closed unmerged, so TP 4 (or another split of the 8 GPUs) is the fix",
     release="main (July 2026)", gpu="AMD Instinct (ROCm)", gpus=8,
     command="vllm serve MiniMaxAI/MiniMax-M2.7 -tp 8 --trust-remote-code",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "at_least": 8}],
     note="judgement calls: kind (the block-quantization divisibility refusal has no README kind; tp_not_divisible "
          "is the closest: the tensor-parallel split does not divide a model dimension as the checkpoint needs; no "
          "numbers, since 192 and 128 are not heads or a TP size); source is a closed, unmerged PR whose description "
          "carries the log and the diagnosis. Assembled from the PR description: the command and the traceback head "
          "from its Reproduction section (the search excerpt cuts the traceback after initialize_model), the error "
          "line from its Purpose section, wrapped as the PR shows it")

case("vllm-12572-rocm-ray-hip-invalid-device-ordinal-tp2", "https://github.com/vllm-project/vllm/issues/12572",
     ('[Bug]: Ray/vLLM RuntimeError: HIP error: invalid device ordinal\n'
     '\n'
     '$ vllm serve <model> \\\n'
     '    --distributed-executor-backend="ray" \\\n'
     '    --device="cuda" \\\n'
     '    --task="generate" \\\n'
     '    --tensor-parallel-size 2 \\\n'
     '    --pipeline-parallel-size 1 \n'
     '\n'
     'This should request 2 gpus on one node and start serving. For that, Ray will allocate two GP'
     'Us and "start" 1 rank, not 2 because we seem to be reusing the original vllm rank for that p'
     'urpose (that causes problems too but that for a future issue/feature request). \n'
     '\n'
     'Then it gets messy. The original vllm rank, the one we started using the command above, will'
     ' operate with the following environment variable:\n'
     'CUDA_VISIBLE_DEVICES="0,1"\n'
     '\n'
     'That is, we restrict the visibility of this rank to 2 GPUs (represented by identifier 0 and '
     '1) of a node.\n'
     '\n'
     'Now, the second rank will see the following env variables:\n'
     'ROCR_VISIBLE_DEVICES="1"\n'
     'CUDA_VISIBLE_DEVICES="0,1"'),
     "invalid_device_ordinal", {}, "invalid_device_ordinal",
     "vLLM with the Ray executor at TP 2 on AMD MI250X/MI300X nodes (January 2025): Ray restricts the second rank with "
     "ROCR_VISIBLE_DEVICES=\"1\" while CUDA_VISIBLE_DEVICES stays \"0,1\", so that rank sees one GPU renumbered 0 and "
     "vLLM's set_device for local rank 1 names a device that does not exist.",
     "the reporter's diagnosis (ROCR_VISIBLE_DEVICES applies before HIP/CUDA_VISIBLE_DEVICES); vLLM PR #21522, which "
     "names this issue, reports that setting RAY_EXPERIMENTAL_NOSET_HIP_VISIBLE_DEVICES=1 (besides the "
     "RAY_EXPERIMENTAL_NOSET_ROCR_VISIBLE_DEVICES=1 the ROCm image already sets) makes the same TP 2 Ray launch work "
     "on MI250",
     release="not stated (January 2025)", gpu="AMD MI250X / MI300X (ROCm)", gpus=2,
     command='vllm serve <model> --distributed-executor-backend="ray" --device="cuda" --task="generate" '
             '--tensor-parallel-size 2 --pipeline-parallel-size 1',
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 2}],
     note="judgement calls: kind of my own (invalid_device_ordinal: HIP's 'invalid device ordinal' under Ray has no "
          "README kind; no_gpu_visible is the nearest); the error line is the issue title, the body is the reporter's "
          "analysis (the command and the two ranks' environment kept, his explanation after them left out, fences "
          "dropped); the fix is from PR #21522 (closed unmerged) that cites this issue, not from a reply in the thread")

# ------------------------------------------------------------------ a GPU (CUDA) wheel on a host with no GPU
case("vllm-16407-xeon-gnr-cuda-wheel-failed-to-infer-device-v082", "https://github.com/vllm-project/vllm/issues/16407",
     ('Intel Xeon Granite Rapids (GNR) is the 6th Generation Intel Xeon System. I was trying to run'
     ' vLLM on bare metal which is not working giving an error "No platform detected, vLLM is runn'
     'ing on UnspecifiedPlatform". This is a new hardware platform (x86) from Intel. Not sure when'
     ' the support will be provided.\n'
     'vllm serve mistralai/Mistral-7B-Instruct-v0.3\n'
     'INFO 04-10 10:50:47 [__init__.py:243] No platform detected, vLLM is running on UnspecifiedPl'
     'atform\n'
     'INFO 04-10 10:50:48 [api_server.py:981] vLLM API server version 0.8.2\n'
     '  File "/home/devcloud/mistral/vllm_env/lib/python3.12/site-packages/vllm/entrypoints/openai'
     '/api_server.py", line 161, in build_async_engine_client_from_engine_args\n'
     '    vllm_config = engine_args.create_engine_config(usage_context=usage_context)\n'
     '                  ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n'
     '  File "/home/devcloud/mistral/vllm_env/lib/python3.12/site-packages/vllm/engine/arg_utils.p'
     'y", line 1295, in create_engine_config\n'
     '    device_config = DeviceConfig(device=self.device)\n'
     '                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n'
     '  File "/home/devcloud/mistral/vllm_env/lib/python3.12/site-packages/vllm/config.py", line 1'
     '802, in __init__\n'
     '    raise RuntimeError("Failed to infer device type")\n'
     'RuntimeError: Failed to infer device type'),
     "no_gpu_visible", {}, "no_gpu_visible",
     "vLLM 0.8.2 installed with plain `pip install vllm` (the CUDA build) on a bare-metal Intel Xeon 6 (Granite "
     "Rapids) server with no GPU: no platform plugin matches, vLLM runs on UnspecifiedPlatform and dies building the "
     "device config. Not a memory, model or CPU-generation problem.",
     "the reporter's own follow-up: building vLLM from source for the CPU backend fixes it (the pip wheel is the CUDA "
     "build); vLLM's troubleshooting FAQ (PR #14200) explains the message and VLLM_LOGGING_LEVEL=DEBUG",
     release="0.8.2", gpu=None, gpus=0,
     command="vllm serve mistralai/Mistral-7B-Instruct-v0.3",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}],
     note="judgement call: kind of my own, shared with vllm-14413 (no_gpu_visible: vLLM's 'Failed to infer device "
          "type' has no README kind; device_type_not_inferred would be the precise name). The excerpt is the "
          "reporter's first sentence, the command, the platform and version lines and the traceback tail; the args "
          "line and the traceback head are dropped. Filed as a feature request")

case("vllm-17249-pip-wheel-cpu-failed-to-infer-device-v063post1", "https://github.com/vllm-project/vllm/issues/17249",
     ("[Usage]: Doesn't the pip package of vllm support CPU?\n"
     '\n'
     '    device_config = DeviceConfig(device=self.device)\n'
     '                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n'
     '  File "/xxx/myenv/lib/python3.11/site-packages/vllm/config.py", line 1091, in __init__\n'
     '    raise RuntimeError("Failed to infer device type")\n'
     'RuntimeError: Failed to infer device type\n'
     '$ pip list | grep vllm\n'
     'vllm                                     0.6.3.post1\n'
     '\n'
     'My device is not recognized as a cpu device'),
     "no_gpu_visible", {}, "no_gpu_visible",
     "vllm 0.6.3.post1 from PyPI (the CUDA build) on a machine the user wants to run on CPU: vLLM cannot infer a device "
     "type and stops while building the device config.",
     "the collaborator Isotr0py: there are no pre-built CPU wheels; build and install the CPU backend from source as the "
     "CPU installation guide describes",
     release="0.6.3.post1", gpu=None, gpus=0,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}],
     note="judgement call: kind of my own, as vllm-16407. The excerpt is the issue title, the traceback tail the "
          "reporter pasted (its head is not shown), his pip list line and his one-sentence question. A second user "
          "reports the same error after following the guide; the thread does not resolve that")

# ------------------------------------------------------------------ a weight-loading bug of one release
case("vllm-17327-qwen3-fp8-dense-qkv-narrow-indexerror-v084", "https://github.com/vllm-project/vllm/issues/17327",
     ('File ".../vllm/model_executor/parameter.py", line 149, in load_qkv_weight\n'
     '    param_data = param_data.narrow(self.output_dim, shard_offset,\n'
     'IndexError: start out of range (expected to be in range of [-18, 18], but got 2048)'),
     "quantization_kernel_bug", {}, "quantization_kernel_bug",
     "Qwen3 dense FP8 checkpoints on vLLM 0.8.4: loading the fused QKV parameters narrows a parameter of 18 rows at "
     "offset 2048, so loading stops with an IndexError. A weight-loading bug of that release, not a memory or TP "
     "problem.",
     "the collaborators' pinned Qwen3 usage guide: upgrade to vLLM 0.8.5",
     release="0.8.4", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--kv-cache-dtype"}],
     note="judgement calls: source is a pinned usage guide written by a vLLM collaborator (not one user's report), "
          "its code block quoting the error users hit and its fix; kind of my own shared with vllm-7216 "
          "(quantization_kernel_bug: a load-time bug in a quantized weight path). The guide's second block (Qwen3 MoE "
          "FP8 at TP 8, 'output_size of gate's and up's weight = 192 is not divisible by weight quantization block_n "
          "= 128', fix TP 4 or --enable-expert-parallel) was not taken: same message as vllm-pr48173. The guide "
          "gives no mechanism; real_cause only restates the printed numbers")

# ------------------------------------------------------------------ a model config newer than the release or transformers
case("vllm-6689-llama31-rope-scaling-transformers-too-old", "https://github.com/vllm-project/vllm/issues/6689",
     ("ValueError: 'rope_scaling' must be a dictionary with two fields, 'type' and 'factor', got {'"
     "factor': 8.0, 'low_freq_factor': 1.0, 'high_freq_factor': 4.0, 'original_max_position_embedd"
     "ings': 8192, 'rope_type': 'llama3'}"),
     "transformers_too_old", {}, "transformers_too_old",
     "Meta Llama 3.1 (July 2024) on vLLM with a transformers older than 4.43: the installed transformers validates "
     "rope_scaling against the old two-field schema and refuses Llama 3.1's rope_type 'llama3' block while loading "
     "the config. Not a memory, GPU or TP problem.",
     "the collaborators' pinned Llama 3.1 known-issues FAQ: upgrade transformers to 4.43.1 (`pip install transformers "
     "--upgrade`)",
     release="not stated (July 2024, 0.5.3 era)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}],
     note="judgement calls: kind of my own shared with vllm-13446 (transformers_too_old); source is the pinned FAQ "
          "issue written by a vLLM collaborator, which quotes the error users hit (one line, as the FAQ shows it) "
          "and its fix, not one user's log. The FAQ's other error (vllm-6689-llama31-rope-scaling-keyerror-type) is "
          "a separate case with a different fix")

case("vllm-6689-llama31-rope-scaling-keyerror-type", "https://github.com/vllm-project/vllm/issues/6689",
     ('if rope_scaling is not None and rope_scaling["type"] not in, KeyError: \'type\'.'),
     "rope_scaling_unsupported", {}, "rope_scaling_unsupported",
     "Meta Llama 3.1 (July 2024) on a vLLM release before 0.5.3.post1: vLLM's own code reads rope_scaling[\"type\"], "
     "but Llama 3.1's config names the field rope_type, so loading stops with a KeyError. A release too old for the "
     "model's config; not a memory, GPU or TP problem.",
     "the collaborators' pinned Llama 3.1 known-issues FAQ: update vLLM to v0.5.3.post1, which includes the fix",
     release="before 0.5.3.post1 (July 2024)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}],
     note="judgement calls: kind of my own (rope_scaling_unsupported: a release that cannot read a new rope_scaling "
          "schema; architecture_unsupported is the nearest README kind, but LlamaForCausalLM is registered); the "
          "excerpt is the FAQ's one-line quote of the error, cut as the FAQ shows it ('not in,'); same thread as "
          "vllm-6689-llama31-rope-scaling-transformers-too-old (two distinct failures and fixes; the lead may keep one)")

BATCH.write()
