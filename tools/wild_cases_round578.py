"""Round-578 blind batch: vLLM ENGINE-PROCESS start-up failures across every tracker (the V1 engine core and its
worker processes: 'Engine core initialization failed', EngineDeadError, workers dying by SIGKILL / segfault, the
multiprocessing start methods (fork / spawn / daemonic parents), shared memory and ZMQ IPC sockets, 'signal only works
in main thread'); collected by helper wild578 and NOT graded by the collector -> tests/golden/wild/<id>.json, each
marked ``"batch": "round578-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code,
and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 36 of the 40 allowed, all ``search`` corpus=issues (no read_file / fetch: issue threads are not files). 4
cases: vllm #18308 (vllm.LLM built inside a multiprocessing.Pool worker, 'daemonic processes are not allowed to have
children', vLLM 0.8.5.post1), xorbitsai/inference #1028 (Xinference 0.8.5 + vLLM 0.3.2 multi-GPU, the same assertion
from Xinference's daemonic actor process), vllm #11949 (speculative-decoding example, bare 'Segmentation fault (core
dumped)', a broken environment), QwenAudio/CosyVoice PR #1053 (CosyVoice2 + vLLM test script without a main guard,
spawn 'bootstrapping phase'). Every source was checked with grep -F against /work/coord/USED_SOURCES.txt and against
the earlier rounds' skip lists before it was spent on. The slice is heavily mined: the fork / CUDA re-init message
(29 fixtures), 'Engine core initialization failed ... Failed core proc(s): {}', 'WorkerProc initialization failed',
'signal only works in main thread' (vllm #12690, #13806, #14008, #6770 all used) and the shm-broadcast hang threads
came back almost entirely used or skip-listed. The new family this round found is Python's 'daemonic processes are
not allowed to have children' (no earlier fixture carries it).

Sources given up (for the lead, not cases):
- Already used or in earlier skip lists (not re-opened): vllm #13806, #14008, #12690, #6770, #18577, #16777, #18455,
  #44411, #30021, #21882, #11564, #10556, #10856, #16841, #32116, #29636/#29637/#29639, #31940, #6152, #7151, #8893,
  #14535, #9469, #8937, #7077, #12189, #7138, #7920, #7474, #11560, #15800, #17242, #3724, #3895, #1765, #6464,
  #54259, #54559, #35854, #11054, #2719, #48707, #5637, #41647, PR #14380; vllm-ascend #3717, #2416; ray #52499;
  lm-evaluation-harness #2704; pytorch #145170; SystemPanic/vllm-windows #6; FastChat #3507; kaito #866;
  intel/llm-scaler #488; eugr/spark-vllm-docker #150.
- No cause reached in the stored text: datalab-to/surya #543 (EngineCore SIGSEGV 'realloc(): invalid pointer' loading
  surya-ocr-2, open, the reporter only suspects vLLM), vllm #35746 (CPU segfault at IP=0 on an AVX512_BF16 host, open,
  hypothesis only), vllm #24580 (AttributeError in ShmRingBuffer.shared_memory on 8x H100 TP>1, 0.10.1.1, closed as
  stale; chunk stops in collect_env), vllm #27313 (Qwen3-8B TP2 on a PowerEdge R740 stuck in 'No available shared
  memory broadcast block', open), vllm #15295 ('Worker VllmWorkerProcess ... died, exit code: -15', stale, chunk is the
  environment block), vllm #22303 / #22304 (untitled, WorkerProc initialization failed, root cause cut), vllm #6090
  (0.5.0.post1 bootstrapping with a Ray cluster, no answer in the chunk), vllm #3053 and ray #43456 (one reporter,
  SIGSEGV in torch.cuda.graphs capture_begin under vLLM 0.3.x, closed stale), vllm #4734 (segfault on 0.4.0.post1, no
  cause), vllm #23517 (EngineCore coredump after running a while: not start-up), vllm #46611 (shm broadcast, 0.17.0,
  chunk is collect_env), snowflakedb/ArcticInference #63 and #37 (worker killed with sequence parallelism, no stack,
  fix #39 did not work for the reporter), vllm-project/vllm-metal #112 (first request EngineDeadError, no root cause),
  mlcommons/inference #2497 (multi-GPU Llama-3.1-8B, chunk stops before the error), vllm #6668 (swift deploy
  DeepSeek-V2 'worker died', traceback cut), LMCache #376 (daemonic-children assertion inside LMCache's TP=4 workers,
  answer only 'try installing from source').
- Error line not in the stored chunk: ndif-team/nnsight #643 (title: 'vLLM backend requires `if __name__ ==
  '__main__':` guard', the chunk stops inside popen_spawn_posix before the RuntimeError), allenai/wildguard PR #1
  (bootstrapping RuntimeError avoided with ephemeral_model=False; the maintainer could not reproduce: cause not
  pinned), vllm PR #11314 (a commenter's spawn traceback of test.py under flashinfer 0.2.0, cut before the error).
- Not vLLM or not start-up: sgl-project/sglang #2536, PR #18752, ray PR #58366 (SGLang's signal handler), verl #1163
  (SGLang), streamlit / gradio / transformers signal threads, argilla-io/distilabel PR #805 (a fix PR explaining the
  daemon-pool problem for vLLM TP, no error text), vllm #7290 / #7653 (request-time 500s).

Judgement calls for the lead:
1. vllm-18308 and xinference-1028: Python's multiprocessing assertion 'daemonic processes are not allowed to have
   children' is no vLLM message and no earlier fixture carries it, so message_kind is null (README: 'a failure that is
   no vLLM message'). For vllm-18308 the cause is a NEW label, ``engine_in_daemon_process`` (vLLM's engine / worker
   processes started from a daemonic process: a multiprocessing.Pool worker); the lead may prefer to fold it into an
   existing cause. For xinference-1028 the thread's answer is a version pin (vLLM 0.3.2 -> 0.3.0, 'not compatible with
   latest vllm'), so the cause is dependency_version_mismatch, as round 448 labelled wrapper / vLLM-version
   incompatibilities; the mechanism (vLLM 0.3.1-0.3.3's CuPy NCCL helper process started inside Xinference's daemonic
   actor process) is read from vllm #3724's title and the multi-GPU-only symptom, not stated in #1028 itself.
2. vllm-11949: a bare 'Segmentation fault (core dumped)' from the docs' speculative-decoding example; the reporter's own
   fix (a completely new virtual environment; reinstalling vllm alone did not help) pins a broken torch / vLLM install.
   No label names a corrupted environment, so cause dependency_version_mismatch; the phase (start-up vs first
   generate) is not shown, the script builds the LLM and generates once.
3. cosyvoice-1053: the stored chunk starts inside the RuntimeError's text ('This probably means that you are not
   using fork ...'); its first line ('An attempt has been made to start a new process before the current process has
   finished its bootstrapping phase') is before the chunk, so the excerpt lacks the head line. kind/cause
   cuda_fork_reinit, as the two earlier fixtures with this message (vllm-docs-troubleshooting-spawn-bootstrapping-
   no-main-guard, tpu-inference-1708) use. The fix comes from another commenter on the same PR (wang-TJ-20: changing
   the call as the error suggests made it work; his error and his fix are screenshots), and from the message itself.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round578-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #18308: vllm 0.8.5.post1, LLM(...) inside multiprocessing.Pool -> daemonic processes are not allowed to have children
case("vllm-18308-v085post1-llm-inside-multiprocessing-pool-daemonic-processes-not-allowed-children",
     "https://github.com/vllm-project/vllm/issues/18308",
     "[Usage]: Can not use vLLM in multiprocessing\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "vllm==0.8.5.post1\n"
     "\n"
     "### How would you like to use vllm\n"
     "\n"
     "I want to launch several processes to do vllm inference in parallel on multiple GPUs using multiprocessing.Pool, "
     "but this error occurs:\n"
     "\n"
     "```\n"
     "AssertionError: daemonic processes are not allowed to have children\n"
     "```\n"
     "\n"
     "Is my use case not supported anymore? It worked fine with earlier versions.",
     None, {}, "engine_in_daemon_process",
     "The reporter built vllm.LLM(...) inside the workers of a multiprocessing.Pool (one engine per GPU). Pool workers "
     "are daemonic processes, and Python refuses to let a daemonic process start children; vLLM 0.8.5's engine starts "
     "its engine-core / worker processes with multiprocessing, so building the engine inside a Pool worker fails with "
     "this assertion (earlier in-process engines did not start children, hence 'it worked fine with earlier "
     "versions'). Not a GPU, memory or model problem.",
     "maintainer yinghai (2025-05-18) asked whether the vLLM process was launched with Process(..., daemon=True), "
     "'if this then you will have this issue'; the reporter (likaixin2000, 2025-05-19) confirmed the pattern was "
     "'with multiprocessing.Pool(): model = LLM(...)' and got it working by launching the processes manually with "
     "multiprocessing.Process(target=start_vllm, args=(args,), daemon=False)",
     release="0.8.5.post1", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and description as the stored text shows them (the template's 'Before submitting' "
          "checklist left out). The user's code pattern and the fix come from the comments and are left out of the "
          "excerpt. Number of GPUs not stated ('multiple GPUs').")

# ---------------------------------------- xinference #1028: xinference 0.8.5 + vLLM 0.3.2, qwen1.5-chat on n_gpu > 1 -> daemonic processes are not allowed to have children
case("xinference-1028-v085-vllm-032-qwen15-chat-multi-gpu-daemonic-processes-not-allowed-children",
     "https://github.com/xorbitsai/inference/issues/1028",
     "BUG：got error when launch model with vllm-v0.3.2 in multiple GPU mode\n"
     "\n"
     "### Describe the bug\n"
     "In order to use Qwen1.5 with vllm  in xinferrence， i upgrade vllm from v0.3.0 to v0.3.2, bug got the following "
     "error messsage when launch model with multiple GPU:\n"
     "\n"
     "**AssertionError: [address=0.0.0.0:10725, pid=58281] daemonic processes are not allowed to have children**\n"
     "\n"
     "but when change the num of GPU to 1 , it works fine\n"
     "\n"
     "### To Reproduce\n"
     "To help us to reproduce this bug, please provide information below:\n"
     "\n"
     "1. Your Python version.  --> python3.11\n"
     "2. The version of xinference you use. --> v0.8.5\n"
     "3. Versions of crucial packages. -->  vllm 0.3.2\n"
     "4. Full stack of the error. --> AssertionError: [address=0.0.0.0:10725, pid=58281] daemonic processes are not "
     "allowed to have children\n"
     "5. Minimized code to reproduce the error.  --> enable vllm and launch xinferrence -> choose 'qwen1.5-chat' -> "
     "choose pytorch format and n_gpu > launch model \n"
     "\n"
     "``` python\n"
     "2024-02-22 06:33:22,982 xinference.api.restful_api 155837 ERROR    [address=0.0.0.0:33063, pid=156010] daemonic "
     "processes are not allowed to have children\n"
     "Traceback (most recent call last):\n"
     "  File \"/home/codingl2k1/inference/xinference/api/restful_api.py\", line 674, in launch_model\n"
     "    model_uid = await (await self._get_supervisor_ref()).launch_builtin_model(\n"
     "  File \"/home/codingl2k1/.pyenv/versions/3.9.18/lib/python3.9/site-packages/xoscar/backends/context.py\", line "
     "227, in send\n"
     "    return self._process_result_message(result)",
     None, {}, "dependency_version_mismatch",
     "Xinference 0.8.5 runs each model inside a daemonic actor subprocess (xoscar pool). With vLLM 0.3.2 and more than "
     "one GPU, vLLM's multi-GPU set-up had to start a child process from that daemonic process, which Python forbids; "
     "with one GPU, or with vLLM 0.3.0 (the version this Xinference release was used with), no child is started. A "
     "Xinference / vLLM version incompatibility (vLLM 0.3.1-0.3.3 brought in CuPy's NCCL backend, whose helper process "
     "raises this assertion in daemonic parents, cf. vllm #3724), not a memory or model problem.",
     "maintainer aresnow1 (2024-02-22): 'Seems is not compatible with latest vllm, v0.3.0 has suppoerted qwen 1.5 "
     "series, you can fix version for now' (pin vllm==0.3.0); maintainer codingl2k1 confirmed vllm==0.3.2 reproduces it",
     release="0.3.2 (Xinference 0.8.5)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--enforce-eager"}, {"flag": "--quantization"}],
     note="Excerpt: the issue title and description as the stored text shows them (two screenshot lines left out), "
          "then the first lines of the full traceback maintainer codingl2k1 posted (log only; his 'Confirmed that "
          "vllm==0.3.2 has this issue' left out, and the traceback beyond the stored chunk). GPU model and count not "
          "stated (n_gpu > 1).")

# ---------------------------------------- vllm #11949: docs' speculative-decoding example (opt-6.7b + opt-125m draft) -> Segmentation fault (core dumped)
case("vllm-11949-spec-decode-example-opt-6p7b-draft-opt-125m-segmentation-fault-core-dumped-broken-env",
     "https://github.com/vllm-project/vllm/issues/11949",
     "[Bug]: Speculative Decoding example gets Segmentation Fault\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "I am trying to run the speculative decoding example from the docs: "
     "https://docs.vllm.ai/en/v0.6.6/usage/spec_decode.html#speculating-with-a-draft-model\n"
     "\n"
     "```python\n"
     "from vllm import LLM, SamplingParams\n"
     "\n"
     "prompts = [\n"
     "    \"The future of AI is\",\n"
     "]\n"
     "sampling_params = SamplingParams(temperature=0.8, top_p=0.95)\n"
     "\n"
     "llm = LLM(\n"
     "    model=\"facebook/opt-6.7b\",\n"
     "    tensor_parallel_size=1,\n"
     "    speculative_model=\"facebook/opt-125m\",\n"
     "    num_speculative_tokens=5,\n"
     ")\n"
     "outputs = llm.generate(prompts, sampling_params)\n"
     "\n"
     "for output in outputs:\n"
     "    prompt = output.prompt\n"
     "    generated_text = output.outputs[0].text\n"
     "    print(f\"Prompt: {prompt!r}, Generated text: {generated_text!r}\")\n"
     "```\n"
     "\n"
     "Unfortunately, it doesn't seem to work properly. I get `Segmentation fault (core dumped)` without any other "
     "information.",
     None, {}, "dependency_version_mismatch",
     "The process died with a native segfault and no Python error; the reporter later found the Python environment "
     "itself was broken ('I had a corrupted pytorch or vllm installation'): reinstalling vllm in place did not help, a "
     "completely new virtual environment with a plain `pip install vllm` ran the same example. Not the speculative "
     "decoding configuration, not memory.",
     "the reporter (ikergarcia1996, 2025-02-18, answering another user): 'I created a new virtual environment and "
     "installed vllm from scratch with `pip install vllm`. I had a corrupted pytorch or vllm installation. ... "
     "reinstalling vllm didn't work, I had to start a completely new environment for it to work.'",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--num-speculative-tokens"}, {"flag": "--speculative-model"},
                       {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the title and the 'Describe the bug' section as the stored text shows them (the collect_env "
          "block before it is beyond the stored chunk). The docs link is to v0.6.6, so the vLLM in use was likely "
          "0.6.6, but the thread's environment is not in the stored text: release left None. Which phase crashed "
          "(engine start-up or the first generate) is not shown.")

# ---------------------------------------- CosyVoice PR #1053: CosyVoice2 + vLLM test script without a main guard -> spawn 'bootstrapping phase' RuntimeError
case("cosyvoice-1053-cosyvoice2-vllm-test-script-no-main-guard-spawn-bootstrapping-phase",
     "https://github.com/QwenAudio/CosyVoice/pull/1053",
     "        This probably means that you are not using fork to start your\n"
     "        child processes and you have forgotten to use the proper idiom\n"
     "        in the main module:\n"
     "\n"
     "            if __name__ == '__main__':\n"
     "                freeze_support()\n"
     "                ...\n"
     "\n"
     "        The \"freeze_support()\" line can be omitted if the program\n"
     "        is not going to be frozen to produce an executable.\n"
     "Traceback (most recent call last):\n"
     "  File \"<string>\", line 1, in <module>\n"
     "  File \"/usr/lib/python3.10/multiprocessing/spawn.py\", line 116, in spawn_main\n"
     "    exitcode = _main(fd, parent_sentinel)\n"
     "  File \"/usr/lib/python3.10/multiprocessing/spawn.py\", line 125, in _main\n"
     "    prepare(preparation_data)\n"
     "  File \"/usr/lib/python3.10/multiprocessing/spawn.py\", line 236, in prepare\n"
     "    _fixup_main_from_path(data['init_main_from_path'])\n"
     "  File \"/usr/lib/python3.10/multiprocessing/spawn.py\", line 287, in _fixup_main_from_path\n"
     "    main_content = runpy.run_path(main_path,\n"
     "  File \"/usr/lib/python3.10/runpy.py\", line 289, in run_path\n"
     "    return _run_module_code(code, init_globals, run_name,\n"
     "  File \"/usr/lib/python3.10/runpy.py\", line 96, in _run_module_code\n"
     "    _run_code(code, mod_globals, init_globals,\n"
     "  File \"/usr/lib/python3.10/runpy.py\", line 86, in _run_code\n"
     "    exec(code, run_globals)\n"
     "  File \"/home/notebook/data/personal/tts/demo/dev-Comet-CosyVoice/vllm_inference_test.py\", line 21, in <module>\n"
     "    c",
     "cuda_fork_reinit", {}, "cuda_fork_reinit",
     "The PR's vLLM path (CosyVoice2's LLM served by vLLM's AsyncLLMEngine, which by the PR author's account starts many "
     "processes by default) starts its engine process with the 'spawn' method. The commenter's test script "
     "(vllm_inference_test.py) builds the model at module level, line 21, without an `if __name__ == '__main__':` "
     "guard, so the spawned child re-imports the script, re-runs line 21 and tries to start another process during its "
     "bootstrapping phase. A launch-script problem, not GPU memory or the model.",
     "no reply to this comment in the stored text. An earlier commenter on the same PR, wang-TJ-20 (2025-03-09), hit "
     "the error with the test script and reported that changing the call the way the error message says made it work "
     "('根据报错提示改成下面的调用方式就可以了'; his error and fixed code are screenshots). The message's own fix: put the "
     "script's code under `if __name__ == '__main__':`",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the stored chunk of jnkr36's comment (turn 13 of the PR), which starts inside the RuntimeError's "
          "text: its head ('RuntimeError: An attempt has been made to start a new process before the current process "
          "has finished its bootstrapping phase.') is before the chunk and is NOT in the excerpt; the traceback is cut "
          "at 'c' as stored. vLLM and torch versions not in the stored text.")

if __name__ == "__main__":
    BATCH.write()
