"""Round-367 blind batch: speculative decoding failing at vLLM START-UP (draft models, EAGLE/EAGLE3, MTP, ngram,
medusa, DFlash: --speculative-config refusals, drafter architectures not supported, draft model quantization / TP /
PP), any tracker; collected by helper wild367 and NOT graded by the collector -> tests/golden/wild/<id>.json, each
marked ``"batch": "round367-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final
code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round233.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: LOOKUPS_PLACEHOLDER

Sources given up (for the lead, not cases):
GIVEN_UP_PLACEHOLDER

Judgement calls for the lead:
JUDGEMENT_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round367-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- spark-vllm-docker #364: DFlash2 drafter on a stale vllm-node image
case("spark-vllm-docker-364-qwen38-27b-nvfp4-dflash2-draftmodel-not-supported-stale-image",
     "https://github.com/eugr/spark-vllm-docker/issues/364",
     "qwen3.8-27b-nvfp4-dflash2 - Value error, Model architectures ['DFlash2DraftModel'] are not supported for now.\n"
     "\n"
     "(APIServer pid=75) INFO 08-27 17:54:01 [api_utils.py:273] non-default args: {'model_tag': "
     "'RadixArk/Qwen3.8-27B-NVFP4', 'enable_auto_tool_choice': True, 'tool_call_parser': 'qwen3_xml', 'host': "
     "'0.0.0.0', 'model': 'RadixArk/Qwen3.8-27B-NVFP4', 'trust_remote_code': True, 'max_model_len': 262144, "
     "'load_format': 'instanttensor', 'reasoning_parser': 'qwen3', 'gpu_memory_utilization': 0.7, 'kv_cache_dtype': "
     "'fp8', 'enable_prefix_caching': True, 'max_num_batched_tokens': 16384, 'max_num_seqs': 8, "
     "'enable_chunked_prefill': True, 'async_scheduling': True, 'speculative_config': {'method': 'dflash', 'model': "
     "'z-lab/Qwen3.8-27B-DFlash2', 'num_speculative_tokens': 8, 'draft_tensor_parallel_size': 1}}\n"
     "(APIServer pid=75) WARNING 08-27 17:54:01 [envs.py:2142] Unknown vLLM environment variable detected: "
     "VLLM_BASE_DIR\n"
     "(APIServer pid=75) Warning: You are sending unauthenticated requests to the HF Hub. Please set a HF_TOKEN to "
     "enable higher rate limits and faster downloads.\n"
     "(APIServer pid=75) INFO 08-27 17:54:02 [model.py:679] Resolved architecture: Qwen3_5ForConditionalGeneration",
     "architecture_unsupported", {}, "architecture_unsupported",
     "Qwen3.8-27B-NVFP4 on a DGX Spark (eugr/spark-vllm-docker 'vllm-node' image) with a DFlash2 drafter "
     "(z-lab/Qwen3.8-27B-DFlash2, method dflash): the vLLM inside the container predated DFlash2 support "
     "(vllm PR #52816, merged 2026-08-21), so its model registry did not know the drafter's architecture "
     "'DFlash2DraftModel' and the speculative config was refused at start-up. The image had not been rebuilt after "
     "the recipe was updated; not a memory or parallelism problem.",
     "the author (thorvall, issue body, closing it): 'USER error, sorry. Forgot a build-and-copy.sh step' — i.e. "
     "rebuild the vllm-node image with the repo's build-and-copy.sh so it carries a vLLM with DFlash2 support, then "
     "relaunch the recipe",
     release="a vllm-node image built from eugr/spark-vllm-docker before DFlash2 support (version not printed)",
     gpu="NVIDIA DGX Spark (GB10)", gpus=None,
     command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--trust-remote-code"},
                       {"flag": "--max-num-seqs"}],
     note="Excerpt: the issue title (the author copied vLLM's error line into it: the stored body is cut before the "
          "traceback's end) and the first log lines of the body as stored (non-default args, the env warning, the "
          "target's resolved architecture). The body's first line, the author's own fix, is left out. The GPU is "
          "inferred from the repo (DGX Spark images); the launch is a recipe, so command is None and the flags are "
          "in the non-default args line.")

# ---------------------------------------- vllm PR #7343: GPTQ int4 draft model auto-routed to gptq_marlin on a sm70 GPU
case("vllm-pr-7343-gptq-int4-draft-model-marlin-uint4b8-min-capability-70",
     "https://github.com/vllm-project/vllm/pull/7343",
     "Currently, we are not able to specify the quantization method for the draft model. Yet when we set up an INT4 "
     "gptq-based draft model, vllm will automatically use `gptq_marlin` to config the quantization and may raise "
     "some errors such as\n"
     "`ValueError: Marlin does not support weight_bits = uint4b8. Only types = [] are supported (for group_size = "
     "128, min_capability = 70, zp = False).`",
     "quantization_unsupported_gpu", {}, "quantization_unsupported_gpu",
     "Speculative decoding (V0, --speculative-model) with an INT4 GPTQ draft model on a compute-capability 7.0 GPU: "
     "vLLM 0.5.x auto-upgraded the draft's gptq quantization to gptq_marlin, whose kernels need a newer GPU (Marlin "
     "has no supported types at capability 70), and there was no flag to choose the draft's quantization method, so "
     "the draft model's config was refused at start-up.",
     "maintainer robertgshaw2-neuralmagic (PR #7343, 2024-08-12): 'update to latest main. We fixed this issue so it "
     "should automatically detect that marlin is not supported' on older GPUs (vllm #7264); the PR itself (merged) "
     "adds --speculative-model-quantization so the draft's method can be set explicitly (e.g. gptq)",
     release="0.5.4 era (main in August 2024)", gpu="a compute-capability 7.0 GPU (V100 class), per the message",
     gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization", "value": "marlin"},
                       {"flag": "--quantization", "value": "gptq_marlin"}],
     note="Excerpt: the PR description's account and the error line as it quotes it (a PR, not a log; related "
          "issue vllm #7240). The maintainer's reply is left out. numbers {}: min_capability = 70 is the GPU's "
          "capability, no key in LABELS.txt for it.")

# ---------------------------------------- vllm #11126: EAGLE drafter with a TP>1 target on the V0 spec-decode worker
case("vllm-11126-eagle-llama3-70b-draft-inherits-tp-eagle-does-not-support-tp-gt-1",
     "https://github.com/vllm-project/vllm/issues/11126",
     "## Llama-3.1-70B-Instruct / EAGLE-LLaMA3-Instruct-70B\n"
     "```bash\n"
     "    self.worker = worker_class(*args, **kwargs)\n"
     "  File \"/mnt/lvm/sungjae/pr/vllm/vllm/spec_decode/spec_decode_worker.py\", line 92, in create_spec_worker\n"
     "    spec_decode_worker = SpecDecodeWorker.create_worker(\n"
     "  File \"/mnt/lvm/sungjae/pr/vllm/vllm/spec_decode/spec_decode_worker.py\", line 182, in create_worker\n"
     "    raise NotImplementedError(\n"
     "NotImplementedError: EAGLE does not support TP > 1 yet\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "Llama-3.1-70B-Instruct (tensor parallel, as a 70B model needs) with the converted EAGLE drafter "
     "EAGLE-LLaMA3-Instruct-70B on vLLM's V0 spec-decode worker (December 2024 main): the draft model's tensor "
     "parallel size defaults to the target's, and the V0 EAGLE proposer only ran unsharded, so "
     "SpecDecodeWorker.create_worker refused the launch. A spec-decode configuration limit, not memory.",
     "not stated as a fix by a maintainer in the stored text; the same thread's working launch (bettybaii, "
     "2024-12-16) runs the EAGLE drafter with --tensor-parallel-size 2 and --speculative-draft-tensor-parallel-size 1, "
     "i.e. keep the target's TP and set the draft's TP to 1",
     release="vLLM main, December 2024 (0.6.4 era, V0 engine)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "value": 1},
                       {"flag": "--speculative-draft-tensor-parallel-size", "above": 1}],
     note="Excerpt: the second error block of llsj14's comment (2024-12-16) as stored, with its heading (target / "
          "drafter names); the first block (a different failure: 'Found bias in the loaded weights' for the "
          "Llama-2-7B EAGLE drafter) is dropped. The launch for this 70B run is not in the stored text (command "
          "None). The other replies are left out.")

if __name__ == "__main__":
    BATCH.write()
