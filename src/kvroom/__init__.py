"""kvroom: will vLLM start, and with what max_model_len? vLLM's own KV-cache arithmetic, release by release."""

__version__ = "0.1.0"
