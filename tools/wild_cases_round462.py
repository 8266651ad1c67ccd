"""Round-462 blind batch: vLLM start-up failures (and first-request failures caused by how vLLM was launched) from
vLLM's own tracker (vllm-project/vllm), issues #3000-#10000 (2024, releases 0.3-0.6, the V0 engine), THIRD pass,
searched by specific old error texts rather than by topic; collected by helper wild462 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round462-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 39 of the 40 allowed, all ``search`` corpus=issues (the 40th kept unspent). 2 cases: vllm #9937 (Phi-3 with
in-flight BitsAndBytes on 0.6.3.post1 -> KeyError 'layers.21.mlp.gate_up_proj.weight', fixed by merged PR #10417) and
vllm #4568 (CPU-backend OpenAI server from a source checkout, May 2024 main -> TypeError execute_model() got an
unexpected keyword argument 'num_lookahead_slots' at the first request; the regression is traced in PR #4165's thread).
Far short of the 4-6 asked for: this slice is saturated. Almost every old error text searched (flash_attn / xformers
fallbacks, 'probability tensor contains', Worker VllmWorkerProcess died, NCCL unhandled system error, rope_scaling
KeyError 'type', Ray 'required GPUs exceeds', GPTQ/AWQ/Marlin TP alignment, gemma-2 logits_soft_cap / FlashInfer,
LoRA unsupported, Qwen2 sliding window, PP through AsyncLLMEngine, prefix caching + sliding window, 'Cannot find the
config file for awq', GGUF architecture, FlashAttention Ampere-only) returned threads that were already used or named
in an earlier round's skip list. Every source below was checked with grep -F against /work/coord/USED_SOURCES.txt and
against the earlier rounds' skip lists (tools/wild_cases_round*.py) before it was spent on.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): vllm #4906, #4989, #3226, #6689, #11010, #7060, #6218, #7070, #9922, #3709, #8484,
  #7413, #7367, #6601, #3781, #3355, #9913, #8654, #2245, #7357; unslothai/unsloth #482; logikon-ai/cot-eval #56;
  llm-compressor #57 / #54; QwenLM/Qwen3 #698; HabanaAI/vllm-fork #205; Jiayi-Pan/TinyZero #115.
- Named in earlier rounds' skip lists (not re-spent): vllm #9481 (rope_scaling KeyError 'type', rounds 39/88/101),
  #9376, #10964, #6574 / #4618 / #4383 / #8286 (NCCL / docker shm), #8149, #8799, #8143, #7107, #9134, #5675, #6192,
  #6395, #9280, #3293, #6054, #3377, #8189, #4301 (round 130: 'Cannot find the config file for awq' answered only by
  another user about his own setup).
- Not a start-up failure / INFO-level fallback only: vllm #7112 (vllm_flash_attn not found with torch cu118 and driver
  470; 'this warning no longer appeared' after moving to CUDA 12.4: a backend fallback, nothing failed), #3912
  (flash_attn undefined symbol -> xFormers fallback), #3306 (flash_attn wheel bundling, Mar 2024), #4361, #7254 (the
  'Cannot use FlashAttention-2 backend' INFO line); #4151 ('probability tensor contains' at item 429 of 8535 on
  vllm 0.2.2: mid-run, out of the release range); #5569 (bnb quality question); #6244 (a Marlin min_thread_k design
  question); #3042 (PR thread; 'unexpected argument of image_input_type' on vllm 0.3.3 is paraphrased, no traceback in
  the stored chunk).
- Error line not in the stored chunk, or no cause reached: vllm #6145 (TP 'Worker VllmWorkerProcess pid ... died,
  exit code: -15': description is an empty environment block), #6147 (WSL 4-GPU TP 'CUDA error' on 0.5.0.post1: the
  chunk stops in the config line, no answer), #5161 (WSL2 TP=2: env dump only), #8227 (compressed-tensors
  Qwen2-57B-A14B: conda list only), #6217 (Phi-3 mini GPTQ on 0.5.1: code only, no error line), #6889 (marlin TP>1:
  empty description), #9595 (Phi-3 / Mistral bnb KeyError qkv_proj on 0.6.3: same reporter and same bug class as
  #9937, no fix in its own thread), #10168 (same reporter, same class, out of the slice), #4403 (CPU backend; its
  stored traceback stops before the error line; PR #4396 named by simon-mo on 04-26, before #4165).
- Out of the slice (issue number > 10000, or another tracker), not taken: vllm #11610, #11653, #12847, #13946,
  #10717, #13909, #13388, #15705, #17306; microsoft/WSL #12467; llm-compressor #859, #996; LlamaFactory #4893, #5050;
  runpod-workers/worker-vllm #89; LMCache #412; microsoft/PhiCookBook #217 (the #9937 reporter's duplicate post).

Judgement calls for the lead:
1. vllm-9937: kind/cause weight_loading_mismatch, as every earlier bitsandbytes KeyError fixture (hf-unsloth disc9,
   unsloth-1268, vllm-11010, minicpm-v-789) is labelled. The real cause is a vLLM bug in the in-flight BnB loader for
   models whose MLP gate/up weights are already merged on disk (Phi-3); the lead may prefer release_regression. PR
   #10417 itself says TP weight partitioning for in-flight quantization of these models was still left to a follow-up
   PR, and the reporter ran tensor_parallel_size=4, so the merged fix may not have been the whole answer for this
   exact launch. gpus=4 is read from tensor_parallel_size=4 (the GPU model is not named; the log says Volta/Turing).
2. vllm-4568: kind dependency_version_mismatch because all 30 earlier fixtures with 'got an unexpected keyword
   argument' use it; cause release_regression, because here both sides of the call are vLLM's own code (a source
   checkout of main where PR #4165 added num_lookahead_slots to the async executor path and the CPU executor was not
   updated), not a mismatch between two packages. The failure comes at the first /v1 request, not at launch; taken
   under 'failure at its first requests caused by how it was launched' (the CPU backend). The fix is not in #4568's
   own stored chunk, and no fix is reached: the cause rests on andysalerno's comment on PR #4165 (2024-04-30) that
   this PR 'may have introduced a failure on Dockerfile.cpu scenarios' plus the message itself (simon-mo's pointer to
   PR #4396 on the sibling issue #4403 is dated 04-26, before #4165 merged, so it is not this error's fix); the lead
   may judge the cause less firmly pinned than usual.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round462-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #9937: Phi-3 + in-flight bitsandbytes, TP=4, 0.6.3.post1 -> KeyError 'layers.21.mlp.gate_up_proj.weight'
case("vllm-9937-phi3-mini-128k-inflight-bnb-tp4-keyerror-gate-up-proj-v063post1",
     "https://github.com/vllm-project/vllm/issues/9937",
     "[Bug]: Phi-3 cannot be used with bitsandbytes\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "vllm version `0.6.3.post1`\n"
     "\n"
     "### \U0001f41b Describe the bug\n"
     "\n"
     "here is the testing script:\n"
     "```python\n"
     "llm = LLM(model= llm_name, dtype='float16',\n"
     "            tensor_parallel_size=4, gpu_memory_utilization= 0.96, #seed=None,\n"
     "            trust_remote_code=True,\n"
     "            quantization=\"bitsandbytes\", load_format=\"bitsandbytes\", enforce_eager=True, \n"
     "            enable_lora=False,\n"
     "            cpu_offload_gb = 48\n"
     "            #tokenizer_mode= \"mistral\" if args.llm_name.startswith('mistralai') else 'auto'\n"
     "        ) \n"
     "```\n"
     "\n"
     "when `llm_name` is `microsoft/Phi-3.5-mini-instruct`, or `microsoft/Phi-3-mini-128k-instruct` or other models "
     "under the same series, inference causes error `[rank0]: KeyError: 'layers.21.mlp.gate_up_proj.weight'`\n"
     "\n"
     "full error message:\n"
     "\n"
     "> INFO 11-01 17:09:41 model_runner.py:1056] Starting to load model microsoft/Phi-3-mini-128k-instruct...\n"
     "> INFO 11-01 17:09:41 selector.py:224] Cannot use FlashAttention-2 backend for Volta and Turing GPUs.\n"
     "> INFO 11-01 17:09:41 selector.py:115] Using XFormers backend.\n"
     "> INFO 11-01 17:09:42 loader.py:1051] Loading weights with BitsAndBytes quantization.  May take a while ...\n"
     "> INFO 11-01 17:09:42 weight_utils.py:243] Using model weights format ['*.safetensors']",
     "weight_loading_mismatch",
     {"tensor_parallel_size": 4, "gpu_memory_utilization": 0.96, "quantization": "bitsandbytes", "dtype": "float16"},
     "weight_loading_mismatch",
     "vLLM 0.6.3.post1's in-flight BitsAndBytes loader could not load Phi-3 / Phi-3.5-mini: Phi-3 checkpoints store the "
     "MLP gate and up projections already merged on disk (gate_up_proj), and the BnB loader (and Phi-3's BnB config in "
     "vLLM) did not account for that, so the weight name it produced had no matching parameter and load_weights raised "
     "KeyError 'layers.21.mlp.gate_up_proj.weight'. A vLLM loader bug for this model family, not a memory or GPU "
     "problem.",
     "merged PR vllm-project/vllm #10417 '[Bugfix]Fix Phi-3 BNB online quantization' (jeejeelee, 2024-11-18, 'FIX "
     "#9937', approved by mgoin): fixes the Phi-3 BNB config and the handling of weights merged on disk for Phi-3, "
     "Baichuan, ChatGLM; the PR says the tensor-parallel weight partitioning for in-flight quantization of these models "
     "was left to a following PR. So: upgrade to a vLLM build that has #10417 (merged after the 0.6.4.post1 release, so 0.6.5 or later by "
     "the collector's inference); no reply from the reporter in the stored text",
     release="0.6.3.post1", gpu=None, gpus=4,
     command="LLM(model='microsoft/Phi-3-mini-128k-instruct', dtype='float16', tensor_parallel_size=4, "
             "gpu_memory_utilization=0.96, trust_remote_code=True, quantization='bitsandbytes', "
             "load_format='bitsandbytes', enforce_eager=True, enable_lora=False, cpu_offload_gb=48)",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 4}, {"flag": "--enforce-eager"}],
     note="Excerpt: the title and the description as the stored chunk shows them, cut before the next line (a "
          "model-00002-of-00002.safetensors download progress bar, cut mid-line in the stored text). The KeyError is "
          "quoted in the prose (the rest of the traceback is beyond the chunk). The GPU is not named; the log's "
          "'Volta and Turing' line says it is pre-Ampere. The reporter posted the same text as microsoft/PhiCookBook "
          "#217 (a non-maintainer's generic reply there), and the same bug class with qkv_proj in vllm #9595 / "
          "#10168; not taken separately.")

# ---------------------------------------- vllm #4568: CPU backend OpenAI server (source checkout, May 2024) -> TypeError execute_model() unexpected kwarg 'num_lookahead_slots'
case("vllm-4568-cpu-backend-openai-server-first-request-execute-model-num-lookahead-slots-typeerror",
     "https://github.com/vllm-project/vllm/issues/4568",
     "[Bug]: Query to the openapi server with cpu backend is throwing error\n"
     "\n"
     "```python\n"
     "ERROR 05-02 21:11:03 async_llm_engine.py:43] TypeError: execute_model() got an unexpected keyword argument "
     "'num_lookahead_slots'\n"
     "Exception in callback functools.partial(<function _raise_exception_on_finish at 0x7f20f9055dc0>, "
     "error_callback=<bound method AsyncLLMEngine._error_callback of <vllm.engine.async_llm_engine.AsyncLLMEngine "
     "object at 0x7f214a4bef40>>)\n"
     "handle: <Handle functools.partial(<function _raise_exception_on_finish at 0x7f20f9055dc0>, "
     "error_callback=<bound method AsyncLLMEngine._error_callback of <vllm.engine.async_llm_engine.AsyncLLMEngine "
     "object at 0x7f214a4bef40>>)>\n"
     "Traceback (most recent call last):\n"
     "  File \"/home/navpreetsingh/Desktop/LLM/vllm/vllm/engine/async_llm_engine.py\", line 38, in "
     "_raise_exception_on_finish\n"
     "    task.result()\n"
     "  File \"/home/navpreetsingh/Desktop/LLM/vllm/vllm/engine/async_llm_engine.py\", line 498, in run_engine_loop\n"
     "    has_requests_in_progress = await asyncio.wait_for(\n"
     "  File \"/anaconda/envs/py38_default/lib/python3.8/asyncio/tasks.py\", line 494, in wait_for\n"
     "    return fut.result()\n"
     "  File \"/home/navpreetsingh/Desktop/LLM/vllm/vllm/engine/async_llm_engine.py\", line 472, in engine_step\n"
     "    request_outputs = await self.engine.step_async()\n"
     "  File \"/home/navpreetsingh/Desktop/LLM/vllm/vllm/engine/async_llm_engine.py\", line 213, in step_async",
     "dependency_version_mismatch", {}, "release_regression",
     "The OpenAI server ran on vLLM's CPU backend from a source checkout of main (early May 2024). PR #4165 ('[BugFix] "
     "fix num_lookahead_slots missing in async executor', merged 2024-04-30) made the async engine pass "
     "num_lookahead_slots to executor.execute_model_async, but the CPU executor's execute_model did not take that "
     "argument, so the first request's engine step raised this TypeError. A regression between two parts of vLLM on "
     "main for the CPU backend; not a memory, GPU or third-party-package problem.",
     "no fix reached in the stored text. The cause is pinned by PR #4165's thread: andysalerno (2024-04-30) reported "
     "there that the PR 'may have introduced a failure on Dockerfile.cpu scenarios' (vllm.entrypoints.openai."
     "api_server with Phi-3-mini on the CPU build). The sibling issue #4403 ('Can not run openapi server with cpu "
     "backend', where simon-mo pointed to PR #4396 on 2024-04-26) predates #4165, so #4396 is not this error's fix. "
     "The way out is a checkout where the CPU executor accepts num_lookahead_slots (the collector's reading; no reply "
     "from the reporter in the stored text)",
     release="main (source checkout, early May 2024, between 0.4.1 and 0.4.2)", gpu=None, gpus=None, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the title and the start of the error block as the stored chunk shows it ('[turn 0 by navpreet-np7, "
          "continued]'), cut after the step_async frame (the rest of the traceback is beyond the chunk). The release "
          "is inferred from the date (05-02) and the source-checkout paths; no version string is printed. The server "
          "command is not in the stored chunk. See judgement call 2 on the kind / cause split and on where the cause "
          "comes from.")

if __name__ == "__main__":
    BATCH.write()
