"""Round-282 blind batch: vLLM's own tracker (github.com/vllm-project/vllm issues and PR threads numbered 1-12000),
memory failures at start-up (KV cache too small, CUDA OOM while loading / profiling / capturing graphs, no cache
blocks, free memory below the utilization); collected by helper wild282 from the ``issues`` corpus and NOT graded by
the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round282-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

Look-ups: 47 of the 50 allowed (47 ``search``: 46 corpus=issues, 1 corpus=pages; no ``find_string``, ``read_file``,
``find_files`` or ``fetch``). **Short of the 4-10 asked: 1 case.** The slice is mined out at the depth the corpus
reaches: USED_SOURCES.txt already holds about 340 vllm-project/vllm threads numbered below 12000, and nearly every
in-slice thread the searches returned with a visible error line was among them. The ``issues`` corpus also returns
only one chunk per thread and cuts it at about 2,000 characters, so for long bug reports (collect_env dumps, long
tracebacks) the final error line and the replies could not be reached: about a dozen look-ups were spent trying to
reach the error line or the fix of a free thread, and all of them came back with the same opening chunk.

Sources given up (for the lead, not cases):
- Already used (checked with grep -F before spending more): vllm #10439, #2248, #10034, #10569, #10517, #2418, #2785,
  #2856, #1479, #2447, #7590, #2140, #188, #783, #184, #4408, #5711, #6689, #6156, #4650 (PR, the DeepSeek-V2 KV
  comments), #1264 (PR, YaRN 1M max-len profiling), #5976, #7593, #9011, #8073, #8879, #9630, #9445, #9356, #9753,
  #11251, #1354.
- Free, but no error line reachable in the stored copy (only the opening chunk, cut before the error, or a title and
  environment dump): #1614 (Llama-2-13b-chat, A100, 0.2.1.post1, 'CUDA error: out of memory' in the title only),
  #6829 (Llama-3-8B on A10 under gunicorn), #7655 (WSL OOM, log cut after 'Loading model weights took 1.9634 GB'),
  #4067 and #3611 (Mixtral-8x7B on 2x Quadro RTX 8000 / 8x A30, env dumps only), #7704 (Mixtral traceback without the
  final line), #4608 (OLMo-1B with device='cuda:3', AssertionError cut before its message), #3051 (Qwen1.5-14B
  container, args dump only), #10797 (Llama-3.2-3B on a 16 GB RTX 4080 with gpu_memory_utilization=1; maintainer
  replies visible, error not), #7154 (Llama-3.1 on L4 via LangChain), #4168 (Yarn-Mistral-7B-128k on a 4090),
  #2565 (Yi-34B 200k context, rope scaling; a config refusal, not memory), #9163 (Llama-3.2-11B-Vision, only
  'OutOfMemoryError Traceback' and the mllama frames), #10085 (Ultravox v0.4 on MI300X, audio-tower frames only),
  #9542 (four LoRA instances on RTX 4500 Ada), #7721 (L20, title only), #4429 (deepseek-coder-33b fp16 on 2x L40,
  TP2, 0.4.1: traceback cut at 'raise_if_cache_size_invalid'; the same author's comment on the used #2248 says it
  was 'No available memory for the cache blocks', but the thread has no reply that fixes it), #9995 (spec-decode
  draft model not profiled; no log), #1573 and #1234 (AWQ models OOM; no error text), #1298 (gpu_memory_utilization
  1.0 OOM; the error is a screenshot), PR #6089 (phi3v example with max_num_seqs=5; error beyond the cut), PR #1395
  (Ray worker SIGKILL while loading codellama-34B-AWQ on 2x A10; cause never settled), #191 (fixed by PR #203; the
  issue itself was not returned by any query).
- Not vLLM's tracker (returned but outside the slice): QwenLM/Qwen3 #12, #16, #67, #295; QAnything #289, #302;
  LlamaFactory #6472/#6473; bonito #7, #22; and others.

Judgement calls for the lead (the case's ``note`` says more):
1. vllm #1616 has the error line but no visible fix (the only reply is cut after one word in the stored copy). It is
   kept because the cause is plain from the thread (a 13B fp16 checkpoint, ~26 GB, on a 14.58 GiB T4, with 13.94 GiB
   already allocated by PyTorch when the allocation failed); the ``fix`` field says it is the collector's reading.
   Kind oom_loading / cause weights_do_not_fit, as vllm-928 and vllm-188 were labelled.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round282-blind")
case = BATCH.case

# ------------------------------------------------ vllm #1616: Llama-2-13b-hf fp16 on a 15 GB T4 -> OOM while loading
case("vllm-1616-t4-llama2-13b-fp16-oom-150mib-14.58",
     "https://github.com/vllm-project/vllm/issues/1616",
     "CUDA out of memory. Tried to allocate 150.00 MiB (GPU 0; 14.58 GiB total capacity; 13.94 GiB already allocated; "
     "17.31 MiB free; 13.94 GiB reserved in total by PyTorch) If reserved memory is >> allocated memory try setting "
     "max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF",
     "oom_loading", {"tried_gib": 0.15, "total_gib": 14.58, "free_gib": 0.02}, "weights_do_not_fit",
     "vLLM's offline example (LLM(model=\"meta-llama/Llama-2-13b-hf\", tokenizer=\"hf-internal-testing/llama-tokenizer\")) "
     "on a GCP VM with one NVIDIA T4 (14.58 GiB usable; the author also tried a Tesla P4 VM): a 13B model in fp16 is "
     "about 26 GB of weights, so PyTorch had 13.94 GiB allocated and ran out while the weights were still loading. "
     "No memory flag can make the fp16 13B checkpoint fit one 15 GB card.",
     "not visible in the stored thread (the first reply, by Clemens-E, is cut after 'I'); the issue is closed. What "
     "would work: a smaller or quantized (AWQ/GPTQ) checkpoint, or more GPU memory (several GPUs with "
     "--tensor-parallel-size) — a collector's reading, not the thread's words",
     release="not stated (November 2023: the 0.2.1.x releases)",
     gpu="NVIDIA T4 (GCP n1-highmem-4; a Tesla P4 VM was tried too)", gpus=1,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--max-num-seqs"}, {"flag": "--tensor-parallel-size", "above": 1}],
     note="Excerpt: the error line of the issue body as the source shows it (the author pasted only this line, no "
          "traceback). The phase (weight loading) is inferred: 13.94 GiB already allocated by PyTorch on a 14.58 GiB "
          "card with a ~26 GB fp16 checkpoint; the cache-profiling phase cannot be reached before the weights are "
          "in. Fix not visible: the reply is cut in the stored copy (two look-ups spent trying to reach it). The "
          "author's Python code is not a vllm command, hence command None. tensor-parallel above 1 is marked wrong "
          "because the VM had one GPU.")

if __name__ == "__main__":
    BATCH.write()
