"""Round-445 blind batch: vLLM's own tracker (vllm-project/vllm issues below #20000, 2023 - mid 2025, releases
0.1-0.9): start-up failures (and failures at the first requests because of how the engine was launched) in the V0 and
early V1 wordings; collected by helper wild445 and NOT graded by the collector -> tests/golden/wild/<id>.json, each
marked ``"batch": "round445-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code,
and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 37 of the 50 allowed, all ``search`` corpus=issues (no read_file / find_string / find_files / fetch); the
37th was refused by the tool ("the search budget for this session is used up"), which ended the round. 4 cases, all
from vLLM's V0 prefix-caching / prefix-prefill Triton kernel path (2024, releases 0.3.0-0.4.0.post1): vllm #4171
(bloom-3b head size 80, assert Lk in {16, 32, 64, 128}), #2513 (Baichuan2-13B ALiBi on 4x T4, Triton shared memory
65538 > 65536), #2729 (V100, Triton 'Unexpected mma -> mma layout conversion'), #3944 (the same assertion through
the OpenAI server with --enable-prefix-caching, TP 2, --dtype half).

The slice's named message texts are exhausted: every vllm thread the searches for "The model's max seq len", "No
available memory for the cache blocks", "Bfloat16 is only supported", "CUDA out of memory. Tried to allocate", "NCCL
error", the Ray driver-node / placement-group errors, Aquila, Baichuan, Mixtral AWQ, Llama 2 70B, A10G, T4 and V100
returned was already in USED_SOURCES.txt or an earlier round's skip list (checked with grep -F on the full url and on
'#<n>' in tools/wild_cases_round*.py). The cases come from the one seam the earlier rounds had not mined: failures at
the first prefix-cached request caused by launching with prefix caching on a model / GPU the V0 prefix-prefill
kernel did not support.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): vllm #10517, #2418, #10439, #2248, #1284, #946, #1157, #636, #5711, #751, #1710,
  #19613, #4202, #1282, #1488, #25022, #20216, #13677, #13640, #7060, #6218, #15598, #7593, #11251, #17462, #2413,
  #3781, #3355, #13147, #9913, #4989, #26431, #3197; zai-org/GLM-4 #510; runpod-workers/worker-vllm #40.
- Named in earlier rounds' skip lists (not re-opened): vllm #1436, #1538, #12515, #13814, #6946, #5637, #8397, #6956,
  #12983, #14610, #2251, #2074, #4067, #2631, #3611, #7107, #26028, #15255, #10626, #6574, #4618, #4383, #8286, #1345,
  #36802, #12498, #11653, #7464, #11452, #5537, #3880, #5533, #2963, #8189, #2810, #3826, #5199, #6123, #3350, #15508,
  #7714, #2386, #1625, #14574.
- Error line not in the stored chunk: vllm #4127 (phi-2 head size 80 with enable_chunked_prefill=True, 0.4.x; the
  traceback is cut before the Triton error in both chunks reached; the author, a contributor, says a fix PR is coming);
  #8091 (Gemma-2-2b on a T4 with vLLM 0.5.5 + FlashInfer 0.1.6; cut inside the engine-construction traceback);
  #566 (Baichuan-13B on 2x 4090, described only); #5493 (fp8 KV + prefix prefill Triton compile traceback, a usage
  thread, final error line not reached); #7003 (prefix-caching crash, only the environment dump reached).
- No error line at all (a description of the limitation): vllm #3156 and #3364 (fp8 KV cache x prefix caching),
  #4434 (punica needs sm_80, 'it prompted that cuda>=8 is required' without the text), #3154 (comment only),
  #14319 (a docs question on block sizes).
- Not taken for want of a cause: vllm #2740 ('Prefix error', Triton 'Unexpected srcLayout in ReduceOpConversion' with
  prefix_pos; no GPU model in the stored text and no answer reached; probably the same pre-Ampere Triton limit as
  #2963, which an earlier round skipped).
- Not a launch failure: vllm #8268, #13105 (prefix caching x prompt_logprobs sampler asserts), #5344 (echo=True
  above a prompt length).
- Outside the slice: Ksuriuri/index-tts-vllm #99 (swap space 4.00 of 4.30 GiB, no answer), BatsResearch/bonito #7 /
  #22, basalam/product-catalog-generator #10, deepseek-ai/DeepSeek-V2 #83, QwenLM/Qwen3 #12, gensyn-ai/rl-swarm #118,
  xorbitsai/inference #1183 / #2836, substratusai/vllm-docker #37, verl #2594, TinyZero #115 (not checked against
  USED_SOURCES.txt; not vllm-project/vllm).

Judgement calls for the lead:
1. All four fail at the first request that hits the prefix cache, after a clean start (the brief's 'failing at its
   first requests because of how it was launched'); the launch choice is prefix caching (prefix_pos=... in 0.3.x, the
   --enable-prefix-caching flag from 0.4.0). --enable-prefix-caching is therefore forbidden as a suggestion in all
   four, and the memory flags too.
2. vllm #2729 and #3944: kind None and cause attention_backend_gpu, as glm4-485 of round 286 labelled the same Triton
   'mma -> mma layout conversion' assertion; no existing message kind reads it (a 'triton_kernel_unsupported_gpu' kind
   would fit). For #3944 the pre-Ampere GPU is an inference (assertion + --dtype half), the reporter names no GPU.
3. vllm #2513: kind triton_shared_memory_exceeded with numbers required_bytes 65538 / limit_bytes 65536 (the keys
   round 290 introduced) and tensor_parallel_size 4 from the LLM(...) call; cause attention_backend_gpu as in round
   290. The fix is not reachable (closed, description only).
4. vllm #4171: kind and cause head_size_unsupported (the kernel's assert lists the head sizes it takes); the head size
   80 is not printed, so numbers is {}. The fix is a same-problem commenter's (disable prefix caching), not the
   author's.
5. No case carries a maintainer-confirmed fix; #3944's fix is the reporter's own observation, #2729's a commenter's
   workaround, #4171's a commenter's, #2513's is not reachable. Quality was preferred over count; the round stopped at
   four because the search tool's session budget ran out.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round445-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--cpu-offload-gb"},
        {"flag": "--kv-cache-dtype"}]

# ---------------------------------------- vllm #4171: bloom-3b (head size 80) + prefix caching, v0.4.0.post1 -> assert Lk in {16, 32, 64, 128}
case("vllm-4171-bloom-3b-prefix-caching-v040post1-assert-lk-in-16-32-64-128",
     "https://github.com/vllm-project/vllm/issues/4171",
     "vllm v0.4.0.post1 CUDA 12.2\n"
     "\n"
     "[2024-04-17 20:07:13,727] [ERROR] [MainThread] [asyncio] >>>   File \"/usr/local/lib/python3.10/dist-packages/vllm/"
     "attention/ops/paged_attn.py\", line 178, in forward_prefix\n"
     "[2024-04-17 20:07:13,727] [ERROR] [MainThread] [asyncio] >>>     context_attention_fwd(\n"
     "[2024-04-17 20:07:13,727] [ERROR] [MainThread] [asyncio] >>>   File \"/usr/local/lib/python3.10/dist-packages/torch/"
     "utils/_contextlib.py\", line 115, in decorate_context\n"
     "[2024-04-17 20:07:13,727] [ERROR] [MainThread] [asyncio] >>>     return func(*args, **kwargs)\n"
     "[2024-04-17 20:07:13,727] [ERROR] [MainThread] [asyncio] >>>   File \"/usr/local/lib/python3.10/dist-packages/vllm/"
     "attention/ops/prefix_prefill.py\", line 639, in context_attention_fwd\n"
     "[2024-04-17 20:07:13,727] [ERROR] [MainThread] [asyncio] >>>     assert Lk in {16, 32, 64, 128}\n"
     "[2024-04-17 20:07:13,727] [ERROR] [MainThread] [asyncio] >>> AssertionError\n"
     "\n"
     "\"n_head\": 32",
     "head_size_unsupported", {}, "head_size_unsupported",
     "bloom-3b (hidden size 2560, 32 heads: head size 80) served by vLLM 0.4.0.post1 with automatic prefix caching on: "
     "once a request hits a cached prefix, the V0 prefix-prefill Triton kernel (context_attention_fwd) runs, and it "
     "only accepted head sizes 16/32/64/128, so the server crashes on the assert. The engine starts; the failure is "
     "the prefix-caching kernel's head-size limit, not memory.",
     "a commenter with the same problem (Guy-Shapira, 2024-04-18): 'solved it by changing the enable_prefix_caching to "
     "False while initalizing the model', i.e. run without --enable-prefix-caching (later vLLM releases widened the "
     "prefix-prefill kernel to other head sizes; the maintainer turn is cut in the stored chunk)",
     release="0.4.0.post1", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--enable-prefix-caching"}, {"flag": "--tensor-parallel-size"},
                       {"flag": "--max-num-seqs"}],
     note="Excerpt: the environment line and the traceback tail of the issue body as the stored chunk shows it (the "
          "lines before 'paged_attn.py ... forward_prefix' and the trailing timestamp line are dropped), plus the "
          "author's follow-up comment '\"n_head\": 32'. The head size 80 (2560 / 32) is not printed, so numbers is {}. "
          "The launch command is not in the chunk. The failure comes at the first prefix-cached request, after a clean "
          "start.")

# ---------------------------------------- vllm #2513: Baichuan2-13B (ALiBi) + prefix, 4x T4 -> Triton out of shared memory 65538 > 65536
case("vllm-2513-baichuan2-13b-alibi-prefix-4x-t4-triton-shared-memory-65538-of-65536",
     "https://github.com/vllm-project/vllm/issues/2513",
     "## Machine Info\n"
     "- Ubuntu\n"
     "- cuda driver 12.1\n"
     "- T4 GPU x4\n"
     "\n"
     "## Reproduce Step\n"
     "\n"
     "Only change llm line in `examples/offline_inference_with_prefix.py` with\n"
     "```\n"
     "llm = LLM(model=\"baichuan-inc/Baichuan2-13B-Chat\", tensor_parallel_size=4, enforce_eager=True, dtype=\"half\", "
     "trust_remote_code=True)\n"
     "``` \n"
     "\n"
     "## Error message:\n"
     "```\n"
     "triton.runtime.autotuner.OutOfResources: out of resource: shared memory, Required: 65538, Hardware limit: 65536. "
     "Reducing block sizes or `num_stages` may help.\n"
     "```",
     "triton_shared_memory_exceeded", {"required_bytes": 65538, "limit_bytes": 65536, "tensor_parallel_size": 4},
     "attention_backend_gpu",
     "Baichuan2-13B-Chat uses ALiBi; with vLLM's prefix feature (examples/offline_inference_with_prefix.py, January 2024) "
     "the prefix-prefill Triton kernel's ALiBi variant is compiled with tile sizes that need 65,538 bytes of shared "
     "memory, 2 bytes over the 64 KB per-block limit of the Tesla T4 (sm_75), so the first prefixed request fails. "
     "The reporter notes a non-ALiBi Llama-architecture model (TinyLlama) runs fine. A kernel-config / GPU limit "
     "problem of that attention path, not a GPU memory (VRAM) shortfall.",
     "not in the stored text (the issue is closed; only the description is reachable). From the log: run the ALiBi "
     "model without the prefix-caching path on T4, or on a GPU with more shared memory per block (Ampere or newer); "
     "vLLM later reduced the prefix-prefill block sizes for small-shared-memory GPUs (cf. PR #11584 for Pascal)",
     release="vLLM main / 0.2.7 era (January 2024)", gpu="NVIDIA Tesla T4 (16 GB)", gpus=4,
     command="llm = LLM(model=\"baichuan-inc/Baichuan2-13B-Chat\", tensor_parallel_size=4, enforce_eager=True, "
             "dtype=\"half\", trust_remote_code=True)",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 4}, {"flag": "--swap-space"},
                       {"flag": "--dtype"}],
     note="Excerpt: the issue description as the stored chunk shows it, up to the error block; the closing sentences "
          "(TinyLlama works, 'Might related Alibi?', the @-mentions) are dropped. No traceback was pasted; the one "
          "error line is the reporter's. Numbers keys required_bytes / limit_bytes as round 290 introduced them. Cause "
          "attention_backend_gpu following the round-290 Triton shared-memory cases. The fix is not reachable.")

# ---------------------------------------- vllm #2729: V100 + offline_inference_with_prefix.py, vLLM 0.3.0 -> Triton 'Unexpected mma -> mma layout conversion'
case("vllm-2729-v100-prefix-prefill-vllm030-triton-unexpected-mma-to-mma-layout-conversion",
     "https://github.com/vllm-project/vllm/issues/2729",
     "When executing script `examples/offline_inference_with_prefix.py`, it will call `context_attention_fwd` from "
     "`vllm.model_executor.layers.triton_kernel.prefix_prefill`, which triggered the following error\n"
     "```\n"
     "python: /project/lib/Analysis/Allocation.cpp:40: std::pair<llvm::SmallVector<unsigned int>, "
     "llvm::SmallVector<unsigned int> > mlir::triton::getCvtOrder(mlir::Attribute, mlir::Attribute): Assertion "
     "`!(srcMmaLayout && dstMmaLayout) && \"Unexpected mma -> mma layout conversion\"' failed.\n"
     "```\n"
     "\n"
     "Platform :\n"
     "- V100\n"
     "- CUDA 12.0\n"
     "- python 3.11.6\n"
     "- vllm 0.3.0+cu120\n"
     "- triton 2.1.0\n"
     "- torch 2.1.2",
     None, {}, "attention_backend_gpu",
     "vLLM 0.3.0's prefix-caching path (the prefix_prefill Triton kernel context_attention_fwd, reached through "
     "examples/offline_inference_with_prefix.py) compiled on a Tesla V100 (sm_70): Triton 2.1.0's lowering of that "
     "kernel hits a layout conversion that it only supports on Ampere and newer, and the process aborts on the "
     "assertion. Commenters on V100 see the same; it runs when prefix_pos <= 15, i.e. when no full 16-token block is "
     "cached and the kernel is never used. The attention kernel path is not available on this GPU; not memory.",
     "no fix in the thread (closed as stale). Commenters: 'use the latest version of vllm, it says V100 is not "
     "supported' (ucasAliy, 2024-03-14) and 'when setting the prefix_pos<=15, it's running' (same, i.e. no prefix "
     "block is cached); the author explains that with block size 16 vLLM then caches no prefix. So: run without the "
     "prefix-caching path on V100, or use an Ampere-or-newer GPU",
     release="0.3.0", gpu="Tesla V100", gpus=None,
     command="python examples/offline_inference_with_prefix.py",
     forbidden=_MEM + [{"flag": "--enable-prefix-caching"}, {"flag": "--tensor-parallel-size"},
                       {"flag": "--swap-space"}],
     note="Excerpt: the issue description as the stored chunk shows it, up to the platform list; the line 'related to "
          "#1669' and the comments (which hold the workaround) are left out. Judgement call: kind None as in "
          "glm4-485 of round 286 (no existing message kind reads a Triton 'mma -> mma layout conversion' compiler "
          "assertion); cause attention_backend_gpu. The failure comes at the first prefixed request of the example, "
          "not at engine start. In 0.3.0 prefix caching was requested per call (prefix_pos=...), not by a CLI flag; "
          "--enable-prefix-caching (its later form) is forbidden as a suggestion.")

# ---------------------------------------- vllm #3944: SOLAR-10.7B TP2 --dtype half --enable-prefix-caching, v0.4.0.post1 -> Triton 'Unexpected mma -> mma layout conversion' on the 2nd request
case("vllm-3944-solar-10-7b-tp2-dtype-half-enable-prefix-caching-v040post1-triton-mma-layout-sigabrt",
     "https://github.com/vllm-project/vllm/issues/3944",
     "when 'enable-prefix-caching' is on, VLLM always crash when the second message is sent to the server. The first "
     "message always works and it always crashes on the second (I guess when it is trying to use cache). I'm using ray "
     "and v0.4.0.post1.\n"
     "python3 -m vllm.entrypoints.openai.api_server --model /maindir/Nous-Hermes-2-SOLAR-10.7B --tensor-parallel-size 2 "
     "--dtype half --gpu-memory-utilization 0.96 --max-model-len 4096 --enforce-eager --worker-use-ray --load-format "
     "auto --disable-log-stats --max-context-len-to-capture 4096 --enable-prefix-caching.\n"
     "\n"
     "python3: /project/lib/Analysis/Allocation.cpp:40: std::pair<llvm::SmallVector<unsigned int>, "
     "llvm::SmallVector<unsigned int> > mlir::triton::getCvtOrder(mlir::Attribute, mlir::Attribute): Assertion "
     "`!(srcMmaLayout && dstMmaLayout) && \"Unexpected mma -> mma layout conversion\"' failed.\n"
     "*** SIGABRT received at time=1712674906 on cpu 3 ***",
     None, {}, "attention_backend_gpu",
     "Nous-Hermes-2-SOLAR-10.7B served by vLLM 0.4.0.post1 over Ray with TP 2, --dtype half and --enable-prefix-caching: "
     "the first request is a plain prefill, the second one hits the prefix cache and runs the V0 prefix-prefill Triton "
     "kernel (context_attention_fwd), whose compilation aborts in Triton's 'Unexpected mma -> mma layout conversion' "
     "assertion. That assertion is the one Triton hits for this kernel on pre-Ampere GPUs (V100 in vllm #2729; the "
     "forced --dtype half also points to a card without bf16). The prefix-caching kernel path does not work on this "
     "GPU; not a memory problem (the server starts and serves the first message).",
     "the reporter's own observation in the issue body: 'When I remove enable-prefix-caching is works well', i.e. serve "
     "without --enable-prefix-caching on this GPU (no maintainer answer reachable in the stored chunk; the issue is "
     "closed)",
     release="0.4.0.post1", gpu=None, gpus=None,
     command="python3 -m vllm.entrypoints.openai.api_server --model /maindir/Nous-Hermes-2-SOLAR-10.7B "
             "--tensor-parallel-size 2 --dtype half --gpu-memory-utilization 0.96 --max-model-len 4096 --enforce-eager "
             "--worker-use-ray --load-format auto --disable-log-stats --max-context-len-to-capture 4096 "
             "--enable-prefix-caching",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--swap-space"},
                       {"flag": "--max-num-seqs"}],
     note="Excerpt: the issue body as the stored chunk shows it, with the sentence that gives the workaround ('When I "
          "remove enable-prefix-caching is works well.') left out, up to the first SIGABRT line; the logging.cc "
          "repeats after it are dropped. The GPU model is not in the stored text (TP 2, so at least two GPUs; gpus left "
          "None). Judgement call: kind None and cause attention_backend_gpu, as for vllm-2729 in this round and "
          "glm4-485 of round 286 (no message kind reads this Triton compiler assertion); the pre-Ampere reading is an "
          "inference from the assertion and --dtype half, not stated by the reporter. numbers {}: the assertion prints "
          "no figure.")

if __name__ == "__main__":
    BATCH.write()
