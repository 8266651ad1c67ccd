"""Round-328 blind batch: vLLM launch failures reported in RUSSIAN, SPANISH, PORTUGUESE, VIETNAMESE, TURKISH, FRENCH,
GERMAN, INDONESIAN or ARABIC (GitHub issues in any repository, and pages), searched with queries in those languages;
collected by helper wild328 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round328-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source only. Excerpts are the text as the source shows
it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

(Look-up tally, sources given up and judgement calls: see the end of this docstring, filled in at the end of the round.)
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round328-blind")
case = BATCH.case

# ------------------------------- Russian team runbook (Yandex DataSphere): Transformers 5.x under vLLM 0.6.3 -> DTensor
case("github-kondachello-hallu-smiles-datasphere-vllm0631-transformers5-cannot-import-dtensor",
     "https://github.com/Kondachello/hallu_smiles/blob/08e4ad11c1466d131050f6bbb8e20ed23a38ba1c/docs/datasphere-team-quickstart.md",
     "## 7. Карта уже встреченных ошибок\n"
     "\n"
     "| Симптом | Причина | Что делать правильно |\n"
     "|---|---|---|\n"
     "| vLLM ждёт healthcheck, а в логе `cannot import name 'DTensor'` | Resolver поставил Transformers 5.x, "
     "несовместимый с PyTorch 2.4. |",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "A research team's Yandex DataSphere GPU job (a V100 machine per the same table; vLLM pinned to 0.6.3.post1 on "
     "PyTorch 2.4) starts a vLLM OpenAI server and waits for its healthcheck; the server never came up and vllm.log "
     "showed `cannot import name 'DTensor'`: the pip resolver, given an unpinned/ranged transformers requirement, "
     "installed Transformers 5.x, which imports a torch.distributed DTensor symbol that PyTorch 2.4 does not export "
     "where Transformers 5 looks for it. Two packages at versions that do not fit; not a GPU, memory or model problem.",
     "the runbook's own row ('Что делать правильно'): 'Сохранить прямой pin `transformers==4.45.2`; не убирать его при "
     "обновлении requirements' -- pin transformers==4.45.2 exactly (kept together with vllm==0.6.3.post1, "
     "lm-format-enforcer==0.10.6 and outlines==0.0.46 elsewhere in the document), and re-run the CPU preflight that "
     "imports the same requirements before spending a GPU slot",
     release="0.6.3.post1 (pinned in the runbook)",
     gpu="Tesla V100 (the same table says 'vLLM для V100 ограничен 8 192')", gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--quantization"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the section heading, the table header and the one row about the DTensor failure, as the committed "
          "Markdown shows them; the row's third cell (the fix) is cut off, the other rows of the 'map of errors already "
          "met' are dropped. The error is quoted by the team inside a table row (no traceback), in Russian prose. It "
          "is a start-up failure: the server never passes its healthcheck. Other rows of the same table were NOT taken: "
          "'vLLM не стартует: driver/CUDA too old' carries no real error text; the `pyairports` ModuleNotFoundError, "
          "the `LogitsWarper` import error (transformers 4.57 vs lm-format-enforcer) and the lmformatenforcer "
          "AttributeError surface at the first completion / guided-JSON request, after start-up. gpus None: the "
          "number of GPUs of the DataSphere configuration is not stated in the read text. The URL is pinned to the "
          "commit read_file returned.")

if __name__ == "__main__":
    BATCH.write()
