"""Round-629 blind batch: vLLM failures caused by TIMEOUTS AND HANGS tied to launch settings or the environment (the
RPC / execute-model / engine-ready / health-check timeouts, probes killing a long load, NCCL watchdogs, torch.distributed
init timeouts), where the thread names a setting as the fix; any tracker. Collected by helper wild629 and NOT graded by
the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round629-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 32 of the 40 allowed (31 ``search``, 30 of them corpus=issues and 1 corpus=pages, and 1 ``find_string`` to check
which RPC timeout variable vLLM 0.5.5's rpc/client.py reads). 2 cases: MiaAI-Lab/DeepSeek-v4-Flash-DSpark-2x-DGX-Spark #65 (a CuTeDSL JIT compile
in the middle of serving outlasts the 300 s execute-model RPC deadline: 'RPC call to sample_tokens timed out'), QwenLM/Qwen3
#1008 with its vLLM twin vllm #9230 (vLLM 0.5.5 RPC health check 'Server didn't reply within 5000 ms' under 15k-token
load on 8x L40). Every source was checked with grep -F against /work/coord/USED_SOURCES.txt and against the earlier
rounds' skip lists before it was spent on.

The slice is close to mined out for START-UP timeouts: the engine-ready timeout threads (vllm #35547 / PR #35616 used,
#32116 / #17676 / #29639 / #31940 skip-listed), the torch.distributed / TCPStore / Gloo init timeouts (vllm #19670, #1401,
#14340, #17527, pytorch #145170, ms-swift #3138 all used or skip-listed) and the NCCL-watchdog hangs at the first
all-reduce (vllm #1957 used, #2734 used, #5458 / #6370 / #8058 / #5484 / #14449 skip-listed) are all taken. What the
issues corpus still returns unused is mostly SERVING-TIME timeouts (engine iteration / RPC timeouts after minutes or
hours), most with no fix in the stored chunk.

Sources given up (for the lead, not cases):
- Already used or named in earlier skip lists: vllm #17965, #32116, #17676, #29639, #31940, #4293, #11232, #19670, #1401,
  #14340, #17527, #12189, #2734, #5458, #6370, #8058, #5484, #14449, PR #35616, PR #7716; vllm-ascend PR #7098 (= the
  PR #35616 incident); aibrix #1054; ms-swift #3138; eugr/spark-vllm-docker #321, #392; ProxmoxVED #2047;
  nlzy/vllm-gfx906 #48; MiaAI-Lab/DeepSeek-v4-Flash-One-DGX-Spark #13.
- Error line not in the stored chunk / screenshot only: vllm-project/aibrix #772 (quickstart probes restart the pod
  before the model download ends; 'changing the readiness and liveliness delay to 360 seconds fixes this'; the pod
  events are a screenshot); vllm-ascend #10343 (nightly CI: 161 safetensors shards still loading at 42:52, the traceback
  stops at launch_core_engines before the message; vllm-ascend PR #6778 raised VLLM_ENGINE_READY_TIMEOUT_S 600 -> 1800
  for the same nightly jobs); tonyd2wild/DeepSeek-v4-Flash-Vision-Exp-DSpark-1M-NVFP4-KV-2x-DGX-Spark PR #19 (second
  start of a two-node 156 GB model fails, VLLM_ENGINE_READY_TIMEOUT_S=3600 fixed it and the maintainer verified the knob,
  but 'this error in the container logs' is not quoted in the stored text; its issue #14 was not reachable); vllm #5496
  (Qwen2-72B-128K 'server down' on 4x L40, enable_chunked_prefill + max_num_batched_tokens=8192 worked for a commenter;
  no error line in the stored chunk).
- No fix reached, or a runtime hang with no setting named: vllm #6208, #4135 (Ray TP=4 engine iteration
  timeouts after hours; '--distributed-executor-backend mp' suggested, unconfirmed), #10123 (Qwen2-VL-7B PP=4 engine
  iteration timeout, stale), #6790 and #7722 (CPU backend 'Engine iteration timed out' at the first request; pointed to
  tracking issue #5901, no fix), #13957, #5443, #5060, #7356, #21926, #19668 (V1 TimeoutError in collective_rpc on 4x GPU
  k8s, 'same error' comments only), #23582, #37250 (Qwen3.5-397B sample_tokens timeout; a FlashInfer JIT-cache
  suggestion, reporter says the cache is installed), #48801, #5084 (Ray idle 30-minute Gloo timeout, 0.5.0.post1), #8978
  (Llama-3.2-11B-Vision TP=4 watchdog at SeqNum=1, stored chunks only NCCL INFO), #3071 (watchdog after 7 days, 'fixed in
  0.3.2'); QwenLM/Qwen3-VL #563 (Qwen2-VL-2B on a T4, 'Engine iteration timed out' after 60 s on a long prompt: the
  reporter's guess, open, no answer); eugr/spark-vllm-docker #335 (DeepSeek V4 Flash no-Ray, 'DistStoreError: Timed out
  after 601 seconds waiting for clients. 1/2 clients joined.', open, no fix), #348, #379; verl #6583 (sample_tokens
  timeout after 6 h of rollout, open); kvcache-ai/Mooncake #1458; vllm-ascend #4426 / #4535 (FULL_DECODE_ONLY graph mode
  hangs the first request into a collective_rpc timeout; resolution not in the stored chunks); intel/llm-scaler #77.
- Mixed or self-retracted: vllm #48031 (GB10 cold FlashInfer JIT, 'Engine core initialization failed ... Failed core
  proc(s): {}' after ~599 s; the reporter later showed VLLM_ENGINE_READY_TIMEOUT_S does not bound that wait, and PR
  #50039 guesses an external Docker healthcheck; which timer killed it is not settled).
- Not vLLM's message: tenstorrent/tt-inference-server #3657 / #2505 (the harness's own 1200 s health-check poller),
  kserve #5062 / PR #5063, opendatahub-io/kserve PR #1161, volcano-sh/kthena PR #943, ai-dynamo/snapshot #311,
  llm-d-benchmark #83 (probe / startupProbe template changes, no pasted vLLM log); lemonade PR #2004, triton_cli PR #101.

Judgement calls for the lead:
1. Neither case is a start-up failure: both are timeouts while serving that a launch setting governs. miaai-65 died
   after ~2 h of healthy serving when a request shape not covered by warm-up set off a minutes-long JIT compile inside the
   worker; qwen3-1008 failed under a load test (15k-token prompts, concurrency 5). Taken because the brief's slice names
   these exact messages ('RPC call to ... timed out', 'Server didn't reply within') with a setting as the fix; drop them
   if the held-out set must stay start-up only.
2. Labels: no earlier fixture carries 'Server didn't reply within'; the other vLLM-own timeout messages were labelled
   kind vllm_check_failed (vllm-52504 'RPC call to sample_tokens timed out', vllm-pr35616 engine-ready timeout), so both
   cases use kind vllm_check_failed and, as vllm-pr35616 did, cause vllm_check_failed (no timeout cause label exists; a
   new one such as rpc_timeout_too_short would fit both).
3. qwen3-1008: the fix is a contributor's suggestion in the vLLM twin thread (zhouyuan in vllm #9230: 'Please check if
   increaseing the timeout can help' with a link to v0.6.2's envs.py), not a confirmed fix; both threads closed as
   stale / inactive. The variable's name differs by release: vLLM 0.5.5's rpc/client.py reads VLLM_RPC_GET_DATA_TIMEOUT_MS
   (default 5000 ms, the number printed); the v0.6.2 link points at its renamed successor (VLLM_RPC_TIMEOUT), as far as
   the collector can tell without reading that file.
4. miaai-65: the excerpt is the reporter's own condensed log block (four lines, no timestamps or pids), as stored; the
   title (which names VLLM_EXECUTE_MODEL_TIMEOUT_SECONDS=300 as the cause) and the Timeline / Root-cause sections are left
   out. The value it was raised to is not in the stored text; tonyd2wild PR #51 (merged, another repository for the same
   model on the same hardware) applies the same fix and credits MiaAI-Lab#65 with it.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round629-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- MiaAI-Lab DSpark #65: DeepSeek-V4-Flash-0731 on 2x DGX Spark -> JIT mid-inference, RPC call to sample_tokens timed out
case("miaai-dspark-65-deepseek-v4-flash-0731-2x-dgx-spark-cutedsl-jit-mid-inference-rpc-sample-tokens-timed-out",
     "https://github.com/MiaAI-Lab/DeepSeek-v4-Flash-DSpark-2x-DGX-Spark/issues/65",
     "## Incident (2026-08-15 ~00:03 UTC)\n"
     "\n"
     "DeepSeek-V4-Flash-0731 DSpark (vLLM, 2x DGX Spark, :8888) died mid-request:\n"
     "\n"
     "```\n"
     "WARNING [jit_monitor.py:129] CuTeDSL JIT compilation during inference: W4A16FusedMoeKernel\n"
     "EngineCore ERROR TimeoutError: RPC call to sample_tokens timed out.\n"
     "APIServer ERROR EngineDeadError: EngineCore encountered an issue.\n"
     "INFO Application shutdown complete.\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "DeepSeek-V4-Flash-0731 (NVFP4 MoE) served across two DGX Sparks (GB10, sm_121a) had been serving for about two hours "
     "when a request hit an MoE / batch shape that the start-up warm-up had not covered: CuTeDSL (and TileLang) began a "
     "minutes-long per-shape JIT compile inside the worker process during inference. The worker stopped answering, the "
     "executor's sample_tokens RPC hit its deadline (VLLM_EXECUTE_MODEL_TIMEOUT_SECONDS, default 300 s), the EngineCore "
     "treated the worker as dead and the whole engine shut down. A timeout shorter than the JIT compile, not memory or a "
     "crash.",
     "raise the execute-model RPC deadline: set VLLM_EXECUTE_MODEL_TIMEOUT_SECONDS above the worst JIT compile time (the "
     "issue, closed, names the 300 s default as the cause; the raised value is not in the stored text). The same fix was "
     "merged for the same model on the same hardware in tonyd2wild/DeepSeek-v4-Flash-Vision-Exp-DSpark-1M-NVFP4-KV-2x-"
     "DGX-Spark PR #51 ('Guard inference-time JIT with VLLM_EXECUTE_MODEL_TIMEOUT_SECONDS', which credits MiaAI-Lab#65 "
     "with the identical root cause and fix). VLLM_ENGINE_READY_TIMEOUT_S only covers boot and does not help here",
     release="not stated in the stored text (a DSpark vLLM build of the 0.25.x line, per tonyd2wild PR #51)",
     gpu="NVIDIA DGX Spark (GB10, sm_121a)", gpus=2, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2}],
     note="Excerpt: the issue description's Incident heading, its one-line context and the reporter's four-line log "
          "block, verbatim as stored (a condensed log without timestamps or pids). Left out: the title (it names "
          "VLLM_EXECUTE_MODEL_TIMEOUT_SECONDS=300 as the cause) and the Timeline and Root-cause sections (the timeline "
          "also records 'No available shared memory broadcast block found in 60 seconds' every minute from 23:59:31 to "
          "00:03:31 while the worker compiled). Not a start-up failure: judgement call 1.")

# ---------------------------------------- QwenLM/Qwen3 #1008 (+ vllm #9230): Qwen2.5-72B on 8x L40, vLLM 0.5.5, load test -> Server didn't reply within 5000 ms
case("qwen3-1008-qwen25-72b-8x-l40-vllm-055-load-test-rpc-server-didnt-reply-within-5000-ms",
     "https://github.com/QwenLM/Qwen3/issues/1008",
     "[Bug]: vllm部署Qwen2.5-72B-Instruct压测出现报错\n"
     "\n"
     "### What is the scenario where the problem happened?\n"
     "\n"
     " AsyncLLMEngine has failed, terminating server process\n"
     "\n"
     "### Log output\n"
     "\n"
     "```shell\n"
     "模型：Qwen2.5-72B-Instruct\n"
     "vllm版本：0.5.5\n"
     "机器：L40 8卡\n"
     "输入：15000token\n"
     "输出：15000token\n"
     "并发：5\n"
     "出现报错：\n"
     "INFO:     Shutting down\n"
     "INFO:     Waiting for connections to close. (CTRL+C to force quit)\n"
     "ERROR 10-10 01:53:56 client.py:412] TimeoutError(\"Server didn't reply within 5000 ms\")\n"
     "ERROR 10-10 01:53:56 client.py:412] Traceback (most recent call last):\n"
     "ERROR 10-10 01:53:56 client.py:412]   File \"/root/miniforge3/envs/Qwen2/lib/python3.10/site-packages/vllm/"
     "entrypoints/openai/rpc/client.py\", line 409, in generate\n"
     "ERROR 10-10 01:53:56 client.py:412]     await self.check_health(socket=socket)",
     "vllm_check_failed", {}, "vllm_check_failed",
     "Qwen2.5-72B-Instruct on eight L40s with vLLM 0.5.5's OpenAI server, which runs the engine behind an RPC server in a "
     "separate process: under a load test of 15,000-token prompts and 15,000-token outputs at concurrency 5, the "
     "frontend's per-request health check of the RPC server got no answer within the RPC timeout (5000 ms, printed), "
     "raised TimeoutError and the API server shut down ('AsyncLLMEngine has failed, terminating server process'). The "
     "engine process was busy with the long prefills, not dead; the frontend's RPC timeout was too short for that load. "
     "Not memory.",
     "raise the RPC timeout. In the vLLM twin of this report (vllm #9230, same reporter, same log) the contributor "
     "zhouyuan quoted the TimeoutError and answered 'Please check if increaseing the timeout can help', linking the "
     "RPC-timeout setting in v0.6.2's vllm/envs.py (in 0.5.5 the client reads VLLM_RPC_GET_DATA_TIMEOUT_MS, default "
     "5000 ms; renamed VLLM_RPC_TIMEOUT later). Not confirmed by the reporter: both threads closed as stale / inactive",
     release="0.5.5", gpu="NVIDIA L40", gpus=8, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 8}],
     note="Excerpt: the issue title, the 'scenario' field and the Log output block as the stored chunk shows it, cut "
          "after the 'await self.check_health(socket=socket)' frame (the next stored line is truncated mid-path); the "
          "Qwen checklist is dropped. The fix comes from vllm #9230 (the same report on vLLM's tracker), whose stored "
          "text also quotes the final line 'TimeoutError: Server didn't reply within 5000 ms'. Judgement calls 1-3: a "
          "load-time failure, a new message for the wild set, and an unconfirmed fix.")

if __name__ == "__main__":
    BATCH.write()
