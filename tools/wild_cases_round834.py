"""Round-834 blind batch: SUPERVISORS THAT KILL VLLM WHILE IT STARTS ('KeyboardInterrupt: terminated', liveness / startup
probes, start timeouts, the OOM killer), collected after the session's rule for vLLM's SIGTERM handler was committed
(dc0b231e); collected by a helper and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round834-blind"``; the lead grades it once (tests/golden/wild/BLIND.md, the session of 2026-12-07,
fifteenth).

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source text
only (earlier fixtures for the labels and `numbers` keys). Excerpts are the text as the stored file shows it, the
author's diagnosis and the fix left out where the text allows (see each note).

Look-ups: 34 of 40. 2 cases. Dropped: vllm#15997 (no resolution), kubeai#499 (resolution cut), aibrix#772 (the
description states cause and fix, no log), a GB10 host-memory monitor note (no repository), Qwen3.6 NVFP4 crash logs
(no resolution), docs and probe PRs (no real failure).

2 cases:
- tke-guide-llm-k8s-livenessprobe-sigterm-keyboardinterrupt-terminated-loading-shards: https://github.com/imroc/tke-guide/blob/ba65780f1710cbc865ef60624d220e213b237827/content/ai/llm.md
- vllm-17386-gemma3-1b-l4-k8s-startup-probe-sigterm-vllm-trace-function: https://github.com/vllm-project/vllm/issues/17386

Judgement calls for the lead: vllm-17386: the stored text shows only the title, nvidia-smi and the Deployment's head:
no log line; drop it if that is too little. tke-guide: a fourth event of a file used for three others.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round834-blind")
case = BATCH.case

case('tke-guide-llm-k8s-livenessprobe-sigterm-keyboardinterrupt-terminated-loading-shards',
     'https://github.com/imroc/tke-guide/blob/ba65780f1710cbc865ef60624d220e213b237827/content/ai/llm.md',
     '### vLLM 启动报 KeyboardInterrupt: terminated 然后退出\n\n退出前日志：\n\n```txt\nLoading safetensors checkpoint shards:   0% Completed | 0/2 [00:00<?, ?it/s]\nTraceback (most recent call last):\n  File "/usr/local/bin/vllm", line 8, in <module>\n    sys.exit(main())\n             ^^^^^^\n  File "/usr/local/lib/python3.12/dist-packages/vllm/scripts.py", line 204, in main\n    args.dispatch_function(args)\n  File "/usr/local/lib/python3.12/dist-packages/vllm/scripts.py", line 44, in serve\n    uvloop.run(run_server(args))\n  File "/usr/local/lib/python3.12/dist-packages/uvloop/__init__.py", line 109, in run\n    return __asyncio.run(\n           ^^^^^^^^^^^^^^\n  File "/usr/lib/python3.12/asyncio/runners.py", line 195, in run\n    return runner.run(main)\n           ^^^^^^^^^^^^^^^^\n  File "/usr/lib/python3.12/asyncio/runners.py", line 118, in run\n    return self._loop.run_until_complete(task)\n           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n  File "uvloop/loop.pyx", line 1512, in uvloop.loop.Loop.run_until_complete\n  File "uvloop/loop.pyx", line 1505, in uvloop.loop.Loop.run_until_complete\n  File "uvloop/loop.pyx", line 1379, in uvloop.loop.Loop.run_forever\n  File "uvloop/loop.pyx", line 557, in uvloop.loop.Loop._run\n  File "uvloop/handles/poll.pyx", line 216, in uvloop.loop.__on_uvpoll_event\n  File "uvloop/cbhandles.pyx", line 83, in uvloop.loop.Handle._run\n  File "uvloop/cbhandles.pyx", line 66, in uvloop.loop.Handle._run\n  File "uvloop/loop.pyx", line 399, in uvloop.loop.Loop._read_from_self\n  File "uvloop/loop.pyx", line 404, in uvloop.loop.Loop._invoke_signals\n  File "uvloop/loop.pyx", line 379, in uvloop.loop.Loop._ceval_process_signals\n  File "/usr/local/lib/python3.12/dist-packages/vllm/entrypoints/openai/api_server.py", line 871, in signal_handler\n    raise KeyboardInterrupt("terminated")\nKeyboardInterrupt: terminated\n```',
     None,
     {},
     'health_check_killed_startup',
     "vLLM deployed as a Kubernetes Deployment on TKE (Tencent Kubernetes Engine) starts slowly (here it was still at 'Loading safetensors checkpoint shards: 0/2'); the pod's livenessProbe kept failing until its failure threshold, so the kubelet sent SIGTERM to the main process, which vLLM's API server turns into 'KeyboardInterrupt: terminated' and exits. Nothing in vLLM, the model or GPU memory failed; an external probe killed the starting server.",
     "The author (imroc, the guide's '踩坑分享' pitfalls section): '原因: vLLM 启动慢，存活检查失败到阈值，主进程收到 SIGTERM 信号后退出。' / '解决办法: 延长 `livenessProbe` 的 `initialDelaySeconds`，避免因 vLLM 启动慢被终止，或者去掉 `livenessProbe`。' (lengthen the livenessProbe initialDelaySeconds so the slow vLLM start is not killed, or remove the livenessProbe).",
     release=None,
     gpu=None,
     gpus=None,
     command=None,
     forbidden=[{'flag': '--gpu-memory-utilization'}, {'flag': '--max-model-len'}, {'flag': '--kv-cache-dtype'}, {'flag': '--quantization'}, {'flag': '--cpu-offload-gb'}, {'flag': '--dtype'}],
     note="Excerpt: the section heading and the '退出前日志' (log before exit) block of the '### vLLM 启动报 KeyboardInterrupt: terminated 然后退出' pitfall in content/ai/llm.md, verbatim (heading: 'vLLM start-up reports KeyboardInterrupt: terminated and then exits'; '退出前日志' = 'log before exiting'); the '原因'/'解决办法' (cause / fix) bullets that follow are left out as they are the answer. Read with read_file at commit ba65780f1710cbc865ef60624d220e213b237827. Second+ event of an already-used file: content/ai/llm.md@ba65780 is used for three other events (V0 'max seq len (131072) ... KV cache (93760)', the 14.58 GiB profile-run OOM, and the VLLM_PORT 'tcp://...' int-parse error), and docs/ai/faq.md@80449bd for the V100 bf16 event; this is a different failure (liveness probe SIGTERM during start-up) with its own fix (probe initialDelaySeconds / drop the probe). Judgement calls: message_kind null - the only message is the KeyboardInterrupt raised by vLLM's own SIGTERM handler, not a check or an error; cause 'health_check_killed_startup' follows round830's name for an external watchdog killing a slow-starting server (nearest listed alternatives vllm_server_not_started / profile_run_hang do not fit). GPU, vLLM version (V0-era: api_server.py signal_handler at line 871, 'vllm serve' entry) and command are not tied to this event in the text: the guide's Deployment YAML is an external FileBlock (ai/vllm.yaml) not inlined, so command null. Forbidden: memory/length/quantization/dtype flags address other causes (the kill came during weight loading, nothing ran out). Not forbidden: --enforce-eager or anything that shortens start-up, which could slip under the probe.")

case('vllm-17386-gemma3-1b-l4-k8s-startup-probe-sigterm-vllm-trace-function',
     'https://github.com/vllm-project/vllm/issues/17386',
     '[Bug]: vLLM serve `google/gemma-3-1b-it` with version `0.8.5` interrupted `SIGTERM`\n\n### Your current environment\n\n<details>\n<summary> nvidia-smi output </summary>\n\n```bash\nTue Apr 29 12:50:57 2025\n+---------------------------------------------------------------------------------------+\n| NVIDIA-SMI 535.230.02             Driver Version: 535.230.02   CUDA Version: 12.2     |\n|-----------------------------------------+----------------------+----------------------+\n| GPU  Name                 Persistence-M | Bus-Id        Disp.A | Volatile Uncorr. ECC |\n| Fan  Temp   Perf          Pwr:Usage/Cap |         Memory-Usage | GPU-Util  Compute M. |\n|                                         |                      |               MIG M. |\n|=========================================+======================+======================|\n|   0  NVIDIA L4                      Off | 00000000:00:03.0 Off |                    0 |\n| N/A   70C    P8              23W /  72W |      0MiB / 23034MiB |      0%      Default |\n|                                         |                      |                  N/A |\n+-----------------------------------------+----------------------+----------------------+\n```\n</details>\n\n<details>\n<summary>The k8s `yml`</summary>\n\n```yaml\napiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: gemma-deployment\n  namespace: default\n  labels:\n    app: gemma\nspec:\n  replicas: 1\n[...]',
     None,
     {},
     'health_check_killed_startup',
     "google/gemma-3-1b-it served with vllm 0.8.5 as a Kubernetes Deployment on one NVIDIA L4: the pod's startup probe allowed only about 2.5 minutes, and the deployment set the VLLM_TRACE_FUNCTION environment variable, which slows vLLM start-up enormously (still not ready after 40 min with no probes). The startup probe therefore killed the container before it was ready; the SIGTERM shows in the log as 'KeyboardInterrupt: terminated'. Nothing in vLLM, the model or GPU memory failed.",
     'Comment in the issue (MetinUsta, 2025-06-10, quoting the resolution): \'I was able to get the original deployment working by doing these 2 things: 1. removing the VLLM_TRACE_FUNCTION environment variable. 2. increasing the startup probe failureThreshold to 60 (allowing ~5 min of startup time) - keeping it at 2.5 min was too tight\' ... \'The initial issue comes from the startup probe killing the container after a few minutes since it wasn\'t ready yet. The "KeyboardInterrupt: terminated" is a good indication in this case\'. It led to vLLM PR #19377, a k8s troubleshooting doc section \'Startup Probe or Readiness Probe Failure, container log contains "KeyboardInterrupt: terminated"\'.',
     release='0.8.5',
     gpu='NVIDIA L4',
     gpus=1,
     command=None,
     forbidden=[{'flag': '--gpu-memory-utilization'}, {'flag': '--max-model-len'}, {'flag': '--kv-cache-dtype'}, {'flag': '--quantization'}, {'flag': '--cpu-offload-gb'}, {'flag': '--tensor-parallel-size', 'above': 1}],
     note="Excerpt: the issue title and the opening of igor-susic's description (2025-04-29) as the issues corpus shows it: the nvidia-smi block and the first lines of 'The k8s `yml`', verbatim; the rest of the description (the remainder of the Deployment YAML with its env and probes, and the log) could not be read in the stored excerpts within the call budget, so it is cut at '[...]'. This makes the excerpt thin: the evidence a reader has is 'k8s Deployment' + 'interrupted SIGTERM' + an idle L4 (0MiB used). Another user's log in the thread (MetinUsta, 4 shards / 14.96 GiB model, 'EngineCore exiting' during compile) is left out because its own cause is not confirmed. The resolution comment (fix_that_worked) is left out of the excerpt. Judgement calls: message_kind null (the only failure signal is the SIGTERM, no vLLM/torch error); cause 'health_check_killed_startup' follows round830's name for an external probe/watchdog killing a slow start; the VLLM_TRACE_FUNCTION debug env var is a co-cause (it made start-up far slower than the probe window) - a reader could also name it 'debug_env_slow_startup' (new) but the kill itself was the probe. gpus_available 1: nvidia-smi lists a single L4. Forbidden: memory/length/quantization flags address other causes (0MiB in use, a 1B model on 23 GiB); TP above the one GPU. Not forbidden: --enforce-eager (shortens start-up and could fit the probe window).")

if __name__ == "__main__":
    BATCH.write()
