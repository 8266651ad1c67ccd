"""Round-225 blind batch: ENVIRONMENT failures of a vLLM launch (not memory) quoted in files committed to GitHub
repositories (logs, notes, READMEs, notebooks, Dockerfile comments), each kept only where the same repository shows
what fixed it; collected by helper wild225 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round225-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the test
suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause, fixes that
would be wrong for that user) was written from the committed files only. Excerpts are the text as the file shows it;
where lines in between were dropped the note says so; the authors' fix lines are left out of the excerpt.

LOOKUPS_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round225-blind")
case = BATCH.case

NON_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}]

# ------------------------------------------- GKE L4: upstream image cannot see the driver libraries GKE mounts
case("github-seans3-k8s-ai-gke-l4-gemma3-1b-vllm-openai-latest-failed-to-infer-device-type",
     "https://github.com/seans3/k8s-ai/blob/11bdc02563a03db1b00f613aad7ad351b4db68f3/vllm-gpu/local-model/README.md",
     "### Part 3: The Persistent Disk Caching Solution (SUCCESS)\n"
     "...\n"
     "*   **Problem 2: `Failed to infer device type`:** The `vllm/vllm-openai:latest` container image failed to start, "
     "throwing a `RuntimeError`.",
     "no_gpu_visible", {}, "no_gpu_visible",
     "A GKE Standard cluster with an NVIDIA L4 node pool (nodeSelector cloud.google.com/gke-accelerator: nvidia-l4) "
     "serving gemma-3-1b-it from a persistent disk: GKE's device plugin mounts the NVIDIA driver libraries under "
     "/usr/local/nvidia/lib64, which is not on the upstream vllm/vllm-openai image's library path, so inside the pod "
     "torch found no CUDA driver, vLLM detected no platform and DeviceConfig raised 'Failed to infer device type'. "
     "Not the model, not the image tag as such, not memory.",
     "first (this README, Sept 2025) the author swapped images (a vllm/vllm-openai:v0.4.0 tag, then Vertex AI's "
     "pytorch-vllm-serve:20250312_0916_RC01, which carries its own library path); the lasting fix is in the same "
     "repository's later commits 9f5bee4 (2025-10-22, local-model/vllm-deployment.yaml) and 4e26661 (2025-10-28, "
     "'Updated vLLM container image to latest', all deployments): back to the upstream image (vllm/vllm-openai:v0.11.0, "
     "then :latest) with env LD_LIBRARY_PATH=/usr/local/nvidia/lib64:/usr/local/cuda/lib64, and the pods served",
     release="not stated (vllm/vllm-openai:latest of September 2025)", gpu="NVIDIA L4 (24 GB), GKE node", gpus=1,
     command="python -m vllm.entrypoints.openai.api_server --model=/models/gemma-3-1b-it --max-model-len=4096 "
             "(the deployment's command/args at 11bdc02; the image at the time of the failure was vllm/vllm-openai:latest)",
     forbidden=NON_MEMORY + [{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--dtype"}],
     note="The README's 'Troubleshooting Friction Log': the Part 3 heading and the Problem 2 line as committed; the "
          "Action and Problem 1 lines between them are dropped ('...'), and the Fix line under Problem 2 is left out. "
          "The error is the author's retelling in one line (no pasted traceback). Judgement call on the cause: the "
          "README itself credits an image-tag switch; the repository's later deployments (commits 9f5bee4 and 4e26661) "
          "return to the upstream image and add only LD_LIBRARY_PATH=/usr/local/nvidia/lib64:..., the known GKE "
          "requirement, so the cause recorded is the driver libraries not visible to vLLM (no_gpu_visible, as earlier "
          "rounds label a container that cannot see the driver). The command is from the deployment yaml at 11bdc02 "
          "with the image as the friction log names it.")

if __name__ == "__main__":
    BATCH.write()
