"""Round-438 blind batch: EVALUATION HARNESSES and BENCHMARK TOOLS that start vLLM themselves (lm-evaluation-harness
vllm backend, lighteval, opencompass, evalscope, helm, bigcode-evaluation-harness, evalplus, LiveCodeBench, BFCL,
LongBench, lmms-eval, VLMEvalKit, EuroEval/ScandEval, guidellm, genai-bench ...), where the vLLM engine fails at
start-up under the harness; collected by helper wild438 and NOT graded by the collector -> tests/golden/wild/<id>.json,
each marked ``"batch": "round438-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final
code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 45 of the 50 allowed (44 ``search`` corpus=issues, 1 ``search`` corpus=pages; no
find_string / read_file / find_files / fetch). 2 cases: EuroEval #658 (ScandEval on a vLLM release without
Olmo2ForCausalLM) and EuroEval #1742 (the weights download into the harness cache breaks inside EngineCore). The slice
is close to exhausted: nearly every lm-evaluation-harness / lighteval / opencompass / evalscope / BFCL / LongBench /
lmms-eval / VLMEvalKit thread with a vLLM start-up error that the searches surfaced was already in USED_SOURCES.txt or
in an earlier round's skip list (rounds 127, 220, 239, 247, 251, 257, 287, 314, 323, 357, 403, 414, 423 covered the
same harnesses). The one unmined seam was EuroEval (ScandEval), whose model-evaluation-request threads carry vLLM
start-up logs; most of their stored chunks stop inside the traceback, before the error line, so only two were usable.
Sources were checked against USED_SOURCES.txt and the earlier rounds' docstrings (grep of the number) before use.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): huggingface/open-r1 #174 (lighteval + Qwen2.5-Math 32768 > 4096); arcee-ai/mergekit
  #524 (lm_eval NameError LLM); PKU-ONELab/Themis #4; modelscope/evalscope #243; lighteval PR #841; lm-eval #2431.
- Named in earlier rounds' skip lists (not re-opened): lm-eval #2028 (screenshots), #2704, #2904, #1734, #2379, #1953,
  #1207, #2880, #3134, #2698, #2779; llm-compressor #1151; open-compass/opencompass #1354; evalscope #578 / #696 / #737 /
  #781; lmms-eval #726; cot-eval #17; ms-swift #694; VLMEvalKit #1031; ShishirPatil/gorilla #1003; THUDM/LongBench
  #124; EuroEval #422, #777, #554, #440, #453, #516, #652 (tracebacks stored only up to the harness frames).
- Error line not in the stored chunk (EuroEval model-evaluation threads, fresh but unusable): #1787
  (norallm/norbloom-7b-scratch, chunk stops in the engine-config dump), #1751 (TildeOpen-30b), #1679
  (Qwen3.5-27B-FP8), #1916 (GLM-4.7-Flash-NVFP4), #1866 (gemma-4-12B, stops in determine_available_memory),
  #1275 (Qwen3-Omni-30B-A3B, same), #1291 and #1178 (Mikeriess, gpt-oss-20b TP2 / gemma-2-2b-it TP2 on an OpenShift
  multi-GPU pod: 'Worker proc VllmWorker-1 died unexpectedly', the cause is not stored), #991 (gemma-3n-E4B-it),
  #1662 (Nemotron-Cascade-2-30B-A3B: EuroEval's own 'vLLM did not mention exactly what happened' message only).
- Error only described, not printed: EuroEval PR #1969 (merged; CohereLabs/aya-23-35B on a 96 GiB card at
  EuroEval's default gpu_memory_utilization 0.8 leaves 6.89 GiB of KV cache while one 8192-token request needs
  10 GiB; the PR paraphrases the ValueError and the evaluation-request thread holding the log was not reached in 2
  searches) - a good kv_cache_too_small case if the lead can reach that thread.
- Same incident twice: EuroEval #659 (OLMo-2-1124-13B-Instruct, same reporter, same day as #658); EuroEval #1689
  (lynx-instruct-30b, same bot and same '.incomplete' FileNotFoundError as #1742).
- Not a start-up failure / not vLLM's message: ShishirPatil/gorilla #774 (consecutive BFCL runs, error is an image),
  EuroEval #1643 (shm_broadcast TimeoutError mid-run), #1742's earlier comment (metric error), #1609 (metric error),
  #1927 (embedding model through the encoder path), #658's first comment (transformers fallback error),
  vllm-project/guidellm #499 / #308 / #716 (client side or CLI import), vllm #3292 (lm-eval broken by a vLLM API
  change at request time), EuroEval #864 (bf16 on GPUs below 8.0: a feature request with PR #865, vLLM's error text
  not pasted), OpenEuroLLM/JudgeArena PR #5 (no description stored).

Judgement calls for the lead:
1. EuroEval #658: the reporter's comment shows EuroEval's wrapper text ("The model ... could not be loaded. The error
   was ValueError(...)") around vLLM's own message; kind/cause architecture_unsupported as the vllm-10869 fixture
   (same model family, same message) was labelled. No fix is stored; the fix recorded is the upgrade that vllm #10869's
   maintainer gave for the same architecture. The command is the same reporter's earlier launch of the same model.
2. EuroEval #1742: kind/cause checkpoint_file_corrupt, the closest existing label (the checkpoint never finished
   downloading into the harness cache); a download-failure label would also be defensible. The thread's only
   resolution is the 'results-ready' label (a later re-run worked); recorded as such.
3. Neither message prints a figure under a LABELS.txt key, so numbers is {} for both; memory, length and parallelism
   flags are forbidden for both (neither is a memory failure).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round438-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- EuroEval #658: ScandEval on a pre-Olmo2 vLLM -> Olmo2ForCausalLM not supported
case("euroeval-658-scandeval-olmo2-1124-13b-olmo2forcausallm-not-supported",
     "https://github.com/EuroEval/EuroEval/issues/658",
     "Not supported yet it seems:\n"
     "```\n"
     "The model 'allenai/OLMo-2-1124-13B' could not be loaded. The error was ValueError(\"Model architectures "
     "['Olmo2ForCausalLM'] are not supported for now. Supported architectures: dict_keys(['AquilaModel', "
     "'AquilaForCausalLM', 'ArcticForCausalLM', 'BaiChuanForCausalLM', 'BaichuanForCausalLM', 'BloomForCausalLM', "
     "'CohereForCausalLM', 'DbrxForCausalLM', 'DeciLMForCausalLM', 'DeepseekForCausalLM', 'DeepseekV2ForCausalLM', "
     "'ExaoneForCausalLM', 'FalconForCausalLM', 'GemmaForCausalLM', 'Gemma2ForCausalLM', 'GPT2LMHeadModel', "
     "'GPTBigCodeForCausalLM', 'GPTJForCausalLM', 'GPTNeoXForCausalLM', 'GraniteForCausalLM', 'GraniteMoeForCausalLM', "
     "'InternLMForCausalLM', 'InternLM2ForCausalLM', 'InternLM2VEForCausalLM', 'JAISLMHeadModel', 'JambaForCausalLM', "
     "'LlamaForCausalLM', 'LLaMAForCausalLM', 'MambaForCausalLM', 'FalconMambaForCausalLM', 'MiniCPMForCausalLM', "
     "'MiniCPM3ForCausalLM', 'MistralForCausalLM', 'MixtralForCausalLM', 'QuantMixtralForCausalLM', 'MptForCausalLM', "
     "'MPTForCausalLM', 'NemotronForCausalLM', 'OlmoForCausalLM', 'OlmoeForCausalLM', 'OPTForCausalLM', "
     "'OrionForCausalLM', 'PersimmonForCausalLM', 'PhiForCausalLM', 'Phi3ForCausalLM', 'Phi3SmallForCausalLM', "
     "'PhiMoEForCausalLM', 'Qwen2ForCausalLM', 'Qwen2MoeForCausalLM', 'RWForCausalLM', 'StableLMEpochForCausalLM', "
     "'S ...",
     "architecture_unsupported", {}, "architecture_unsupported",
     "The EuroEval (then ScandEval) harness builds a vLLM engine for allenai/OLMo-2-1124-13B, whose config names the "
     "Olmo2ForCausalLM architecture. The vLLM release installed in the evaluator's environment predates OLMo-2 support "
     "(its registry lists OlmoForCausalLM and OlmoeForCausalLM but no Olmo2ForCausalLM), so vLLM refused the model "
     "at start-up. A model / vLLM-version gap, not memory, parallelism or a flag.",
     "not in the stored text (the issue is closed; the reporter's last stored word is 'Not supported yet it seems'). "
     "From the message: upgrade vLLM to a release whose registry has Olmo2ForCausalLM (added by vLLM PR #10503, end of "
     "November 2024; a vLLM maintainer gave the same advice for the same model in vllm-project/vllm #10869) and a "
     "ScandEval/EuroEval version that allows it",
     release="not stated (a vLLM release before Olmo2ForCausalLM was registered, i.e. before PR #10503)",
     gpu=None, gpus=None,
     command="scandeval --model allenai/OLMo-2-1124-13B --evaluate-test-split  --cache-dir cache/scandeval_cache",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--max-num-seqs"},
                       {"flag": "--enforce-eager"}],
     note="Excerpt: a later comment on the evaluation request (Mikeriess, 2025-02-10) as the stored chunk shows it; the "
          "supported-architecture list is cut where the chunk stops ('S ...' marks the cut). The command is from the "
          "same reporter's earlier comment (2025-01-07) on the same model, whose run then failed on the transformers "
          "fallback instead (AutoModelForSequenceClassification does not know Olmo2Config); it is recorded as the "
          "launch, not part of the excerpt. EuroEval #659 (OLMo-2-1124-13B-Instruct, same reporter, same day, same "
          "error) is the same incident and was not taken separately.")

# ---------------------------------------- EuroEval #1742: weights download into the harness cache breaks inside EngineCore
case("euroeval-1742-eurollm-1p7b-instruct-hf-cache-incomplete-blob-enginecore-failed-to-start",
     "https://github.com/EuroEval/EuroEval/issues/1742",
     "Error encountered during evaluation (euroeval reported 6 errored benchmark(s)):\n"
     "\n"
     "```bash\n"
     "/site-packages/huggingface_hub/file_download.py\", line 1919, in _copy_no_matter_what\n"
     "    shutil.copyfile(src, dst)\n"
     "  File \"/home/saattrupdan/.local/share/uv/python/cpython-3.12.13-linux-aarch64-gnu/lib/python3.12/shutil.py\", "
     "line 260, in copyfile\n"
     "    with open(src, 'rb') as fsrc:\n"
     "         ^^^^^^^^^^^^^^^\n"
     "FileNotFoundError: [Errno 2] No such file or directory: '.euroeval_cache/model_cache/utter-project--EuroLLM-1.7B-"
     "Instruct/models--utter-project--EuroLLM-1.7B-Instruct/blobs/853ac1edd51009c46ce28e457a389ef69206b27e3b9734a43ae0644e"
     "766553ac.incomplete'\n"
     "[rank0]:[W624 10:35:12.449470409 ProcessGroupNCCL.cpp:1575] Warning: WARNING: destroy_process_group() was not "
     "called before program exit, which can leak resources. For more info, please see "
     "https://pytorch.org/docs/stable/distributed.html#shutdown (function operator())\n"
     "EngineCore failed to start.\n"
     "Traceback (most recent call last):\n"
     "  File \"/home/saattrupdan/EuroEval/.venv/lib/python3.12/site-packages/vllm/v1/engine/core.py\", line 1139, in "
     "run_engine_core\n"
     "    engine_core = EngineCoreProc(*args, engine_index=dp_rank, **kwargs)",
     "checkpoint_file_corrupt", {}, "checkpoint_file_corrupt",
     "EuroEval's automated evaluation of utter-project/EuroLLM-1.7B-Instruct on an aarch64 host: the vLLM engine core "
     "downloads the weights into the harness's own cache (.euroeval_cache/model_cache/...) while it starts, and the "
     "Hugging Face download could not be finalised because its temporary '.incomplete' blob had vanished (a broken / "
     "interrupted or concurrently cleaned download in the shared cache), so the checkpoint was never complete on disk "
     "and EngineCore failed to start. A weights-on-disk problem, not GPU memory, parallelism or a vLLM flag.",
     "no fix stated in the stored text. The issue was later labelled 'results-ready' and closed, i.e. a later re-run "
     "of the same evaluation completed; from the log: clear the partial download in the cache (the model's "
     "'.incomplete' blob / the model_cache entry) and re-run so the weights download completes before vLLM loads them",
     release="not stated (vLLM V1 engine; EuroEval run of June 2026)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--max-num-seqs"},
                       {"flag": "--enforce-eager"}, {"flag": "--dtype"}],
     note="Excerpt: the maintainer's automated error comment (saattrupdan, 2026-06-24) as the stored chunk shows it, "
          "from its first line to the EngineCoreProc frame where the chunk is cut; the comment itself starts inside a "
          "path ('/site-packages/...', the bot posts only the tail of the log). No launch command is shown (the bot "
          "runs the euroeval CLI). Judgement call: kind/cause checkpoint_file_corrupt (the closest label: the "
          "weights on disk are incomplete), as earlier fixtures labelled LFS-pointer stubs; the lead may prefer a "
          "download-failure label. EuroEval #1689 (bineric/lynx-instruct-30b, same bot, 2026-06-10, same "
          "'.incomplete' FileNotFoundError then 'EngineCore failed to start') is the same failure on another model and "
          "was not taken separately.")

if __name__ == "__main__":
    BATCH.write()
