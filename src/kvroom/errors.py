"""Typed errors. Every error kvroom raises for bad input or an unknown model is a KvroomError subclass whose
text is one line saying what is wrong and what to do. The CLI maps them to exit codes (see cli.py and README)."""

from __future__ import annotations


class KvroomError(Exception):
    """Base class; ``exit_code`` is what the CLI exits with. Its text always passes through kvroom.redact (a
    hostile Hub may echo the token into a config value the message quotes)."""

    exit_code = 2
    # kvroom's own lines under the message (e.g. the TP sizes that fit, under vLLM's exact refusal): shown by the
    # CLI, JSON and web as separate "kvroom:" lines, never part of str(), which stays the message (vLLM's text)
    hints: tuple[str, ...] = ()

    def __str__(self) -> str:
        from kvroom.redact import redact

        return redact(super().__str__())


def text_with_hints(exc: BaseException) -> str:
    """The error's text followed by its hints, each on its own "kvroom: " line (the CLI prefixes the first)."""
    from kvroom.redact import redact

    return "\nkvroom: ".join([str(exc), *(redact(h) for h in getattr(exc, "hints", ()))])


class InputError(KvroomError):
    """A flag value, file or pasted text that kvroom cannot use."""


class ConfigError(InputError):
    """A config.json (or catalog entry) that is malformed or has an unusable value; names the file and key."""


class UnknownArchitectureError(ConfigError):
    """An architecture, model_type, dtype or layer type kvroom does not model: never silently defaulted."""


class UnknownModelError(InputError):
    """A model name that is neither a local path, a catalog entry, nor reachable on the Hub."""


class HubError(KvroomError):
    """The Hugging Face Hub could not give what was asked (gated, missing, offline)."""

    exit_code = 2
