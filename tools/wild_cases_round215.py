"""Round-215 blind batch: REAL vLLM launch failures from vllm-project/vllm issues and pull requests numbered 1-6000
(2023 to mid-2024, releases 0.1-0.4, the V0 engine), each with the fix the thread or commit establishes; collected by
helper wild215 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round215-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the thread only. Excerpts are the text as the search
index (corpus=issues) stores the thread; where lines in between were dropped the note says so; the fix is left out
of the excerpt.

Sources and look-ups: 56 of the 60 allowed (all 56 ``search`` corpus=issues, recounted from the session; no
find_string, read_file, find_files or fetch: the issues corpus is the only stored copy of these threads, and an issue
can be read only through the excerpts a search returns). Every candidate number was checked against
/work/coord/USED_SOURCES.txt with grep before it was kept. **Short of the 6-10 asked: 5 cases.** The issues corpus
ranks the popular early threads first and nearly all of them are used already (#946, #1157, #1282, #1284, #1488,
#2140, #2248, #2312, #2363, #2418, #2652, #2721, #2797, #2856, #3147, #3285, #3463, #3676, #4202, #4989, #5198,
#600, #611, #636, #751, #1559, #1711); many free threads showed no fix in the stored excerpt, or the error only as a
screenshot.

Given up (free, but no error text as printed or no fix the thread establishes; for the lead, not cases): #1710 (TP in
docker, ncclShmOpen; fix --shm-size=10gb, but the reporter's log is not stored), #1977 / PR #1978 (KeyError on
rotary_emb.cos_cached from a ColossalAI checkpoint; fixed by the PR, but the error is a screenshot), #1538 (AWQ
'Quantization is not supported for AquilaForCausalLM'; resolution not in the stored text), #4429 (33B on 2x L40, no
cache blocks; no fix), #2382 (Mixtral AWQ TP2 on 2x A10, OOM; no OOM line, no fix), #2348 (Llama-2-70B on 8x V100,
CUDA error: out of memory; no fix), #2565 (Yi-34B-Chat with --max-model-len=204800; error line not stored), #3952
(StableLM-2-12B head size; traceback cut before the error), #3898 (gemma-2b on 0.4.0.post1; traceback cut), #5637
(bootstrapping phase; body not stored), #5495 (Raylet register failure; the mp backend only suggested), #4383 / #4618
(NCCL system errors; no fix), #629 (no kernel image; fix belongs to a quoted third user, log cut), #463 (compute
capability < 7.0 at pip install time, not a launch), #372 (MPT-30B torch OOM on one 24 GB A10G; the suggested
tensor parallelism led to a RayActorError and the thread ends unresolved), #322 / #872 / PR #1395 (host-RAM OOM of
Ray workers loading checkpoints under tensor parallelism; fixed by the PR, but no stored error line).

Judgement calls for the lead (each case's ``note`` says more):
1. Two cases are the torch-ABI undefined-symbol ImportError of the era (#3528 prebuilt 0.3.x under torch 2.2; #1291 a
   0.2.0 source build): in both the error text is the issue TITLE (the reporters' bodies are a screenshot or not
   stored) and the fix is a commenter's, not a maintainer's.
2. #4229 is a commenter's launch quoted inside a later comment (benchmark_throughput.py run from the source checkout,
   NameError ... (Caught error: No module named 'vllm._C')), kind vllm_extension_import_failed, cause
   vllm_extension_missing as the earlier rounds label the shadowed-package case.
3. #754 ('Ray is not installed' while Ray 2.6.2 is installed; pandas missing) is labelled
   dependency_version_mismatch for kind and cause; no earlier label names a missing optional dependency.
4. PR #1339 is a pull request whose description quotes the user-facing refusal it fixes (AquilaChat2's class
   AquilaForCausalLM not in the 0.2.0 registry); the fix is the merged PR itself.
5. No memory case: every V0-era memory thread found was used or showed no fix.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round215-blind")
case = BATCH.case

NON_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}]

# ------------------------------------------------------------------ PR #1339: AquilaChat2 class name unregistered
case("vllm-pr1339-aquilachat2-aquilaforcausallm-unsupported-v020",
     "https://github.com/vllm-project/vllm/pull/1339",
     "The architectures  of `BAAI/AquilaChat2-34B` and `BAAI/AquilaChat2-7B` are `AquilaForCausalLM`. When loading "
     "the model, it will show error:\n"
     "```\n"
     "ValueError: Model architectures ['AquilaForCausalLM'] are not supported for now. Supported architectures: "
     "['AquilaModel', 'BaiChuanForCausalLM', 'BaichuanForCausalLM', 'BloomForCausalLM', 'FalconForCausalLM', "
     "'GPT2LMHeadModel', 'GPTBigCodeForCausalLM', 'GPTJForCausalLM', 'GPTNeoXForCausalLM', 'InternLMForCausalLM', "
     "'LlamaForCausalLM', 'LLaMAForCausalLM', 'MistralForCausalLM', 'MPTForCausalLM', 'OPTForCausalLM', "
     "'QWenLMHeadModel', 'RWForCausalLM']\n"
     "```",
     "architecture_unsupported", {}, "architecture_unsupported",
     "BAAI's Aquila2 checkpoints (AquilaChat2-7B/34B, October 2023) name their class AquilaForCausalLM, while the "
     "vLLM release of the day (0.2.0: the printed registry already has MistralForCausalLM) registered the Aquila "
     "implementation only under the first Aquila's class name AquilaModel, so the registry lookup refused the "
     "checkpoint before any weights were loaded.",
     "this merged PR (October 2023) registers 'AquilaForCausalLM' for the existing Aquila implementation; the author's "
     "manual test with the new and old Aquila models passes; the fix ships with the next vLLM release after the "
     "PR (0.2.1 by its date; the thread does not name the release)",
     release="0.2.0 (not printed; the registry list with MistralForCausalLM and no AquilaForCausalLM; a commenter on "
             "PR #1331 gives 'version 0.2.0' for the same error)",
     gpu=None, gpus=None, command=None,
     forbidden=NON_MEMORY + [{"flag": "--trust-remote-code"}],
     note="the PR description as stored (the reporter's own error, quoted in the PR that fixes it; the PR's "
          "screenshots of the passing test are left out). Cause architecture_unsupported: the class name is not in "
          "that release's registry; the fix is the release with the PR, not a flag")

NOT_A_MEMORY_FAILURE = NON_MEMORY + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}]

# ------------------------------------------------------------------ #3528: prebuilt vllm 0.3.x _C under torch 2.2
case("vllm-issue3528-c-undefined-symbol-to-dtype-layout-torch22-v033",
     "https://github.com/vllm-project/vllm/issues/3528",
     "ImportError: /usr/local/lib/python3.10/dist-packages/vllm/_C.cpython-310-x86_64-linux-gnu.so: undefined symbol: "
     "_ZN2at4_ops15to_dtype_layout4callERKNS_6TensorEN3c108optionalINS5_10ScalarTypeEEENS6_INS\n"
     "\n"
     "torch-2.2.1 and vllm-0.3.3, the error is _C.cpython-311-x86_64-linux-gnu.so: undefined symbol: "
     "_ZN2at4_ops15to_dtype_layout4callERKNS_6TensorEN3c108optionalINS5_10ScalarTypeEEENS6_INS5_6LayoutEEENS6_INS5_"
     "6DeviceEEENS6_IbEEbbNS6_INS5_12MemoryFormatEEE",
     "torch_abi_mismatch", {}, "torch_abi_mismatch",
     "The vLLM 0.3.x wheels (early 2024) were compiled against torch 2.1.x; with torch 2.2.x in the environment "
     "(here torch 2.2.1 beside vllm 0.3.3, per a commenter) the compiled extension vllm._C references "
     "at::_ops::to_dtype_layout::call with the torch-2.1 signature, which torch 2.2 no longer exports, so importing "
     "vllm fails before any engine starts.",
     "a commenter (hnyls2002): the installed torch was newer than the one vLLM was built against; downgrade to "
     "torch==2.1.1 (and xformers==0.0.23 if pip reports a conflict) and the import works",
     release="0.3.3 (a commenter's environment; the issue title's reporter does not state one in the stored text)",
     gpu=None, gpus=None, command=None,
     forbidden=NOT_A_MEMORY_FAILURE,
     note="judgement call: the first paragraph is the issue title (the reporter's error, cut by GitHub's title "
          "limit); the second is a commenter's comment (Pumaly, March 2024) with the versions and the full symbol, "
          "joined by a blank line; that commenter's package list after it is dropped. The fix is a third commenter's "
          "('In my case...'), the thread's only stated fix; it is the same symbol and the same torch-2.2-vs-2.1 skew "
          "as the maintainer-closed twin issues of that month")

# ------------------------------------------------------------------ #1291: source build of 0.2.0 against torch 2.1, run under 2.0
case("vllm-issue1291-attention-ops-undefined-symbol-source-build-v020",
     "https://github.com/vllm-project/vllm/issues/1291",
     "ImportError: /opt/vllm/vllm/attention_ops.cpython-39-x86_64-linux-gnu.so: undefined symbol: "
     "_ZNK3c1010TensorImpl27throw_data_ptr_access_errorEv",
     "torch_abi_mismatch", {}, "torch_abi_mismatch",
     "October 2023, vLLM 0.2.0 built from a source checkout (/opt/vllm, pip install -e .): the build compiled the "
     "attention_ops extension against a different torch than the one imported at run time (the symbol "
     "c10::TensorImpl::throw_data_ptr_access_error exists only in the newer torch), so importing vllm fails on the "
     "extension before any model is touched.",
     "commenters: several users avoided it by installing the prebuilt wheel with `pip install vllm` instead of "
     "building with `pip install -e .`; another pointed at PR #1290 and issue #1283 (not read here)",
     release="0.2.0 era (October 2023; built from source, version not printed)",
     gpu=None, gpus=None, command=None,
     forbidden=NOT_A_MEMORY_FAILURE,
     note="the issue title is the only text of the error (the reporter's description is a screenshot); the fix is "
          "the commenters' (zhiqiangzhongddu: 'I avoided this issue by installing using pip install vllm instead of "
          "pip install -e .'), confirmed by no maintainer in the stored thread")

# ------------------------------------------------------------------ #754: 'Ray is not installed' while ray is installed (pandas missing)
case("vllm-issue754-ray-not-installed-pandas-missing-llama2-70b-tp4-v01x",
     "https://github.com/vllm-project/vllm/issues/754",
     "llm = LLM(model=\"meta-llama/Llama-2-70b-chat-hf\", tensor_parallel_size=4)\n"
     "\n"
     "I having the following error \n"
     "File ~/miniconda3/envs/vllm/lib/python3.8/site-packages/vllm/engine/ray_utils.py:64, in "
     "initialize_cluster(parallel_config, engine_use_ray, ray_address)\n"
     "     62 if parallel_config.worker_use_ray or engine_use_ray:\n"
     "     63     if ray is None:\n"
     "---> 64         raise ImportError(\n"
     "     65             \"Ray is not installed. Please install Ray to use distributed \"\n"
     "     66             \"serving.\")\n"
     "     67     # Connect to a ray cluster.\n"
     "     68     ray.init(address=ray_address, ignore_reinit_error=True)\n"
     "     \n"
     "**ImportError: Ray is not installed. Please install Ray to use distributed serving.**\n"
     "\n"
     "But verified it is installed with vllm with:\n"
     "import ray\n"
     "ray.init()\n"
     "\n"
     "running version 2.6.2 , Also tried to uninstall and install older versions!",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "August 2023, vLLM 0.1.x: tensor parallelism (tensor_parallel_size=4 for Llama-2-70B) makes vLLM use Ray "
     "workers, and vllm/engine/ray_utils.py imported Ray's TorchDistributedWorker inside a try block that turned "
     "ANY ImportError into ray = None. Ray 2.6.2 was installed, but that import needs pandas (and pyarrow), which "
     "were missing, so vLLM reported 'Ray is not installed' and refused to start the distributed engine.",
     "commenters: `pip install --upgrade ray`, `pip install --upgrade pyarrow`, `pip install pandas` fixed it (one: "
     "'the main reason is pandas', TorchDistributedWorker depends on it); the duplicate #1147 records that vLLM "
     "fixed the import in commit 400b8289 and the maintainer (WoosukKwon) says to install pandas and pyarrow until "
     "the next release",
     release="0.1.x (August 2023; the initialize_cluster/ray_utils.py code of that series; not printed)",
     gpu=None, gpus=4, command='llm = LLM(model="meta-llama/Llama-2-70b-chat-hf", tensor_parallel_size=4)',
     forbidden=NON_MEMORY + [{"flag": "--tensor-parallel-size", "at_most": 1}, {"flag": "--enforce-eager"}],
     note="the issue description as stored, whole (the reporter's traceback starts at the ray_utils.py frame). "
          "Kind and cause dependency_version_mismatch: the refusal names Ray but the missing package is pandas "
          "(a missing optional dependency of Ray's train module); no earlier label is closer. Forbidden: dropping "
          "to one GPU would hide the error but cannot hold a 70B fp16 model; gpus=4 is from the call, the GPU "
          "model is not stated")

# ------------------------------------------------------------------ #4229: source checkout shadows the installed vllm (no vllm._C)
case("vllm-issue4229-source-dir-shadows-installed-vllm-c-missing-tp6-v04",
     "https://github.com/vllm-project/vllm/issues/4229",
     "> Command:\n"
     "> \n"
     "> * FROM `vllm` dir\n"
     "> * python3 benchmarks/benchmark_throughput.py --input-len=50 --output-len=100 --enforce-eager "
     "--tensor-parallel-size=6\n"
     "> \n"
     "> Error: ` ... File \"~/workspace/vllm/vllm/_custom_ops.py\", line 176, in reshape_and_cache "
     "vllm_cache_ops.reshape_and_cache(key, value, key_cache, value_cache, NameError: name 'vllm_cache_ops' is not "
     "defined (Caught error: No module named 'vllm._C')`",
     "vllm_extension_import_failed", {}, "vllm_extension_missing",
     "A vLLM built and installed from source (spring 2024, the 0.4.x _custom_ops.py with its try/except import of "
     "vllm._C) was started from inside the source checkout: Python imported the uncompiled package "
     "~/workspace/vllm/vllm instead of the installed one, whose compiled vllm._C lives in site-packages; the "
     "swallowed ImportError left vllm_cache_ops undefined, so the engine died at its first cache write "
     "(reshape_and_cache, during the start-up profiling run) with a NameError.",
     "the commenter who found it: run the command from a different directory (e.g. the benchmarks directory) so "
     "the installed package with the compiled module is imported; the same advice was given to the issue's "
     "reporter, whose traceback also came from a source tree (/home/chenyanan/vllm/vllm/_custom_ops.py)",
     release="0.4.x built from source (not printed; the _custom_ops.py try/except import of spring 2024)",
     gpu=None, gpus=6,
     command="python3 benchmarks/benchmark_throughput.py --input-len=50 --output-len=100 --enforce-eager "
             "--tensor-parallel-size=6",
     forbidden=NON_MEMORY + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="judgement call: the launch is not the issue reporter's but a commenter's, as quoted ('>') in a later "
          "comment (dong-liuliu, May 2024); the stored text is only that quote. Its 'Found fix' lead-in, the "
          "diagnosis and the fix sentences are left out of the excerpt. The error line is as the commenter "
          "retold it (inline, with '...'), not a full traceback. gpus=6 is from --tensor-parallel-size=6")

if __name__ == "__main__":
    BATCH.write()
