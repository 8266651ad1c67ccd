"""Round-295 blind batch: vLLM launch failures on OTHER ACCELERATORS and their plugins (Google TPU / tpu-inference,
AWS Neuron (Inferentia/Trainium, vllm-neuron, NxDI), Ascend outside vllm-ascend's tracker, IBM Spyre, Apple Metal,
Chinese-vendor forks), found in the ``issues`` corpus; collected by helper wild295 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round295-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

(look-ups, sources given up and judgement calls: filled in at the end of the round)
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round295-blind")
case = BATCH.case

# ------------------------------------------ AWS Neuron (NxDI): Llama-3.2-3B, neuronx-cc TEN404 'Too many strides!'
case("aws-neuron-sdk-1120-nxdi-llama32-3b-neuronx-cc-ten404-too-many-strides",
     "https://github.com/aws-neuron/aws-neuron-sdk/issues/1120",
     ".......root = neuronxcc/starfish/penguin/targets/codegen/BirCodeGenLoop.py\n"
     "root = neuronxcc/starfish/penguin/targets/codegen\n"
     "root = neuronxcc/starfish/penguin/targets\n"
     "root = neuronxcc/starfish/penguin\n"
     "root = neuronxcc/starfish\n"
     "\n"
     "[TEN404] (_sine.127) Internal tensorizer error: BirCodeGenLoop:Too many strides! "
     "{{{{0,+,1}[64],+,0}[2],+,64}[2],+,0}[2] - Please open a support ticket at "
     "https://github.com/aws-neuron/aws-neuron-sdk/issues/new. You may also be able to obtain more information using "
     "the 'XLA_IR_DEBUG' and 'XLA_HLO_DEBUG' environment variables.\n"
     "Traceback (most recent call last):\n"
     "  File \"/home/ubuntu/upstreaming-to-vllm/benchmarks/benchmark_latency.py\", line 269, in <module>\n"
     "    main(args)\n"
     "  File \"/home/ubuntu/upstreaming-to-vllm/benchmarks/benchmark_latency.py\", line 28, in main\n"
     "    llm = LLM(\n"
     "  File \"/home/ubuntu/upstreaming-to-vllm/vllm/entrypoints/llm.py\", line 214, in __init__\n"
     "    self.llm_engine = LLMEngine.from_engine_args(",
     "torch_compile_error", {}, "torch_compile_error",
     "Benchmarking vLLM on NxD Inference (AWS's v0.6.x-neuron vLLM branch, 'upstreaming-to-vllm'): Llama-3.1-8B and "
     "Llama-3.2-1B worked, but Llama-3.2-3B failed while the Neuron compiler (neuronx-cc) built the model at LLM(...) "
     "start: an internal tensorizer error TEN404 'BirCodeGenLoop:Too many strides!' on the rotary-embedding sine op "
     "(_sine.127). An AWS engineer reproduced it on inf2.8xlarge with max_model_len=1024, block_size=1024, "
     "tensor_parallel_size=2 (it worked on trn1.32xlarge with TP 32). A compiler bug, not a memory or config error of "
     "the user; fixed in Neuron SDK release 2.23.",
     "maintainer (aws-yyjau, 2025-05-21): 'This should be fixed with the latest release (2.23)' — upgrade the Neuron "
     "SDK (neuronx-cc) to 2.23",
     release="AWS fork, v0.6.x-neuron branch of aws-neuron/upstreaming-to-vllm (Neuron SDK before 2.23, March 2025)",
     gpu="AWS Neuron (Inferentia2/Trainium; the reporter's instance is not named in what was seen; reproduced on "
         "inf2.8xlarge)",
     gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype"}, {"flag": "--quantization"},
                {"flag": "--cpu-offload-gb"}],
     note="Excerpt: the tail of the issue body as the search excerpt shows it (compiler path lines, the TEN404 line, "
          "the head of the Python traceback), cut after 'LLMEngine.from_engine_args('. The benchmark command line is "
          "not shown, hence command None and gpus None. Kind/cause torch_compile_error is a judgement call: no Neuron "
          "compiler label exists; this is a graph compiler (neuronx-cc) internal error during engine build, fixed by "
          "a compiler release; dependency_version_mismatch would also be defensible (fix = newer SDK). Memory flags "
          "are beside the point; TP and max-model-len are not marked wrong because the maintainer's repro notes that "
          "TP 32 on trn1 worked.")

if __name__ == "__main__":
    BATCH.write()
