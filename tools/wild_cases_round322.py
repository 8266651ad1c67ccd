"""Round-322 blind batch: vLLM start-up failures of MULTIMODAL models (LLaVA-NeXT, InternVL, CogVLM/GLM-4V, Molmo,
Pixtral, Phi-3/4-vision, Ovis, DeepSeek-VL2, Janus, Kimi-VL, Florence, PaliGemma, Idefics, SmolVLM, Aria, NVLM,
Llama-3.2-Vision), found with the ``issues`` corpus in the model repositories and in vLLM's own tracker; collected by
helper wild322 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round322-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

LOOKUPS_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round322-blind")
case = BATCH.case

# ---------------------------------------------- vllm #13441: Ovis2-34B on a Feb-2025 vLLM -> no vLLM implementation
case("vllm-13441-ovis2-34b-no-vllm-implementation-transformers-incompatible-v07x",
     "https://github.com/vllm-project/vllm/issues/13441",
     "i can't load AIDC-AI/Ovis2-34B model\n"
     "https://huggingface.co/AIDC-AI/Ovis2-34B\n"
     "this model outperform even Qwen 2.5 VL 72B in benchmarks\n"
     "Currently i get this \n"
     "ERROR 02-17 19:45:45 engine.py:389] ValueError: Ovis has no vLLM implementation and the Transformers "
     "implementation is not compatible with vLLM.\n"
     "DEBUG 02-17 19:45:45 client.py:256] Shutting down MQLLMEngineClient output handler.",
     "architecture_unsupported", {}, "architecture_unsupported",
     "AIDC-AI/Ovis2-34B (an Ovis2 VLM, custom remote-code architecture 'Ovis') was loaded on a February-2025 vLLM "
     "(V0 MQLLMEngine) that had no native Ovis model class; the Transformers fallback backend cannot run it either, so "
     "the engine refused the model at start-up. Not a memory or configuration problem: the model was simply not "
     "supported by that vLLM release.",
     "no flag fixes it; the maintainer closed the issue 'as completed by #15826' (DarkLight1337, 2025-05-10), the PR "
     "that added Ovis2 support to vLLM (another thread says it was merged into v0.9.0) -- i.e. upgrade vLLM to a release "
     "with native Ovis support",
     release="not stated (2025-02-17, V0 MQLLMEngine log lines; v0.7.2/v0.7.3 era)",
     gpu=None, gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue description's text around the error, as the search excerpt shows it (the template's "
          "closing checklist dropped). The two later comments by another user (about qwen2.5-vl, 'my mistake') and a "
          "chatglm3 GPTQ aside are not part of this launch. Release inferred from the date and the V0 engine log "
          "format, not stated. The fix is the maintainer's closing note (support added by PR #15826), not a user "
          "confirmation.")

if __name__ == "__main__":
    BATCH.write()
