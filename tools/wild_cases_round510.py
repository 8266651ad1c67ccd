"""Round-510 blind batch: vLLM start-up failures quoted on OTHER INFERENCE ENGINES' trackers (sgl-project/sglang,
huggingface/text-generation-inference, InternLM/lmdeploy, TensorRT-LLM, ollama, llama.cpp) and on benchmark repos
(ray-project/llmperf, genai-perf, mlcommons/inference); collected by helper wild510 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round510-blind"``; the lead grades it once. A HELD-OUT measurement:
graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 18 calls: 16 ``search`` corpus=issues and 1 ``search`` corpus=pages that answered, and an 18th ``search``
refused by the tool ('the search budget for this session is used up'), which ended the collecting at once (well
before the 40 allowed and before the 02:40 UTC deadline). find_repos calls (not counted) only listed repositories.
2 cases, both from sgl-project/sglang (a tracker no earlier round had used): early SGLang (0.1.x, spring 2024)
imported vLLM's internal modules in its own start-up, and broke when pip brought in a newer vLLM that had moved them:
sglang #362 (No module named 'vllm.model_executor.input_metadata', vLLM 0.4.0) and sglang #403 (cannot import name
'_set_default_torch_dtype' from 'vllm.model_executor.model_loader', the package layout of the next vLLM).

The slice is thin in this corpus: the semantic search answers queries about "vLLM failed, engine X worked" with the
vLLM tracker or with threads earlier rounds used, and the other engines' trackers hold those engines' own failures.
Every source was checked with grep -iF against /work/coord/USED_SOURCES.txt (sgl-project had no entry) and against
the earlier rounds' skip lists before it was spent on.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt), returned by the searches: basalam/product-catalog-generator #10; sherdencooper/GPTFuzz
  #27; Graph-COM/SubgraphRAG #19; deepseek-ai/DeepSeek-V2 #83; xusenlinzy/api-for-open-llm #225; OpenRLHF/OpenRLHF #336;
  transformerlab/transformerlab-app #370; lemonade-sdk/vllm-rocm #5; opea-project/GenAIExamples #2068.
- Same incident / class as a case, kept as its evidence rather than taken twice: sgl-project/sglang #350 (the same
  input_metadata break with vllm-0.4.0.post1; the stored chunk stops in the traceback before the error line) and #391
  (the same _set_default_torch_dtype ImportError from sglang/srt/managers/router/model_runner.py line 15; the stored
  chunk cuts the error line after 'vllm.model_executor.model'); #373 ('VLLM version', high priority; chunk stops in the
  traceback before the error line).
- Not vLLM's failure: sglang #2552 (Xinference launching the SGLang engine 0.4.0 next to vLLM 0.6.5: outlines'
  build_regex_from_schema missing for SGLang's import), #14314 (SGLang 2025's own loader), #1275 (no error text in the
  chunk; maintainer: 'v0.3.1.post1 requires vllm==0.5.5'), #11326 (SGLang import bug); huggingface/text-generation-
  inference #2301 (TGI's 'Not enough memory to handle 131122 prefill tokens'; vLLM worked), #2294, #2842 (TGI);
  InternLM/lmdeploy #4096 (vllm bench serve as a client of an lmdeploy server), #1375, #3280, #4040, #3907, #4962
  (lmdeploy's own); ollama/ollama #4805, #9708, #11721, #12194, #8425, #11775, #5634 (ollama's runner); ray-project/
  llmperf #90 (llmperf against Llama 4, chunk stops in transformers warnings, no vLLM error); mlcommons/inference #1806
  (reference batch size, HF loader, no vLLM error); anyscale/llm-continuous-batching-benchmarks #8 (2023 import of a
  removed vLLM API in a benchmark script; no fix beyond 'PR #152').
- Outside the slice, error or cause not in the chunk (not re-opened): aws-samples/amazon-sagemaker-generativeai #111
  (only 'Engine core initialization failed'), instructlab/instructlab #3466 ('vLLM failed to start', no log),
  LMCache/LMCache #2927 and #2306, xorbitsai/inference #4229, community-scripts/ProxmoxVED #2047, vast-data/VUA #7.

Judgement calls for the lead:
1. Both cases are SGLang's start-up, not `vllm serve`: SGLang 0.1.x ran vLLM's model code and loader inside its own
   server, so the failure is an import of vLLM's internals by a framework written for another vLLM layout -- the
   README's dependency_version_mismatch rows ("No module named 'vllm.inputs.data'" (a module the importing code
   expects and this vLLM moved or removed) and "cannot import name 'X' from 'vllm...' (path)" (a plugin or framework
   built for another vLLM)). Taken under the same reading as the FastChat vllm_worker / Xinference wrapper cases of
   round 448; earlier rounds gave up SGLang threads only where SGLang's own code failed. Kind and cause
   dependency_version_mismatch, as the 8 earlier fixtures with these two messages use.
2. sglang-362: the stored text is the title, one sentence and the error line; the sentence's clause 'looks like this
   file was removed from vllm 0.4.0' (the reporter's diagnosis) is left out of the excerpt, so the excerpt is the
   title and the error line only. The error line is as the reporter typed it (the closing quote after input_metadata is
   missing). Release '0.4.0' is from that clause (#350, linked by the commenter, names vllm-0.4.0.post1).
3. sglang-403: no fix in the stored thread (a commenter: 'still isn't solved'). The cause is read from the message
   (the path shows the installed vLLM's model_loader is a package, model_loader/__init__.py, without the private name),
   the sister thread #391 (SGLang's model_runner.py line 15 is the importing line) and SGLang PR #459 'Use model loader
   from vllm' (merged, title only seen). The vLLM release is not stated in the thread; left None.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round510-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- sglang #362: SGLang 0.1.x with the latest vLLM (0.4.0) -> No module named 'vllm.model_executor.input_metadata'
case("sglang-362-sglang-01x-latest-vllm-040-no-module-vllm-model-executor-input-metadata",
     "https://github.com/sgl-project/sglang/issues/362",
     "Fails with latest vllm\n"
     "\n"
     "`ModuleNotFoundError: No module named 'vllm.model_executor.input_metadata`",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "SGLang 0.1.x imported vLLM's internal module vllm.model_executor.input_metadata while loading its model classes "
     "(its router's model_runner imports vLLM's model code); pip installed the newest vLLM (0.4.0), which had removed "
     "that module, so SGLang's server failed at start-up. An SGLang / vLLM version mismatch, not a GPU or memory "
     "problem.",
     "per the commenter owu-1 (2024-04-14, pointing to #350, where the same break is shown with vllm-0.4.0.post1): "
     "build SGLang from source (its main branch had been updated for the new vLLM) or wait for the next SGLang "
     "release; the alternative is to keep the vLLM SGLang was built for (#350's title: SGLang 'doesn't work with vllm "
     "versions above 0.3.3')",
     release="0.4.0", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and the error line as the stored text shows them; the description's sentence "
          "'sglang is installing the latest vllm, looks like this file was removed from vllm 0.4.0' is left out "
          "because it carries the diagnosis. The launch is SGLang's (python -m sglang.launch_server, per #350), "
          "not vllm serve.")

# ---------------------------------------- sglang #403: sgl.Runtime on an A100 (nvcr pytorch 24.03) with a newer vLLM -> cannot import name '_set_default_torch_dtype'
case("sglang-403-a100-sgl-runtime-cannot-import-set-default-torch-dtype-vllm-model-loader-package",
     "https://github.com/sgl-project/sglang/issues/403",
     "Import Errors occurring even when dependencies are installed\n"
     "\n"
     "I am unable to create a Runtime with sglang as follows `runtime = sgl.Runtime(model_path=MODEL_DIR, "
     "tokenizer_path=MODEL_DIR)`. It throws the error below:\n"
     "\n"
     "```python\n"
     "ImportError: cannot import name '_set_default_torch_dtype' from 'vllm.model_executor.model_loader' \n"
     "(/usr/local/lib/python3.10/dist-packages/vllm/model_executor/model_loader/__init__.py)\n"
     "```\n"
     "\n"
     "I am running this on an A100 with the Nvidia PyTorch base image recommended by the Flash Attention repo "
     "(\"nvcr.io/nvidia/pytorch:24.03-py3\"). I have confirmed via print statements that all the dependencies are "
     "installing in the desired location and the files are actually there. I have tried installing sglang both with "
     "pip and from source and get the exact same error.",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "SGLang's model runner imports vLLM's private helper _set_default_torch_dtype from vllm.model_executor.model_loader "
     "(sglang/srt/managers/router/model_runner.py line 15, shown in the sister thread #391). The vLLM installed here has "
     "model_loader as a package (model_loader/__init__.py in the path) that no longer exports that name, so SGLang was "
     "written against another vLLM layout than the one pip installed: a framework / vLLM version mismatch, not a "
     "problem with the machine, the image or the model.",
     "no fix reached in the stored text of this thread (a commenter, 2024-05-01: 'Looks like it still isn't solved "
     "though?'). SGLang changed the import in PR #459 'Use model loader from vllm' (merged); the working setups are the "
     "vLLM release the installed SGLang was built for, or an SGLang release after that PR",
     release=None, gpu="NVIDIA A100", gpus=None, command="runtime = sgl.Runtime(model_path=MODEL_DIR, tokenizer_path=MODEL_DIR)",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and the whole description as the stored text shows it (the error line is broken "
          "in two at the path, as pasted). #391 (same message from python -m sglang.launch_server, 2024-04-24, the "
          "error line cut in the stored chunk) is the same incident class and was not taken separately.")

if __name__ == "__main__":
    BATCH.write()
