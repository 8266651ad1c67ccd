"""Round-855 blind batch: MORE EVENTS IN NOTES USED ONCE (7): twenty more of the used files, drawn at random, graded once
on the session's final code; collected by a helper and NOT graded by the collector -> tests/golden/wild/<id>.json,
each marked ``"batch": "round855-blind"``; the lead grades it once (tests/golden/wild/BLIND.md, the session of
2026-12-07, fifteenth).

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source text
only (earlier fixtures for the labels and `numbers` keys). Excerpts are the text as the stored file shows it, the
author's diagnosis and the fix left out where the text allows (see each note).

Look-ups: 17. 6 cases from two files. Dropped: files with only their used event (Fondation-io, TakeaimK, 96kevinli29,
FlintyLemming), events not vLLM's (xuchu0726, Arun-Sanjay, zisaacson), the fork's own patch bugs (AnaOnTram), files
not stored at the named commit.

6 cases:
- gabriel-hong-qlora-fc-qwen25-15b-merged-extra-special-tokens-list-no-attribute-keys: https://github.com/Gabriel-Hong/qlora-function-calling/blob/4cb87f2baf186fa6bab0eab94f900e854e0a0699/docs/Step7_%EC%96%B4%EB%8C%91%ED%84%B0_%EB%B3%91%ED%95%A9_%EB%B0%8F_%EC%84%9C%EB%B9%99_%EA%B0%80%EC%9D%B4%EB%93%9C.md
- gabriel-hong-qlora-fc-qwen25-15b-tools-1793-plus-256-over-2048-http-400: https://github.com/Gabriel-Hong/qlora-function-calling/blob/4cb87f2baf186fa6bab0eab94f900e854e0a0699/docs/Step7_%EC%96%B4%EB%8C%91%ED%84%B0_%EB%B3%91%ED%95%A9_%EB%B0%8F_%EC%84%9C%EB%B9%99_%EA%B0%80%EC%9D%B4%EB%93%9C.md
- gabriel-hong-qlora-fc-rtx3060-6gb-wsl2-triton-gcc-python-h-missing: https://github.com/Gabriel-Hong/qlora-function-calling/blob/4cb87f2baf186fa6bab0eab94f900e854e0a0699/docs/Step7_%EC%96%B4%EB%8C%91%ED%84%B0_%EB%B3%91%ED%95%A9_%EB%B0%8F_%EC%84%9C%EB%B9%99_%EA%B0%80%EC%9D%B4%EB%93%9C.md
- zt2331-llm-ascend-qwen36-27b-awq-w4a16-no-compressed-tensors-scheme-vllm-ascend: https://github.com/zt2331/llm-ascend/blob/a7c43548f5c01038b7593c48ded75466c7e2b60c/docs/RESULTS.md
- zt2331-llm-ascend-qwen36-27b-ppl-eval-decoder-prompt-512-over-max-model-len-512: https://github.com/zt2331/llm-ascend/blob/a7c43548f5c01038b7593c48ded75466c7e2b60c/docs/RESULTS.md
- zt2331-llm-ascend-qwen36-27b-w8a8-dtype-float16-aclnn-scale-not-implemented: https://github.com/zt2331/llm-ascend/blob/a7c43548f5c01038b7593c48ded75466c7e2b60c/docs/RESULTS.md

Judgement calls for the lead: gabriel-hong #1: tokenizer_format_mismatch a fair alternative cause. zt2331 §4.2:
vllm_check_failed or platform_unsupported the alternatives; §4.3: dtype float16 from the author's diagnosis; close to
vllm-ascend-12907.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round855-blind")
case = BATCH.case

case('gabriel-hong-qlora-fc-qwen25-15b-merged-extra-special-tokens-list-no-attribute-keys',
     'https://github.com/Gabriel-Hong/qlora-function-calling/blob/4cb87f2baf186fa6bab0eab94f900e854e0a0699/docs/Step7_%EC%96%B4%EB%8C%91%ED%84%B0_%EB%B3%91%ED%95%A9_%EB%B0%8F_%EC%84%9C%EB%B9%99_%EA%B0%80%EC%9D%B4%EB%93%9C.md',
     "| 환경 | RTX 3060 Laptop 6GB, Windows 11 + WSL2 Ubuntu, CUDA 12.8 |\n[...]\n### Issue #1: tokenizer_config.json — extra_special_tokens 포맷 불일치\n\n- **증상**: vLLM 서버 시작 시 `AttributeError: 'list' object has no attribute 'keys'`",
     'dependency_version_mismatch',
     {},
     'transformers_too_old',
     "The author merged a LoRA adapter into Qwen2.5-1.5B-Instruct on Windows and served the merged folder with vLLM in WSL2. The Windows transformers version wrote `extra_special_tokens` in tokenizer_config.json as a list, but the WSL2 environment's older transformers 4.57.6 (the one vLLM loads the tokenizer with) expects a dict, so tokenizer loading at server start raised AttributeError: 'list' object has no attribute 'keys'.",
     'The author\'s note: \'**원인**: 병합 시 Windows의 transformers 버전이 `extra_special_tokens`를 리스트로 저장했으나, WSL2의 transformers 4.57.6은 딕셔너리를 기대\' / \'**수정**: `models/final/tokenizer_config.json`에서 리스트를 딕셔너리로 변환\' — they rewrote the list as a dict ({"im_start": "<|im_start|>", ...}) in the merged model\'s tokenizer_config.json.',
     release='not stated (the note names transformers 4.57.6 in WSL2 and CUDA 12.8)',
     gpu='NVIDIA GeForce RTX 3060 Laptop 6GB (Windows 11 + WSL2)',
     gpus=1,
     command=None,
     forbidden=[{'flag': '--gpu-memory-utilization'}, {'flag': '--max-model-len'}, {'flag': '--kv-cache-dtype'}, {'flag': '--tensor-parallel-size', 'above': 1}, {'flag': '--quantization'}, {'flag': '--enforce-eager'}],
     note="Earlier rounds used this file once: Issue #2 (Free memory 4.99/6.0 GiB < 0.85, 5.1 GiB; fixture github-gabriel-hong-qlora-fc-rtx3060-6gb-wsl2-free-4.99-of-6.0-util-0.85-5.1). This is a different event of the same troubleshooting log with its own message and its own fix. Excerpt: the environment row of the note's overview table, then the Issue #1 heading and symptom line, verbatim (Korean); the 원인/수정 lines are cut. Judgement: kind dependency_version_mismatch and cause transformers_too_old follow the earlier fixture tt-inference-server-pr4507 (same 'list' object has no attribute 'keys' in _set_model_specific_special_tokens from a transformers-5-style list saved and read by transformers 4.x); a fair alternative cause is tokenizer_format_mismatch (the fix that worked was editing the checkpoint's tokenizer_config.json, not upgrading transformers; upgrading transformers in WSL2 to the writer's version would also work, so it is not forbidden). The heading's word '불일치' (mismatch) names the symptom, not the versions. Command not shown for the failing start (null); the final working command is in the same file.")

case('gabriel-hong-qlora-fc-qwen25-15b-tools-1793-plus-256-over-2048-http-400',
     'https://github.com/Gabriel-Hong/qlora-function-calling/blob/4cb87f2baf186fa6bab0eab94f900e854e0a0699/docs/Step7_%EC%96%B4%EB%8C%91%ED%84%B0_%EB%B3%91%ED%95%A9_%EB%B0%8F_%EC%84%9C%EB%B9%99_%EA%B0%80%EC%9D%B4%EB%93%9C.md',
     "| 환경 | RTX 3060 Laptop 6GB, Windows 11 + WSL2 Ubuntu, CUDA 12.8 |\n[...]\n### Issue #4: Tool calling 시 context length 초과\n\n- **증상**: `Error code: 400 - You passed 1793 input tokens and requested 256 output tokens. However, the model's context length is only 2048 tokens`",
     None,
     {'prompt_len': 1793, 'output_tokens': 256, 'max_model_len': 2048},
     'prompt_exceeds_max_model_len',
     "Sending all 15 tool schemas with each request consumed about 1,793 input tokens, so with 256 requested output tokens the request exceeded the server's 2048-token context (--max-model-len 2048) and the OpenAI endpoint answered HTTP 400. The server itself was up; the request was too long for the configured length.",
     "The author's note: '**원인**: tool 스키마 15개를 모두 보내면 입력 토큰만 ~1,793개 소비 → 출력 여유가 없음' / '**수정**: 요청 시 필요한 tool만 선별하여 전송 (2~5개). RTX 3060 6GB에서는 `--max-model-len 2048`이 한계이므로 4096 확장은 메모리 부족으로 불가' — they sent only the 2-5 tools needed per request.",
     release='not stated (the note names transformers 4.57.6 in WSL2 and CUDA 12.8)',
     gpu='NVIDIA GeForce RTX 3060 Laptop 6GB (Windows 11 + WSL2)',
     gpus=1,
     command='python3 -m vllm.entrypoints.openai.api_server \\\n    --model /mnt/c/MIDAS_Source/qlora-function-calling/models/final \\\n    --host 0.0.0.0 \\\n    --port 8000 \\\n    --max-model-len 2048 \\\n    --dtype float16 \\\n    --gpu-memory-utilization 0.70 \\\n    --enable-auto-tool-choice \\\n    --tool-call-parser hermes',
     forbidden=[{'flag': '--max-model-len', 'at_most': 2048}, {'flag': '--gpu-memory-utilization'}, {'flag': '--tensor-parallel-size', 'above': 1}, {'flag': '--enforce-eager'}, {'flag': '--quantization'}],
     note="Earlier rounds used this file once: Issue #2 (Free memory 4.99/6.0 GiB < 0.85, 5.1 GiB; fixture github-gabriel-hong-qlora-fc-rtx3060-6gb-wsl2-free-4.99-of-6.0-util-0.85-5.1). This is a different event of the same troubleshooting log with its own message and its own fix. Excerpt: environment row, then the Issue #4 heading and symptom line, verbatim; the 원인/수정/프로덕션 권장 lines are cut. The command is the note's 'final working server command' (최종 동작 확인 서버 실행 명령), which carries the same --max-model-len 2048 the error reports; whether the failing run used exactly these flags is not stated (util may have differed). No vLLM/torch message kills a launch here: an HTTP 400 from the running server, so message_kind null as in the bozoukov and cc-switch fixtures. Raising --max-model-len to 4096 is not forbidden: the author says it would not fit in memory, but the note's own KV figure (0.74 GiB, 27,888 tokens at 2048) makes that doubtful, so I leave it open; lowering it (at_most 2048) is forbidden as wrong-direction. numbers: prompt_len 1793, output_tokens 256, max_model_len 2048 as printed.")

case('gabriel-hong-qlora-fc-rtx3060-6gb-wsl2-triton-gcc-python-h-missing',
     'https://github.com/Gabriel-Hong/qlora-function-calling/blob/4cb87f2baf186fa6bab0eab94f900e854e0a0699/docs/Step7_%EC%96%B4%EB%8C%91%ED%84%B0_%EB%B3%91%ED%95%A9_%EB%B0%8F_%EC%84%9C%EB%B9%99_%EA%B0%80%EC%9D%B4%EB%93%9C.md',
     "| 환경 | RTX 3060 Laptop 6GB, Windows 11 + WSL2 Ubuntu, CUDA 12.8 |\n[...]\n### Issue #3: Triton 컴파일 실패 — gcc, Python.h 누락\n\n- **증상**: `CalledProcessError: Command '/usr/bin/gcc' ... returned non-zero exit status 1` 및 `Python.h: No such file or directory`",
     'triton_compiler_missing',
     {},
     'triton_compiler_missing',
     "The WSL2 Ubuntu environment had no development tools: vLLM's Triton compiles C code at runtime and needs gcc, the Python headers (python3.10-dev) and a CUDA toolkit, so the gcc call failed with 'Python.h: No such file or directory'.",
     "The author's note: '**원인**: WSL2 Ubuntu에 개발 도구가 미설치. vLLM의 Triton이 런타임에 C 코드를 컴파일하려면 gcc + Python 헤더 + CUDA Toolkit이 필요' / fix: `sudo apt-get install -y gcc python3.10-dev` plus cuda-toolkit-12-8 from NVIDIA's wsl-ubuntu repo and PATH/LD_LIBRARY_PATH to /usr/local/cuda-12.8; '**대안**: `--enforce-eager` 옵션으로 Triton 컴파일을 건너뛸 수 있음'.",
     release='not stated (the note names transformers 4.57.6 in WSL2 and CUDA 12.8)',
     gpu='NVIDIA GeForce RTX 3060 Laptop 6GB (Windows 11 + WSL2)',
     gpus=1,
     command=None,
     forbidden=[{'flag': '--gpu-memory-utilization'}, {'flag': '--max-model-len'}, {'flag': '--kv-cache-dtype'}, {'flag': '--tensor-parallel-size', 'above': 1}, {'flag': '--quantization'}],
     note="Earlier rounds used this file once: Issue #2 (Free memory 4.99/6.0 GiB < 0.85, 5.1 GiB; fixture github-gabriel-hong-qlora-fc-rtx3060-6gb-wsl2-free-4.99-of-6.0-util-0.85-5.1). This is a different event of the same troubleshooting log with its own message and its own fix. Excerpt: the environment row of the overview table, then the Issue #3 heading and symptom line, verbatim; the 원인/수정/대안 lines are cut. The author's '...' inside the gcc command is theirs. --enforce-eager is NOT forbidden because the author names it as a working alternative. The heading itself says gcc and Python.h are missing (누락) — that is the symptom as the author titled it, kept because a user would paste it. Kind/cause triton_compiler_missing as in the earlier Python.h fixtures (forge-oh, gpustack-1242).")

case('zt2331-llm-ascend-qwen36-27b-awq-w4a16-no-compressed-tensors-scheme-vllm-ascend',
     'https://github.com/zt2331/llm-ascend/blob/a7c43548f5c01038b7593c48ded75466c7e2b60c/docs/RESULTS.md',
     '| 硬件 | 昇腾 NPU Ascend910_9382，单卡 **61.27 GiB** |\n| CANN | 9.1.0 |\n| 软件 | torch 2.10.0 / torch_npu 2.10.0.post4 / vLLM 0.23.0 / vllm-ascend 0.23.0 |\n| 模型 | **Qwen3.6-27B**（多模态，64 层 = 48 linear_attention + 16 full_attention） |\n| 数据 | **WikiText-2**：校准 510 条 / 评测 580 条（列名 `text`） |\n| 评测 | PPL，`--seq 512`，vLLM 后端，`--max-num-seqs 8`，dtype bfloat16 |\n[...]\n### 4.2 量化格式支持面窄\n```\nNotImplementedError: No compressed-tensors compatible scheme was found\nfor quant_type=W4A16, layer_type=linear.\n    at vllm_ascend/quantization/compressed_tensors_config.py\n```',
     'quantization_unsupported_gpu',
     {},
     'quantization_unsupported_gpu',
     "The AWQ (W4A16, compressed-tensors pack-quantized) checkpoint of Qwen3.6-27B could not be served on the Ascend NPU: vllm-ascend 0.23.0's compressed-tensors support implements only W8A8 schemes, so no scheme matched quant_type=W4A16 and loading raised NotImplementedError. The Ascend quantization path is msModelSlim, mainly W8A8.",
     "The author's note: '`vllm-ascend` 的 compressed-tensors **只支持 W8A8**，不支持 W4A16/INT4' / '与官方文档一致：昇腾侧量化路径是 `msModelSlim`（W8A8 为主）'; conclusion: 'W8A8 ... 且是**昇腾唯一可部署**的方案 → 昇腾上应主推 W8A8' — they deploy the W8A8 (SmoothQuant) checkpoint and keep AWQ only for the accuracy comparison ('**只能用于评测对比**').",
     release='0.23.0 (vllm-ascend 0.23.0)',
     gpu='Huawei Ascend 910 (Ascend910_9382, 61.27 GiB)',
     gpus=1,
     command=None,
     forbidden=[{'flag': '--gpu-memory-utilization'}, {'flag': '--max-model-len'}, {'flag': '--kv-cache-dtype'}, {'flag': '--enforce-eager'}, {'flag': '--tensor-parallel-size', 'above': 1}, {'flag': '--max-num-seqs'}],
     note="Earlier rounds used this file once: section 4.4 (max_num_seqs 256 > Mamba cache blocks 196; fixture zt2331-llm-ascend-qwen36-27b-mamba-256-over-196). This is a different pitfall of the same log (section 4.x) with its own message and fix. Excerpt: the environment table rows, then the 4.2 heading and error block verbatim; the two bullet lines under the block (the diagnosis) are cut. The heading '量化格式支持面窄' (narrow quantization-format support) is kept as the author's title. Kind/cause: quantization_unsupported_gpu (quant scheme not implemented for this accelerator); fair alternatives are vllm_check_failed or platform_unsupported. 'Fix' is a change of checkpoint (W8A8), not a flag. gpus_available 1 (单卡). The results table's AWQ row is left out because its last column ('❌ 不支持', not deployable on Ascend) gives the answer away.")

case('zt2331-llm-ascend-qwen36-27b-ppl-eval-decoder-prompt-512-over-max-model-len-512',
     'https://github.com/zt2331/llm-ascend/blob/a7c43548f5c01038b7593c48ded75466c7e2b60c/docs/RESULTS.md',
     '| 硬件 | 昇腾 NPU Ascend910_9382，单卡 **61.27 GiB** |\n| CANN | 9.1.0 |\n| 软件 | torch 2.10.0 / torch_npu 2.10.0.post4 / vLLM 0.23.0 / vllm-ascend 0.23.0 |\n| 模型 | **Qwen3.6-27B**（多模态，64 层 = 48 linear_attention + 16 full_attention） |\n| 数据 | **WikiText-2**：校准 510 条 / 评测 580 条（列名 `text`） |\n| 评测 | PPL，`--seq 512`，vLLM 后端，`--max-num-seqs 8`，dtype bfloat16 |\n[...]\n### 4.6 gen 长度与 max_model_len 冲突\n```\nThe decoder prompt (length 512) plus the number of requested output tokens\n(at least 1) exceeds the maximum model length of 512.\n```',
     'vllm_check_failed',
     {'prompt_len': 512, 'max_model_len': 512},
     'prompt_exceeds_max_model_len',
     'The PPL evaluation feeds 512-token inputs (--seq 512) while the engine was built with max_model_len 512, so an input of 512 tokens plus at least one requested output token exceeded the model length and vLLM rejected the prompt.',
     "The author's note: '`max_model_len` 必须 **> 输入长度**（要留出至少 1 个输出 token）' — set max_model_len above the input length to leave room for at least one output token.",
     release='0.23.0 (vllm-ascend 0.23.0)',
     gpu='Huawei Ascend 910 (Ascend910_9382, 61.27 GiB)',
     gpus=1,
     command=None,
     forbidden=[{'flag': '--max-model-len', 'at_most': 512}, {'flag': '--gpu-memory-utilization'}, {'flag': '--kv-cache-dtype'}, {'flag': '--cpu-offload-gb'}, {'flag': '--tensor-parallel-size', 'above': 1}, {'flag': '--enforce-eager'}],
     note="Earlier rounds used this file once: section 4.4 (max_num_seqs 256 > Mamba cache blocks 196; fixture zt2331-llm-ascend-qwen36-27b-mamba-256-over-196). This is a different pitfall of the same log (section 4.x) with its own message and fix. Excerpt: environment table rows (which show --seq 512) and the 4.6 heading plus message verbatim; the one bullet with the fix is cut. The heading 'gen 长度与 max_model_len 冲突' (gen length conflicts with max_model_len) is the author's title, kept. numbers: prompt_len 512 and max_model_len 512 as printed; 'at least 1' output token not recorded as a number. Kind vllm_check_failed as in the other decoder-prompt fixtures (deepagents-468, internvl-1236). Shortening the input (--seq) would also work, so nothing about the eval length is forbidden.")

case('zt2331-llm-ascend-qwen36-27b-w8a8-dtype-float16-aclnn-scale-not-implemented',
     'https://github.com/zt2331/llm-ascend/blob/a7c43548f5c01038b7593c48ded75466c7e2b60c/docs/RESULTS.md',
     '| 硬件 | 昇腾 NPU Ascend910_9382，单卡 **61.27 GiB** |\n| CANN | 9.1.0 |\n| 软件 | torch 2.10.0 / torch_npu 2.10.0.post4 / vLLM 0.23.0 / vllm-ascend 0.23.0 |\n| 模型 | **Qwen3.6-27B**（多模态，64 层 = 48 linear_attention + 16 full_attention） |\n| 数据 | **WikiText-2**：校准 510 条 / 评测 580 条（列名 `text`） |\n[...]\n### 4.3 量化算子对 scale 的 dtype 有要求\n```\nAclNN_Parameter_Error(EZ1001): Tensor scale not implemented for DT_FLOAT16,\nshould be in dtype support list [DT_UINT64, DT_BFLOAT16, DT_INT64, DT_FLOAT]\n```',
     'quantization_dtype_unsupported',
     {'dtype': 'float16'},
     'quantization_dtype_unsupported',
     "Forcing --dtype float16 on the W8A8 Qwen3.6-27B checkpoint made weight_scale float16, and Ascend's aclnnQuantMatmulWeightNz operator accepts scale only in UINT64/BFLOAT16/INT64/FLOAT, so it rejected the tensor with AclNN_Parameter_Error. The model is natively bfloat16.",
     "The author's note: '强制 `--dtype float16` 会让 weight_scale 变 fp16 → 昇腾 `aclnnQuantMatmulWeightNz` 拒绝' / '模型原生是 **bfloat16**，用 `--dtype bfloat16` 即可' — running with --dtype bfloat16 (the eval row of the table shows dtype bfloat16).",
     release='0.23.0 (vllm-ascend 0.23.0)',
     gpu='Huawei Ascend 910 (Ascend910_9382, 61.27 GiB)',
     gpus=1,
     command=None,
     forbidden=[{'flag': '--dtype', 'value': 'float16'}, {'flag': '--gpu-memory-utilization'}, {'flag': '--max-model-len'}, {'flag': '--kv-cache-dtype'}, {'flag': '--tensor-parallel-size', 'above': 1}],
     note="Earlier rounds used this file once: section 4.4 (max_num_seqs 256 > Mamba cache blocks 196; fixture zt2331-llm-ascend-qwen36-27b-mamba-256-over-196). This is a different pitfall of the same log (section 4.x) with its own message and fix. Excerpt: environment table rows except the last (评测) row, which is left out because it shows the working 'dtype bfloat16' and the 4.3 heading plus error block verbatim; the two bullets naming the cause and fix are cut. The failing command is not shown; --dtype float16 is known only from the author's diagnosis, so numbers.dtype 'float16' is an engine-config figure from the source, not printed in the error (DT_FLOAT16 is). Kind/cause as in vllm-ascend-12907 (same Qwen3.6-27B W8A8 float16 QuantMatmul scale error, a different source).")

if __name__ == "__main__":
    BATCH.write()
