"""Round-314 blind batch: vLLM start-up failures reported on evaluation and fine-tuning tools that start vLLM
(EleutherAI/lm-evaluation-harness, open-compass/opencompass, huggingface/lighteval (and open-r1, whose evals run
lighteval's vLLM backend), modelscope/evalscope, axolotl-ai-cloud/axolotl, hiyouga/LLaMA-Factory English threads,
bigcode-evaluation-harness), searched in the issues corpus; collected by helper wild314 and NOT graded by the collector
-> tests/golden/wild/<id>.json, each marked ``"batch": "round314-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

Look-ups: 34 of the 40 allowed by the brief (33 ``search``, all corpus=issues; 1 ``read_file``, which found no
stored file for an issue path; no ``find_string``, ``find_files`` or ``fetch``). **Short of the 4-10 asked: 3 cases.**
The slice is thin on start-up failures: most vLLM threads on these trackers are run-time OOMs during
loglikelihood/generation, hangs with data_parallel_size>1 (no error text), or threads already in USED_SOURCES.txt.

Sources given up (for the lead, not cases):
- Already used (checked with grep -F): lm-evaluation-harness #2431, #2988; lighteval #607, PR #841; axolotl #1971;
  hiyouga/LlamaFactory #4960, #3717, #3347, #6472, #6476, #7234, #9512;
  huggingface/open-r1 #174; ms-swift #4221; trl #3128, #2688; transformerlab-app #370; curator #577; GLM-4 #510;
  OpenRLHF #336; SubgraphRAG #19; basalam/product-catalog-generator #10; vllm-docker #37; QwenLM/Qwen #913.
- No fix in the stored thread, or not a start-up failure: axolotl #2528 (GRPO on Modal, vLLM server never comes up;
  only the client's connection-refused traceback, open, no fix); lm-evaluation-harness #2379, #1734, #2904 and
  lighteval #670 / open-r1 #617 (DP>1 hangs at Ray placement group, no error text); lm-evaluation-harness #2779,
  #2698, #1811 (OOM at run time in get_logprobs/loglikelihood, not start-up), #1923 (OOM, author's error text not
  in the stored excerpt; enforce_eager fix is another user's), #2880, #3134 (prompt-length errors at request time);
  open-compass/opencompass #1354 (Mixtral TP8; the error text is past the stored excerpt), VLMEvalKit #1031 (OOM at
  eval, Chinese, no fix); open-r1 #382 (Qwen2.5-Math 4096 context, no error text pasted), #458 (error as an image);
  bigcode-evaluation-harness #235 (HF backend, not vLLM); unsloth #2097 (LoRA rank at fast_generate, no fix shown);
  llm-compressor #1151 (lm_eval TP+DP, question only in the excerpt); evalscope #578 (connection refused to the
  perf tool's own server, no vLLM error).
- Out of the English-thread rule for LLaMA-Factory: #3387 (dtype on vLLM, Chinese, error tail not visible),
  #6473 (images only), #8025 (Kimi-VL, Chinese).

Judgement calls for the lead (each case's ``note`` says more):
1. open-r1 #622 (lighteval vLLM backend, TP=8, 'Cannot re-initialize CUDA in forked subprocess'): the error is the
   author's quote inside prose; the maintainer's reply is cut in the stored text, so the fix is quoted from the
   identical error on the same path in lighteval #607 / open-r1 PR #92 (VLLM_WORKER_MULTIPROC_METHOD=spawn).
2. evalscope #243 (perf --api local_vllm, Qwen-14B-Chat, 'Failed to load the model config ... trust_remote_code'):
   no fix readable in the stored thread; fix_that_worked is the one the error names, plus the maintainer's later word
   on trust_remote_code in evalscope perf (#792, a different user).
3. open-r1 #602 (lighteval's VLLMModelConfig rejects max_num_batched_tokens with vllm 0.8.3): the refusal is
   lighteval's, before vLLM's engine is built; taken as a version mismatch of the tool that launches vLLM, with the
   maintainer's fix (use the lighteval pinned by open-r1).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round314-blind")
case = BATCH.case

# ------------------------------------------ open-r1 / lighteval vllm backend, TP=8 -> Cannot re-initialize CUDA in forked subprocess
case("open-r1-622-lighteval-vllm-tp8-openr1-qwen7b-cuda-fork-reinit",
     "https://github.com/huggingface/open-r1/issues/622",
     "MODEL_ARGS=\"model_name=$MODEL,dtype=bfloat16,tensor_parallel_size=8,max_model_length=32768,"
     "max_num_batched_tokens=32768,gpu_memory_utilization=0.8,generation_parameters={max_new_tokens:16384,"
     "temperature:0.6,top_p:0.95}\"\n"
     "\n"
     "But shows the error \"RuntimeError: Cannot re-initialize CUDA in forked subprocess. To use CUDA with "
     "multiprocessing, you must use the 'spawn' start method\"",
     "cuda_fork_reinit", {"tensor_parallel_size": 8, "gpu_memory_utilization": 0.8}, "cuda_fork_reinit",
     "open-r1's evaluation (lighteval's vLLM backend, vLLM started in-process) of OpenR1-Qwen-7B on 8 GPUs with "
     "tensor_parallel_size=8: lighteval had already initialised CUDA in the parent process, and vLLM forked its "
     "tensor-parallel worker processes, which cannot re-initialise CUDA after a fork. Not a memory or size problem.",
     "the stored thread cuts lewtun's reply at 'Hi @Hasuer I believe one needs to pass' (not readable further); the "
     "fix for this same error on the same lighteval/open-r1 TP path, given in huggingface/lighteval#607: "
     "'export VLLM_WORKER_MULTIPROC_METHOD=spawn seems to fix it' (teknium1, crediting hynky1999), and open-r1 PR "
     "#92's review: 'export VLLM_WORKER_MULTIPROC_METHOD=spawn ... This export is needed for TP' (edbeeching)",
     release="not stated (open-r1 setup.py pins of May 2025; vLLM 0.8.x era)",
     gpu="not named", gpus=8,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--quantization"}],
     note="Excerpt: the author's MODEL_ARGS line and the sentence quoting the error, as the comment shows them (a "
          "paraphrase-with-quote, not a raw log; the data_parallel_size=8 variant and its hang, in the same comment, "
          "are dropped). The error text in the thread is the author's quote inside prose. The fix: lewtun's reply is "
          "truncated in the stored thread, so fix_that_worked quotes the fix for the identical error on the same code "
          "path from lighteval#607 (already in USED_SOURCES, not taken as a case) and open-r1 PR #92; judgement call. "
          "lighteval's max_model_length=32768 is a lighteval model arg (not a vLLM flag) and is not a printed vLLM "
          "number; left out of numbers.")

# ------------------------------------------ evalscope perf --api local_vllm, Qwen-14B-Chat (custom code) -> Failed to load the model config
case("evalscope-243-perf-local-vllm-qwen-14b-chat-failed-to-load-config-trust-remote-code",
     "https://github.com/modelscope/evalscope/issues/243",
     "CUDA_VISIBLE_DEVICES=0 evalscope perf  --rate 1  --model Qwen/Qwen-14B-Chat  --attn-implementation "
     "flash_attention_2  --log-every-n-query 5  --connect-timeout 6000  --read-timeout 6000  --max-tokens 2048  "
     "--min-tokens 2048  --api local_vllm  --dataset speed_benchmark --parallel 10\n"
     "\n"
     "RuntimeError: Failed to load the model config. If the model is a custom model not yet available in the "
     "HuggingFace transformers library, consider setting `trust_remote_code=True` in LLM or using the "
     "`--trust-remote-code` flag in the CLI.\n"
     "2024-12-17 01:17:58,709 - modelscope - WARNING - Model revision not specified, use revision: v1.0.8\n"
     "Downloading Model to directory: /root/.cache/modelscope/hub/Qwen/Qwen-14B-Chat",
     "trust_remote_code_required", {}, "trust_remote_code_required",
     "evalscope's perf tool with --api local_vllm starts a local vLLM server for the model; Qwen/Qwen-14B-Chat (the "
     "first-generation Qwen, QWenLMHeadModel) ships its modelling code in the repository, and the vLLM server was "
     "started without trust_remote_code, so vLLM could not load the model config and the server never came up. "
     "Not a memory problem.",
     "not stated in the stored thread (the maintainer's reply to this comment is not in the stored text); the error "
     "itself names the fix: start vLLM with `--trust-remote-code` (trust_remote_code=True). For evalscope perf, "
     "maintainer Yunnglin in the later modelscope/evalscope#792 ('how to set trust_remote_code=True when using "
     "evalscope perf'): trust_remote_code defaults to false after modelscope 1.29.1; temporary workaround "
     "`pip install modelscope==1.29.0`",
     release="not stated (evalscope perf, December 2024)",
     gpu="not named", gpus=1,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--quantization"}, {"flag": "--dtype"}],
     note="Excerpt: the author's evalscope command and the first lines of the pasted error block, as the comment shows "
          "them (the SIGINT / atexit traceback lines that follow, from the author pressing Ctrl-C, are dropped). The "
          "thread is in Chinese; the error is vLLM's English text. The failing vllm command is built by evalscope and "
          "not shown, hence command None; the evalscope command is in the excerpt. gpus=1 from CUDA_VISIBLE_DEVICES=0. "
          "Judgement call: no fix is readable in the stored thread for this comment, so fix_that_worked is the fix the "
          "error names, plus the maintainer's later word on trust_remote_code in evalscope perf (#792, a different "
          "user; the modelscope 1.29.1 default it describes postdates this December-2024 report).")

# ------------------------------------------ open-r1 evals: lighteval checkout vs vllm 0.8.3 -> VLLMModelConfig unexpected kwarg
case("open-r1-602-lighteval-vllm083-vllmmodelconfig-unexpected-max-num-batched-tokens",
     "https://github.com/huggingface/open-r1/issues/602",
     "First I got vllm=0.8.3 and lighteval=0.8.1dev\n"
     "but problem AttributeError\n"
     "\n"
     "then I follow some suggestions like checkout the git repository to a certain version, and the problem really "
     "disappeared\n"
     "However, a new problem says VLLMModelConfig.__init__() got an unexpected keyword argument "
     "'max_num_batched_tokens'",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "open-r1's evaluation (lighteval's vLLM backend, which builds the vLLM engine in-process) with vllm 0.8.3 and a "
     "lighteval checkout that did not match open-r1's pin: open-r1's MODEL_ARGS pass max_num_batched_tokens, which "
     "that lighteval's VLLMModelConfig did not accept (lighteval PR 609 brought breaking changes), so the vLLM model "
     "was never constructed. A package-version mismatch between open-r1, lighteval and vLLM, not a GPU or memory "
     "problem.",
     "lewtun (maintainer): 'yes you need to use the pinned version of `lighteval` to work with `vllm=0.8.3` because "
     "[this PR](https://github.com/huggingface/lighteval/pull/609) has breaking changes' (i.e. install the lighteval "
     "commit pinned in open-r1's setup.py); another user reports 'vllm==0.7.1,it works'",
     release="0.8.3 (with lighteval 0.8.1dev, then a checked-out older lighteval)",
     gpu="not named", gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--max-num-batched-tokens"}],
     note="Excerpt: the issue body's lines as the thread shows them (prose with the error quoted; the author's last "
          "lines about trying vllm 0.7.2 are dropped). The error is lighteval's config class refusing a keyword, "
          "raised before vLLM's engine is built, so it is at the edge of 'vLLM start-up' (judgement call: taken "
          "because the tool's vLLM launch fails on a version mismatch). --max-num-batched-tokens is listed as wrong: "
          "the fix is the package pin, not a different token budget. gpus unknown.")

if __name__ == "__main__":
    BATCH.write()
