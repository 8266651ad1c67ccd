"""Round-507 blind batch: NO CASES. Slice: Jupyter notebooks (.ipynb) in the code corpus whose saved OUTPUT cells
hold a vLLM start-up traceback of the MEMORY family ('To serve at least one request', 'No available memory for the
cache blocks', 'CUDA out of memory', 'maximum number of tokens that can be stored in KV cache', 'Free memory on
device'); collected by helper wild507 and NOT graded -> this file writes no tests/golden/wild/<id>.json. Batch name
``round507-blind`` (empty).

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom``, tests/wild_grade.py or the test
suite, and did not read kvroom's source.

Why empty: the search tool answered 'the search budget for this session is used up; continue without it' on the
session's 34th tool call into the index (after 3 ``find_string`` and 30 ``find_files`` that answered; the tool counts ``find_files``
against the budget although the brief's 40 counts only search / find_string / read_file / fetch). Per the brief,
collecting stopped at once, before any notebook was opened (no read_file, no fetch), so no source was spent and
nothing was appended to /work/coord/USED_SOURCES.txt.

What was tried:
1. find_string with a leading double quote, hoping to catch the error as the first characters of a notebook JSON
   string (a Colab/Kaggle stderr stream line): ``"ValueError: To serve at least one request``, ``"ValueError: No
   available memory for the cache``, ``"ValueError: Free memory on device``. The leading quote is not honoured as a
   JSON-string anchor in practice: all 30 hits were .py / .go / .ts test fixtures and log classifiers quoting the
   messages (vllm-warden-style tests, sparkrun, startup_errors.py, ...), no notebook -- the same finding as rounds
   149, 166, 211, 226 and 258 (find_string reaches only a file's first 100,000 characters, and a notebook that
   installs and starts vLLM usually passes that mark before the failing cell).
2. find_files path=<notebook name> for names earlier rounds had not listed. Answered with repositories (none in
   USED_SOURCES.txt or any round file's skip list when checked, but NOT opened, so neither used nor judged; a later
   round with budget may read or fetch them):
   - inference_vllm.ipynb: junn99/connectbrick_pj, lin001126/Text2SQL-CodeQwen1.5-Finetune, ning-bao/ShowUI,
     zbr17/ShowUI, sebastianrowek/Paperspace_VLLM, y-hiroki-radiotech/llm-final-task
   - vllm-inference.ipynb: openinnovationai/oi-inference; Vllm.ipynb: vuminhtue/LLM_On_SuperPOD;
     vllm_infer.ipynb: barada02/nvidia-nemotron-model-reasoning-challenge; vLLM_inference.ipynb: Paul-Richmond/FeynTune;
     vllm_qwen.ipynb: omontes/oxcart; benchmark_vllm.ipynb: abacaj/local-code-eval; vllm_deploy.ipynb:
     cuiIRISA/qwen3-vllm-sagemaker-endpoint; vllm_practice.ipynb: Raja-Vignesh7/LLM-practice
   - vllm_quickstart.ipynb: dongukmoon/misc, mrmaheshrajput/mercor-etched-poc, saurabh1043/vllm-notebook
   - notebooks/vllm_inference.ipynb: Eros483/vllm_pytorch_trrt_experimentation_llava, Labic-ICMC-USP/glm-link-prediction,
     XplainMind/LLMindCraft, hongyingyue/Text-classification, tituslhy/OysterShell
   - test_vllm.ipynb (new beyond round 166's list): Nalan11/in-paper, odog96/vllm-ray-cluster,
     peterchenyipu/OVERTHINK_public, stanlee321/graph-rags
   - vllm_test.ipynb (new beyond round 166's list): stewart-lab/skimgpt, utndatasystems/compression-economics
   - colab_vllm.ipynb: Dawson-Petersen/Sense-and-Sensitivity, bwaldon/llms-legal-interp, mandalika-sravani/local-llm
   - no repository: vllm_kaggle.ipynb, vllm_benchmark.ipynb, vllm_offline.ipynb, vllm-demo.ipynb, serve_vllm.ipynb,
     vllm_llama.ipynb, vllm_batch_inference.ipynb, vllm-colab.ipynb, vllm_serving.ipynb, vllm_lora.ipynb,
     try_vllm.ipynb, vllm_run.ipynb, vllm_playground.ipynb, vllm_intro.ipynb, vllm_openai.ipynb
   - refused (budget used up): vllm_awq.ipynb, vllm_experiments.ipynb

Judgement calls for the lead:
1. The budget the tool enforces counted the free-looking ``find_files`` calls; a future notebook round should plan
   for that (list names with few calls, then ``fetch`` whole repositories and grep their notebook history locally,
   which round 211 found the only productive route: ~4 failed starts per ~40 notebook repositories).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round507-blind")
case = BATCH.case

BATCH.write()
