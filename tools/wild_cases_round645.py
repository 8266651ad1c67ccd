"""Round-645 blind batch: vLLM CLI SUBCOMMANDS OTHER THAN SERVE failing because of how they were invoked (`vllm bench
serve / throughput / latency`, `vllm chat / complete`, `vllm run-batch`, `vllm collect-env`, `vllm --version`, `vllm
serve --help=`, 'vllm: error: argument subparser', 'vllm: command not found'), any tracker; collected by helper wild645
and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round645-blind"``; the lead
grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 33 of the 40 allowed (31 ``search`` corpus=issues, 1 corpus=pages, 1 corpus=code; no read_file / fetch /
find_*). 3 cases: vllm #28104 (`vllm bench serve --dataset-name sharegpt` refused by a release whose bench serve offers
only 'random'), vllm #50838 (`vllm bench throughput --backend vllm-chat --dataset-name hf --dataset-path yale-nlp/MMVU`
refused by validate_args), vllm PR #52168 (`vllm bench throughput --backend vllm` refusing any multimodal dataset, a
regression). Every source was checked with grep -F against /work/coord/USED_SOURCES.txt and against the earlier
rounds' skip lists before it was spent on. The slice is close to MINED OUT: the argparse refusals of `vllm serve`
(unrecognized arguments, invalid choice for --tool-call-parser, --config, the model_tag, `--model` with serve) were
all used or skip-listed, the bench-client 'Initial test run failed' family was skip-listed by round 595, and threads
about `vllm chat` / `vllm complete` / `vllm run-batch` / `vllm collect-env` with an error line and a cause are
essentially absent from the stored issues.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt) or in earlier rounds' skip lists: vllm #8273, #9312, #46325, #27347, #27389, #13150,
  #13117, #19047, #22351, #10158, #7854, #9786, #2940, #2993, #3230, #3486, #3485, #1966, #673 (round skip), #6342,
  #28703, #2344, #2634, #16691, #17944, #8947, #1572, #4651; zai-org/GLM-4.5 #58, GLM-V #144; containers/ramalama #758;
  vast-data/VUA #7 (`-port 8000` single-dash typo, 'unrecognized arguments: -port 8000'; skip-listed by round 510);
  InternLM/lmdeploy #4096 and kubeai-project/kubeai #529 (round 595); huggingface/trl #3139 (TRL's own CLI refusing
  'vllm-serve', not vLLM's; in rounds 287/293/439); vllm-project/vllm-metal #26; QwenLM/Qwen3 #20 / #87;
  QwenLM/Qwen-Agent #110; THUDM/LongBench #102; OpenBMB/MiniCPM-V #451; EmbeddedLLM/vllm #11.
- Error or answer not in the stored text: vllm #7231 ('vllm serve get me "command not found"', GTX 1080 on WSL2,
  torch 2.0.1; the chunk stops in collect_env, neither the shell's line nor an answer is stored); vllm #10147
  (`python collect_env.py` -> "ModuleNotFoundError: No module named 'vllm.envs'" from a source checkout; no answer);
  vllm #17489 (VisionArena README recipe -> 'Initial test run failed ... Error: Forbidden', closed as stale with no
  diagnosis in the stored text); vllm #19743 ('Initial test run failed ... Error: Gateway Time-out', vLLM 0.9.1,
  open/stale, no diagnosis); vllm #28699 (benchmark_serving.py sharegpt -> IndexError in maybe_oversample_requests;
  the command has `--sharegpt-output-len ${2048}`, a bash positional expansion to nothing, but no one diagnosed it and
  the traceback is cut); ROCm/rocmProfileData #71 (benchmark_latency.py under runTracer.sh, the ValueError is beyond
  the stored chunk) and #68 (same tracer, SIGABRT of the registry subprocess, open, no fix); vllm #1937
  (benchmark_latency.py -tp 2 over two Ray nodes, 2023, error folded away); vllm PR #39539 (a `--tokenizer-mode hf`
  in a `vllm bench serve` command against a Mistral-format server, error not in the stored comment).
- Not a vLLM CLI failure: vllm #14365, agentscope #113, OpenManus #770, litellm #7937 (clients of a running server);
  vllm #17586 (feature request); vllm-project/aibrix #783 (gateway data issue).

Judgement calls for the lead:
1. vllm-28104: no answer in the stored thread (open). The cause is read from the message ('invalid choice: 'sharegpt'
   (choose from random)') and vLLM's own history in the stored PRs: PR #16690 says that after PR #16508 landed 'the
   benchmark serve cli only support random dataset', and PR #18566 ('Support datasets in `vllm bench serve`', merged
   2025-05-22) added the others. The log's '[init.py:243] Automatically detected platform cuda.' is, as far as the
   collector can tell from other stored logs, 0.9.0's line (a later build's log in VUA #7 prints __init__.py:244 and its
   bench serve already lists sharegpt), so the installed wheel is likely 0.9.0, released before #18566; release is left
   None because the thread does not print it. kind/cause vllm_check_failed, as the 10 earlier argparse 'invalid
   choice' fixtures use for both.
2. vllm-50838: the error is quoted in the reporter's prose inside backticks (verbatim), with the command above it; no
   traceback was pasted. The reporter confirmed on 2026-08-12 that 'this now works' after a maintainer took it up; the
   merged PR is not named in the stored thread (a community PR #50849 was closed; PR #52168 names '#50981' as the
   change that rewrote the throughput multimodal gate, probably the merged MMVU support). No release is printed.
3. vllm-pr52168: a FIX-PR description (these graded worse in earlier sessions). The excerpt is the PR's statement of
   the failure (command and error line) without its title or diagnosis; the cause is release_regression (the PR:
   'Regression from #50981', the allowlist of multimodal backends computed from the selected backend). The ValueError
   may exist only on main between #50981 and #52168 (both Aug 2026), in which case no released wheel holds it and
   kvroom's raise table cannot name it; kind is still vllm_check_failed (a vLLM raise in vllm/benchmarks/throughput.py).
4. All three are CLIENT-side or offline-benchmark argument refusals, not `vllm serve` start-ups; taken under the slice's
   'subcommands other than serve failing because of how they were invoked'. The memory flags are forbidden in each.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round645-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #28104: vllm bench serve --dataset-name sharegpt -> invalid choice (choose from random)
case("vllm-28104-bench-serve-dataset-name-sharegpt-invalid-choice-choose-from-random",
     "https://github.com/vllm-project/vllm/issues/28104",
     "[Usage]: vllm bench serve不能用sharegpt数据集\n"
     "\n"
     "我运行以下bencmmarks命令：vllm bench serve --model Qwen3 --tokenizer /mnt/workspace/models --host 127.0.0.1 "
     "--port 80 --num-prompts 400 --percentile-metrics ttft,tpot,itl,e2el --metric-percentiles 90,95,99 "
     "--dataset-name sharegpt --data\n"
     "set-path /mnt/workspace/benchmarks/sharegpt/ShareGPT_V3_unfiltered_cleaned_split.json --sharegpt-output-len 512\n"
     "会报一下错误：/usr/local/lib/python3.12/dist-packages/torch/cuda/init.py:61: FutureWarning: The pynvml package is "
     "deprecated. Please install nvidia-ml-py instead. If you did not install pynvml directly, please report this to "
     "the maintainers of the package that installed pynvml for you.\n"
     "import pynvml # type: ignore[import]\n"
     "INFO 11-04 22:14:30 [init.py:243] Automatically detected platform cuda.\n"
     "INFO 11-04 22:14:32 [init.py:31] Available plugins for group vllm.general_plugins:\n"
     "INFO 11-04 22:14:32 [init.py:33] - lora_filesystem_resolver -> "
     "vllm.plugins.lora_resolvers.filesystem_resolver:register_filesystem_resolver\n"
     "INFO 11-04 22:14:32 [init.py:36] All plugins in this group will be loaded. Set to control which plugins to load.\n"
     "usage: vllm bench serve [options]\n"
     "vllm bench <bench_type> [options] serve: error: argument --dataset-name: invalid choice: 'sharegpt' (choose from "
     "random). 请问为什么我这个会报错？？？VLLM_PLUGINS",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The installed vLLM's `vllm bench serve` subcommand only knew the 'random' dataset: the bench CLI landed (PR "
     "#16508) with random prompts only, and sharegpt / sonnet / hf / burstgpt were added to `vllm bench serve` by PR "
     "#18566 (merged 2025-05-22). argparse therefore refused --dataset-name sharegpt before any request was sent. The "
     "log's platform line (__init__.py:243) points to vLLM 0.9.0 (inferred). A client-side argument refusal, not a server, GPU or "
     "memory problem.",
     "no fix reached in the stored thread (open, no answer). From the message and vLLM's history: upgrade to a release "
     "whose `vllm bench serve` has the sharegpt dataset (PR #18566, 0.9.1 and later), or run the source tree's "
     "benchmarks/benchmark_serving.py for sharegpt, or use --dataset-name random with that release",
     release=None, gpu=None, gpus=None,
     command="vllm bench serve --model Qwen3 --tokenizer /mnt/workspace/models --host 127.0.0.1 --port 80 "
             "--num-prompts 400 --percentile-metrics ttft,tpot,itl,e2el --metric-percentiles 90,95,99 --dataset-name "
             "sharegpt --dataset-path /mnt/workspace/benchmarks/sharegpt/ShareGPT_V3_unfiltered_cleaned_split.json "
             "--sharegpt-output-len 512",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and the description's text block as the stored text shows it (the reporter's "
          "Chinese: '我运行以下bencmmarks命令' = I ran the following benchmark command; '会报一下错误' = it reports the "
          "following error; '请问为什么我这个会报错' = why does this error?). The line break inside '--data / set-path' "
          "and the 'init.py' without underscores are as stored (markdown ate the underscores). Release inferred, not "
          "printed: see judgement call 1.")

# ---------------------------------------- vllm #50838: vllm bench throughput --backend vllm-chat --dataset-path yale-nlp/MMVU -> not supported by hf dataset
case("vllm-50838-bench-throughput-vllm-chat-hf-mmvu-not-supported-by-hf-dataset",
     "https://github.com/vllm-project/vllm/issues/50838",
     "[Feature]: Enable offline benchmarking on MMVU dataset with `vllm bench throughput`\n"
     "\n"
     "I would like to benchmark multimodal VLMs such as Molmo2 on video datasets.\n"
     "\n"
     "When I run \n"
     "\n"
     "```\n"
     "vllm bench throughput \\\n"
     "    --model allenai/Molmo2-8B \\\n"
     "    --backend vllm-chat \\\n"
     "    --dataset-name hf \\\n"
     "    --dataset-path yale-nlp/MMVU \\\n"
     "```\n"
     "\n"
     "`validate_args` raises the error `ValueError: yale-nlp/MMVU is not supported by hf dataset.`:\n"
     "\n"
     "MMVU already exists as a HFDataset in `benchmarks/datasets/datasets.py`:\n"
     "\n"
     "`class MMVUDataset(HuggingFaceDataset):`\n"
     "\n"
     "According to the docs chatbot this is supported on `vllm bench serve`, could we please add it to `vllm bench "
     "throughput`?",
     "vllm_check_failed", {}, "vllm_check_failed",
     "vLLM's offline throughput benchmark (`vllm bench throughput`) checks --dataset-path against the Hugging Face "
     "datasets it supports for its backend in validate_args; yale-nlp/MMVU was supported by `vllm bench serve` (MMVU "
     "dataset class) but not yet wired into the throughput benchmark, so the release refused the path before loading "
     "the model. An unsupported-argument refusal of the benchmark CLI, not a model, GPU or memory problem.",
     "confirmed by the reporter (danjjackson, 2026-08-12: 'Thanks both for your help, can confirm that this now works!') "
     "after a maintainer (JaredforReal) took it up; MMVU support for the vllm-chat backend of `vllm bench throughput` "
     "was added on main (community PR #50849 proposing the same was closed). Fix: a vLLM build with that change, or "
     "benchmark MMVU with `vllm bench serve` against a running server",
     release=None, gpu=None, gpus=None,
     command="vllm bench throughput --model allenai/Molmo2-8B --backend vllm-chat --dataset-name hf "
             "--dataset-path yale-nlp/MMVU",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--trust-remote-code"}],
     note="Excerpt: the issue title and the description as stored, less the submission checklist; the error is quoted "
          "in the reporter's prose (no traceback was pasted). The fix-confirming comment is left out.")

# ---------------------------------------- vllm PR #52168: vllm bench throughput --backend vllm on a multimodal dataset -> Multi-modal content is not supported on backend 'vllm'; use one of []
case("vllm-pr52168-bench-throughput-backend-vllm-multimodal-not-supported-use-one-of-empty",
     "https://github.com/vllm-project/vllm/pull/52168",
     "## Purpose\n"
     "\n"
     "  `vllm bench throughput --backend vllm` crashes on any multimodal dataset (e.g. ASR/Whisper) with:\n"
     "\n"
     "  ValueError: Multi-modal content is not supported on backend 'vllm'; use one of [].",
     "vllm_check_failed", {}, "release_regression",
     "A regression in vLLM's offline throughput benchmark (from PR #50981): get_requests() computed the allow-list of "
     "multimodal-capable backends from the backend already selected (`(\"vllm-chat\",) if args.backend == "
     "\"vllm-chat\" else ()`), so with --backend vllm the list was empty and every multimodal dataset was refused, "
     "although the plain vllm backend passes multi_modal_data to LLM.generate. Not the user's dataset, GPU or memory.",
     "PR #52168 (mganczarenko, merged 2026-08-13) makes the allow-list static, (\"vllm\", \"vllm-chat\"), with a test "
     "(test_get_requests_allows_multimodal_on_plain_vllm_backend). On a build with the regression, --backend vllm-chat "
     "passes the gate; otherwise a build with #52168 or one before #50981",
     release=None, gpu=None, gpus=None,
     command="vllm bench throughput --backend vllm  (with a multimodal dataset, e.g. an ASR / Whisper one)",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the PR description's statement of the failure only (its title, the diagnosis 'Regression from "
          "#50981' and the code are left out). A fix-PR source: no user's log; see judgement call 3.")

if __name__ == "__main__":
    BATCH.write()
