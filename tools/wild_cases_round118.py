"""Round-118 blind batch: vLLM launch failures from vLLM's own tracker (vllm-project/vllm) of 2023-2024 (releases
0.1-0.6, the V0 engine), found with the model names of that era (Llama-2, CodeLlama, Mistral/Mixtral, Yi, Qwen1.5/2,
Baichuan2, ChatGLM3/GLM-4, InternLM2, Falcon, MPT, StarCoder2, Phi-2/3, Gemma 1/2, DBRX, Command-R, Jamba,
DeepSeek-V2, MiniCPM, LLaVA) and GPU names of that era (V100, T4, A10G, A100 40GB, L4, RTX 3090/4090, A6000) with
failure words, collected by helper wild118 and NOT graded by the collector -> tests/golden/wild/<id>.json, each
marked ``"batch": "round118-blind"``; the lead grades it once (``python tests/wild_grade.py round118``). A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it. Cases were taken in the order the
searches returned them, not picked to be hard or easy.

Same rules as tools/wild_cases_round11.py and rounds 19-29: the collector did not run ``kvroom explain``,
tests/wild_grade.py or the test suite on these excerpts, and did not read kvroom's source (src/, its logs and launch
checks) to choose them; every expectation (kind, printed numbers, cause, fixes that would be wrong for that user) was
written from the thread only. Excerpts are the text as the search tool's stored copy of the thread shows it (issues
corpus excerpts: one chunk of a thread, its beginning or one turn, cut at about 1,500 characters); where lines were
dropped the note says so; the fix lines are left out of the excerpt (they are in fix_that_worked).

Sources: the search tool's issues corpus (all eight cases) and one pages-corpus probe (no case). 68 look-ups: 68
``search`` (67 issues, 1 pages); no find_string, read_file, find_files or find_repos; no fetch.
**8 cases, at the bottom of the 8-14 asked, and only 1 of them a memory failure.** The slice is mined out on the memory
side: nearly every vLLM-tracker memory thread of 2023-2024 the searches brought is already a fixture or a named skip
(checked against /work/coord/USED_SOURCES.txt for the url, "issues/N" and "#N", and against tests/golden/wild/BLIND.md
and the fixtures for the bare number). Met and skipped as used or named: vllm#1157, #1400, #946, #1153, #2652, #596,
#414, #4232, #1705, #11147, #5711, #636, #2856, #10569, #2136, #633, #7992, #7593, #2140, #2418, #10517, #6746, #4953,
#6156, #4168, #2565, #7154, #1205, #9922, #12124, #8189, #2721, #2506, #6989, #4083, #2248, #4429, #1354, #10797,
#1488, #4202, #1282, #3952, #1455, #302, #787, #10034, #9163, #2413, #2554, #2382, #7060, #6218, #6026, #9753, #795,
#3722, #12539, QwenLM/Qwen#853 and MiniCPM-V#640, OpenBMB/MiniCPM#193, vertex-ai-samples#2620, worker-vllm#40,
DeepSeek-V2#83, QAnything#289, LlamaFactory#7234. Fresh candidates left out because the stored chunk shows no error
line or no cause can be written from it (one chunk per thread comes back, nearly always the same one): vllm#4067
(Mixtral-8x7B on 2x Quadro RTX 8000, collect_env only), #3764 (2080 Ti 22G x4 on 0.4.0, heading only), #2631 (Mixtral
AWQ long context, only a maintainer's question), #5248 (deepseek-coder-6.7b on 2x T4 TP 2: the log stops at "ERROR
... worker_base.py:145] Error execut"), #2348 (Llama-2-70b-chat on 8x V100 32GB, gpu_memory_utilization=1,
"RuntimeError: CUDA error: out of memory": no answer or fix, only "same issue" comments, so no cause could be written
from the thread), #6242 (Gemma2-9b on an A10G: collect_env only), #6173 (gemma-2-27b on V100 TP 8: the traceback stops
before its error line), #9791 (Phi-3-small on V100: likewise), #5370 (8 GPUs, TP 4/8, "CUDA error: invalid device
ordinal" inside xformers: no answer), #3882, #6407, #8397, #4344, #7704, #3101, #2486, #6192, #6395, #3898, #490,
#9490 (no error line in the chunk), #1207 (screenshot only), #767 and #9326 (runtime, not launch), #12826 and #15599
(2025, V1), #3494 (a question, no failure), #734 (old-wheel trust_remote_code kwarg, no answer stored; #548 taken),
#7713, #3051 (args only), #1834 (screenshot), #2018 (the sister of #2020; its KeyError 'mixtral' is a second,
transformers-side error), PR #1264 (a maintainer's own test, not a user's launch), #2785, #1559, #5993 (used or named),
FastChat#3177 and #2471, QwenLM/Qwen#513 (not vLLM's tracker; error lines cut or no answer), QwenLM/Qwen3#353 (Qwen1.5-72B GPTQ on 4x V100 16GB, vLLM 0.4.1: the chunk
stops in the args line) -- the last not vLLM's tracker anyway.

Judgement calls for the lead (each case's ``note`` says more):
1. Memory (vllm#751): a torch OOM with no frame or vLLM line to place it; torch's per-process figures show another
   process holding 50.52 GiB of GPU 0's 79.11 GiB while the vLLM worker had 27.48 GiB allocated. Kind oom_loading
   (the README's estimate for a bare torch OOM with figures; 27.48 GiB of a 70B model's ~64 GiB half is mid-load),
   cause other_process from the figures (alternative: oom_unknown_phase). No reply with a fix: the log is the
   evidence, as for dynamo-1422 in an earlier round.
2. No exact kind: vllm#487's "AssertionError: <name> shape mismatch between model and checkpoint" is vLLM 0.1.x's own
   weight-loader assert (before the 0.2.0 sources the README's vllm_check_failed table reads) -> weight_loading_mismatch
   (alternative vllm_check_failed); the real cause is a vLLM loader regression the maintainer confirmed, not a
   mismatched checkpoint.
3. Two cases from one source (vllm#7070): the reporter lists two different failed launches of one Gemma-2 fine-tune,
   each with its own fix (the logits_soft_cap check -> VLLM_ATTENTION_BACKEND=FLASHINFER; then FlashInfer not
   installed -> install it). The second is quoted as "'NoneType' object is not callable (type=type_error)" through
   LangChain's pydantic wrapper, with no flashinfer.py frame: kind no_attention_backend / cause
   dependency_version_mismatch from the reporter's own fix (alternative: unrecognized). The lead may keep one.
4. The logits_soft_cap refusal is labelled cause attention_backend_gpu because the README maps that message there;
   in this thread the backend had simply not been selected (the GPU is not named).
5. Thin threads: vllm#600 (Baichuan-13B's BaichuanForCausalLM refused) has the error in its title and one comment,
   no maintainer reply stored; the error line itself is conclusive. vllm#751 has no fix (closed as stale).
   vllm#2020's chunk is its title (the KeyError as typed) and me-too comments; its cause and fix come from the
   commenters and the same-day sister thread vllm#2018. vllm#548's fix is a commenter's, not a maintainer's.
6. Forbidden flags: memory levers for every non-memory case; --trust-remote-code for vllm#548 (the flag itself is
   what the old wheel lacks); --tensor-parallel-size above 2 for vllm#751 (two GPUs).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round118-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]

# ------------------------------------------------------------------ memory: Llama-2-70B (StableBeluga2) on 2x H100, GPU 0 half taken
case("vllm-751-stablebeluga2-70b-2xh100-oom-other-process-50.52-of-79.11",
     "https://github.com/vllm-project/vllm/issues/751",
     "I am trying to infer llama 2 70 based [model](https://huggingface.co/stabilityai/StableBeluga2) using 2*H100s. "
     "But still gets an OOM error.\n"
     "\n"
     "## Code\n"
     "\n"
     "MODEL = \"stabilityai/StableBeluga2\"\n"
     "model = llm = LLM(model=MODEL,tensor_parallel_size=2)\n"
     "\n"
     "## Error trace\n"
     "\n"
     "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 448.00 MiB. GPU 0 has a total capacty of "
     "79.11 GiB of which 391.12 MiB is free. Process 247516 has 50.52 GiB memory in use. Process 477367 has 28.19 GiB "
     "memory in use. Of the allocated memory 27.48 GiB is allocated by PyTorch, and 1.98 MiB is reserved by PyTorch "
     "but unallocated. If reserved but unallocated memory is large try setting max_split_size_mb to avoid "
     "fragmentation.  See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF",
     "oom_loading", {"total_gib": 79.11}, "other_process",
     "Offline vllm.LLM on StableBeluga2 (a Llama-2-70B fine-tune, fp16, ~129 GiB of weights, ~64 GiB per GPU at "
     "tensor_parallel_size=2) on two H100 80GB (Aug 2023, vLLM 0.1.x). torch's figures for GPU 0: the vLLM process "
     "(477367) held 28.19 GiB (27.48 GiB allocated by PyTorch, so partway through its half of the weights) while a "
     "second process (247516) held 50.52 GiB of the card's 79.11 GiB; with 391 MiB left the next 448 MiB weight "
     "allocation failed. The model fits two idle H100s; the card was not idle.",
     "none in the thread (a commenter saw the same with other models; closed as stale by hmellor in March 2024). From "
     "the log: free GPU 0 of the other process (247516, 50.52 GiB) or use two idle GPUs, then TP 2 holds the weights",
     release="not stated (Aug 2023; vLLM 0.1.x)", gpu="NVIDIA H100 80GB (79.11 GiB as torch reports) x2", gpus=2,
     command="LLM(model=\"stabilityai/StableBeluga2\", tensor_parallel_size=2)",
     forbidden=NO_MEMORY_FIX + [{"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size", "above": 2}],
     note="judgement calls 1 and 5: the issue's description as stored (code fences dropped; the closing line "
          "'## GPU' with its nvidia-smi screenshot left out, an image only). Which program process 247516 is, the "
          "thread does not say (an earlier run left on the card or another job); the log alone shows it")

# ------------------------------------------------------------------ architecture: Baichuan-13B's BaichuanForCausalLM (July 2023)
case("vllm-600-baichuan-13b-chat-baichuanforcausallm-not-supported",
     "https://github.com/vllm-project/vllm/issues/600",
     "Model architectures ['BaichuanForCausalLM'] are not supported for now.\n"
     "\n"
     "I try baichuan-7B is ok，so vllm don't support Baichuan-13B-Chat?",
     "architecture_unsupported", {}, "architecture_unsupported",
     "Baichuan-13B-Chat (July 2023) declares the architecture BaichuanForCausalLM, while the vLLM of the day "
     "registered only Baichuan-7B's class (BaiChuanForCausalLM, capital C), which is why baichuan-7B loaded and the "
     "13B model was refused before any weight was read. Later registries list both names (the InternLM2 threads of "
     "early 2024 print 'BaiChuanForCausalLM', 'BaichuanForCausalLM').",
     "not in the stored chunk; the fix is a vLLM release that registers BaichuanForCausalLM (Baichuan-13B support "
     "landed in the summer-2023 releases)",
     release="not stated (July 2023; 0.1.2 was current)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 5: the issue's title (the error as the reporter typed it) followed by the one comment the "
          "stored chunk holds (a1164714, 2023-07-27); the description is not in the chunk. Release and GPU not stated")

# ------------------------------------------------------------------ model type: StarCoder2 on the v0.3.3 image (transformers 4.38)
case("vllm-3325-starcoder2-v033-image-transformers-model-type",
     "https://github.com/vllm-project/vllm/issues/3325",
     "Hi all,\n"
     "\n"
     "When I was trying to test the newly released StarCoder2 model with 0.3.3, I noticed the following error being "
     "thrown:\n"
     "ValueError: The checkpoint you are trying to load has model type `starcoder2` but Transformers does not "
     "recognize this architecture. This could be because of an issue with the checkpoint, or because your version of "
     "Transformers is out of date.",
     "model_type_unknown", {}, "transformers_too_old",
     "The vllm/vllm-openai:v0.3.3 image (March 2024) shipped a transformers release (4.38) without the starcoder2 "
     "model type, which only existed on transformers' main branch then; vLLM 0.3.3 carried a stop-gap that loads its "
     "own Starcoder2 config only when the model name or path contains 'bigcode' and 'starcoder2', and the reporter's "
     "path did not (a later commenter's local path '/home/models/bigcode/startcoder2-15b/' misspells it and fails "
     "the same way).",
     "maintainer (esmeetu): make sure the model name or path contains the strings 'bigcode' and 'starcoder2' (a "
     "temporary check, removed once transformers supports starcoder2); or a transformers release with starcoder2 "
     "(4.39+) / a later vLLM image",
     release="0.3.3 (vllm/vllm-openai:v0.3.3 image)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="the description as stored, up to the error (its inline code fence dropped); the reporter's own guess "
          "after it ('From my understanding this is due to transformers not releasing support ...') and the comments "
          "left out. GPU not stated")

# ------------------------------------------------------------------ weights: StarCoder loads on an older vLLM commit, not on a newer one
case("vllm-487-starcoder-c-attn-shape-mismatch-new-commit",
     "https://github.com/vllm-project/vllm/issues/487",
     "In order to use the new features of vllm, I updated vllm, but the new version failed to load starcoder model, "
     "and the old version could load successfully\n"
     "\n"
     "**ERROR**: AssertionError: transformer.h.39.attn.c_attn.weight shape mismatch between model and checkpoint: "
     "torch.Size([1600, 6144]) != torch.Size([1792, 6144])\n"
     "### Old version load model success\n"
     "commit_id: https://github.com/vllm-project/vllm/commit/43710e8d0965d616db51639ced76605dee1bde93\n"
     "...\n"
     "### New version fails to load\n"
     "commit_id: https://github.com/vllm-project/vllm/commit/20b0d88d1630aec3a18a80590080b0ab1d16969f",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "A vLLM regression in July 2023 (between commits 43710e8 and 20b0d88): the GPTBigCode (StarCoder) model class's "
     "fused c_attn parameter and the slice the weight loader cut from the checkpoint no longer agreed (1600 vs 1792 "
     "rows of 6144: StarCoder's multi-query attention shares one K/V head, and the two sides split it across the "
     "tensor-parallel ranks differently). The checkpoint was fine; the same model loaded on the older commit. The "
     "maintainer confirmed a loading bug in vLLM.",
     "maintainer (zhuohan123): 'This is indeed a loading error. Looking into it now.'; the reporter's own working "
     "setup: vLLM at commit 43710e8 (before the regression) until the loader fix",
     release="vLLM main at commit 20b0d88 (July 2023; fails), 43710e8 (loads)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--kv-cache-dtype"}, {"flag": "--quantization"}],
     note="judgement call 2: the description as stored; the screenshots between the commit lines (the logs "
          "themselves are images) replaced by '...'. The split sizes (6144/4 + 2*128 = 1792 vs 6400/4 = 1600) "
          "suggest tensor_parallel_size 4, but the thread does not state it, hence gpus None")

# ------------------------------------------------------------------ backend check: Gemma-2 fine-tune without FlashInfer (0.5.x)
case("vllm-7070-ko-gemma2-9b-langchain-logits-soft-cap-flashinfer",
     "https://github.com/vllm-project/vllm/issues/7070",
     "from langchain_community.llms import VLLM\n"
     "\n"
     "llm = VLLM(\n"
     "    model=\"/media/user/datadisk/LLM_models/ko-gemma-2-9b-it\", \n"
     "     # model received from huggingface with the git clone command\n"
     "    trust_remote_code=True,\n"
     "    max_new_tokens=4096,\n"
     "    top_k=3,\n"
     "    top_p=0.9,\n"
     "    temperature=0.7,\n"
     "    \n"
     ")\n"
     "\n"
     "Hi, I found some bugs when loading the gemma-2-9b fine tuning model using the vLLM library.\n"
     "1. Please use Flashinfer backend for models with logits_soft_cap (i.e., Gemma-2). Otherwise, the output might "
     "be wrong. Set Flashinfer backend by export VLLM_ATTENTION_BACKEND=FLASHINFER. (type=value_error)",
     "vllm_check_failed", {}, "attention_backend_gpu",
     "A Korean Gemma-2-9B-it fine-tune (ko-gemma-2-9b-it, cloned from the Hub) loaded through LangChain's VLLM "
     "wrapper (vLLM 0.5.x, mid 2024). Gemma-2 uses attention logit soft-capping; the vLLM releases of that summer "
     "refused it unless the FlashInfer attention backend was chosen, and the reporter had not set it (LangChain "
     "re-raises vLLM's ValueError through pydantic, hence '(type=value_error)').",
     "the reporter: os.environ['VLLM_ATTENTION_BACKEND'] = 'FLASHINFER' before building the engine (which then needs "
     "the flashinfer package: the next case); a release whose FlashAttention backend soft-caps (0.5.4+) also avoids it",
     release="not stated (Aug 2024; the 0.5.1-0.5.3 check)", gpu=None, gpus=None,
     command="VLLM(model=\"/media/user/datadisk/LLM_models/ko-gemma-2-9b-it\", trust_remote_code=True, "
             "max_new_tokens=4096, top_k=3, top_p=0.9, temperature=0.7)",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="judgement calls 3 and 4: the description's code and its first error as stored (fences dropped); the line "
          "after it ('The above error was resolved by setting the environment variable ...') is the fix and starts "
          "the next case. The issue's title error (a FlashInfer CHECK_EQ at generation) is a runtime failure, not "
          "taken. GPU not named")

# ------------------------------------------------------------------ backend missing: FlashInfer selected, package not installed
case("vllm-7070-ko-gemma2-9b-flashinfer-not-installed-nonetype",
     "https://github.com/vllm-project/vllm/issues/7070",
     "The above error was resolved by setting the environment variable as shown below.\n"
     "import os\n"
     "os.environ['VLLM_ATTENTION_BACKEND'] = 'FLASHINFER'\n"
     "\n"
     "2. 'NoneType' object is not callable (type=type_error)",
     "no_attention_backend", {}, "dependency_version_mismatch",
     "The same launch, now with VLLM_ATTENTION_BACKEND=FLASHINFER: vLLM 0.5.x selected its FlashInfer backend, whose "
     "module imports the flashinfer package inside a try block and leaves its wrapper classes None when the package "
     "is missing; the first call to one of them raised \"'NoneType' object is not callable\" (re-raised by "
     "LangChain's pydantic wrapper as type_error). The reporter had not installed flashinfer.",
     "the reporter: install the flashinfer package (as in vllm#6445), which resolved this error",
     release="not stated (Aug 2024; vLLM 0.5.x)", gpu=None, gpus=None,
     command="VLLM_ATTENTION_BACKEND=FLASHINFER; VLLM(model=\"/media/user/datadisk/LLM_models/ko-gemma-2-9b-it\", "
             "trust_remote_code=True, ...)",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 3: the description's lines between the two numbered errors, as stored (fences dropped); "
          "the sentence after the error ('The above error was resolved by installing the flashinfer library, see "
          "#6445.') is the fix, left out. No traceback frame names vllm/attention/backends/flashinfer.py; the "
          "reporter's fix is the evidence")

# ------------------------------------------------------------------ versions: a main-branch script against the 0.1.2 wheel
case("vllm-548-benchmark-latency-trust-remote-code-kwarg-pip-012",
     "https://github.com/vllm-project/vllm/issues/548",
     "I was trying to run benchmark_latency.py but failed.\n"
     "root@99e5b0a5543d:~/share/vllm/benchmarks# python benchmark_latency.py \n"
     "Namespace(batch_size=8, input_len=32, model='facebook/opt-125m', n=1, num_iters=3, output_len=128, "
     "tensor_parallel_size=1, tokenizer=None, trust_remote_code=False, use_beam_search=False)\n"
     "Traceback (most recent call last):\n"
     "  File \"benchmark_latency.py\", line 81, in <module>\n"
     "    main(args)\n"
     "  File \"benchmark_latency.py\", line 18, in main\n"
     "    llm = LLM(\n"
     "  File \"/usr/local/lib/python3.8/dist-packages/vllm/entrypoints/llm.py\", line 53, in __init__\n"
     "    engine_args = EngineArgs(\n"
     "TypeError: __init__() got an unexpected keyword argument 'trust_remote_code'",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "The benchmark script came from a newer checkout of the vLLM repository (July 2023, after trust_remote_code was "
     "added to EngineArgs), but the vLLM the interpreter imported was the pip wheel 0.1.2, whose EngineArgs had no "
     "trust_remote_code field; Python 3.8 prints the TypeError without the class name. Script and installed package "
     "of two different vLLM versions.",
     "a commenter (biofoolgreen): reinstall vLLM from the source tree (pip install -e .), because the pip release "
     "0.1.2 does not include trust_remote_code yet; equivalently, a release with the field (0.1.3+) or the script of "
     "the installed release",
     release="0.1.2 (pip wheel) with a benchmark script from the main branch (July 2023)", gpu=None, gpus=None,
     command="python benchmark_latency.py  (model facebook/opt-125m, batch 8, input 32, output 128)",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"},
                                {"flag": "--trust-remote-code"}],
     note="the description as stored, its code fence dropped. Fix from a commenter (no maintainer reply stored). "
          "The same error from a user's own LLM(..., trust_remote_code=True) on an old wheel is vllm#734 (Baichuan-13B, "
          "no answer stored, not taken)")

# ------------------------------------------------------------------ weights: Mixtral's re-pushed safetensors vs vLLM 0.2.4's loader
case("vllm-2020-mixtral-keyerror-block-sparse-moe-experts-w1",
     "https://github.com/vllm-project/vllm/issues/2020",
     "Mixtral - KeyError: 'model.layers.10.block_sparse_moe.experts.0.w1.weight'\n"
     "\n"
     "+1 getting the same error\n"
     "\n"
     "+1 getting the same\n"
     "\n"
     "@pierrestock can you help here?",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "Mixtral-8x7B on the day of its vLLM support (11 Dec 2023, vLLM 0.2.4): the mistralai Hub repository had just "
     "been re-pushed with safetensors shards in the transformers-4.36 layout (vllm#2018: 'HF pushed some changes to "
     "the official repo ... model name changed'), and vLLM 0.2.4's Mixtral weight loader had no parameter for the "
     "per-expert tensor names those shards carry (block_sparse_moe.experts.N.w1), so load_weights raised the "
     "KeyError. The .pt weights of the same repository load.",
     "commenters (hirovi, void-b583x2-NULL): download the repository without the safetensors files "
     "(snapshot_download(..., ignore_patterns=['*.safetensors'])) and point vLLM at that directory; vllm#2018 gives "
     "the same fix as --load-format pt; later vLLM releases load the safetensors layout",
     release="not stated (11 Dec 2023; vLLM 0.2.4, the first release with Mixtral)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"},
                                {"flag": "--quantization"}],
     note="judgement call 5: the stored chunk is the title (the error as the reporter typed it) and the first "
          "comments; the description is not in it. The fix comment (hirovi, 2023-12-11) after them left out. The "
          "release is read from the date and the sister thread vllm#2018 (same day, same symptom); GPU not stated")

if __name__ == "__main__":
    BATCH.write()
