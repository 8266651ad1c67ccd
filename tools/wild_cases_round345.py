"""Round-345 blind batch: CUDA out-of-memory at vLLM start-up AFTER the weights loaded (during the profiling run,
the sampler warm-up, CUDA-graph capture, or KV-cache allocation: "torch.OutOfMemoryError: CUDA out of memory. Tried
to allocate ...", "CUDA error: out of memory" in capture_model / _dummy_sampler_run / profile_run), in any tracker;
collected by helper wild345 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round345-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite, and did not read kvroom's source.

**Result: 0 cases.** The slice is mined out by earlier rounds: nearly every thread the ``search`` tool (corpus
issues) returns for it, under twenty-odd different wordings, is already in USED_SOURCES.txt, and the few unused ones
either never show the error line in the stored text or show no fix. Nothing was taken that did not meet the bar
(error line in the excerpt as the source prints it, plus a fix in the author's or a maintainer's words).

Look-ups: 42 of the 50 allowed, all ``search`` with corpus=issues (no find_string, read_file, find_files or fetch).
The issues corpus returns one stored chunk per thread per query; for long traceback threads that chunk is mostly
the middle of the traceback, and re-querying with the thread's own words (title, user name, host, frames) kept
returning the same or another middle chunk, never the error line and the reply together.

Sources given up (for the lead, not cases):
- Already used (grep -E against USED_SOURCES.txt, exact issue number): vllm #15598, #7593, #39788, #11251, #19186,
  #57475, #27508, #14452, #30637, #15105 (and its twin posting NVIDIA/nccl #1645, same author and log), #9630,
  #10569, #7721, #2413, #17462, #18446, #783, #12539, #9445, #14092, #10034, #8879, #5847, #6124, #29049, #11587,
  #6746, #8731, #8073, #17939, #9011, #36861; noonghunna/club-3090 #106; QwenLM/Qwen #819;
  QwenLM/Qwen3 #458; runpod-workers/worker-vllm #40; gensyn-ai/rl-swarm #314; gpustack #1897; llm-d/llm-d #787
  (V1 sampler warm-up OOM at 0.95 on Qwen3-32B TP2 -- would have fitted exactly); vllm PR #26278; huggingface/trl
  #3128, #2688; lemonade-sdk/vllm-rocm #5.
- Unused but no error line in the stored text (only the title or a mid-traceback chunk came back):
  vllm #9163 (Llama-3.2-11B-Vision, LLM(dtype=bfloat16) OOM in the mllama vision encoder during profiling; the
  stored chunks are Jupyter traceback frames, fix not seen), #7854 (benchmark_throughput with
  Phi-3-medium-128k-instruct, OOM in profile_run at 0.9 + --enforce-eager; no reply seen), #28292 (Llama-3.2-11B-
  Vision, profile_run OOM in clip.py activation, open), #12438 (error while capturing CUDA graph on a rebased main;
  error text cut at the progress bar), #13074 (DeepSeek-R1 TP8 PP2 on 16 x 141 GB, OOM chunk is mid-traceback),
  #17631 (Llama 3.3 on A10/A100, V1 compiled-graph traceback only), #9378 (enable_lora on 8 GPUs, crash at graph
  capture; only INFO lines came back), #9587 (Llama-3.1-8B on H20 at 0.6.3.post1; only the args line came back),
  #14286 (V1 vs V0 Llama3.1-8B-INT8; only the working V0 log came back), #5248 (deepseek-coder-6.7b TP2 on 2 x T4,
  initialize_cache error cut at 'Error execut'), #22624 (spec-decode 1.7B + 0.6B draft, capture_model traceback
  without the error line), mlcommons/inference #2267 (Llama 3.1 8B TP8 at 131072, only INFO lines), bespokelabsai/
  curator PR #298 (V0 CacheEngine allocation traceback, error line not in the chunk), MERA-Evaluation/MERA #12
  (DeepSeek-R1-Distill-Qwen-1.5B V1 0.8.2 at max_seq_len 131072 on an A100 40GB; only the config line came back),
  EleutherAI/lm-evaluation-harness #1923 (a commenter's enforce_eager=True fix, but no error text at all).
- Unused, error text present but out of the bar: vllm #14095 (the OOM line sits next to 'processing method
  load_model', i.e. a weight-loading OOM, and the same author's twin #14092 is used); NVIDIA/nccl #1790 (vLLM CI
  LoRA TP4 test OOM from an NCCL 2.26.3+ memory regression; no error line in the stored chunk and still open, no
  fix -- the linked pytorch/pytorch #157461 says NCCL_CUMEM_HOST_ENABLE=0 did not help); vllm #9542 (four LoRA
  instances on 4 x RTX 4500 Ada; description only); vllm #5193 (llama3-70b + LoRA on 8 x 3090; no error text);
  vllm #22702 (OOM in the engine step loop, i.e. at run time, not start-up); lm-evaluation-harness #2698 (run-time
  loglikelihood OOM, not start-up); huggingface/trl #2927 (OOM after training steps, not start-up).
- Not vLLM (out of scope): huggingface/text-generation-inference #2572 (graph-capture OOM in TGI's warm-up),
  GradientHQ/parallax #188, sgl-project/sglang #4547, #1463, #9706.

Judgement calls for the lead:
1. No case was written rather than fill the round with excerpts that stop before the error line or have no stated
   fix; the brief's bar ('If the stored text stops before the error line ... skip the case') ruled each one out.
2. For a later round on this slice, the unused threads most likely to yield a case if their full text can be read
   (e.g. by a corpus that returns the thread from its start) are vllm #9163, #7854, #28292 and #17631.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round345-blind")
case = BATCH.case

if __name__ == "__main__":
    BATCH.write()
