"""Round-603 blind batch: vLLM start-up failures about LONG CONTEXT (RoPE scaling of every type -- YaRN, dynamic,
longrope, llama3, Qwen2-VL's mrope --, max_position_embeddings, --max-model-len above the derived length,
VLLM_ALLOW_LONG_MAX_MODEL_LEN, dual chunk attention, sliding-window models asked for long contexts, 1M-token models),
across every tracker; collected by helper wild603 and NOT graded by the collector -> tests/golden/wild/<id>.json, each
marked ``"batch": "round603-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code,
and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 27 of the 30 allowed, all ``search`` (25 corpus=issues, 1 pages, 1 docs; one issues search was spent on a
query without 'vllm' in it and returned nothing relevant); no read_file / fetch / find_* calls. 3 cases: OSU-NLP-Group/
UGround #15 (Qwen2-VL fine-tune, get_rope 'Unknown RoPE scaling type default'), vllm #17924 (VLLM_ALLOW_LONG_MAX_MODEL_LEN
in V1 with torch.compile: inductor 'index out of bounds ... < 4096' at the first long request), vllm PR #20857 (legacy
'type' key in --hf-overrides rope_scaling -> KeyError: 'rope_type'). The slice is MINED OUT: nearly every thread the
search returned for RoPE scaling, max_model_len over derived, sliding window and the 1M models was already used or in
an earlier round's skip list (the README says an earlier long-context slice came back short too).

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): vllm #16330, #7593, #6220 (also 6253), #6218, #3676; gpustack #4236 (--rope-scaling
  unrecognized by vLLM 0.13.0, round 310); instructlab #3122; runpod-workers/worker-vllm #257; NVIDIA/nim-deploy #60;
  EvolvingLMMs-Lab/LongVT #9; QwenLM/Qwen3 #1361.
- Named in earlier rounds' skip lists (not re-spent): vllm #21452, #24048 (Qwen2.5-1M 'FlashAttentionImpl.__init__() got
  an unexpected keyword argument layer_idx'; round 133 found no answer in the stored chunks, but PR #24070 'Add check for
  dual_chunk_attention' says it FIXES #24048 -- a lead for a later round), #20484 (dual-chunk models since #18437),
  #10293, #9481, #10537, #4306 (Phi-3 LongRoPE), #9517, #16414, #16948, #2565, #17747 (Mistral-Small-3.1
  --config-format mistral + VLLM_ALLOW_LONG_MAX_MODEL_LEN=1 --max-model-len 131072; round 303 left it 'not read, a
  candidate for a later round' -- a lead, taken by nobody yet), #16445; vllm-ascend #471, #1716; timothystewart6/
  vllm-gb10 #7 (round 109: first-request crash, not taken); ROCm/vllm #539; noonghunna/club-3090 #1036; MinerU #4868;
  tenstorrent/tt-inference-server #456; Meta-Llama-3.1-8B-Instruct HF discussion #15.
- Error line not in the stored chunk / no cause: vllm-ascend #4309 (Qwen2.5-7B-Instruct-1M 'start failed caused by
  dual_chunk_attention_config', open, the chunk stops in the EngineCore traceback above the error); MiniMax-AI/
  MiniMax-M2.5 #30 (Ray worker traceback cut); vllm PR #11844 turn 44 (DualChunkFlashAttention
  'assert block_table is None or seqused_k is not None' at the first request, no diagnosis).
- Not a start-up failure / not vLLM: vllm #8580 (Gemma-2 8k wrong output), #19464 and QwenLM/Qwen3-Embedding #117
  (request-time prompt-length errors), #34005 (Qwen3-1.7B output length), #12488 (usage); sglang #2943, #6817, #746;
  unsloth #1042, #1854; transformers / TGI / llama.cpp / mergoo rope threads; vllm-ascend #1024, #760 (usage answers).

Judgement calls for the lead:
1. uground-15: the cause is read from the message (vLLM's get_rope has no branch for the RoPE type 'default' that the
   Qwen2-VL fine-tune's config carries) and the maintainer's answer (pin the transformers commit + vllm 0.6.1 of
   Qwen2-VL's repo); the reporter never confirmed, and a second user then hit vllm #8281 (the 'assert factor' rope bug)
   with that setup, so the fix is 'suggested, not confirmed'. kind/cause rope_scaling_unsupported, as the one earlier
   fixture with this exact message (nim-deploy-60) and the Qwen2-VL 'assert factor' fixtures. The vLLM release is not
   stated.
2. vllm-17924: not a refusal at start: the engine starts (the env var turns the max_model_len check into a warning)
   and the crash comes at the first long-context request, 'because of how it was launched'. Round 109 refused the
   same class (vllm-gb10 #7) as 'not a launch failure'; taken here under the brief's 'failure at its first requests
   caused by how it was launched'. kind None (no message kind covers an inductor bounds assertion; the earlier
   Llama-4 device-side-assert fixtures are None too); cause max_len_over_derived (the forced override is the cause).
   The issue is open; the fix comes from the reporter's description and the related PRs #20904 (merged warning) and
   #44286 ('Fixes #17924', closed unmerged).
3. vllm-pr20857: a FIX-PR case (the notes say those grade worse): the log is the two lines of the PR description, the
   cause is pinned by the merged PR. kind/cause rope_scaling_unsupported (a rope_scaling the installed vLLM cannot read;
   the README's family lists the rope_scaling['type'] KeyError and 'should have a rope_type key'); the lead may prefer
   release_regression or vllm_check_failed. Release not printed (a vLLM before the PR's merge, July 2025).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round603-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- UGround #15: UGround-V1-7B (Qwen2-VL) on vLLM -> Unknown RoPE scaling type default
case("uground-15-uground-v1-7b-qwen2vl-get-rope-unknown-rope-scaling-type-default",
     "https://github.com/OSU-NLP-Group/UGround/issues/15",
     "vllm error\n"
     "\n"
     "in ruing grounding/uground_qwen2vl.py：\n"
     "/python3.10/site-packages/vllm/model_executor/layers/rotary_embedding.py\", line 1003, in get_rope\n"
     "[rank0]:     raise ValueError(f\"Unknown RoPE scaling type {scaling_type}\")\n"
     "[rank0]: ValueError: Unknown RoPE scaling type default\n"
     "same error occurred when run “vllm serve osunlp/UGround-V1-7B --api-key token-abc123 --dtype float16”\n"
     "Can you provide a possible solution? Thank you！",
     "rope_scaling_unsupported", {}, "rope_scaling_unsupported",
     "UGround-V1-7B is a Qwen2-VL-7B fine-tune (the repo's script is uground_qwen2vl.py). Its config's rope_scaling is "
     "Qwen2-VL's multimodal RoPE, which the transformers in use reports with the rope type 'default'; the installed "
     "vLLM's get_rope has no branch for a 'default' scaling type, so building the rotary embedding of the first "
     "attention layer failed while the model was constructed, both from the repo's script and from vllm serve. A "
     "vLLM / transformers / checkpoint-config version pairing problem for Qwen2-VL's rope config, not memory or hardware.",
     "suggested, not confirmed: the maintainer (boyugou, 2025-01-24) pointed to the environment of Qwen2-VL's official "
     "repo -- transformers installed from git at commit 21fac7abba2a37fae86106f87fcf9974fd1e3830 and pip install "
     "'vllm==0.6.1'. The reporter did not reply in the stored text; a second user (maxwelljones14) then ran into vLLM "
     "issue #8281 (the Qwen2-VL 'assert factor' rope_scaling bug) instead. A vLLM release whose get_rope handles "
     "Qwen2-VL's rope config (or a matching transformers) is what the thread points at",
     release=None, gpu=None, gpus=None,
     command="vllm serve osunlp/UGround-V1-7B --api-key token-abc123 --dtype float16",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the issue title and the whole description as stored ('in ruing' is the reporter's typo for 'in "
          "running'); the maintainer's environment recipe and the later comments are left out. January 2025; the vLLM "
          "release is not stated (rotary_embedding.py line 1003).")

# ---------------------------------------- vllm #17924: VLLM_ALLOW_LONG_MAX_MODEL_LEN=1 on V1 + torch.compile -> index out of bounds < 4096
case("vllm-17924-v1-allow-long-max-model-len-torch-compile-index-out-of-bounds-4096",
     "https://github.com/vllm-project/vllm/issues/17924",
     "[Bug]: Usage of VLLM_ALLOW_LONG_MAX_MODEL_LEN=1 in V1 likely to cause a crash\n"
     "\n"
     "In V1 with torch compilation, I've found that extending the context with `--max-model-len` causes a CUDA crash "
     "when a long-context request is processed (at least for models with `max_position_embeddings`):\n"
     "```\n"
     "...\n"
     "/workspace/my-vllm/lib64/python3.12/site-packages/torch/_inductor/runtime/compile_tasks.py:45: <module>: block: "
     "[337,0,0], thread: [112,0,0] Assertion `index out of bounds: 0 <= tl.broadcast_to(tmp10, [XBLOCK]) < 4096` failed.\n"
     "/workspace/my-vllm/lib64/python3.12/site-packages/torch/_inductor/runtime/compile_tasks.py:45: <module>: block: "
     "[337,0,0], thread: [113,0,0] Assertion `index out of bounds: 0 <= tl.broadcast_to(tmp10, [XBLOCK]) < 4096` failed.\n"
     "/workspace/my-vllm/lib64/python3.12/site-packages/torch/_inductor/runtime/compile_tasks.py:45: <module>: block: "
     "[337,0,0], thread: [114,0,0] Assertion `index out of bounds: 0 <= tl.broadcast_to(tmp10, [XBLOCK]) < 4096` failed.",
     None, {}, "max_len_over_derived",
     "The server was started with VLLM_ALLOW_LONG_MAX_MODEL_LEN=1 and a --max-model-len above the length derived from "
     "the model's config (max_position_embeddings, 4096 for this model by the assertion's bound). The env var only "
     "turns vLLM's refusal into a warning and raises the scheduler's max context; the model itself is unchanged, so its "
     "rotary position table still has max_position_embeddings entries. In V1 with torch.compile, the first request "
     "longer than that indexes past the table and the compiled (inductor) kernel's bounds assertion fires: a CUDA "
     "crash at the first long-context request, caused by the launch flags, not by memory or hardware.",
     "no fix in the issue (open). From the reporter (tjohnson31415) and the related PRs: vllm PR #20904 (merged, "
     "noooop) rewrote the warning to say that with VLLM_ALLOW_LONG_MAX_MODEL_LEN positions beyond derived_max_model_len "
     "give nan for RoPE models and CUDA out-of-bounds errors for absolute-position models; PR #44286 ('Fixes #17924', "
     "closed unmerged) would fail fast or extend the RoPE cache. Working course: keep --max-model-len at or below the "
     "derived length, or extend the context with a real RoPE scaling in the model config (e.g. YaRN via --hf-overrides) "
     "instead of the env var; --enforce-eager does not help (PR #44286: garbage output when running eagerly)",
     release="not printed (V1 engine, May 2025)", gpu=None, gpus=None, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype"}, {"flag": "--cpu-offload-gb"},
                {"flag": "--enforce-eager"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the title, the description's sentence that says how it was launched, and the first three assertion "
          "lines as stored (the fourth is cut in the chunk); the description's first paragraph, which explains why "
          "(the env var changes only the scheduler's max context), is left out as the answer. The model, command and "
          "release are not named in the stored text. Not a start-up refusal: the failure comes at the first long "
          "request (judgement call 2).")

# ---------------------------------------- vllm PR #20857: legacy {"type": "yarn"} rope_scaling through --hf-overrides -> KeyError: 'rope_type'
case("vllm-pr20857-hf-overrides-legacy-yarn-type-key-keyerror-rope-type",
     "https://github.com/vllm-project/vllm/pull/20857",
     "```json\n"
     "\"rope_scaling\": {\n"
     "  \"type\": \"yarn\",\n"
     "  \"factor\": 4.0,\n"
     "  \"original_max_position_embeddings\": 35268\n"
     "}\n"
     "```\n"
     "However, when passing the same configuration via --hf-overrides, a KeyError: 'rope_type' is raised:\n"
     "```shell\n"
     "rope_type = rope_scaling[\"rope_type\"]\n"
     "KeyError: 'rope_type'\n"
     "```",
     "rope_scaling_unsupported", {}, "rope_scaling_unsupported",
     "A YaRN context extension passed on the command line as --hf-overrides with the legacy rope_scaling spelling "
     "(\"type\": \"yarn\" instead of \"rope_type\"). vLLM normalised the legacy key (patch_rope_scaling maps 'type' to "
     "'rope_type') only for a rope_scaling read from the model's config.json, not for one applied afterwards through "
     "--hf-overrides, so the RoPE setup read rope_scaling['rope_type'] and failed with a KeyError at start-up. A "
     "rope_scaling format the installed vLLM could not read on that path; not memory or hardware.",
     "vllm PR #20857 (Wangmerlyn, merged July 2025) calls patch_rope_scaling after the hf-overrides are applied, so the "
     "legacy 'type' key is converted there too. Before that release: spell the override with \"rope_type\": \"yarn\" "
     "(or put the rope_scaling into config.json)",
     release="a vLLM before PR #20857 (merged July 2025); not printed", gpu=None, gpus=None,
     command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the PR description's config block, the sentence naming the --hf-overrides path and the two error "
          "lines, verbatim; the description's explanation of the fix (and the PR title, which names it) is left out. "
          "A fix-PR case (judgement call 3): the reporter is the PR's author, no user log beyond these lines.")

if __name__ == "__main__":
    BATCH.write()
