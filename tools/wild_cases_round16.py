"""Round-16 blind batch (the session's final blind measurement): real vLLM launch failures of any class, as users paste
them, collected by helper wild16 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round16-blind"``; the lead grades it once and does not fit on it (``python tests/wild_grade.py round16``).

Same rules as tools/wild_cases_round11.py and rounds 14/15: the collector did not run ``kvroom explain``,
tests/wild_grade.py or the test suite on these excerpts, and did not read kvroom's source (src/) to choose them (the one
file of src/ read, src/kvroom/data/vllm_architectures.json, was read after the cases were chosen, to write a note);
every expectation (kind, printed numbers, cause, fixes that would be wrong for that user) was written from the thread
only. Causes are the ones the excerpt itself evidences (round 10's lesson; no release_regression in this batch); a
deeper story only the thread tells is in real_cause/note. Excerpts are the text as the search tool's stored copy shows
it (a line the stored copy cut stays cut); where lines in between were dropped or parts of a thread assembled, the
note says so.

Sources: the search tool's issues corpus only (about 94 look-ups). The yunwei37/vllm-exp mirror was grepped again
(git, no look-ups): its remaining error-bearing bodies (vllm#5864, #11155, #11650, #13715, #8392, #18580, #13283, #8654,
#20670, #12625, #19890, #17344) either showed no answer in the corpus or are screenshots, so none was taken. The
club-3090 mirror's docs name club-3090#71/#149/#838 (#71 and #149 already skipped by round 12; #838 not in the corpus).
Threads were taken in the order the searches returned them when the stored text had the error (pasted or retyped) and
either what fixed it or a maintainer's diagnosis; every url was checked against /work/coord/USED_SOURCES.txt and the
skip lists in BLIND.md. KV-cache / memory threads were searched first and hardest (the most common class); nearly every
one the corpus returns is already a fixture or a named skip, which is why this batch holds only four memory cases.

Judgement calls for the lead (each case's ``note`` says more):
1. Kind of its own (no README kind fits; used as its own cause): ``torch_abi_mismatch`` (vllm-5501, vllm-3147:
   ``vllm/_C...so: undefined symbol`` because the installed torch is not the one the vLLM wheel was built against;
   fixed by installing the matching torch). ``nccl_error`` (vllm-19613, xinference-2836) is the name rounds 14/15
   used; kvroom's main now reads it.
2. Existing kind, evidence thinner than usual: vllm-6220 (max_len_over_derived from the Gemma 2 warning 'capping the
   max length to the sliding window size (4096)' and the user's --max-model-len 8192; the error line itself is not in
   the stored text); vllm-2395 (a bare CUDA OOM line with no phase: kind oom_loading by the README's rule for an OOM
   with no sign of progress, cause oom_unknown_phase; the thread's fix, --enforce-eager, says CUDA-graph capture);
   s3-10 (vLLM's 'no available memory for the cache blocks' retyped in prose, in an RL training run: no_kv_memory with
   cause other_process from the maintainer's diagnosis that the 7B full fine-tune does not fit the four 24 GB cards);
   vllm-19793 (transformers' model-type refusal on vLLM 0.6.3, whose fix is a newer vLLM: model_type_unknown);
   vllm-48140 (only the head of the free-memory refusal is quoted, 55.87/119.56 GiB on a GB10; cause other_process for
   the host memory that unified memory shares); step3-pr14 (the sampler warm-up OOM: oom_profiling, as earlier
   rounds filed the same message).
3. Fixes not from a maintainer: vllm-3147, vllm-19613 and vllm-48140 (the reporter's own), step3-pr14 (the change an
   open pull request proposes), vllm-6220 (a commenter's reading of the warning), opencompass-1810 (a commenter's VLLM_WORKER_MULTIPROC_METHOD, cut in the stored text after the variable
   name), xinference-2836 (the maintainer's, confirmed by another user, not the reporter).
4. Traps: vllm-19613's 'Cannot allocate memory' is RDMA memory registration (NCCL_BUFFSIZE), not GPU memory;
   glm4-608's maintainer advises a downgrade (<= 0.6.1) for an architecture that only newer releases register;
   opencompass-1810 runs a vendor build of vLLM ('coca_vllm').
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round16-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]

# ------------------------------------------------------------------ KV cache / memory
case("s3-10-4x3090-rl-training-no-kv-memory", "https://github.com/pat-jj/s3/issues/10",
     "vllm gpu_memory_utilization..\n\n"
     "I ran train_s3.sh using 30904 and received the error no available memory for the cache blocks during "
     "allocation.\n\n"
     "Reduce gpu_memory_utilization and repeat the same error.\n\n"
     "3090 24gb *4 should be enough, is there anything I'm missing?",
     "no_kv_memory", {}, "other_process",
     "the s3 project's RL training script (train_s3.sh) on four RTX 3090 24 GB (June 2025): vLLM's rollout engine shares "
     "the GPUs with the full fine-tuning of a 7B model, whose training state leaves vLLM no memory for KV-cache blocks "
     "whatever the utilization.",
     "the maintainer (pat-jj): 4x24GB GPUs aren't sufficient for full fine-tuning of a 7B model; with that hardware use "
     "PEFT (parameter-efficient fine-tuning) instead",
     release="not stated (June 2025)", gpu="4x RTX 3090 24GB", gpus=4,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 4}],
     note="judgement call 2: vLLM's 'No available memory for the cache blocks' is retyped in prose (lower case), not "
          "pasted; the cause other_process is the maintainer's diagnosis (the co-located training process), not "
          "something the line shows. '30904' is the reporter's typo for 3090 x4. The reporter already lowered "
          "--gpu-memory-utilization without effect")

case("vllm-2395-mixtral-gptq-2xa10-eks-oom-21.99", "https://github.com/vllm-project/vllm/issues/2395",
     "TheBloke/Mixtral-8x7B-Instruct-v0.1-GPTQ with tensor parallelism using 2 A10 GPU's\n\n"
     "`python3 -m vllm.entrypoints.openai.api_server --model TheBloke/Mixtral-8x7B-Instruct-v0.1-GPTQ --dtype float16 "
     "--max-model-len 1024 --gpu-memory-utilization 0.95 --tensor-parallel-size 2`\n\n"
     "But when I am trying to run the same model on AWS EKS k8's pod with 2 A10 GPUs, it's getting failed. It was "
     "throwing following error\n\n"
     "`torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 112.00 MiB. GPU 0 has a total capacty of "
     "21.99 GiB of which 45.00 MiB is free. Process 40317 has 21.92 GiB memory in use. Of the allocated memory 20.02 "
     "GiB is allocated by PyTorch, and 260.12 MiB is reserved by PyTorch but unallocated. If reserved but unallocated "
     "memory is large try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management "
     "and PYTORCH_CUDA_ALLOC_CONF`",
     "oom_loading", {"total_gib": 21.99}, "oom_unknown_phase",
     "Mixtral-8x7B GPTQ at TP 2 on two A10 (22 GiB) in a Kubernetes pod, --gpu-memory-utilization 0.95 (January "
     "2024): the same command ran on SageMaker; after debugging, the reporter found that run was in eager mode, and "
     "adding --enforce-eager made the pod start, i.e. the death is CUDA-graph capture in the little memory left "
     "outside the 0.95 budget.",
     "the reporter's own: add --enforce-eager (the SageMaker run had been in eager mode)",
     release="not stated (January 2024)", gpu="2x A10 (AWS EKS pod)", gpus=2,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--gpu-memory-utilization", "at_least": 0.95}],
     note="judgement call 2: the pasted OOM carries no phase (no traceback, no capture lines): oom_loading is the "
          "README's kind for an OOM with no sign of progress, and the cause the log evidences is oom_unknown_phase; the "
          "thread's story (graph capture) is in real_cause. The excerpt is the description's first paragraphs with the "
          "SageMaker sentence before the command dropped; 'capacty' is torch's spelling of the day")

case("vllm-48140-gb10-uma-free-55.87-of-119.56-v0240", "https://github.com/vllm-project/vllm/issues/48140",
     "Startup free-memory check uses MemFree instead of MemAvailable \u2014 spurious ValueError on UMA devices (GB10 / "
     "GB200 / Jetson)\n\n"
     "- Hardware: NVIDIA DGX Spark (GB10 Grace Blackwell, sm_121a, ARM64, 121 GiB unified memory)\n"
     "- Runtime: vLLM 0.24.0\n\n"
     "Retracing the failure I filed with: at the moment of the ValueError I had recorded `MemFree=27812140 kB (26.5 "
     "GiB)` and `MemAvailable=59063644 kB (56.3 GiB)`. The ValueError text was `Free memory on device cuda:0 "
     "(55.87/119.56 GiB)`. That's ~MemAvailable, not MemFree. My mistake \u2014 I saw the number close to my `MemFree < "
     "threshold` mental model and stopped reading.\n\n"
     "**So the framing of this issue is wrong.** vLLM already reads MemAvailable via psutil on integrated GPUs, and my "
     "failure was MemAvailable being below `0.5 \u00d7 total = 59.78 GiB`.",
     "free_memory_low", {"free_gib": 55.87, "total_gib": 119.56}, "other_process",
     "an 80B NVFP4 MoE on a DGX Spark (GB10, unified memory) with vLLM 0.24.0 and --gpu-memory-utilization 0.5 (July "
     "2026): after a first load attempt the weight shards sat in the host's page cache and other host memory, so the "
     "memory available to the GPU at start-up (MemAvailable, which vLLM reads on integrated GPUs) was below half of "
     "the unified pool and the start-up free-memory check refused.",
     "the reporter's workaround from the description: `sync && echo 3 > /proc/sys/vm/drop_caches` before the load "
     "attempt (docker restart or a reboot did not help reliably); a reply (its text is not in the stored excerpt) "
     "corrected the diagnosis, which the reporter verified: vLLM already uses MemAvailable on integrated GPUs; closed",
     release="0.24.0", gpu="DGX Spark (GB10, 119.56 GiB unified memory)", gpus=1,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.468}, {"flag": "--tensor-parallel-size", "above": 1}],
     note="assembled: title, two lines of the description's environment, and the reporter's later comment quoting "
          "the ValueError's head (the full message is not in the stored text, so only the free/total pair is an "
          "expected number; the utilization 0.5 and 59.78 GiB are the reporter's arithmetic). Forbidden at_least 0.468 "
          "is 55.87/119.56 rounded up")

case("step3-pr14-8xh20-dp-tp-sampler-warmup-oom", "https://github.com/stepfun-ai/Step3/pull/14",
     "Add the setting --gpu-memory-utilization 0.85 for Data Parallelism + Tensor Parallelism(Serving on 8xH20). In "
     "case no this setting, following error will occur when deploy with Data Parallelism + Tensor Parallelism on 8 * "
     "H20 96G node:\n"
     "(EngineCore_2 pid=28306) ERROR 08-06 14:37:29 [core.py:683]     raise RuntimeError(\n"
     "(EngineCore_2 pid=28306) ERROR 08-06 14:37:29 [core.py:683] RuntimeError: CUDA out of memory occurred when "
     "warming up sampler with 1024 dummy requests. Please try lowering `max_num_seqs` or `gpu_memory_utilization` "
     "when initializing the engine.",
     "oom_profiling", {}, "oom_profiling",
     "StepFun's Step3 (a large multimodal MoE) served with data parallelism + tensor parallelism on one 8x H20 96 GB "
     "node (vLLM of August 2025) at the default --gpu-memory-utilization (0.9): after the KV cache took its share, the "
     "sampler warm-up with the default 1024 dummy requests ran out of memory in an engine core.",
     "the PR author's: add --gpu-memory-utilization 0.85 to the DP+TP command in the deploy guide (PR open, not "
     "merged); vLLM's own message names the other lever, a lower max_num_seqs",
     release="not stated (August 2025)", gpu="8x H20 96GB", gpus=8,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.9}, {"flag": "--max-num-seqs", "at_least": 1024},
                {"flag": "--tensor-parallel-size", "above": 8}],
     note="a pull request's description (deploy_guidance.md), not an issue: the error lines are the author's from the "
          "failed deployment; the fix is the change the PR proposes (judgement call 3). The command itself is in the "
          "guide, not in the stored excerpt")

# ------------------------------------------------------------------ max_model_len over the derived length
case("vllm-6220-gemma2-27b-8192-over-sliding-window-4096", "https://github.com/vllm-project/vllm/issues/6220",
     "[Bug]: Gemma2 supports 8192 context with sliding window, but vllm only does 4196 or fails if try 8192\n\n"
     "export NCCL_IGNORE_DISABLED_P2P=1\n"
     "export CUDA_VISIBLE_DEVICES=0\n"
     "python -m vllm.entrypoints.openai.api_server --port=5000 \\\n"
     "      --host=0.0.0.0 --model google/gemma-2-27b-it \\\n"
     "      --tensor-parallel-size=1 --seed 1234 \\\n"
     "      --trust-remote-code \\\n"
     "      --tensor-parallel-size=1 \\\n"
     "      --gpu-memory-utilization=0.99 \\\n"
     "      --max-model-len 8192 \\\n"
     "      --max-num-batched-tokens=65536 --max-log-len=100 \\\n"
     "      --download-dir=$HOM\n\n"
     "WARNING 07-08 19:39:49 utils.py:562] Gemma 2 uses sliding window attention for every odd layer, which is "
     "currently not supported by vLLM. Disabling sliding window and capping the max length to the sliding window size "
     "(4096).",
     "max_len_over_derived", {"max_model_len": 8192, "derived_max_model_len": 4096}, "max_len_over_derived",
     "google/gemma-2-27b-it on the vLLM release that first served Gemma 2 (0.5.1, July 2024): vLLM had no sliding-window "
     "attention for Gemma 2's alternating layers, so it capped the model's length at the 4096-token window; "
     "--max-model-len 8192 is then above the derived maximum and the engine refuses.",
     "a commenter (williameric87), from the warning: pass --disable-sliding-window and set --max-model-len no larger "
     "than 4096 (and VLLM_ATTENTION_BACKEND=FLASHINFER, per PR #5908); the reporter agreed that sliding-window support "
     "was what was missing",
     release="0.5.1 (July 2024; not printed)", gpu=None, gpus=1,
     forbidden=[{"flag": "--max-model-len", "above": 4096}, {"flag": "--tensor-parallel-size"}],
     note="judgement call 2: the refusal itself is not in the stored text; the excerpt is the title, the command as the "
          "description shows it (its last line cut there), and the WARNING line the commenter quotes from 'the third "
          "line in your last output block' of the reporter's log. The numbers are the command's 8192 and the warning's "
          "4096")

# ------------------------------------------------------------------ architecture / transformers
case("tidedra-lmm-r1-48-qwen25vl-inspection-v073", "https://github.com/TideDra/lmm-r1/issues/48",
     "版本都正确，但是vllm一直报错\n\n"
     "ValueError: Model architectures ['Qwen2_5_VLForConditionalGeneration'] failed to be inspected. Please check the "
     "logs for more details.\n\n"
     "版本如下：\n"
     "transformers                      4.49.0\n"
     "transformers-stream-generator     0.0.5\n"
     "vllm                              0.7.3\n"
     "pytorch-triton                    3.0.0+989adb9a2\n"
     "torch                             2.5.1\n"
     "torch-tensorrt                    2.5.0a0\n"
     "torchaudio                        2.5.1\n"
     "torchmetrics                      1.6.3\n"
     "torchvision                       0.20.1",
     "model_inspection_failed", {}, "model_inspection_failed",
     "Qwen2.5-VL in the lmm-r1 RL framework (March 2025) on vLLM 0.7.3 with transformers 4.49.0: vLLM 0.7.3 registers "
     "Qwen2_5_VLForConditionalGeneration, but importing its class failed in this environment (the underlying import "
     "error is not in the thread).",
     "the maintainer (TideDra): install transformers from source; when that did not help, re-download the latest "
     "Qwen2.5-VL checkpoint; the reporter then wrote that it was solved (解决了谢谢) without saying which step did it",
     release="0.7.3", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--trust-remote-code"}],
     note="the title ('the versions are all right but vllm keeps erroring') is part of the excerpt; a later commenter "
          "(August 2025) asked how it was solved, unanswered")

case("glm4-608-glmforcausallm-not-supported-v062-v063", "https://github.com/zai-org/GLM-4/issues/608",
     "vllm 报错 Model architectures ['GlmForCausalLM'] are not supported for now.\n\n"
     "vllm=0.6.2/0.6.3\n"
     "numpy==1.26.4\n"
     "requirements.txt都是默认的\n\n"
     "python /home/uk/GLM-4/basic_demo/glm_server.py\n"
     "报错无法加载模型\n"
     "Model architectures ['GlmForCausalLM'] are not supported for now.",
     "architecture_unsupported", {}, "architecture_unsupported",
     "the GLM-4 repository's basic_demo server on vLLM 0.6.2/0.6.3 (October 2024) loading the transformers-format "
     "checkpoint (glm-4-9b-chat-hf, architecture GlmForCausalLM), which those releases do not register; the original "
     "glm-4-9b-chat checkpoint uses ChatGLMModel, which they do.",
     "the model's maintainer (sixsixcoder): with the glm-4-9b-chat-hf model use vLLM <= 0.6.1 (as written; the releases "
     "that register GlmForCausalLM are newer, so the workable fixes are the non-hf checkpoint on the old vLLM or a newer "
     "vLLM for the -hf checkpoint)",
     release="0.6.2 or 0.6.3 (October 2024)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--trust-remote-code"}],
     note="trap (judgement call 4): the maintainer's downgrade advice does not match vLLM's registry "
          "(src/kvroom/data/vllm_architectures.json, read after the case was chosen: GlmForCausalLM is absent from the "
          "0.6.0 and 0.6.3 registries and first listed at 0.6.6 among the releases read); the lead decides which fix to "
          "accept. "
          "The excerpt is the description with its template headings dropped")

case("vllm-19793-qwen3moe-v063-xpu-model-type", "https://github.com/vllm-project/vllm/issues/19793",
     "[Usage]: ValueError: The checkpoint you are trying to load has model type `qwen3_moe` but Transformers does not "
     "recognize this architecture. This could be because of an issue with the checkpoint, or b\n\n"
     "\"I can currently only run vLLM 0.6.3 on XPU. When trying to load a `qwen3_moe` model, I encountered the error: \n"
     "```\n"
     "`ValueError: The checkpoint you are trying to load has model type qwen3_moe but Transformers does not recognize "
     "this architecture. This could be because of an issue with the checkpoint, or because your version of "
     "Transformers is out of date.` \n"
     "```\n"
     "I have already upgraded \n"
     "```\n"
     "Transformers 4.46.0\n"
     "```\n"
     "but the problem still persists. Is there any better solution?\"",
     "model_type_unknown", {}, "model_type_unknown",
     "a Qwen3-MoE checkpoint on vLLM 0.6.3 on an Intel XPU (June 2025): the transformers the user can install for that "
     "release predates the qwen3_moe model type, and vLLM 0.6.3 has no Qwen3-MoE model class either.",
     "the maintainer (jeejeelee): 0.6.3 doesn't support this model yet, upgrade vLLM (a later commenter saw the same "
     "message with vllm 0.10.1.1 + transformers 4.56.2, unanswered)",
     release="0.6.3 (Intel XPU build)", gpu="Intel XPU", gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--trust-remote-code"}],
     note="judgement call 2: the printed line is transformers' (kind model_type_unknown) while the maintainer's fix is "
          "a newer vLLM, not only a newer transformers; the title is cut by GitHub as the thread shows it")

# ------------------------------------------------------------------ the installed torch does not match the wheel
case("vllm-5501-undefined-symbol-torch23-wheel-older-torch", "https://github.com/vllm-project/vllm/issues/5501",
     "[Bug]: ailed to import from vllm._C with ImportError('/usr/local/lib/python3.8/dist-packages/vllm/_C.abi3.so: "
     "undefined symbol: _ZN5torch7LibraryC1ENS0_4KindESsSt8optionalIN3c1011DispatchKeyEEPKcj')\n\n"
     " import vllm\n"
     "WARNING 06-13 11:42:20 _custom_ops.py:11] Failed to import from vllm._C with ImportError('/usr/local/lib/"
     "python3.8/dist-packages/vllm/_C.abi3.so: undefined symbol: "
     "_ZN5torch7LibraryC1ENS0_4KindESsSt8optionalIN3c1011DispatchKeyEEPKcj')\n\n"
     "Does the `pip install vllm` supports torch2.3.0? If not, why not mentioned it in README?",
     "torch_abi_mismatch", {}, "torch_abi_mismatch",
     "a pip-installed vLLM of June 2024 (built against torch 2.3.0) imported next to an older torch: the "
     "compiled ops in vllm/_C reference torch::Library's constructor with std::optional, which torch before 2.3 spells "
     "c10::optional, so the symbol is missing and vLLM's custom ops are unavailable.",
     "the maintainer (bnellnm): older versions of pytorch use c10::optional instead of std::optional, so torch 2.3.0 "
     "is probably not installed; check the torch version and how vLLM was installed (install the torch the wheel was "
     "built for)",
     release="not printed (June 2024; a wheel built against torch 2.3.0, i.e. 0.4.3 or 0.5.0)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}],
     note="judgement call 1 (kind of its own, torch_abi_mismatch). The line is a WARNING at 'import vllm' (vLLM "
          "carries on without its custom ops and fails later); the title's 'ailed' is the reporter's. The excerpt is "
          "the title and the description with the empty collect_env block dropped")

case("vllm-3147-undefined-symbol-to-dtype-layout-torch221-v032", "https://github.com/vllm-project/vllm/issues/3147",
     "ImportError: /usr/local/lib/python3.10/dist-packages/vllm/_C.cpython-310-x86_64-linux-gnu.so:\n\n"
     "I am trying to use vLLM with Langchain and I am getting this error:\n\n"
     "`ImportError: /usr/local/lib/python3.10/dist-packages/vllm/_C.cpython-310-x86_64-linux-gnu.so: undefined symbol: "
     "_ZN2at4_ops15to_dtype_layout4callERKNS_6TensorEN3c108optionalINS5_10ScalarTypeEEENS6_INS5_6LayoutEEENS6_INS5_6Dev"
     "iceEEENS6_IbEEbbNS6_INS5_12MemoryFormatEEE`\n\n"
     "CUDA: 12.0.1\n"
     "torch : 2.2.1\n"
     "transformers: 4.38.2\n"
     "vllm: 0.3.2\n"
     "accelerate: 0.27.2",
     "torch_abi_mismatch", {}, "torch_abi_mismatch",
     "vLLM 0.3.2 (whose wheel is built against torch 2.1.2) used through LangChain after torch was upgraded to 2.2.1: "
     "at::_ops::to_dtype_layout::call changed between the two torch releases, so vllm/_C no longer loads.",
     "the reporter's own: downgrading torch to 2.1.2 solved it; a commenter (777ki): just a torch version problem",
     release="0.3.2", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}],
     note="judgement call 1 (kind of its own). Title as GitHub cut it, then the description; the mangled symbol is one "
          "token in the thread (split here only across source lines)")

# ------------------------------------------------------------------ NCCL between the tensor-parallel workers
case("vllm-19613-nccl-system-error-buffsize-v091", "https://github.com/vllm-project/vllm/issues/19613",
     "[Bug]: Get NCCL_ERROR_SYSTEM_ERROR with latest Docker vLLM image (v0.9.1)\n\n"
     "ERROR 06-13 07:35:59 [core.py:517]   File \"cupy_backends/cuda/libs/nccl.pyx\", line 129, in "
     "cupy_backends.cuda.libs.nccl.check_status\n"
     "ERROR 06-13 07:35:59 [core.py:517] cupy_backends.cuda.libs.nccl.NcclError: NCCL_ERROR_SYSTEM_ERROR: unhandled "
     "system error (run with NCCL_DEBUG=INFO for details)\n\n"
     "[2025-06-16 17:17:39] kilo:318:3584 [5] misc/ibvwrap.cc:183 NCCL WARN Call to ibv_reg_dmabuf_mr failed with error "
     "Cannot allocate memory",
     "nccl_error", {}, "nccl_error",
     "the v0.9.1 docker image on a multi-GPU InfiniBand host (June 2025): NCCL_BUFFSIZE was set far above the default, "
     "so NCCL could not register its buffers with the RDMA NIC (ibv_reg_dmabuf_mr: Cannot allocate memory) and the "
     "engine core died in NCCL setup.",
     "the reporter's own: NCCL_BUFFSIZE was too large; going back to the default made it go away; closed as not a bug",
     release="0.9.1 (official docker image)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="trap (judgement call 4): 'Cannot allocate memory' is host/RDMA memory registration, not GPU memory. "
          "Assembled: title, the end of the description's collapsed log, and the NCCL WARN line the reporter quoted "
          "when closing (fix from the reporter, judgement call 3)")

case("xinference-2836-4xp40-docker-nccl-shm", "https://github.com/xorbitsai/inference/issues/2836",
     "VllM ： NCCLerror: unhandled system error (run withNCCL DEBUG=INFo for details)\n\n"
     "centos x84_64 、xinference:1.21 、cuda 12.4 、GPU: P40*4\n\n"
     "xinference launch --model-engine vllm --model-name deepseek-r1-distil1-gwen --model path "
     "/data/models/DeepSeek-R1-Distil1-Qwen-328 --n-gpu 4 --size-in-billions 32 --model-format pytorch --max_model_len "
     "4096 --dtype half",
     "nccl_error", {}, "nccl_error",
     "Xinference's docker image ('xinference:1.21') launching DeepSeek-R1-Distill-Qwen-32B with the vLLM engine over "
     "four Tesla P40 (February 2025): the tensor-parallel workers' NCCL setup fails with a system error; by the "
     "maintainer's fix, the container's /dev/shm (docker's small default) was too small for NCCL's shared-memory "
     "transport.",
     "the maintainer (qinxuye): add --shm-size=128g to docker run; another user (IdleIdiot) confirmed it worked for "
     "them",
     release="not stated (Xinference image 'xinference:1.21', February 2025)", gpu="4x Tesla P40", gpus=4,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 4}],
     note="the first line is the issue title, the reporter's retyping of the NCCL message (the log itself is a "
          "screenshot); the rest is the description's system-info and launch-command fields as the thread shows them "
          "(template headings dropped). Fix confirmed by a second user, not the reporter (judgement call 3)")

# ------------------------------------------------------------------ CUDA initialised before the workers forked
case("opencompass-1810-vllm-tp-fork-reinit", "https://github.com/open-compass/opencompass/issues/1810",
     "[Bug] 使用vllm加速时无法启动多卡\n\n"
     "(VllmWorkerProcess pid=69399) ERROR 01-08 11:34:16 multiproc_worker_utils.py:229]     output = executor(*args, "
     "**kwargs)\n"
     "(VllmWorkerProcess pid=69399) ERROR 01-08 11:34:16 multiproc_worker_utils.py:229]   File "
     "\"/usr/local/lib/python3.10/dist-packages/coca_vllm/worker/worker.py\", line 135, in init_device\n"
     "(VllmWorkerProcess pid=69399) ERROR 01-08 11:34:16 multiproc_worker_utils.py:229]     "
     "torch.cuda.set_device(self.device)\n"
     "(VllmWorkerProcess pid=69399) ERROR 01-08 11:34:16 multiproc_worker_utils.py:229]   File "
     "\"/usr/local/lib/python3.10/dist-packages/torch/cuda/__init__.py\", line 478, in set_device\n"
     "(VllmWorkerProcess pid=69399) ERROR 01-08 11:34:16 multiproc_worker_utils.py:229]     "
     "torch._C._cuda_setDevice(device)\n"
     "(VllmWorkerProcess pid=69399) ERROR 01-08 11:34:16 multiproc_worker_utils.py:229]   File "
     "\"/usr/local/lib/python3.10/dist-packages/torch/cuda/__init__.py\", line 305, in _lazy_init\n"
     "(VllmWorkerProcess pid=69399) ERROR 01-08 11:34:16 multiproc_worker_utils.py:229]     raise RuntimeError(\n"
     "(VllmWorkerProcess pid=69399) ERROR 01-08 11:34:16 multiproc_worker_utils.py:229] RuntimeError: Cannot "
     "re-initialize CUDA in forked subprocess. To use CUDA with multiprocessing, you must use the 'spawn' start method",
     "cuda_fork_reinit", {}, "cuda_fork_reinit",
     "OpenCompass evaluating with the vLLM backend at tensor parallel > 1 (January 2025): the evaluation process had "
     "already initialised CUDA when vLLM forked its worker processes, so each worker's torch.cuda.set_device fails.",
     "a commenter (XIAOHUIL1): export VLLM_WORKER_MULTIPROC_METHOD (spawn; the stored text is cut after the variable "
     "name)",
     release="not stated (a vendor build, coca_vllm; January 2025)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}],
     note="judgement calls 3 and 4: the fix is a commenter's and cut in the stored text; the traceback runs through "
          "'coca_vllm', a vendor build of vLLM, not the upstream package. The title ('cannot start multi-GPU when "
          "accelerating with vllm') and the end of the reporter's paste; a trailing '^C' and the worker-exit line after "
          "the RuntimeError were dropped")

BATCH.write()
