"""Round-335 blind batch: vLLM launch failures reported on the trackers of vLLM FORKS and VENDOR BUILDS
(ROCm/vllm and ROCm's trackers, neuralmagic/nm-vllm, intel/ipex-llm vLLM serving, intel/llm-scaler, HabanaAI/vllm-fork,
IBM/vllm, opea-project GenAIComps/GenAIExamples/Enterprise-RAG vLLM services), issues where vLLM fails at start-up,
found with the ``issues`` corpus; collected by helper wild335 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round335-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

Look-ups: 29 spent before the session's search tools refused further calls (the brief allowed 45): 26 ``search``
(all corpus=issues), 3 ``read_file`` (all three failed: issue threads are not stored as files, so ``read_file`` on
``issues/N`` finds nothing); a 27th ``search`` and one ``find_string`` were refused with 'the search budget for this
session is used up'. No ``fetch``, no ``find_files``. **Short of the 4-10 asked: 3 cases.** The issues corpus returns
one chunk per thread per query, so most threads showed either the command/traceback head or a fix comment, rarely
both; several look-ups went on re-querying single threads to reach the error line or the fix.

Sources given up (for the lead, not cases):
- Already used (checked with grep -F before spending more): intel/llm-scaler #616 (Qwen-27B on B60, 'Available KV
  cache memory: -0.83 GiB', 16384 works) and #578 (XPU OOM at -tp=4); ROCm/vllm #375; HabanaAI/vllm-fork #666, #754,
  #776; lemonade-sdk/vllm-rocm #5; vllm #9319; production-stack #407; ROCm/legacy-rocm-build #4909.
- Error text reached but neither the root-cause line nor a stated fix: ROCm/legacy-rocm-build #6055 (Ryzen AI MAX+
  395, ROCm vLLM 0.18, 'EngineCore failed to start' head only) and #5865 (same APU, 'Engine core initialization
  failed', root cause not in the reached chunk); intel/ipex-llm #11877, #11881, #11882 (XeonW + 4 Arc, vLLM 0.3.3,
  fp8: command and the args dump only), #12584 (WSL2 Arc A770 'XPU out of memory. Tried to allocate 1.02 GiB (GPU 0;
  15.56 GiB total capacity; 0 bytes already allocated ...)', open, no fix reached), #11996 (MTL iGPU WSL OOM, log cut
  before the error), #13202 (OOM with --low-bit-model-path, command only), #12080 (Qwen2-7B sym_int4 XPU OOM in a
  throughput benchmark's forward, i.e. not at start-up; maintainer's advice cut off); intel/llm-scaler #287 (fp8 +
  fp8 KV on Llama-3.1-8B, traceback head only, open), #396 (B70, answer is 'see the known issue in the release
  notes', root cause not shown), #382, #228, #240, #644, #164 (logs only as attachments or traceback heads);
  opea-project/Enterprise-RAG #84 (vllm-gaudi pod, pod describe only), GenAIExamples #2068, #2174, #1789, GenAIComps
  #357 (request-time 500, not start-up); IBM/fmwork #44 (not a vLLM fork; plain 'pip install vllm' on Gaudi).
- Not start-up failures: HabanaAI/vllm-fork #183 (torch.Generator on HPU at request time with a seed; 'Resolved in
  habana_main branch'); intel/ipex-llm #13176 (hang in a VM, no error); #10834, #10684 (errors as screenshots).
- Out of the slice (upstream vllm-project/vllm trackers with a rocm/intel-gpu label): vllm #36615, #19332, #34113,
  #28460, #7951, #23039, #24817, #20743, #41663 were seen and not pursued.
- No thread from neuralmagic/nm-vllm or IBM/vllm surfaced for start-up failures in the queries tried.

Judgement calls for the lead (each case's ``note`` says more):
1. HabanaAI/vllm-fork #511 is filed as a feature request; it is taken because it quotes the start-up refusal
   (ValueError: Model architectures ['GaudiLlamaForCausalLM'] are not supported for now.) and the author's working
   workaround (strip the 'Gaudi' prefix). Labelled architecture_unsupported for both kind and cause, though the real
   cause is a trainer-renamed architecture string in config.json.
2. intel/llm-scaler #423 (4x B70): oneCCL 'unknown memory type' after the author downgraded transformers to 5.3.0,
   with the same command starting once transformers was left alone and a vLLM commit applied. kind nccl_error (oneCCL
   is the XPU collective library; no oneCCL label exists), cause dependency_version_mismatch.
3. intel/llm-scaler #420: the excerpt is the issue title, which carries the error line; the traceback itself was not
   reached. Fix quoted from a commenter who reproduced it on one Arc Pro B70 (transformers==5.3.0 per the release
   notes); gpus=1 is that commenter's setup.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round335-blind")
case = BATCH.case

# ---------------------------------------------- HabanaAI/vllm-fork #511: Gaudi-fine-tuned Llama, architecture 'GaudiLlamaForCausalLM'
case("habanaai-vllm-fork-511-gaudi-sft-llama-gaudillamaforcausallm-not-supported",
     "https://github.com/HabanaAI/vllm-fork/issues/511",
     "ValueError: Model architectures ['GaudiLlamaForCausalLM'] are not supported for now.",
     "architecture_unsupported", {}, "architecture_unsupported",
     "A Llama model fine-tuned on Gaudi with optimum-habana's GaudiSFTTrainer was saved with hf_config.architectures "
     "= ['GaudiLlamaForCausalLM']; vLLM (HabanaAI vllm-fork) has no model class registered under that name, so it "
     "refuses the model at start-up. The weights are an ordinary Llama; only the architecture name carries the "
     "'Gaudi' prefix.",
     "The author's workaround: strip the 'Gaudi' prefix from the architecture name before the model is resolved "
     "('# Remove \"Gaudi\" from the architecture name if it exists' ... added at line 457 in "
     "vllm-fork/vllm/engine/llm_engine.py 'allows the library to work with Gaudi-trained models'); equivalently, "
     "renaming the architecture to LlamaForCausalLM in the checkpoint's config.json.",
     release=None, gpu="Intel Gaudi (HPU)", gpus=None, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--quantization"}, {"flag": "--enforce-eager"}],
     note="Filed as a feature request, but it documents a start-up refusal with the author's own working workaround. "
          "The excerpt is the one error line the thread quotes; no vLLM version or command is shown. kind and cause "
          "architecture_unsupported, although the real cause is a renamed architecture string in config.json "
          "(a Gaudi-trainer artefact) rather than a model vLLM cannot run.")

# ---------------------------------------------- intel/llm-scaler #423: 4x B70, transformers downgraded to 5.3.0 -> oneCCL 'unknown memory type'
case("llm-scaler-423-qwen36-35b-a3b-4xb70-transformers-530-downgrade-oneccl-unknown-memory-type",
     "https://github.com/intel/llm-scaler/issues/423",
     "Error: `RuntimeError: Worker failed with error 'oneCCL: ze_handle_manager.cpp:226 get_ptr: EXCEPTION: unknown "
     "memory type', please check the stack trace above for the root cause`\n"
     "\n"
     "(Worker_TP0 pid=5399) INFO 05-20 13:32:53 [default_loader.py:291] Loading weights took 25.37 seconds\n"
     "(Worker_TP0 pid=5399) INFO 05-20 13:33:00 [gpu_model_runner.py:3908] Model loading took 8.67 GiB memory and "
     "33.560575 seconds",
     "nccl_error", {}, "dependency_version_mismatch",
     "Qwen/Qwen3.6-35B-A3B on 4x Intel Arc Pro B70 in the intel/llm-scaler-vllm:0.14.0-b8.2.1 image. Following the "
     "release note's workaround, the author downgraded transformers to 5.3.0; with that downgrade the TP=4 workers "
     "die in oneCCL (Intel's collective library) with 'unknown memory type'. The same command starts when "
     "transformers is left as shipped and the upstream vLLM fix is applied instead.",
     "Scenario 1 in the thread: 'vllm server started properly' with image intel/llm-scaler-vllm:0.14.0-b8.2.1, "
     "'applying the fix manually https://github.com/vllm-project/vllm/commit/35fb0b8613742f39e68b3ac8a0060a55fde3abb2' "
     "instead of downgrading to transformers==5.3.0.",
     release="0.14.0 (intel/llm-scaler-vllm:0.14.0-b8.2.1)", gpu="Intel Arc Pro B70", gpus=4, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"},
                {"flag": "--tensor-parallel-size", "above": 4}, {"flag": "--kv-cache-dtype"},
                {"flag": "--max-num-seqs"}],
     note="Excerpt: the error line as the author quotes it in the description, then the first two log lines of the "
          "pasted error log (the rest of the log is cut). The author's command is not shown in the part of the thread "
          "reached. kind nccl_error because the failure is in the collective library (oneCCL, the XPU analogue of "
          "NCCL); cause dependency_version_mismatch because the trigger is the transformers downgrade, per the "
          "author's A/B of the same command.")

# ---------------------------------------------- intel/llm-scaler #420: 0.14.0-b8.2.1 image, any Qwen3.5/3.6 -> Qwen2VLImageProcessor has no max_pixels
case("llm-scaler-420-qwen35-qwen36-b70-v0141-qwen2vlimageprocessor-no-max-pixels",
     "https://github.com/intel/llm-scaler/issues/420",
     "[Bug] llm-scaler-vllm 0.14.0-b8.2.1 fails to load any Qwen 3.5/3.6 model: AttributeError: "
     "'Qwen2VLImageProcessor' object has no attribute 'max_pixels'",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "In Intel's llm-scaler-vllm:0.14.0-b8.2.1 image (vLLM 0.14.1.dev0 for XPU), every Qwen3.5/Qwen3.6 checkpoint "
     "fails at start-up because vLLM's Qwen-VL processor code reads image_processor.max_pixels, which the "
     "Qwen2VLImageProcessor of the transformers version shipped in the image does not have: a vLLM/transformers "
     "API mismatch inside the vendor image, not a model or memory problem. A commenter confirms the same traceback "
     "for Qwen3.5-122B-A10B (sym_int4) on a single Arc Pro B70 32GB and that patching preprocessor_config.json with "
     "top-level max_pixels/min_pixels does not help.",
     "The maintainer points to the workaround in the release notes (https://github.com/intel/llm-scaler/releases/tag/"
     "vllm-0.14.0-b8.2.1). Commenter: 'Tested the transformers==5.3.0 downgrade from the release notes - it does fix "
     "this specific bug. Loading progressed past the point where every other attempt died' (it then hit the host "
     "OOM killer, a separate failure). Related thread intel/llm-scaler#423 reports that applying vLLM commit "
     "35fb0b8613742f39e68b3ac8a0060a55fde3abb2 manually also solves #420.",
     release="0.14.1.dev0 (intel/llm-scaler-vllm:0.14.0-b8.2.1)", gpu="Intel Arc Pro B70", gpus=1, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--max-num-seqs"}, {"flag": "--enforce-eager"}],
     note="Only the issue title (which carries the error line) and two comments could be reached; the traceback "
          "itself was not, so the excerpt is the title text as written. gpus=1 and the B70 come from the commenter "
          "who reproduced it (single Arc Pro B70 32GB); the original reporter's hardware was not reached. The "
          "transformers downgrade is the release-note workaround; the commenter notes pip reports a conflict "
          "(vllm requires transformers<5,>=4.56.0) yet it runs past this error.")

if __name__ == "__main__":
    BATCH.write()
