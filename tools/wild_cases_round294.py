"""Round-294 blind batch: vLLM launch failures on CONTAINERS AND PLATFORMS (Docker / Podman / Singularity /
Apptainer, Kubernetes and OpenShift: /dev/shm, read-only filesystems, non-root users, HF cache permissions,
HF_HUB_OFFLINE, proxies; cloud notebooks; WSL2), start-up failures memory or not, from any tracker or the pages
corpus; collected by helper wild294 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round294-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code,
and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

LOOKUPS_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round294-blind")
case = BATCH.case

_NON_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}]

# ------------------------------------ vllm#15174: v0.8.1 image, non-root user, uv's python under /root unreadable
case("vllm-15174-v081-image-nonroot-uid1000-libpython-under-root-permission-denied",
     "https://github.com/vllm-project/vllm/issues/15174",
     "I see a related issue when using v0.8.1 in regular docker. I extend the existing docker image to create a "
     "non-root user:\n"
     "```bash\n"
     "groupadd -g 1000 -r vllm && useradd -u 1000 -r -g vllm vllm\n"
     "```\n"
     "and can start the image with `--entrypoint /bin/bash`, which shows:\n"
     "```bash\n"
     "vllm@8325e401608b:/vllm-workspace$ echo $PATH\n"
     "/opt/venv/bin:/root/.local/bin:/usr/local/nvidia/bin:/usr/local/cuda/bin:/usr/local/sbin:/usr/local/bin:"
     "/usr/sbin:/usr/bin:/sbin:/bin\n"
     "vllm@8325e401608b:/vllm-workspace$ which python\n"
     "vllm@8325e401608b:/vllm-workspace$ which python3\n"
     "vllm@8325e401608b:/vllm-workspace$ which python3.12\n"
     "vllm@8325e401608b:/vllm-workspace$ \n"
     "```\n"
     "\n"
     "and when I try starting vLLM with this docker image, I get the following error:\n"
     "`python3: error while loading shared libraries: /root/.local/share/uv/python/cpython-3.12.9-linux-x86_64-gnu/"
     "bin/../lib/libpython3.12.so.1.0: cannot open shared object file: Permission denied`",
     None, {}, "container_runtime_incompatible",
     "The vllm/vllm-openai:v0.8.1 image (the first releases built with uv) installs its Python interpreter with "
     "`uv python install` as root, so /opt/venv/bin/python3 is a symlink into /root/.local/share/uv/python/...; the "
     "commenter extended the image with a non-root user (uid 1000) and ran as that user, who cannot traverse /root, "
     "so python3 cannot even load libpython3.12.so and vLLM never starts. Nothing about GPU, memory or the model.",
     "the commenter's own workaround (same day): 'I managed to work around this by changing the owner of `/opt/venv` "
     "and `/root` to my runtime user (`1000:1000`) with something like: chown -R 1000:1000 /opt/venv /root'; a "
     "maintainer later says in vllm#16402 that the image problem 'is only fixed in v0.8.2 or above' (the Python "
     "install moved out of /root)",
     release="0.8.1 (vllm/vllm-openai:v0.8.1, extended with a non-root user)",
     gpu=None, gpus=None,
     command=None,
     forbidden=_NON_MEMORY + [{"flag": "--enforce-eager"}, {"flag": "--trust-remote-code"}],
     note="Excerpt: the first comment of cchadowitz in the thread (the issue itself, 'missing python inside the "
          "container v0.8.1', is a related report by another user whose body the search excerpt did not show), as "
          "the stored excerpt shows it; the second comment (the chown workaround) left out. Kind None: the failing "
          "line is the dynamic loader's, printed before any vLLM code runs. Cause container_runtime_incompatible as "
          "the nearest label (the image cannot run under a non-root user); earlier rounds put HOME/cache permission "
          "failures under unrecognized, which is the alternative. gpus None: not stated.")

if __name__ == "__main__":
    BATCH.write()
