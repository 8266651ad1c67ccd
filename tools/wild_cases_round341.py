"""Round-341 blind batch: vLLM start-up failures around the MODEL REPOSITORY (tokenizer / processor / chat-template
loading errors, Hugging Face Hub download or authentication errors: gated repos, 401/403, offline mode and
HF_HUB_OFFLINE; trust_remote_code; missing or malformed config.json / safetensors index), from vLLM's tracker and the
trackers of projects that start vLLM (issues corpus); collected by helper wild341 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round341-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

LOOKUPS_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round341-blind")
case = BATCH.case

# ---------------------------------------------- rh-ai-quickstart/ai-virtual-agent #200: KServe vLLM pod, gated Llama-3.1-8B, 403
case("rh-ai-virtual-agent-200-kserve-vllm-llama31-8b-gated-403-not-in-authorized-list",
     "https://github.com/rh-ai-quickstart/ai-virtual-agent/issues/200",
     "Once issuing:\n"
     "\n"
     "make install \\\n"
     "  NAMESPACE=ai-virtual-agent \\\n"
     "  LLM=llama-3-1-8b-instruct \\\n"
     "  LLM_TOLERATION=\"nvidia.com/gpu\"\n"
     "\n"
     "we can't get Llama-3.1-8B-Instruct without permissions\n"
     "\n"
     "pod llama-3-1-8b-instruct-predictor-xxxxx crashlooping with \n"
     "\n"
     "(APIServer pid=1) requests.exceptions.HTTPError: 403 Client Error: Forbidden for url: "
     "https://huggingface.co/meta-llama/Llama-3.1-8B-Instruct/resolve/main/config.json\n"
     "\n"
     "when we go to https://huggingface.co/meta-llama/Llama-3.1-8B-Instruct/resolve/main/config.json it shows:\n"
     "\n"
     "Access to model meta-llama/Llama-3.1-8B-Instruct is restricted and you are not in the authorized list. "
     "Visit https://huggingface.co/meta-llama/Llama-3.1-8B-Instruct to ask for access.",
     "hub_access_denied", {}, "hub_access_denied",
     "A Red Hat AI quickstart (ai-virtual-agent) deploys the LLM as a KServe/OpenShift predictor pod running vLLM; the "
     "pod's vLLM API server fetched config.json of the gated meta-llama/Llama-3.1-8B-Instruct from the Hub with a token "
     "whose account had not accepted Meta's Llama 3.1 community licence (not in the repo's authorized list), so the Hub "
     "answered 403 and the pod crash-looped before any GPU work.",
     "the author's own follow-up: 'this will not work without accepting 'LLAMA 3.1 COMMUNITY LICENSE AGREEMENT' at "
     "https://huggingface.co/meta-llama/Llama-3.1-8B-Instruct' -- after requesting access the page said 'Your request to "
     "access model meta-llama/Llama-3.1-8B-Instruct is awaiting a review from the repo authors', and 'after a while' "
     "config.json was served (access granted)",
     release="not stated (the quickstart's vLLM serving runtime, February 2026)", gpu="not stated (an nvidia.com/gpu node)",
     gpus=None, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--dtype"}, {"flag": "--quantization"},
                {"flag": "--trust-remote-code"}],
     note="excerpt is the issue description as stored (make command, the pod's error line, the Hub's message on the "
          "url); the author's follow-up comment with the licence/access fix left out. The failing vllm command line "
          "is not shown (the chart builds it), so command is None. kind/cause hub_access_denied: the 403 'not in the "
          "authorized list' is a gated-repo licence not accepted, not a missing token.")

if __name__ == "__main__":
    BATCH.write()
