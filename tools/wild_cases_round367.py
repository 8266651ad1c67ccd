"""Round-367 blind batch: speculative decoding failing at vLLM START-UP (draft models, EAGLE/EAGLE3, MTP, ngram,
medusa, DFlash: --speculative-config refusals, drafter architectures not supported, draft model quantization / TP /
PP), any tracker; collected by helper wild367 and NOT graded by the collector -> tests/golden/wild/<id>.json, each
marked ``"batch": "round367-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final
code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round233.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 34 of the 50 allowed (all ``search``, corpus=issues; no find_string / read_file / fetch). 3 cases.
The slice is heavily mined already (USED_SOURCES.txt and the round-3xx docstrings hold most spec-decode start-up
threads); most fresh hits had their stored chunk cut before the error line, or no reachable fix. Stopped early
(about 23:01 UTC) to land before the deadline.

Sources given up (for the lead, not cases):
- Already used (grep -F in USED_SOURCES.txt or earlier round docstrings): vllm #18906, #26328, #5893, #50708,
  #55323/#55444, #12755, #31883, #10483, #14117, #22152, #24967, #24187, #27808, #52069, #46994, #8731, #10913,
  #29036 (PR), #4358, #9995, #4872, #5302, #49856, #25647, #25134, #33329, #54526; speculators #1065, #149;
  intel-xpu-backend-for-triton #7166 (and its twin #7322, already noted in round 355); Tencent/AngelSlim #15.
- Error line not in the stored chunk (cut traceback, or only a title): vllm #13759 (Qwen 14B + 0.5B AWQ draft,
  init_device), #49355 (MTP + PP, three failures), #20021 (DeepSeek MTP since 0.9.0), #29448 (R1 MTP on H200),
  #21874, #19174 (EAGLE3 Llama-3.3-70B, draft TP 8), #25125 (eagle3 + TP4), #21797, #8849, #33364 (Qwen3-Next MTP
  GMMA JIT), #10615; vllm-ascend #9009 (DFlash on the v0.19.1rc1 image; the maintainer's answer is clear: that
  image's vllm-ascend has no DFlash, move to main / v0.20.1, but the traceback is cut before the message; its twin
  comment in vllm-ascend #8819 is cut the same way); modelscope/ms-swift #6221 (fine-tuned Qwen3-Next + MTP; likely
  fixed by ms-swift PR #7048, error cut).
- No reachable fix / not start-up: vllm #8416 (TypeError Worker.__init__ num_speculative_tokens; round 109 already
  skipped it for no answer), #5342 and #57941 (runtime failures past the draft's context length, not at start-up),
  #32591 (CUDA-graph range assert on a PR branch, during a benchmark), #28919 (Qwen3-32B + AngelSlim eagle3 crash on
  the first request; error cut), vllm-ascend #5361 (a CANN GE error, not vLLM's), vllm-ascend PR #2215 comment
  (Hybrid KV cache manager message with AngelSlim Qwen3-32B_eagle3: the same incident family as the already used
  #8915 case, and the error is partly an image).
- Not vLLM: SafeAILab/EAGLE #214 / #222 / #258 / #294, SpecForge #129 / #146 (sglang or training), LostRuins/koboldcpp
  #2325, llama.cpp PRs.

Judgement calls for the lead:
1. spark-vllm-docker #364: vLLM's error line is in the issue TITLE (the author pasted it there); the stored body is
   cut before the traceback's end. Taken because the title is the message verbatim and the author's own fix is in
   the body; drop it if titles do not count. Labelled architecture_unsupported (kind and cause), as earlier rounds
   label "Model architectures [...] are not supported for now"; the underlying reason is a stale image (a release
   without DFlash2), which release_regression / dependency_version_mismatch do not describe better.
2. vllm PR #7343: a PR description quoting the error (no log). Kind and cause quantization_unsupported_gpu, as round
   138 labelled Marlin's "Only types = [] are supported (... min_capability = 70 ...)". numbers {} (the capability has
   no key in LABELS.txt).
3. vllm #11126: "EAGLE does not support TP > 1 yet" is vLLM's own refusal (NotImplementedError in
   SpecDecodeWorker.create_worker): labelled vllm_check_failed for both; the fix (draft TP 1) is taken from another
   user's working launch in the same thread, not from a maintainer.
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
