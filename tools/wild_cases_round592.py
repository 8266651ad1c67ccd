"""Round-592 blind batch: vLLM start-up failures on HPC and MANAGED CLUSTERS (SLURM srun / sbatch, Singularity /
Apptainer, PBS, LSF, Kubernetes operators: KServe, KubeAI, llm-d, AIBrix, LWS, Dynamo, Arks, Helm charts, OpenShift AI,
SageMaker / Vertex / Azure ML / Databricks serving), collected by helper wild592 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round592-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 29 of the 40 allowed, all ``search`` (27 corpus=issues, 1 corpus=pages, 1 corpus=code). 2 cases:
ai-dynamo/nixl PR #2007 (nixl's CI runs ``vllm serve`` under srun / pyxis on a SLURM node: 'invalid literal for int()
with base 10: 'GPU-...'' from the UUID-form CUDA_VISIBLE_DEVICES SLURM exported) and odysseus-dev/odysseus #6157
(Odysseus' Cookbook launcher inside its Docker Compose container: PermissionError on /app/.cache/vllm and
/app/.cache/flashinfer, then 'Engine core initialization failed'). The second is OUTSIDE the slice (a self-hosted app's
container, not a cluster) and is kept only because it is new and pinned; the lead may drop it.

THE SLICE IS MINED OUT. Every query cut by platform (Apptainer / Singularity, LWS, Azure ML, Databricks, SageMaker LMI,
Vertex Model Garden, PBS / LSF, KubeAI, KServe LLMInferenceService, Ray Serve LLM / KubeRay, HAMi vGPU on Kubernetes,
OpenShift arbitrary-UID caches, /dev/shm on Helm charts, Failed-to-infer-device-type on clusters, read-only SIF images,
vector-inference / LLMFlux SLURM launchers) returned only threads already in /work/coord/USED_SOURCES.txt or named in an
earlier round's skip list; 60+ candidate threads were checked with grep against both before anything was spent on them.
Every source below was checked the same way.

Sources given up (for the lead, not cases):
- Already used or skip-listed (not re-opened): swiss-ai/model-launch PR #119 (round 136); production-stack #653, #407,
  #276, #44; vllm #9738, #12559 (round 51, a second libcuda source), #12505, #15335, #13815, #2773 (round 525), #6732,
  #8374, #20758, #17187, #9118, #10185, #18163, #7466, #1710, #12902, #8885, #12847,
  #11626, #17939, #18577, #10416, #9341, #14076, #46169; llm-d-benchmark #724, #668; kserve #4501; kubeai #499, #533;
  kaito #1101; Enterprise-RAG #84; HAMi #1381, #722, #1191, #1461, #1764, HAMi-core #169; ray #45739, #51242, #51989,
  #53407, #53663, #59778; kuberay #2354, #4366; ray-llm #114; vector-inference #258; CSCfi/ai-inference-examples #2;
  inference-benchmarker #30 / PR #47; IBM/ado PR #1261; LLMFlux #124; McGill-NLP/VinePPO #3; MiniMax-M2.5 #30;
  shwgao/vllm z_debug.md (round 158); odysseus #191, #500; ProxmoxVED #2047; pytorch/serve #3365; dynamo #3054, #1655;
  gpustack / xinference threads of other slices; instructlab #3466; open-r1 #568; spark-vllm-docker #296.
- No error line or no cause in the stored text: vllm #9193 (500s at request time on K8s v0.6.2, no stack trace; the
  reporter only says 'a couple of Permission errors ... not being logged'; same class as #9118 / #10185, given up by
  rounds 294 / 360 / 389 / 559); vllm #9094 (Kubernetes 'operation not permitted when stream is capturing': only the
  title and the environment header stored); vector-inference #142 (multi-node 'There is no current event loop in
  thread MPClientEngineMonitor' at the first request, open, no fix); vector-inference #195 (vLLM started fine, a jq
  'Stale file handle' in the launcher's status check); vllm #16498 (AzureML torchrun DeepSeek-R1, the chunk stops before
  the error); gpustack #4526 (dev build, UUID ValueError, open, no cause reached; also another collector's tracker);
  odysseus #3667 (traceback without its last line), #214 (endpoint never answers, no error).
- Not vLLM's failure: kserve #4980 (scheduler routing), ogx-ai/ogx #3894 (llama-stack pod), Azure ML online-endpoint
  threads (scoring containers, no vLLM), HAMi #1109 / #1181 (nvidia-smi display, screenshots), ray-llm #143 (scheduling
  wait), dynamo #1373 / #1204 / #939 (dynamo's own errors), nixl PR #1913 (SGLang's OOM), vllm PR #28926 (an s390x
  port whose SageMaker log is a working start).

Judgement calls for the lead:
1. nixl-pr2007: the only stored account of the failure is nixl's CI triage bot's comment (an automated analysis of the
   Jenkins log), which quotes the error ABBREVIATED ('GPU-c653dca5-...'); the excerpt keeps the bot's verbatim
   fragments that describe the log (the stage summary, the ValueError, the frames, the printed UUIDs) and leaves out its
   diagnosis and recommendation. kind invalid_device_ordinal and cause cuda_visible_devices_uuid, as all seven earlier
   fixtures with 'invalid literal for int() with base 10: 'GPU-/MIG-'' label it (club3090 used model_inspection_failed
   only because its excerpt showed the inspection wrapper). The merged fix was infrastructural (the PR requests a
   whole node), not the bot's recommendation; fix_that_worked says both.
2. odysseus-6157: off-slice (a Docker Compose app, not a cluster). kind None / cause unrecognized, as the four earlier
   fixtures with 'PermissionError ... Permission denied' on a cache directory (inference-benchmarker-30, vllm-20127,
   sonar-458, vllm-2179) were labelled; the lead may prefer container_image_broken (the app image's entrypoint leaves
   the Docker-created /app/.cache root-owned). The cause is the issue author's own root-cause section (the issue is
   closed); no fix PR was reached.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round592-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- ai-dynamo/nixl PR #2007: CI 'Run vLLM sanity' under srun/pyxis -> int('GPU-...') ValueError
case("nixl-pr2007-ci-srun-pyxis-vllm-sanity-cuda-visible-devices-gpu-uuid-int-valueerror",
     "https://github.com/ai-dynamo/nixl/pull/2007",
     "🤖 **CI Triage Agent** — `nixl-ci-build-wheel` · commit `499ebd49`\n"
     "...\n"
     "both vLLM servers crashed at startup with `ValueError: invalid literal for int() with base 10: 'GPU-c653dca5-...'`\n"
     "...\n"
     "**Summary:** Stage 580 \"Run vLLM sanity\" failed; both `vllm serve` processes crashed on startup and the wait "
     "loop then hit its 300s health-check timeout.\n"
     "\n"
     "The srun/pyxis environment exports `CUDA_VISIBLE_DEVICES` as GPU **UUIDs** (from `SLURM_STEP_GPUS`; the log prints "
     "`prefill: GPU-c653dca5-…, decode: GPU-76cc3d94-…`). vLLM's `interface.py:245 device_id_to_physical_device_id` "
     "does `int(physical_device_id)`, which raises `ValueError: invalid literal for int() with base 10: 'GPU-…'` while "
     "inspecting `Qwen3ForCausalLM`, aborting `create_engine_config`.",
     "invalid_device_ordinal", {}, "cuda_visible_devices_uuid",
     "nixl's CI runs two `vllm serve` processes (prefill and decode) inside a SLURM allocation through srun / pyxis; "
     "SLURM exported CUDA_VISIBLE_DEVICES as GPU UUIDs (from SLURM_STEP_GPUS), and vLLM's "
     "device_id_to_physical_device_id casts each entry with int(), so the model-inspection step raised the ValueError "
     "and both servers died at start-up (the 300 s health-check timeout is only the symptom). A launch-environment "
     "problem, not memory.",
     "merged PR #2007 changed the CI to request a whole node for the vLLM / SGLang sanity allocation; nixl's CI triage "
     "agent (svc-nixl, 2026-07-29) recommended mapping the SLURM-assigned GPU UUIDs to integer indices, or clearing the "
     "inherited CUDA_VISIBLE_DEVICES, before launching the servers with CUDA_VISIBLE_DEVICES=0/1",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: verbatim fragments of the triage bot's comment (its header, the TL;DR's error clause, the "
          "Summary line, and the first two sentences of its Root-cause paragraph, which describe the log and the "
          "frames; the 'Root cause' label dropped), with the rest of the bot's diagnosis ('vLLM received GPU UUIDs "
          "instead of integer indices', 'the inherited SLURM UUID-form variable') and its recommended fix left out. The bot abbreviates the UUID ('GPU-c653dca5-...'); the full error line is not stored. The command is "
          "not shown verbatim: two vllm serve processes with CUDA_VISIBLE_DEVICES=0 and =1 (Qwen3 model) in an "
          "srun/pyxis step.")

# ---------------------------------------- odysseus-dev/odysseus #6157: Cookbook-launched vLLM in the Compose container -> PermissionError /app/.cache/vllm
case("odysseus-6157-docker-compose-cookbook-vllm-permission-denied-app-cache-vllm-flashinfer",
     "https://github.com/odysseus-dev/odysseus/issues/6157",
     "Docker: vLLM cannot create runtime caches after container recreation\n"
     "\n"
     "The task log includes errors such as:\n"
     "\n"
     "```text\n"
     "PermissionError: [Errno 13] Permission denied: '/app/.cache/vllm'\n"
     "PermissionError: [Errno 13] Permission denied: '/app/.cache/flashinfer'\n"
     "RuntimeError: Engine core initialization failed. See root cause above.\n"
     "```\n"
     "\n"
     "## Reproduction\n"
     "\n"
     "1. Run Odysseus with Docker Compose and recreate the application container.\n"
     "2. Install vLLM through Cookbook and download a compatible model.\n"
     "3. Serve the model locally through Cookbook.\n"
     "4. Inspect the persistent serve-task output after engine initialization fails.",
     None, {}, "unrecognized",
     "Odysseus' Compose file bind-mounts the HuggingFace cache at /app/.cache/huggingface, so Docker creates the parent "
     "/app/.cache as root:root before the entrypoint runs; the entrypoint repairs ownership only of the mounted "
     "huggingface child, so the unprivileged odysseus user cannot create vLLM's and FlashInfer's sibling cache "
     "directories (/app/.cache/vllm, /app/.cache/flashinfer) and the engine core dies at initialization. Not a GPU or "
     "memory problem.",
     "no fix PR reached in the stored text; the issue (closed) states the expected behaviour: the entrypoint should make "
     "the /app/.cache parent directory writable by the configured PUID (equivalently: point VLLM_CACHE_ROOT / "
     "XDG_CACHE_HOME at a writable directory)",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title, the task-log block and the Reproduction section as stored; the 'Root cause' and "
          "'Expected behavior' sections are left out. Off-slice (a self-hosted app's Docker Compose container that "
          "launches vLLM, not an HPC / cluster launcher). The vLLM version and GPU are not in the stored text.")

if __name__ == "__main__":
    BATCH.write()
