"""Round-425 blind batch: vLLM start-up failures from vLLM's own tracker (vllm-project/vllm issues), issue numbers
#40000-#46000 (April-June 2026, releases 0.19-0.22); collected by helper wild425 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round425-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 47 of the 50 allowed, all ``search`` corpus=issues (no read_file / find_string / find_files / fetch). 1 case:
vllm #42813. The slice is very heavily mined: 252 numbers in #40000-#46000 are already in USED_SOURCES.txt or in
earlier rounds' skip lists (checked with grep before spending look-ups), and the semantic search mostly returns 2024-25
threads or other trackers for generic error wordings. Only queries naming April-June 2026 models (Gemma 4, DeepSeek-V4,
MiniMax-M3, Nemotron NVFP4, Qwen3.6) reached the slice at all, and most of those threads were already taken. The
corpus returns one chunk per thread, so the error line and the answer were seldom both reachable.

Sources given up (for the lead, not cases):
- Already used or in earlier skip lists (grep): vllm #42587, #42911, #39610 (outside the slice anyway), #40291,
  #40778, #40821, #44022, #44494, #41209, #41647, #41695, #41456, #41559.
- Error line not in the stored chunks: vllm #40247 (Gemma-4-26B-A4B AWQ INT4 'broken in 0.19.1, works on the gemma4
  docker tag'; three look-ups reached only the EngineCore traceback through _load_module, never the exception line;
  the title itself says the fix is the newer image, so it would be a good case if the error line can be read);
  vllm #45259 (Gemma 4 E2B on 4x Intel Arc Pro B60, 0.20.1rc1 XPU, closed; only the environment and the start of the
  log were reached).
- Error only as an image: vllm #45531 (MiniMax-M3-MXFP8 with an EAGLE3 draft; the reporter's own diagnosis is that the
  draft repo named in the recipe does not exist).
- Outside #40000-#46000 (not taken, slice rule): vllm #46169, #46967, #36456, #38632 (PR), #49064, #47266, #50856,
  #57099, #55148 (PR), #51744, #48707, #49878, #35854, #32732, #33155.
- Other trackers / not vLLM's tracker (slice rule): MiniMax-AI/MiniMax-M2.7 #9 (hang, no error), vllm-ascend #8213,
  #12685, #12891, #10363, #11368, kyuz0/amd-strix-halo-vllm-toolboxes #36 and #69, zai-org/GLM-5 #10,
  noonghunna/club-3090 #122 and #535, vllm-project/recipes #515 and PR #551, FunASR #2973.

Judgement calls for the lead:
1. vllm #42813: the error text is taken from the issue title (the reporter copied the AssertionError there); the
   stored description chunk shows the traceback up to model loading but not the assert line itself. kind and cause
   weight_loading_mismatch (the label earlier rounds used for weight_loader shape asserts, e.g. round 348). The
   reading that 3,096,576 x 1 is the NF4-packed form of 5376 x 1152 (half the elements, two 4-bit values per byte) is
   the collector's arithmetic, not a statement in the thread; no fix was reachable (recorded as such). The two shapes
   have no LABELS.txt key, so numbers is {}.
2. The release is not printed in the stored chunks (only core.py:1159 and gpu_model_runner.py:4986 in the traceback),
   so release records the date only.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round425-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #42813: Gemma NF4 (bitsandbytes) checkpoint -> weight_loader shape assert
case("vllm-42813-gemma-nf4-bitsandbytes-tried-to-load-packed-weight-into-5376x1152-param",
     "https://github.com/vllm-project/vllm/issues/42813",
     "[Bug]: Gemma under NF4 quantization fails to load with AssertionError: Tried to load weights of size "
     "torch.Size([3096576, 1])to a parameter of size torch.Size([5376, 1152])\n"
     "...\n"
     "(EngineCore pid=3510698) ERROR 05-16 04:02:07 [core.py:1159]   File \"/home/vody-am/dev/PYVLLM/.venv/lib/python3.12/"
     "site-packages/vllm/tracing/otel.py\", line 178, in sync_wrapper\n"
     "(EngineCore pid=3510698) ERROR 05-16 04:02:07 [core.py:1159]     return func(*args, **kwargs)\n"
     "(EngineCore pid=3510698) ERROR 05-16 04:02:07 [core.py:1159]            ^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore pid=3510698) ERROR 05-16 04:02:07 [core.py:1159]   File \"/home/vody-am/dev/PYVLLM/.venv/lib/python3.12/"
     "site-packages/vllm/v1/worker/gpu_model_runner.py\", line 4986, in load_model\n"
     "(EngineCore pid=3510698) ERROR 05-16 04:02:07 [core.py:1159]     self.model = model_loader.load_model(\n"
     "(EngineCore pid=3510698) ERROR 05-16 04:02:07 [core.py:1159]                  ^^^^^^^^^^^^^^^^^^^^^^^^",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "A Gemma checkpoint quantized to NF4 (bitsandbytes 4-bit) loaded in vLLM (May 2026): one tensor "
     "arrives packed (3,096,576 x 1 = 5376 x 1152 / 2, i.e. two 4-bit values per byte) where vLLM built a plain "
     "unquantized 5376 x 1152 parameter (a 5376-wide text side against a 1152-wide vision side, i.e. a multimodal "
     "projection that vLLM keeps in full precision), so the weight loader's shape assert failed during model loading. "
     "The checkpoint quantized a module that vLLM's bitsandbytes path does not treat as quantized; a checkpoint/loader "
     "layout mismatch, not a memory or parallelism problem.",
     "not in the stored text of the thread (the issue is closed; no answer reached in 3 look-ups). From the message: "
     "quantize (or re-export) the checkpoint with the vision tower / multimodal projector left unquantized (skip those "
     "modules in the BitsAndBytesConfig), use vLLM's in-flight bitsandbytes quantization of the bf16 checkpoint "
     "(--quantization bitsandbytes on the original weights), or a vLLM release whose Gemma bitsandbytes loader maps that "
     "tensor",
     release="not in the stored chunks (issue opened 2026-05-16; a vLLM of that month, V1 engine: EngineCore "
             "traceback with core.py:1159 / gpu_model_runner.py:4986)",
     gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs"}],
     note="Excerpt: the issue title (which carries the AssertionError text as the reporter wrote it, '...size "
          "torch.Size([3096576, 1])to a parameter...' with no space) and a piece of the EngineCore traceback from the "
          "stored chunk of the description; the lines between and after (down to the assert) were not reached and are "
          "dropped ('...'). The launch command / LLM() call is not in the stored chunks. The two shapes are printed, but "
          "no LABELS.txt key fits them, so numbers is {}.")

if __name__ == "__main__":
    BATCH.write()
