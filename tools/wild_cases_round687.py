"""Round-687 blind batch: SYNTHETIC-DATA and DATA-CURATION LIBRARIES THAT RUN VLLM (distilabel, bespokelabs curator,
DataDreamer, NeMo Curator, Data-Juicer, argilla, datatrove inference, magpie, self-instruct / Evol-Instruct repos,
easy-dataset, synthetic-data-kit), 2024-2026, from their OWN trackers: vLLM failing at start-up or at the first batch
because of the launch settings; collected by helper wild687 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round687-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation would have been written from the
source thread only, with the text as the search tool's issues corpus shows it and the fix left out of the excerpt.

**Result: 0 cases.** Look-ups: 33 of the 35 allowed (31 ``search`` corpus=issues, 1 corpus=code, 1 corpus=pages; no
read_file / find_string / fetch: issue threads are not files). Every thread below was checked against
/work/coord/USED_SOURCES.txt, CLAIMS.txt and the earlier rounds' skip lists before a look-up was spent on it, and the
unused ones were claimed in CLAIMS.txt.

How mined the slice is: mined out for this corpus. The slice's own trackers are thinly stored, and the issues corpus
answers vLLM error wordings with vllm-project/vllm threads whatever library name the query carries. The threads of
the slice that do come back are either already used (distilabel #1044 / #326, curator #577, datatrove #480,
instructlab #3122 / #1988 / #2286 / #2439) or named in earlier skip lists (distilabel #1157 / #1117 / PR #805 / PR
#1121, curator PR #298 / #677, NeMo Curator #1672, unsloth SyntheticDataKit #2528 / #2676 / #2963 / #2887 / PR #8297,
unslothai/notebooks #69, instructlab #3466 / #1773 / #3274, bonito #22), or stored as a first chunk that stops before
vLLM's error line. No candidate had both the error line and a cause in the stored text.

Sources given up (for the lead, not cases):
- Error line not in the stored chunk:
  * datajuicer/data-juicer #868 (2025-12-23, 'vllm版本更新以支持qwen3-vl'): image_tagging_vlm_mapper ->
    prepare_vllm_model -> vllm.LLM(..., generation_config="auto") -> V1 LLMEngine traceback; the chunk stops inside
    llm_engine.py __init__ before the exception line. Labelled enhancement and closed; the title says the fix is a
    vLLM release that knows Qwen3-VL, but the error text (architecture / model_type) is not stored. Two look-ups spent.
  * meta-llama/synthetic-data-kit #24 ('Fix vLLM bug in Colab', closed): SyntheticDataKit.from_pretrained on a Colab
    T4 (cc 7.5, 'Using dtype = torch.float16 for vLLM'); the chunk stops in Unsloth's own lines. The sibling
    unslothai/notebooks #69 (skip-listed) shows vLLM 0.8.5.post1's V0 engine config with dtype=torch.bfloat16 on the
    same T4 despite Unsloth's float16 line -- a likely bf16-on-Turing refusal, but the refusal itself is stored in
    none of the three threads, so it is a guess, not a case.
  * huggingface/smollm #43 ('distilabel base pipeline code fails'): only a rich-traceback locals box of the vLLM step
    (use_magpie_template=True, cuda_devices='auto') is stored; no error line, no answer.
  * instructlab/instructlab PR #3469 (constraints bump 2025-06-18, booxter: 'vllm fails to start'): a V1
    'WorkerProc failed to start' traceback on rank 2 that stops inside gpu_worker.load_model. Two look-ups spent.
- No vLLM error text / no cause:
  * magpie-align/magpie #9 ('Gemma OOM', gemma-2-9b-it, tensor_parallel=8, gpu_memory_utilization=0.95 on 8x A100
    80GB): reporter's words only; the maintainer (fly-dust) advises a vLLM with Gemma-2 support and 0.8 utilization;
    the reporter's follow-up ('encountered a bug with gpu_memory_utilization=0.95 and a tensor size ...') is cut.
    Worth a later look if a fuller copy of the thread is reachable.
  * magpie-align/magpie #17 ('如何使用多卡生成数据？', device="0,1", tensor_parallel=2): the stored text ends in
    'Fatal Python error: _enter_buffered_busy' at interpreter shutdown after 'Killing local vLLM worker processes' --
    a shutdown fault after a finished instruction step, not a launch failure; the response-step error is not stored.
  * instructlab/instructlab #2258 (make --enable-serving-output the default): ilab data generate with Mixtral +
    LoRA adapters printing only 'vLLM failed to start'; a UX request, vLLM's own error never pasted.
  * ConardLi/easy-dataset #367: easy-dataset calling a remote vLLM API ('bad request'), not a vLLM launch.
  * argilla-io/synthetic-data-generator #51: Hugging Face Hub HTTP error at launch, not vLLM.
- Nothing reached for DataDreamer, datatrove's inference runner (beyond the used #480), NeMo Curator (beyond the
  skip-listed #1672; #204 is an API-key question), Evol-Instruct / self-instruct repos, NVIDIA-NeMo/Skills (its
  vLLM threads are client / readiness issues: #649, PR #695), sdg_hub.

Judgement calls for the lead:
1. No case was written rather than writing weak ones: every candidate would have needed its error line guessed from
   the title or from a sibling thread (data-juicer #868, synthetic-data-kit #24) or its cause guessed (magpie #9).
2. Candidates for a later round with a different reader (a full-thread copy rather than search chunks):
   data-juicer #868 (error line below the stored chunk; fix = newer vLLM for Qwen3-VL), synthetic-data-kit #24 with
   unsloth #2887 / notebooks #69 (likely 'Bfloat16 is only supported on GPUs with compute capability of at least
   8.0' on a T4; unsloth #2887 is labelled 'fixed - pending confirmation'), magpie #9 (Gemma-2 on vLLM 0.5.1).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round687-blind")
case = BATCH.case

if __name__ == "__main__":
    BATCH.write()
