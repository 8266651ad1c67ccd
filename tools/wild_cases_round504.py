"""Round-504 blind batch: vLLM start-up failures shown on HUGGING FACE SPACES 'runtime error' pages (docs corpus: the
Space's status banner 'Exit code: 1. Reason: <tail of the container log>' followed by 'Container logs:'), searched by
model family (Llama, Qwen, Mistral, Gemma, DeepSeek) and by vLLM entry point ('vllm serve', 'from vllm import LLM',
'LLMEngine.from_engine_args', 'AsyncLLMEngine', the V1 EngineCore). Collected by helper wild504 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round504-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on this excerpt, and did not read kvroom's source; every expectation was written from the source page only.
The excerpt is the text as the search tool's docs corpus returns the page (the banner flattens the log to one line and
starts mid-token, because the Space UI shows only the tail of the log); the fix is not in the page.

Look-ups: 24 calls, all ``search``: 22 that answered (21 corpus=docs, 1 corpus=pages) and 2 refused by the tool ('the
search budget for this session is used up; continue without it'), which ended the collecting at once. No read_file /
find_string / fetch. **1 case**: HF Space ggrinberg35/LLMStep (vLLM's model-registry inspection dies in torch
Inductor's default_cache_dir -> getpass.getuser() -> KeyError 'getpwuid(): uid not found: 1000').
Every Space was checked with grep -iF against /work/coord/USED_SOURCES.txt and the round files (main and the other
worktrees) before it was used.

The slice is nearly exhausted: the docs corpus holds only about fifteen Space runtime-error banners with vLLM in them,
and the same dozen came back on every query whatever the model family or entry point; the search tool returns only the
opening of the stored banner, and since the banner is itself the TAIL of the container log cut to a fixed size, most
vLLM banners stop inside the traceback before the final exception.

Sources given up (for the lead, not cases):
- Already used or in earlier rounds' skip lists (not re-spent): spaces/muryshev/vllm-mixtral (rounds 203 / 495: torch
  OOM, 'Tried to allocate' cut off, no fix), khaled314/1111 (round 496), lilpulgoyt/Ggvg (used, round 40),
  bigcomputer/jupyter-agent, tanosugi/plamo-translate-202508, affandes/try-zephyr (round 496 cases),
  Leon4gr45/docker_selfhosted, convergence-ai/demo-api, Harshithtd/MultiModalModel (round 496 skip list),
  yusufs/vllm-inference commit d51e450 (used).
- Final exception not in the stored banner (the tail starts after it or the tool's excerpt stops before it):
  spaces/fawadrashid/Pixtral-Inference (LLM(model="mistralai/Pixtral-12B-2409") on the V0 gpu_executor, stops in
  Worker.__init__ -> ModelRunnerClass( ); the failure itself is not shown), Charles95/vllm (importing
  vllm.entrypoints.llm -> guided_decoding -> outlines -> numba disp.enable_caching(); almost certainly numba's 'cannot
  cache function ... no locator available' in a read-only site-packages, but the line is cut), lilmeaty/Hhhgg (a
  2023-era vLLM LLMEngine._init_workers import chain into layers.quantization, cut), adowu/vll and XciD/vllm-debug
  (vLLM import -> @torch.compile in vocab_parallel_embedding -> Inductor CompilerBisector -> cache_dir() ->
  default_cache_dir(), cut just before the exception; very likely the same getpwuid class as the LLMStep case, and a
  second or third case of one class would add little).
- Not vLLM's message: spaces/lilmeaty/vllmxd (vLLM 0.3-era LLM engine with device_config=cpu, facebook/opt-125m; the
  app's own Spanish wrapper prints "Error al inicializar el modelo con cpu: 'cpu'" and swallows vLLM's exception, so
  neither the vLLM error nor a cause is printed); omaryasserhassan/fast_api (uvicorn import chain, no vLLM frame
  visible); mido09/data-generator (distilabel InferenceEndpointsLLM on a gated meta-llama repo, not vLLM); the many
  Space banners from transformers / bitsandbytes / llama-cpp-python / ctransformers / ZeroGPU's `spaces` package that the
  queries also returned.
- Outside the slice (returned by exact error-string queries, not spent on): HF model-card discussions
  (AXCXEPT/EZO-AutoCoTRAG-Qwen2.5-72B-Instruct_q4 #1, openbmb/MiniCPM3-4B #7, core42/jais-30b-chat-v3 #3,
  mistralai/Pixtral-Large-Instruct-2411 #13, neuralmagic/Meta-Llama-3.1-70B-Instruct-quantized.w8a16 #4, ...).

Judgement calls for the lead:
1. hf-space-ggrinberg35-llmstep-...: a Space status banner, no thread and no reply; the cause is read from the message,
   which leaves little doubt: vLLM's registry (registry.py:355, the architecture-inspection path reached from
   ModelConfig._init_multimodal_config) fails because torch Inductor's default_cache_dir() calls getpass.getuser(),
   which falls through to pwd.getpwuid(1000) and raises KeyError: the container runs as uid 1000 (the uid Hugging Face
   Docker Spaces run as) with no /etc/passwd entry for it. kind/cause model_inspection_failed, as the two earlier
   fixtures with the same KeyError inside vLLM's registry (vllm-19504 round 43, vllm-44548 round 134); the
   llm-d-benchmark-1573 fixture with the same KeyError but no registry frame was left unrecognized. The real cause is
   the container's user (no README cause for it); the lead may prefer a different label.
2. The excerpt is the stored banner from its start through the last complete frame the search tool returned
   (registry.py line 505, is_multimodal_model); the dangling half-frame after it ('File ".../registry.py", line 465,')
   is left out. The model is not named in the stored text; no command is printed. numbers = {} (uid 1000 is no
   number key). release is an estimate from the log's layout ('[registry.py:355]' logger format, ModelConfig still a
   plain __init__ in vllm/config.py line 517, Python 3.12, dated 05-24 -> vLLM ~0.8.5-0.9.0, May 2025).
3. The fix is not in the page; fix_that_worked gives what the message calls for and what worked in vllm#44548's
   comments for the same KeyError (set USER / LOGNAME, or TORCHINDUCTOR_CACHE_DIR, or create the uid-1000 user in the
   Space's Dockerfile), marked as such.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round504-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]
_ENV_ONLY = _MEM + [{"flag": "--tensor-parallel-size"}]

# ---------------------------------------- HF Space ggrinberg35/LLMStep: registry inspection -> Inductor default_cache_dir -> getpwuid(1000) KeyError
case("hf-space-ggrinberg35-llmstep-registry-inspection-getpwuid-uid-1000-keyerror",
     "https://huggingface.co/spaces/ggrinberg35/LLMStep",
     "runtime error\n"
     "\n"
     "Exit code: 1. Reason: y\", line 19, in default_cache_dir ERROR 05-24 20:58:56 [registry.py:355] "
     "sanitized_username = re.sub(r'[\\\\/:*?\"<>|]', \"_\", getpass.getuser()) ERROR 05-24 20:58:56 "
     "[registry.py:355] ^^^^^^^^^^^^^^^^^ ERROR 05-24 20:58:56 [registry.py:355] File "
     "\"/usr/local/lib/python3.12/getpass.py\", line 169, in getuser ERROR 05-24 20:58:56 [registry.py:355] "
     "return pwd.getpwuid(os.getuid())[0] ERROR 05-24 20:58:56 [registry.py:355] "
     "^^^^^^^^^^^^^^^^^^^^^^^^^ ERROR 05-24 20:58:56 [registry.py:355] KeyError: 'getpwuid(): uid not "
     "found: 1000' ERROR 05-24 20:58:56 [registry.py:355] model_config = self.create_model_config() "
     "^^^^^^^^^^^^^^^^^^^^^^^^^^ File \"/usr/local/lib/python3.12/site-packages/vllm/engine/arg_utils.py\", "
     "line 987, in create_model_config return ModelConfig( ^^^^^^^^^^^^ File "
     "\"/usr/local/lib/python3.12/site-packages/vllm/config.py\", line 517, in __init__ "
     "self.multimodal_config = self._init_multimodal_config( ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ File "
     "\"/usr/local/lib/python3.12/site-packages/vllm/config.py\", line 586, in _init_multimodal_config if "
     "self.registry.is_multimodal_model(self.architectures): "
     "^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ File "
     "\"/usr/local/lib/python3.12/site-packages/vllm/model_executor/models/registry.py\", line 505, in "
     "is_multimodal_model model_cls, _ = self.inspect_model_cls(architectures) "
     "^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
     "model_inspection_failed", {}, "model_inspection_failed",
     "A Hugging Face Docker Space (Python 3.12, vLLM pip-installed under /usr/local/lib/python3.12/site-packages) "
     "starting a vLLM engine: while building ModelConfig, vLLM's model registry inspects the architecture "
     "(_init_multimodal_config -> is_multimodal_model -> inspect_model_cls), which imports torch Inductor, whose "
     "default_cache_dir() calls getpass.getuser(); no USER / LOGNAME is set and the container runs as uid 1000 with no "
     "/etc/passwd entry, so pwd.getpwuid(1000) raises KeyError 'getpwuid(): uid not found: 1000' and the Space exits 1 "
     "before any model or GPU work. Nothing about the model, memory or the GPU: the container's user.",
     "no fix in the stored page (a Space status banner, no thread). What the message calls for, and what worked for "
     "the same KeyError in vllm#44548's comments: give getpass a user name (ENV USER=... or LOGNAME), or set "
     "TORCHINDUCTOR_CACHE_DIR to a writable path, or create the uid-1000 user in the Space's Dockerfile "
     "(useradd -m -u 1000 user)",
     release="not printed (estimate: vLLM ~0.8.5-0.9.0, May 2025: '[registry.py:355]' logger format, ModelConfig "
             "__init__ at vllm/config.py line 517, Python 3.12; log dated 05-24)",
     gpu=None, gpus=None, command=None,
     forbidden=_ENV_ONLY + [{"flag": "--trust-remote-code"}],
     note="Excerpt: the Space's 'runtime error' banner as the docs corpus stores it (flattened to one line; the banner "
          "starts mid-token at 'y\", line 19, in default_cache_dir' because the Space UI shows only the log's tail), "
          "from its start through the last complete frame the search tool returned; the dangling half-frame after it "
          "is left out. The model and the launch command are not in the stored text. Judgement call 1: "
          "model_inspection_failed as for vllm-19504 / vllm-44548 (same KeyError inside vLLM's registry); the real "
          "cause is the container's uid without a passwd entry.")

BATCH.write()
