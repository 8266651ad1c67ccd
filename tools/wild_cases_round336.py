"""Round-336 blind batch: vLLM start-up failures on Windows (native), WSL2 and macOS (Apple silicon, vllm-metal), and in
Google Colab / Kaggle notebooks, from the ``issues`` and ``pages`` corpora; collected by helper wild336 and NOT graded by
the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round336-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

Look-ups: 30 charged before the search service answered that this session's search budget was used up (the brief
allowed 45; two further ``search`` calls were refused with that message). 29 ``search`` (26 corpus=issues, 3
corpus=pages) and 1 ``read_file`` (which found no stored file: issue threads are not files in the index); no
find_string, find_files or fetch. Issue threads can only be seen through search excerpts (one or two turns each), so
several candidates could not be completed. **6 cases**, all non-memory: the slice, as the corpus holds it, is mostly
native-Windows import failures; the WSL2 / Colab / Kaggle memory failures it turned up were already in
USED_SOURCES.txt.

Sources given up (for the lead, not cases):
- Already used (grep -F on USED_SOURCES.txt): noonghunna/club-3090 #32; syv-ai/qwen38-27b-rtx3090 #1, #2;
  Alex8791-cyber/cognithor PR 318; TheTom/vllm-swift #10; BatsResearch/bonito #22; vllm #10439, #17939, #15286,
  #25837 (a 4 GiB GPU, 3.22/4.0 free at 0.9), #54652 (WSL2 UVA not available); substratusai/vllm-docker #37;
  vllm-metal #16 (and #59, #398, #505, #755 listed there).
- Fix found but no error text reachable: vllm #12426 (vLLM on an M4 MacBook Pro; mgoin: 'Try without
  --tensor-parallel-size 2, that isn't supported on CPU', the author: 'Removing --tensor-parallel-size 2 solved the
  problem') - three searches never surfaced the failing log, only the env dump and the two comments.
- Error text but no fix, or the fix not reachable: vllm #7655 (OOM in WSL; only turn 4's traceback head surfaced),
  #18362 (Apple silicon, c10d TCP client failures, open), #11863 (MQLLMEngine error on M4 Pro, fails on request, not
  at start), #19645 (macOS V1, fails on request), #17618 (Colab LLM(..., dtype='bfloat16'), root cause not pasted),
  #19077 (WSL2 'CUDA error: unknown error', TP 2, open), #29482 (DeepSeek-OCR segfault in torch.compile on WSL2,
  closed stale), #44732 (RTX 5090 laptop + WSL2, EngineCore never handshakes, stale), #14813 (native Windows uvloop,
  closed stale with no answer reached), #52029 (opt-125m v0.27.1, root cause not shown); vllm #1393 and
  lm-sys/FastChat #2490 (two T4s, Ray bus error, no fix); zai-org/GLM-OCR #231 (WSL2 segfault, body cut off);
  ARahim3/kaggle-tpu-lab #7 (the author could not paste the EngineCore root cause); syv-ai/qwen38-27b-rtx3090 #26
  (WSL2 Marlin 'device not ready', no resolution reached); bojieli/ai-agent-book #436 (native Windows, error text
  not in the excerpt); SystemPanic/vllm-windows #65 (uvloop via dp_supervisor in the Windows fork 0.22.1, fix not
  reached); studio-dots-ai/dots.ocr #135 (a commenter's 'DLL load failed while importing _C', no fix);
  vllm-project/vllm-metal #58 (server starts, curl from the LAN times out; no failure log).
- Out of scope: instructlab #3274 / #2254 / #1512 (llama-cpp backend or missing model file, not vLLM);
  SakanaAI/self-adaptive-llms #11 and BerriAI/litellm #15036 (pip build failures on macOS, not a launch); vllm #1906,
  #3425, #5631 (screenshots only); MinerU #4265 (two T4s, only the head of the log surfaced).
- Pages corpus: three searches (Colab T4 bf16, Kaggle T4, WSL2 tutorials) returned only AI-written explainers
  (theneuralbase, leeroopedia, runaihome / its dev.to mirror, taourl) and gitcode retellings; none shows a user's own
  failing launch with its fix. None taken.

Judgement calls for the lead (each case's ``note`` says more):
1. Two cases are native-Windows launches that die on ``import uvloop`` (ModuleNotFoundError: No module named
   'uvloop') before any engine code runs. No existing label fits a missing third-party module that does not exist
   on the platform, so they carry the new kind ``dependency_missing``; the cause is ``platform_unsupported`` (vLLM
   on native Windows; the zai-org maintainer points to WSL / docker / sglang) for Open-AutoGLM #54, and
   ``release_regression`` for SystemPanic/vllm-windows #45, where the Windows fork itself is meant to run natively
   and its maintainer answered 'Fixed' (a fork release that imported uvloop directly).
2. microsoft/fara #29 (``No module named 'vllm.entrypoints'`` from a global Python 3.13 vllm.exe on Windows) is also
   given ``dependency_missing`` / ``platform_unsupported``: the maintainer's answer is the project's new Windows
   instructions, not a vLLM flag.
3. Orpheus-TTS #264 is a bare ``No module named 'vllm._C'`` on Windows, labelled like the earlier Windows vllm._C
   cases (vllm_extension_import_failed / vllm_extension_missing); the fix is a commenter quoting vLLM's docs (WSL or
   the community fork), not a maintainer.
4. noonghunna/club-3090 #60's excerpt is the maintainer's one-line retelling of the user's trace (Marlin repack ->
   'CUDA driver error: out of memory' on WSL2 right after weights load); the fix is the maintainer's two suggestions
   (PYTORCH_CUDA_ALLOC_CONF=expandable_segments:False, else the older image the user said works); whether either
   worked is not in the excerpt reached.
5. MeetKai/functionary #305 has the error only in the user's prose (two messages quoted inline), not a pasted log.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round336-blind")
case = BATCH.case

MEM_FLAGS = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
             {"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--enforce-eager"}]

# ------------------------------------------------ zai-org/Open-AutoGLM: native Windows, api_server dies on import uvloop
case("github-open-autoglm-54-native-windows-autoglm-phone-9b-no-module-uvloop",
     "https://github.com/zai-org/Open-AutoGLM/issues/54",
     "(glm) PS D:\\Open-AutoGLM> python -m vllm.entrypoints.openai.api_server --served-model-name autoglm-phone-9b "
     "--allowed-local-media-path D:/ --mm-encoder-tp-mode data --mm_processor_cache_type shm --mm_processor_kwargs "
     "\"{\\\"max_pixels\\\":5000000}\" --max-model-len 25480 --chat-template-content-format string --limit-mm-per-prompt "
     "\"{\\\"image\\\":10}\" --model D:/Open-AutoGLM/model --port 8000\n"
     "Traceback (most recent call last):\n"
     "  File \"<frozen runpy>\", line 198, in _run_module_as_main\n"
     "  File \"<frozen runpy>\", line 88, in _run_code\n"
     "  File \"D:\\anaconda3\\envs\\glm\\Lib\\site-packages\\vllm\\entrypoints\\openai\\api_server.py\", line 26, in <module>\n"
     "    import uvloop\n"
     "ModuleNotFoundError: No module named 'uvloop'",
     "dependency_missing", {}, "platform_unsupported",
     "The user ran the AutoGLM-Phone-9B vLLM server from PowerShell on native Windows (an Anaconda env on D:). vLLM's "
     "OpenAI api_server imports uvloop at module load; uvloop has no Windows build, so the launch dies before any "
     "model or GPU code runs. The title says it: 'win上不支持vllm，并且报错uvloop，这个模块是只有linux上有' (vLLM is not "
     "supported on Windows; uvloop exists only on Linux). Not a memory or flag problem.",
     "maintainer zRzRzRzRzRzRzR (2025-12-11): '尝试使用wsl或用sglang部署一下，docker也行' (try WSL, or deploy with "
     "sglang; docker works too); another commenter: '用WSL环境试试呢？' (try a WSL environment). The issue is open; the "
     "author's confirmation is not in the thread as reached.",
     release="not stated (December 2025; vllm.entrypoints.openai.api_server imports uvloop at line 26)",
     gpu="not stated", gpus=None,
     command="python -m vllm.entrypoints.openai.api_server --served-model-name autoglm-phone-9b "
             "--allowed-local-media-path D:/ --mm-encoder-tp-mode data --mm_processor_cache_type shm "
             "--mm_processor_kwargs \"{\\\"max_pixels\\\":5000000}\" --max-model-len 25480 "
             "--chat-template-content-format string --limit-mm-per-prompt \"{\\\"image\\\":10}\" "
             "--model D:/Open-AutoGLM/model --port 8000",
     forbidden=MEM_FLAGS + [{"flag": "--dtype"}],
     note="Excerpt: the issue body as posted, whole (the PowerShell prompt line with the command, the traceback, the "
          "closing prompt line dropped). New labels: kind dependency_missing (a third-party module vLLM imports is "
          "not installable on this OS; no existing kind fits) and cause platform_unsupported (native Windows). "
          "--max-model-len 25480 is the project's recipe value and irrelevant to the failure; every memory/engine flag "
          "is marked wrong because nothing past the import ran.")

# ------------------------------------------ SystemPanic/vllm-windows: the Windows fork's CLI imports uvloop directly
case("github-vllm-windows-45-fork-cli-launch-import-uvloop-module-not-found",
     "https://github.com/SystemPanic/vllm-windows/issues/45",
     "I installed your release on supported versions of Torch, CUDA etc. and got this when running vLLM:\n"
     "I am also told I cannot install uvloop on Windows....\n"
     "\n"
     "Traceback (most recent call last):\n"
     "  File \"<frozen runpy>\", line 198, in _run_module_as_main\n"
     "  File \"<frozen runpy>\", line 88, in _run_code\n"
     "  File \"K:\\miniconda3\\envs\\vllm\\Scripts\\vllm.exe\\__main__.py\", line 5, in <module>\n"
     "  File \"K:\\miniconda3\\envs\\vllm\\Lib\\site-packages\\vllm\\entrypoints\\cli\\main.py\", line 19, in main\n"
     "    import vllm.entrypoints.cli.launch\n"
     "  File \"K:\\miniconda3\\envs\\vllm\\Lib\\site-packages\\vllm\\entrypoints\\cli\\launch.py\", line 6, in <module>\n"
     "    import uvloop\n"
     "ModuleNotFoundError: No module named 'uvloop'",
     "dependency_missing", {}, "release_regression",
     "The user installed a release of SystemPanic's community Windows build of vLLM (meant to run natively on Windows, "
     "where it substitutes winloop for uvloop) into a Miniconda env and ran the vllm CLI: the release's "
     "vllm/entrypoints/cli/launch.py still imported uvloop directly, which cannot be installed on Windows, so the CLI "
     "died on import. A packaging bug in that fork release, fixed by its maintainer; not the user's setup.",
     "the fork's maintainer SystemPanic (2026-03-11): 'Fixed' (issue closed) - i.e. a corrected vllm-windows release; "
     "nothing for the user to change in flags",
     release="a SystemPanic/vllm-windows release current in March 2026 (version not stated)",
     gpu="not stated", gpus=None,
     command=None,
     forbidden=MEM_FLAGS + [{"flag": "--dtype"}],
     note="Excerpt: the issue's 'Your current environment' text and traceback as posted; the template's 'How would you "
          "like to use vllm' section dropped. Command None: the user only says 'when running vLLM' (the trace starts at "
          "vllm.exe's main). Kind dependency_missing is a new label (see the docstring); cause release_regression is "
          "a judgement call: on this fork native Windows is the supported platform, and the maintainer fixed it in "
          "the package. A sibling report on the same fork (#65, uvloop imported by dp_supervisor.py in 0.22.1) was not "
          "completed and is not a case.")

# ------------------------------------------------------ canopyai/Orpheus-TTS: vllm._C missing on native Windows
case("github-orpheus-tts-264-native-windows-no-module-vllm-c",
     "https://github.com/canopyai/Orpheus-TTS/issues/264",
     "ModuleNotFoundError: No module named 'vllm._C'",
     "vllm_extension_import_failed", {}, "vllm_extension_missing",
     "Orpheus-TTS (which runs its model through vLLM) on Windows: the pip-installed vllm package has no compiled "
     "vllm._C extension for Windows, so importing vLLM fails ('Doesnt work on Windows', the issue title). vLLM does "
     "not support native Windows.",
     "commenter sir49 (2025-11-28), quoting vLLM's GPU install docs: 'vLLM does not support Windows natively. To run "
     "vLLM on Windows, you can use the Windows Subsystem for Linux (WSL) with a compatible Linux distribution, or use "
     "some community-maintained forks, e.g. https://github.com/SystemPanic/vllm-windows.' (no maintainer reply; the "
     "issue is open)",
     release="not stated (July 2025)",
     gpu="not stated", gpus=None,
     command=None,
     forbidden=MEM_FLAGS + [{"flag": "--dtype"}],
     note="Excerpt: the whole issue body, a single line. Labelled like the earlier Windows vllm._C cases "
          "(index-tts-vllm-6-windows-no-module-vllm-c). The fix is a third party quoting the docs, not a maintainer "
          "or the author; the lead may weigh it lower.")

# ------------------------------------------ microsoft/fara: Windows 11, vllm.exe cannot import vllm.entrypoints
case("github-fara-29-windows11-python313-vllm-serve-no-module-vllm-entrypoints",
     "https://github.com/microsoft/fara/issues/29",
     "$ vllm serve \"microsoft/Fara-7B\" --port 5000 --dtype auto\n"
     "Traceback (most recent call last):\n"
     "  File \"<frozen runpy>\", line 198, in _run_module_as_main\n"
     "  File \"<frozen runpy>\", line 88, in _run_code\n"
     "  File \"C:\\Users\\Savel\\AppData\\Local\\Programs\\Python\\Python313\\Scripts\\vllm.exe\\__main__.py\", line 2, in <module>\n"
     "    from vllm.entrypoints.cli.main import main\n"
     "ModuleNotFoundError: No module named 'vllm.entrypoints'\n"
     "(.venv)",
     "dependency_missing", {}, "platform_unsupported",
     "Following Fara's installation guide on native Windows 11 x64, the user ran `vllm serve microsoft/Fara-7B`: the "
     "vllm.exe that ran was the global Python 3.13 one (not the .venv's), and its vllm package could not even import "
     "vllm.entrypoints - a broken/partial vLLM install on native Windows, which vLLM does not support. The user also "
     "notes the guide's venv/bin folder does not exist (a Linux path). The maintainer tracked the Windows problems in "
     "fara #32 ('Fix Windows support for vllm model serving or alternative') and rewrote the Windows instructions.",
     "maintainer husseinmozannar (2025-12-03): 'Please try the new instructions for Windows here [windows install "
     "instructions](https://github.com/microsoft/fara?tab=readme-ov-file#windows), thank you for your patience'",
     release="not stated (November 2025, pip install on Python 3.13)",
     gpu="not stated", gpus=None,
     command="vllm serve \"microsoft/Fara-7B\" --port 5000 --dtype auto",
     forbidden=MEM_FLAGS + [{"flag": "--dtype", "value": "half"}, {"flag": "--dtype", "value": "float16"}],
     note="Excerpt: the issue body's command line and traceback as posted (the closing '(.venv)' kept, the author's "
          "sentence about the missing venv/bin folder dropped). Kind dependency_missing / cause platform_unsupported "
          "are new labels (see the docstring); vllm_extension_missing was considered but the failing import is vLLM's "
          "own Python package, not its compiled _C. A sibling report in the same repo (#28, 'No module named "
          "vllm._C' from the .venv on Windows 11) is the same platform problem and was not made a second case.")

# ----------------------------------------- noonghunna/club-3090: WSL2 RTX 3090, Marlin repack OOM after weights load
case("github-club-3090-60-wsl2-driver-591-marlin-repack-cuda-driver-oom",
     "https://github.com/noonghunna/club-3090/issues/60",
     "1. **The failure is exactly the Marlin repack OOM** that PR #84 was supposed to fix (`marlin.py:99 transform_w_q "
     "→ gptq_marlin_repack → CUDA driver error: out of memory`, immediately after weight load completes). Same call "
     "site as easel's case.\n"
     "2. **The PR #84 workaround doesn't help on your driver**. easel's was 596.36, yours is 591.86 — same WSL2 "
     "environment, different driver versions, only one responds to `expandable_segments:False`.",
     "oom_loading", {}, "allocator_config_incompatible",
     "club-3090's vLLM container (vllm-qwen36-27b, a 4-bit Marlin-quantized Qwen3.6-27B on a 24 GB RTX 3090) under "
     "Docker on WSL2: right after the weights finish loading, Marlin's weight repack (gptq_marlin_repack) fails with "
     "'CUDA driver error: out of memory'. The maintainer calls it a driver-version-sensitive WSL2 regression: the "
     "expandable_segments allocator interacts badly with the WSL2 driver (591.86 here; 596.36 responded to "
     "expandable_segments:False); an older image worked for the user. Not a KV-cache or utilization problem.",
     "maintainer noonghunna (2026-05-07): '1. Sanity check the env var actually got applied ... easiest fix is to pass "
     "it directly: PYTORCH_CUDA_ALLOC_CONF=expandable_segments:False bash scripts/launch.sh --variant vllm/minimal "
     "--no-preflight --no-verify'; '2. If env var DID apply but still fails — pin the older working image' (the user "
     "had said 'the previous image works for me'). Which of the two settled it is not in the excerpt reached; the "
     "issue is closed.",
     release="club-3090's vLLM image of early May 2026 (tag not stated); the previous image worked",
     gpu="NVIDIA GeForce RTX 3090 (24 GB), Windows host driver 591.86, WSL2 + Docker", gpus=1,
     command=None,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--kv-cache-dtype"},
                {"flag": "--max-num-seqs"}],
     note="Excerpt: the maintainer's diagnosis comment, items 1 and 2 as written - his one-line retelling of the "
          "user's trace (marlin.py:99 transform_w_q -> gptq_marlin_repack -> CUDA driver error: out of memory), since "
          "the user's own trace did not surface in the search excerpts; his two fixes (sections '## 1.' and '## 2.') "
          "are left out. No numbers printed besides driver versions and PR #84. Kind oom_loading (OOM at the "
          "post-load weight processing); cause allocator_config_incompatible is a judgement call from the "
          "maintainer's words (the expandable_segments default vs the WSL2 driver); the other reading is "
          "release_regression (an older image works). The model and quant are inferred from the container name in "
          "the comment (vllm-qwen36-27b) and the Marlin path. Lowering utilization or context is not what the "
          "maintainer proposes but is not marked wrong, since the failure is an allocation.")

# ------------------------------------------------ MeetKai/functionary: functionary's vLLM server on native Windows
case("github-functionary-305-native-windows-v4r-small-no-module-uvloop",
     "https://github.com/MeetKai/functionary/issues/305",
     "Is there any method to run \"functionary-v4r-small-preview\" on windows? \n"
     "When i try to run according guide i get this error 'ModuleNotFoundError: No module named 'uvloop' and when i "
     "try to install this library i see this sad message \"RuntimeError: uvloop does not support Windows at the "
     "moment\".",
     "dependency_missing", {}, "platform_unsupported",
     "The user followed functionary's guide to serve functionary-v4r-small-preview on native Windows; the server "
     "(vLLM-based) fails to start with ModuleNotFoundError: No module named 'uvloop', and uvloop cannot be installed "
     "on Windows. vLLM (and sglang) do not run on native Windows.",
     "maintainer sarahlmk (2025-02-11): 'currently running functionary server using vllm or sglang on Windows is not "
     "supported. Both have Windows compatibility issues as mentioned in [sglang issue] and vllm [issue](...vllm/"
     "issues/12858). If you want to run it on Windows, you can use WSL (Windows Subsystem for Linux) instead.'",
     release="not stated (January 2025)",
     gpu="not stated", gpus=None,
     command=None,
     forbidden=MEM_FLAGS + [{"flag": "--dtype"}],
     note="Excerpt: the whole issue body; the two error messages are quoted inline in the user's prose, not pasted "
          "as a log (kept as written, including the unbalanced quote). New labels as in the Open-AutoGLM case. "
          "Command None: 'according guide' (functionary's server_vllm.py launch) is not shown.")

if __name__ == "__main__":
    BATCH.write()
