"""Round-233 blind batch: vLLM launch failures reported in CHINESE, JAPANESE or KOREAN (pages corpus: CSDN, Zhihu,
Juejin, cnblogs, Qiita, Zenn, Velog, Tistory, note.com; and issues in those languages on any tracker) where the author
says what fixed it; collected by helper wild233 and NOT graded by the collector -> tests/golden/wild/<id>.json, each
marked ``"batch": "round233-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code,
and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

Look-ups: see the end of this docstring (updated with each commit).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round233-blind")
case = BATCH.case

# ---------------------------------------------- vllm-ascend: Qwen3.5-35B-A3B, --max-num-batched-tokens 65536 -> Triton MLIR error
case("github-vllm-ascend-7818-qwen35-35b-a3b-910b3-batched-tokens-65536-triton-mlir-compile",
     "https://github.com/vllm-project/vllm-ascend/issues/7818",
     "    --max-model-len 32768 \\\n"
     "    --max-num-batched-tokens 65536 \\\n"
     "\n"
     "原来--max-num-batched-tokens 32768可以正常启动，--max-num-batched-tokens 65536改成这样就启动失败了，原来2张910b3就可以跑32k，"
     "但是改成65536后，4卡或者8卡都无法跑起来，开启严格模式后，启动正常，但是调用还是报错\n"
     "\n"
     "(Worker pid=131) (Worker_TP2 pid=131) ERROR 03-30 05:12:55 [multiproc_executor.py:880] File \"/usr/local/python3.11.14/"
     "lib/python3.11/site-packages/triton/compiler/compiler.py\", line 320, in compile (Worker pid=131) (Worker_TP2 pid=131) "
     "ERROR 03-30 05:12:55 [multiproc_executor.py:880] raise MLIRCompilationError(stage_name, error_detail) (Worker pid=131) "
     "(Worker_TP2 pid=131) ERROR 03-30 05:12:55 [multiproc_executor.py:880] triton.compiler.errors.MLIRCompilationError: "
     "(Worker pid=131) (Worker_TP2 pid=131) ERROR 03-30 05:12:55 [multiproc_executor.py:880] "
     "///------------------[ERROR][Triton][BEG]------------------ (Worker pid=131) (Worker_TP2 pid=131) ERROR 03-30 05:12:55 "
     "[multiproc_executor.py:880] [ConvertLinalgRToBinary] encounters error: (Worker pid=131) (Worker_TP2 pid=131) ERROR "
     "03-30 05:12:55 [multiproc_executor.py:880] loc(\"/tmp/tmpjgcjnsw6/kernel.ttadapter.mlir\":2:1): error: Failed to run "
     "BiShengHIR pipeline",
     "torch_compile_error", {}, "torch_compile_error",
     "vllm-ascend serving Qwen3.5-35B-A3B on Ascend 910B3 NPUs (2 cards worked at 32k): raising --max-num-batched-tokens "
     "from 32768 to 65536 made a Triton-Ascend kernel fail to compile at engine start (MLIRCompilationError, "
     "'[ConvertLinalgRToBinary] ... Failed to run BiShengHIR pipeline') on 4 or 8 cards alike; not a memory shortfall. "
     "A maintainer later pointed to issue 8037 and PRs 8055/8581 (a kernel-side fix on vllm-ascend main).",
     "the author's own comment (2026-04-02): '我的问题已经临时解决了，我是因为加了这个参数导致，删除这个参数只配--max_model_len就行了 "
     "删除的参数：--max-num-batched-tokens 32768' — dropping the --max-num-batched-tokens flag and setting only "
     "--max_model_len let the server start; the lasting fix named by the maintainer is vllm-ascend main / PRs 8055 and 8581",
     release="not stated (vllm-ascend, March 2026; the maintainer's reply points at the main branch paired with vllm "
             "d886c26d)",
     gpu="Huawei Ascend 910B3 (NPU)", gpus=8,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--quantization"}],
     note="Excerpt: the two flag lines and the Chinese sentence of the issue body as the search excerpt shows them, then "
          "the pasted worker log, which the thread shows as one run-on line (the log lines are joined with spaces, as "
          "the source shows them), cut after 'Failed to run BiShengHIR pipeline' (the rest of the Triton dump is "
          "dropped). The full vllm serve command of the author is not pasted in the body (only the two flag lines), hence "
          "command None; another user's script in the thread (TP 4, --max_model_len 136000) is a different launch and "
          "not used. gpus=8: the author tried 4 and 8 cards. Kind/cause torch_compile_error is a judgement call: it is a "
          "Triton (Ascend BiSheng) kernel compile failure during engine start, triggered by the larger token budget; the "
          "author's workaround removes --max-num-batched-tokens; the maintainer calls it the same bug as issue 8037 "
          "(kernel fix). Memory flags are beside the point.")

if __name__ == "__main__":
    BATCH.write()
