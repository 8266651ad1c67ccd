"""Round-218 blind batch: real vLLM launch failures from vllm-project/vllm issues and pull requests numbered 20000 to
28000 (releases 0.9-0.11, the V1 engine), each with the fix its thread or PR establishes; collected by helper wild218
and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round218-blind"``; the lead
grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the test
suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause, fixes that
would be wrong for that user) was written from the thread text only. Excerpts are the text as the thread shows it
(the search tool's stored excerpt); where lines in between were dropped the note says so; the fix is left out of the
excerpt (it is in fix_that_worked).

Sources and look-ups: 57 of the 60 allowed, all on the issues corpus (56 ``search``, one ``read_file`` on an
issue path the index does not hold, counted); no find_string, find_files, find_repos or fetch. **Short of the 6-10
asked: 2 cases.** The issues corpus answers each thread with ONE stored chunk (the one nearest the query), so a case
needs a short thread whose error line and fix sit in the same chunk, or two look-ups per thread; and the search is not
date-aware, so most queries on a failure's wording returned 2023-2024 threads, other repositories, or slice threads
already in USED_SOURCES.txt (20305, 22325, 22331, 22383, 22422, 23192, 25837, 27508 came back; all skipped).

Slice threads found but given up (for the lead, not cases):
- #22290 gpt-oss on Ampere (closed): the maintainers' fix recipe (PR #22259 build + VLLM_ATTENTION_BACKEND=
  TRITON_ATTN_VLLM_V1) is in the stored chunk, the reporter's error line is not (two look-ups missed it).
- #25809 Qwen3-Omni on H200 (vLLM 0.11.0rc2, closed; PR #27630 says it fixes it): the stored chunk stops before the
  error line.
- #27267 (merged PR, DeepSeek-V2.5-1210-FP8 -tp 4 --enable-expert-parallel, fixes #27254): the stored traceback stops
  before the error line, and #27254's chunk has only the maintainer's reproduction command.
- #26612 Qwen3-VL-30B-A3B on A800 (EngineCore failed to start after 'Available KV cache memory: 13.69 GiB'), #21028
  RTX 5090 on 0.9.2, #20748 sm_120 missing from the 0.9.2 wheel, #20522 RTX PRO 6000 'no kernel image', #22301
  gpt-oss ModelConfig validation error on 0.10.0, #26161 MiniCPM-V-4_5 'Expecting value: line 1 column 1' on 0.10.2,
  #21050 Qwen2.5-VL-3B on 0.9.2: the stored chunks show the environment or the question, not both an error line and
  a fix.
- #22140 / #22126 GLM-4.5(-Air) on RTX PRO 6000 Blackwell: #22140 has a working pipeline-parallel command but no error
  text; #22126 has the transformers-backend 'does not support tensor parallel yet!' error but no fix in the thread.
- #22288 (mxfp4 on SM75), #22376 (GptOssForCausalLM failed to be inspected; fix 'reinstalled miniconda'), #21882
  (Mac M4, bare 'Engine core initialization failed'), #23176: no fix, or no root error, in the stored text.

Judgement calls for the lead (each case's ``note`` says more):
1. PR #27630 is the source of case 1: a PR description (closed in the stored copy) whose author reproduced the
   qwen3_vl model_type refusal and names the fix (transformers 4.57.1); the launch ran on an Ascend NPU, not an NVIDIA
   GPU, and the fix is a dependency upgrade, not a vLLM flag -> kind model_type_unknown, cause transformers_too_old.
2. Case 2 (#22414, A6000, gpt-oss-20b) uses the reporter's retelling of the 'Sinks are only supported in FlashAttention
   3' assertion (two description lines, no pasted traceback, no command); the fix (VLLM_ATTENTION_BACKEND=
   TRITON_ATTN_VLLM_V1) is established by the reporter moving on to a later, different failure with it set; labelled
   attention_backend_feature_unsupported as round 106 labelled the same assertion.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round218-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}]

# ------------------------------------------------------------- qwen3_vl unknown to the transformers pinned with vLLM 0.11
case("vllm-pr-27630-qwen3-vl-8b-model-type-qwen3-vl-transformers-old",
     "https://github.com/vllm-project/vllm/pull/27630",
     "(APIServer pid=1700)   File \"/vllm-workspace/vllm/vllm/engine/arg_utils.py\", line 1142, in create_engine_config\n"
     "(APIServer pid=1700)     model_config = self.create_model_config()\n"
     "(APIServer pid=1700)                    ^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(APIServer pid=1700)   File \"/vllm-workspace/vllm/vllm/engine/arg_utils.py\", line 994, in create_model_config\n"
     "(APIServer pid=1700)     return ModelConfig(\n"
     "(APIServer pid=1700)            ^^^^^^^^^^^^\n"
     "(APIServer pid=1700)   File \"/usr/local/python3.11.13/lib/python3.11/site-packages/pydantic/_internal/"
     "_dataclasses.py\", line 123, in __init__\n"
     "(APIServer pid=1700)     s.__pydantic_validator__.validate_python(ArgsKwargs(args, kwargs), self_instance=s)\n"
     "(APIServer pid=1700) pydantic_core._pydantic_core.ValidationError: 1 validation error for ModelConfig\n"
     "(APIServer pid=1700)   Value error, The checkpoint you are trying to load has model type `qwen3_vl` but "
     "Transformers does not recognize this architecture. This could be because of an issue with the checkpoint, or "
     "because your version of Transformers is out of date.",
     "model_type_unknown", {}, "transformers_too_old",
     "Qwen/Qwen3-VL-8B-Instruct served from a vLLM 0.11-era checkout (the vllm-ascend image, Ascend NPU, October 2025): "
     "the transformers installed with it predates the qwen3_vl model_type, so vLLM's ModelConfig validation fails while "
     "transformers reads the config, before any device work. The PR names this as the same bug as issue #25809.",
     "the PR's own statement: 'qwen3_vl needs the newer version of transformer' - upgrade transformers to 4.57.1 "
     "(the PR bumps vLLM's requirement to it; the companion vllm-ascend issue #3819 by the same author gives the user "
     "fix as pip install --upgrade transformers)",
     release="0.11.0-era main checkout (vllm-ascend v0.11.0rc0 image per the companion issue)",
     gpu="Ascend NPU (not an NVIDIA GPU)", gpus=1,
     command="vllm serve Qwen/Qwen3-VL-8B-Instruct --dtype bfloat16 --max_model_len 16384 "
             "--max-num-batched-tokens 16384",
     forbidden=NO_MEMORY_FIX + [{"flag": "--trust-remote-code"}, {"flag": "--tensor-parallel-size"}],
     note="The PR description's traceback, from its first stored line to the error (the stored text cuts after one "
          "more '(APIServer pid=170' fragment, dropped). Judgement call: the source is a PR (closed in the stored "
          "copy) whose author reproduced the failure and names the fix (transformers 4.57.1); the launch ran on an "
          "Ascend NPU, so gpu says so. No flag of vLLM fixes a config transformers cannot parse.")

# ------------------------------------------------------------- gpt-oss-20b on an RTX A6000: sinks need FlashAttention 3
case("vllm-22414-gptoss-20b-a6000-sinks-fa3-triton-backend",
     "https://github.com/vllm-project/vllm/issues/22414",
     "vLLM Version                 : 0.10.2.dev2+gf5635d62e\n"
     "\n"
     "I’m using an A6000 GPU. When deploying the model, I encountered the following error:\n"
     "AssertionError: Sinks are only supported in FlashAttention 3.",
     "attention_backend_feature_unsupported", {}, "attention_backend_feature_unsupported",
     "openai/gpt-oss-20b on one RTX A6000 (Ampere, compute capability 8.6) with a 0.10.2 dev build (August 2025): the "
     "default attention backend on this GPU was FlashAttention 2, and gpt-oss's attention sinks were only implemented "
     "in FlashAttention 3 (Hopper), so the model load asserted before serving.",
     "the reporter set VLLM_ATTENTION_BACKEND=TRITON_ATTN_VLLM_V1 (the variable is in the issue's environment listing "
     "and the description says they set it), which got past the sinks assertion; the rest of the thread is a second, "
     "different failure (EngineDeadError with --quantization mxfp4, gone once --quantization mxfp4 was removed)",
     release="0.10.2.dev2+gf5635d62e (docker, CUDA 12.4.1 image)", gpu="NVIDIA RTX A6000 (48 GB, SM 8.6)", gpus=1,
     command=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}],
     note="The vLLM-version line from the issue's collect_env block and the two description lines that quote the "
          "error, as the stored thread shows them (the lines in between - the issue's 'Additional context' bullets - "
          "dropped; the description's next line, the environment variable the reporter then set, is the fix and is "
          "left out). Judgement calls: the error is retold in the description, not a pasted traceback, and no launch "
          "command is given; the fix is established by the reporter moving on to a later, different error with "
          "VLLM_ATTENTION_BACKEND=TRITON_ATTN_VLLM_V1 set (maintainers give the same variable for Ampere in #22290, and a "
          "commenter in #22331 - used before - reports the server starting with it). "
          "gpus=1 from the reporter's 'I’m using an A6000 GPU'.")

if __name__ == "__main__":
    BATCH.write()
