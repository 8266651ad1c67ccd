"""Round-440 blind batch: vLLM start-up failures reported in the vllm-project organisation's repositories OTHER than
vllm itself (vllm-omni, vllm-ascend, tpu-inference, vllm-gaudi, vllm-spyre, vllm-metal, production-stack, aibrix, ...);
collected by helper wild440 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round440-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

DOCSTRING_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round440-blind")
case = BATCH.case

_NOT_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
            {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}]

# ---------------------------------------- vllm-omni #534: vllm 0.13.0 under an older vllm-omni -> cannot import _RUNNER_TASKS
case("vllm-omni-534-vllm-0.13-cannot-import-runner-tasks-from-vllm-config-model",
     "https://github.com/vllm-project/vllm-omni/issues/534",
     "The latest version(0.13.0) of vllm doesn't have `_RUNNER_TASKS` config, which will leading import error.\n"
     "\n"
     "```log\n"
     "vllm-omni --help\n"
     "INFO 12-30 09:35:08 [importing.py:44] Triton is installed but 0 active driver(s) found (expected 1). Disabling "
     "Triton to prevent runtime errors.\n"
     "INFO 12-30 09:35:08 [importing.py:68] Triton not installed or not compatible; certain GPU-related functions will "
     "not be available.\n"
     "W1230 09:35:08.927000 7 site-packages/torch/utils/cpp_extension.py:117] No CUDA runtime is found, using "
     "CUDA_HOME='/usr/local/cuda'\n"
     "Traceback (most recent call last):\n"
     "  File \"/usr/local/bin/vllm-omni\", line 4, in <module>\n"
     "    from vllm_omni.entrypoints.cli.main import main\n"
     "  File \"/usr/local/lib/python3.13/site-packages/vllm_omni/__init__.py\", line 23, in <module>\n"
     "    from .config import OmniModelConfig\n"
     "  File \"/usr/local/lib/python3.13/site-packages/vllm_omni/config/__init__.py\", line 5, in <module>\n"
     "    from vllm_omni.config.model import OmniModelConfig\n"
     "  File \"/usr/local/lib/python3.13/site-packages/vllm_omni/config/model.py\", line 11, in <module>\n"
     "    from vllm.config.model import (\n"
     "    ...<8 lines>...\n"
     "    )\n"
     "ImportError: cannot import name '_RUNNER_TASKS' from 'vllm.config.model' "
     "(/usr/local/lib/python3.13/site-packages/vllm/config/model.py)\n"
     "```",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "The installed vllm-omni (a release built against vLLM 0.12) imports the private name _RUNNER_TASKS from "
     "vllm.config.model, which vLLM 0.13.0 (installed alongside it, unpinned) no longer defines, so the vllm-omni CLI "
     "dies at import before any model or GPU is touched. The vLLM and vLLM-Omni versions do not match; nothing about "
     "memory, parallelism or the model.",
     "not in the stored text beyond the author's own diagnosis (the issue is closed). From the log and the project's "
     "rule (vLLM and vLLM-Omni minor versions must match): install the vLLM release the vllm-omni release was built "
     "for (0.12.x here), or a vllm-omni release made for vLLM 0.13",
     release="vLLM 0.13.0 (per the author) with an older vllm-omni (version not printed)",
     gpu=None, gpus=None, command="vllm-omni --help",
     forbidden=_NOT_MEM,
     note="Excerpt: the whole issue body as the stored chunk shows it (the author's one-line diagnosis, then the log); "
          "the trailing link to the vllm-omni source line is dropped. The log is from a machine where the CUDA runtime "
          "was not found (a container without a GPU); that is incidental, the failure is the import.")

# ---------------------------------------- vllm-omni #418: vllm-omni main with an older vLLM -> no module vllm.attention.backends.registry
case("vllm-omni-418-old-vllm-no-module-vllm-attention-backends-registry",
     "https://github.com/vllm-project/vllm-omni/issues/418",
     "`ModuleNotFoundError` happened during trying to run the offline inference examples of Qwen-Image family "
     "pipelines.\n"
     "\n"
     "**(One of the) Error Logs**:\n"
     "```bash\n"
     "INFO 12-23 03:23:15 [__init__.py:216] Automatically detected platform cuda.\n"
     "Traceback (most recent call last):\n"
     "  File \"/repos/vllm-project/vllm-omni/examples/offline_inference/image_to_image/image_edit.py\", line 64, in "
     "<module>\n"
     "    from vllm_omni.diffusion.data import DiffusionParallelConfig\n"
     "  File \"/repos/vllm-project/vllm-omni/vllm_omni/__init__.py\", line 23, in <module>\n"
     "    from .config import OmniModelConfig\n"
     "  File \"/repos/vllm-project/vllm-omni/vllm_omni/config/__init__.py\", line 5, in <module>\n"
     "    from vllm_omni.config.model import OmniModelConfig\n"
     "  File \"/repos/vllm-project/vllm-omni/vllm_omni/config/model.py\", line 9, in <module>\n"
     "    from vllm.attention.backends.registry import AttentionBackendEnum\n"
     "ModuleNotFoundError: No module named 'vllm.attention.backends.registry'\n"
     "```",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "A vllm-omni checkout from main (December 2025) run against an older installed vLLM (the platform line "
     "'[__init__.py:216] Automatically detected platform cuda' is the 0.11-era format): vllm-omni's config imports "
     "vllm.attention.backends.registry, a module the installed vLLM does not have yet, so importing vllm_omni fails. The "
     "issue's own title files it as 'vLLM version related'. A vLLM / vLLM-Omni version mismatch, not a model or memory "
     "problem.",
     "not in the stored chunk (the issue is closed). From the log and the title: install the vLLM release that the "
     "vllm-omni checkout targets (the newer one that has vllm.attention.backends.registry), or check out the vllm-omni "
     "release that matches the installed vLLM",
     release="vllm-omni main (2025-12-23) with an older vLLM (not stated; the log format points to 0.11)",
     gpu=None, gpus=None,
     command="python text_to_image.py ... / python image_edit.py ... (vllm-omni offline inference examples)",
     forbidden=_NOT_MEM,
     note="Excerpt: the bug description and the first error log as the issue body shows them (the collect_env "
          "placeholder before and the list of example commands after are dropped). An offline-example launch, not "
          "vllm serve; it dies at import, before any engine is built. The installed vLLM version is inferred from the "
          "log's format, said so in release.")

if __name__ == "__main__":
    BATCH.write()
