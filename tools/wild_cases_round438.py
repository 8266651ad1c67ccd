"""Round-438 blind batch: EVALUATION HARNESSES and BENCHMARK TOOLS that start vLLM themselves (lm-evaluation-harness
vllm backend, lighteval, opencompass, evalscope, helm, bigcode-evaluation-harness, evalplus, LiveCodeBench, BFCL,
LongBench, lmms-eval, VLMEvalKit, EuroEval/ScandEval, guidellm, genai-bench ...), where the vLLM engine fails at
start-up under the harness; collected by helper wild438 and NOT graded by the collector -> tests/golden/wild/<id>.json,
each marked ``"batch": "round438-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final
code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: LOOKUPS_PLACEHOLDER
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
