"""Round-642 blind batch: vLLM start-up / first-request failures caused by SHARED MEMORY, IPC AND CONTAINER LIMITS
(/dev/shm too small under docker / Kubernetes, NCCL shared-memory segments, Bus error / SIGBUS, ulimit / memlock /
pids limits, vLLM's shm_broadcast queue), on any tracker; collected by helper wild642 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round642-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 28 of the 40 allowed, all ``search`` (27 corpus=issues, 1 corpus=pages). 2 cases: vllm #6295 (Ray worker
'pthread_create failed: Resource temporarily unavailable' under an admin-imposed 4096-thread cap), vllm-ascend #3513
(+ its closing PR #3519: EngineCore SIGBUS-style coredump under a multimodal benchmark in a docker container left at
the default 64 MB /dev/shm). The slice is MINED OUT: almost every thread the search returns for /dev/shm, NCCL
shared-memory segments, Bus error, ulimit / pids and shm_broadcast is already in USED_SOURCES.txt or in an earlier
round's skip list; the last 8 queries brought no new usable thread, so collecting stopped early.
Every source was checked with grep -F against /work/coord/USED_SOURCES.txt and against the earlier rounds' skip lists
(tools/wild_cases_round*.py) before it was spent on.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): vllm #1710, #789, #10856, #27313, #10556, #19613, #878, #1091, #721;
  pytorch/pytorch #137695; llm-d/llm-d #1430, #352; huggingface/inference-benchmarker #30; MiniMax-AI/MiniMax-01 #42;
  xorbitsai/inference #2836; gpustack #5014; production-stack #276.
- Named in earlier rounds' skip lists (not re-opened): vllm #1771, #16841, #6614, #6574, #4383, #4618, #18831, #11054,
  #1393, #7466, #8286, #10626, #859, #1111, #1894, #1953; gpustack #835.
- No fix / no cause in the stored chunks: vllm #13354 (3 nodes x 8 H100 on Kubernetes, DeepSeek-R1 over Ray, raylet
  'thread: Resource temporarily unavailable [system:11]' with 'max user processes unlimited' in ulimit -a, so a pod
  pids limit is likely, but no answer is stored); vllm #46670 / vllm-ascend #10912 (GLM-5.2 DP2 x TP8 on Ascend,
  'RuntimeError: can't start new thread' at import, no answer stored); verl #949 (GRPO with vLLM 0.6.3, same message,
  no answer stored); vllm #8974 and #3916 ('Bus error (core dumped)', only collect_env stored); vllm #7920 (ZMQError
  'Too many open files' under 800 concurrent streams: a load failure fixed in code, not a launch setting).
- Not vLLM / not an error log: AMD-AGI/Hyperloom PR #1276 (pids.max 2048 under Podman for a TP=8 server; the error
  line is elided with '...' in the PR text); vllm PR #49568 / #37984 / issue #37982, production-stack #899, #97, #44,
  llm-d PR #673, #364, LMCache PR #4309 (shm mounts added to charts / CI; no log); vllm PR #34169 and #33628 (CPU SHM
  manager bugs fixed in code, not a container setting); LlamaFactory #7315 (training, screenshots); gpustack #4339
  (lmdeploy backend); eugr/spark-vllm-docker #169 (IB CQE errors behind an shm_broadcast hang, not shared memory);
  NVIDIA/nccl #525 / #290 / #473, pytorch #5247, ray #14535 (no vLLM).

Judgement calls for the lead:
1. vllm-6295: kind None / cause 'unrecognized', following the two fixtures of the same ulimit / thread-limit family
   (vllm-878, pytorch-137695); there is no cause label for a host process / thread limit. The brief asks for threads
   whose fix is a container setting; here the limit is a shared server's 4096-thread cap that the admins would not
   raise, and the maintainer's fix is to avoid Ray (newer vLLM uses multiprocessing workers by default, i.e.
   --distributed-executor-backend mp) rather than raise the limit. Drop it if the lead wants container-setting fixes
   only.
2. vllm-ascend-3513: the crash comes during a TextVQA benchmark run (prompt throughput already logged), not at the
   first request; taken as 'a failure at requests caused by how it was launched' (docker run without --shm-size). The
   cause is pinned by the merged PR #3519 ('Closes #3513': 'If shm-size is not specified, docker will use 64MB by
   default. In this case, vllm:EngineCore process may coredump if workload is high'), written by the same person
   (leijie-ww / leijie2015). The excerpt joins two stored chunks of the issue body (the log tail and the gdb
   backtrace); nothing between them was invented. kind None (no kind names 'Engine core proc ... died unexpectedly';
   earlier rounds labelled it None), cause shm_too_small (the existing cause label for a small /dev/shm).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round642-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #6295: multi-GPU launch over a local Ray instance on a server capped at 4096 threads -> pthread_create failed
case("vllm-6295-multi-gpu-ray-local-instance-4096-thread-cap-pthread-create-resource-temporarily-unavailable",
     "https://github.com/vllm-project/vllm/issues/6295",
     "pthread_create failed: Resource temporarily unavailable\n"
     "\n"
     "It is text of error:\n"
     "\n"
     "Special tokens have been added in the vocabulary, make sure the associated word embeddings are fine-tuned or "
     "trained.\n"
     "2024-07-10 15:24:06,387\tINFO worker.py:1771 -- Started a local Ray instance.\n"
     "E0710 15:24:06.605366961 2474524 thd.cc:157]                           pthread_create failed: Resource "
     "temporarily unavailable\n"
     "[2024-07-10 15:24:06,819 E 2474429 2474429] core_worker.cc:251: Failed to register worker "
     "01000000ffffffffffffffffffffffffffffffffffffffffffffffff to Raylet. IOError: [RayletClient] Unable to register "
     "worker with raylet. No such file or directory\n"
     "\n"
     "The GPU server administrators have refused to increase the thread limit, which is currently capped at 4096. I "
     "would like to know if there is any method to run models across multiple GPUs under the 4096 thread limit.",
     None, {}, "unrecognized",
     "A multi-GPU vLLM launch (July 2024, so vLLM <= 0.5.1, whose multi-GPU workers ran on Ray) started a local Ray "
     "instance; Ray's raylet and workers create many threads, and the server's per-user thread / process limit (4096, "
     "set by the administrators) was exhausted, so pthread_create failed with EAGAIN and the Ray worker could not "
     "register with the raylet. A host process / thread limit, not GPU memory or the model.",
     "maintainer youkaichao (2024-07-18): 'you can use the latest version, which does not use ray by default' "
     "(single-node multi-GPU then runs on vLLM's own multiprocessing workers, i.e. --distributed-executor-backend mp, "
     "which needs far fewer threads). Raising the thread limit was not possible for the reporter; no confirmation "
     "from the reporter is stored",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--enforce-eager"}],
     note="Excerpt: the title and the description's error block as the stored text shows it (the collect_env block "
          "was left as the unfilled template). vLLM release, GPU model and GPU count are not printed; the TP size "
          "is not in the text. A second user ('same issue') adds nothing. Kind None / cause 'unrecognized' as earlier "
          "rounds labelled the ulimit / thread-limit family (vllm-878, pytorch-137695).")

# ---------------------------------------- vllm-ascend #3513: docker without --shm-size (64 MB /dev/shm), Qwen VL models under a TextVQA run -> EngineCore coredump
case("vllm-ascend-3513-docker-default-64mb-shm-qwen-vl-textvqa-tp2-enginecore-died-unexpectedly-coredump",
     "https://github.com/vllm-project/vllm-ascend/issues/3513",
     "[Bug]: vllm:EngineCore process coredump while testing TextVQA dataset for both Qwen3-VL-30B-A3B-Instruct and "
     "Qwen2.5-VL-7B-Instruct\n"
     "\n"
     "OS: openEuler 24.03 (LTS-SP2) (aarch64)\n"
     "Python version: 3.11.13 (main, Aug 29 2025, 04:31:33) [GCC 12.3.1 (openEuler 12.3.1-97.oe2403sp2)] (64-bit "
     "runtime)\n"
     "Model name:                         Kunpeng-920\n"
     "\n"
     "> (APIServer pid=3478) INFO 10-16 16:27:51 [loggers.py:127] Engine 000: Avg prompt throughput: 393.0 tokens/s, "
     "Avg generation throughput: 16.0 tokens/s, Running: 0 reqs, Waiting: 0he usage: 0.0%, Prefix cache hit rate: "
     "47.8%\n"
     "> (APIServer pid=3478) ERROR 10-16 16:27:53 [core_client.py:564] Engine core proc EngineCore_DP0 died "
     "unexpectedly, shutting down client.\n"
     "> (Worker_TP0 pid=3752) INFO 10-16 16:27:53 [multiproc_executor.py:558] Parent process exited, terminating "
     "worker\n"
     "> (Worker_TP1 pid=3753) INFO 10-16 16:27:53 [multiproc_executor.py:558] Parent process exited, terminating "
     "worker\n"
     "> (APIServer pid=3478) ERROR 10-16 16:27:53 [async_llm.py:480] AsyncLLM output_handler failed.\n"
     "> (APIServer pid=3478) ERROR 10-16 16:27:53 [async_llm.py:480] Traceback (most recent call last):\n"
     "> (APIServer pid=3478) ERROR 10-16 16:27:53 [async_llm.py:480]   File "
     "\"/vllm-workspace/vllm/vllm/v1/engine/async_llm.py\", line 439, in output_handler\n"
     "> (APIServer pid=3478) ERROR 10-16 16:27:53 [async_llm.py:480]     outputs = await "
     "engine_core.get_output_async()\n"
     "\n"
     "> Thread 1 (LWP 3509):\n"
     "> #0  0x0000ffffb5ec7c88 in ?? () from /opt/data/docker_data/overlay2/"
     "6dfeab51319ac475d3ee926d38ac31f7d340d0a14ae3416822725feaa974da8d/merged/lib/aarch64-linux-gnu/libc.so.6\n"
     "> #1  0x0000ffffb61895c4 in copy_single (self=0xfffcf0e9c7c0, self=0xfffcf0e9c7c0, src=0xffffd1a0fa50, "
     "dest=0xffffd1a0faa0) at Objects/memoryobject.c:407\n"
     "> #2  memory_ass_sub (self=0xfffcf0e9c7c0, key=<optimized out>, value=<optimized out>) at "
     "Objects/memoryobject.c:2603",
     None, {}, "shm_too_small",
     "vLLM-Ascend (V1 engine, TP=2 multiprocessing workers) served Qwen VL models inside a docker container started "
     "without --shm-size, so /dev/shm was docker's default 64 MB. Under the multimodal TextVQA load the EngineCore "
     "process crashed while copying into a shared-memory buffer (memoryview assignment, memory_ass_sub, in the gdb "
     "backtrace) because the tmpfs behind it was full, and the API server reported the engine core died unexpectedly. "
     "A container shared-memory limit, not NPU memory or the model.",
     "the reporter's merged doc PR vllm-project/vllm-ascend #3519 ('Closes #3513', 2025-10-17): 'If shm-size is not "
     "specified, docker will use 64MB by default. In this case, vllm:EngineCore process may coredump if workload is "
     "high' -> add --shm-size to the docker run command (the tutorial uses --shm-size=1000g; --ipc=host works too)",
     release=None, gpu="Huawei Ascend NPU", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--enforce-eager"}],
     note="Excerpt: the title, three lines of the collect_env block, and two stored chunks of the issue body joined by "
          "a blank line: the log tail (cut before the stored chunk breaks off mid-path) and the first three frames of "
          "the gdb backtrace of the dead EngineCore. The '> ' prefixes are in the stored text. The failure is under "
          "benchmark load, not at the first request. vLLM release not printed in the stored issue text (the fix PR "
          "was tested with vLLM v0.11.0rc3); the NPU model and count are not in the chunks (two TP workers are shown).")

if __name__ == "__main__":
    BATCH.write()
