"""Shell completion scripts (bash, zsh, fish) generated from kvroom's argparse parser. Returns strings.

Walks the parser: subcommands, each one's flags and the choices of flags that have them. No extra dependency
and nothing to keep in sync by hand: a new flag appears in the script the next time it is printed. ``--gpu``
completes the GPU catalog's names (kvroom.gpus) and a MODEL argument (or ``--model``) the embedded catalog's
ids (kvroom.sources.catalog), read when the script is printed.
"""

from __future__ import annotations

import argparse
import re


def _commands(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            helps = {choice.dest: choice.help for choice in action._choices_actions}
            for name, sub in action.choices.items():
                sub._kvroom_help = helps.get(name) or ""  # type: ignore[attr-defined]
            return dict(action.choices)
    return {}


_WORD_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9._/-]*")  # one shell word with nothing to quote


def catalog_words() -> dict[str, list[str]]:
    """Completion words by argument name: "gpu" (each card's name and its one-word aliases) and "model" (the
    embedded catalog's ids). Only words a shell needs no quoting for."""
    from kvroom.gpus import load_catalog
    from kvroom.sources.catalog import list_models

    gpus: list[str] = []
    for card in load_catalog():
        for name in (card.name, *card.aliases):
            if _WORD_RE.fullmatch(name) and name not in gpus:
                gpus.append(name)
    models = [e.model_id for e in list_models() if _WORD_RE.fullmatch(e.model_id)]
    return {"gpu": gpus, "model": models}


def _flags(parser: argparse.ArgumentParser, words: dict[str, list[str]] | None = None
           ) -> list[tuple[str, str, list[str] | None, bool]]:
    """(flag, help, choices, takes_value) for every option string of ``parser``; --gpu and --model take their
    choices from ``words`` (catalog_words)."""
    out = []
    for action in parser._actions:
        if not action.option_strings or action.help == argparse.SUPPRESS:
            continue
        takes = action.nargs != 0
        choices = [str(c) for c in action.choices] if action.choices else None
        if choices is None and takes and words and action.dest in words:
            choices = words[action.dest]
        for flag in action.option_strings:
            out.append((flag, (action.help or "").replace("%%", "%"), choices, takes))
    return out


def _positional_choices(parser: argparse.ArgumentParser) -> list[str]:
    for action in parser._actions:
        if not action.option_strings and action.choices and not isinstance(action, argparse._SubParsersAction):
            return [str(c) for c in action.choices]
    return []


def _positional_models(parser: argparse.ArgumentParser, words: dict[str, list[str]]) -> list[str]:
    """The catalog's model ids when ``parser`` takes a MODEL argument (plan, sweep); a path stays possible."""
    for action in parser._actions:
        # plan/run take the whole launch ("command": MODEL or `vllm serve MODEL ...`): its first word is a MODEL too
        if not action.option_strings and action.dest in ("model", "command"):
            return words.get("model", [])
    return []


def completion_script(parser: argparse.ArgumentParser, shell: str,
                      words: dict[str, list[str]] | None = None) -> str:
    """The ``shell`` script; ``words`` defaults to catalog_words() (GPU names, model ids)."""
    prog = parser.prog
    commands = _commands(parser)
    words = catalog_words() if words is None else words
    if shell == "bash":
        return _bash(prog, commands, words)
    if shell == "zsh":
        return _zsh(prog, commands, words)
    if shell == "fish":
        return _fish(prog, commands, words)
    raise ValueError(f"unknown shell {shell!r}")


def _bash(prog: str, commands: dict[str, argparse.ArgumentParser], catalog: dict[str, list[str]]) -> str:
    cases = []
    for name, sub in commands.items():
        flags = " ".join(f for f, _, _, _ in _flags(sub))
        words = " ".join([flags, *_positional_choices(sub), *_positional_models(sub, catalog)]).strip()
        choice_cases = "".join(
            f"                {flag}) COMPREPLY=($(compgen -W \"{' '.join(choices)}\" -- \"$cur\")); return;;\n"
            for flag, _, choices, _ in _flags(sub, catalog) if choices)
        cases.append(
            f"        {name})\n"
            f"            case \"$prev\" in\n{choice_cases}"
            f"            esac\n"
            f"            COMPREPLY=($(compgen -W \"{words}\" -- \"$cur\"));;\n")
    fn = f"_{prog}_complete"
    return (
        f"# bash completion for {prog}: eval \"$({prog} completion bash)\"\n"
        f"{fn}() {{\n"
        "    local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\"\n"
        "    if [ \"$COMP_CWORD\" -eq 1 ]; then\n"
        f"        COMPREPLY=($(compgen -W \"{' '.join(commands)} --help --version\" -- \"$cur\"))\n"
        "        return\n"
        "    fi\n"
        "    case \"${COMP_WORDS[1]}\" in\n"
        + "".join(cases) +
        "    esac\n"
        "}\n"
        f"complete -o default -F {fn} {prog}\n"
    )


def _zsh_quote(text: str) -> str:
    return text.replace("\\", "\\\\").replace("'", "'\\''").replace("[", "\\[").replace("]", "\\]").replace(":", "\\:")


def _zsh(prog: str, commands: dict[str, argparse.ArgumentParser], catalog: dict[str, list[str]]) -> str:
    lines = [f"#compdef {prog}", f"# zsh completion for {prog}: {prog} completion zsh > \"${{fpath[1]}}/_{prog}\"",
             f"_{prog}() {{", "  local -a commands", "  commands=("]
    for name, sub in commands.items():
        lines.append(f"    '{name}:{_zsh_quote(_help_of(sub) or name)}'")
    lines += ["  )", "  if (( CURRENT == 2 )); then", "    _describe 'command' commands", "    return", "  fi",
              "  case $words[2] in"]
    for name, sub in commands.items():
        specs = []
        for flag, text, choices, takes in _flags(sub, catalog):
            action = f":value:({' '.join(choices)})" if choices else (":value:" if takes else "")
            specs.append(f"'{flag}[{_zsh_quote(text)}]{action}'")
        positional = _positional_choices(sub)
        models = _positional_models(sub, catalog)
        if positional:
            specs.append(f"'1:value:({' '.join(positional)})'")
        elif models:  # a catalog id, or a local model directory / config.json
            specs.append(f"'1:model:_{prog}_models'")
        else:
            specs.append("'*:file:_files'")
        lines.append(f"    {name}) shift words; (( CURRENT-- )); _arguments {' '.join(specs)};;")
    lines += ["  esac", "}", f"_{prog}_models() {{",
              f"  _alternative 'models:catalog model:({' '.join(catalog.get('model', []))})' 'files:model path:_files'",
              "}", f"compdef _{prog} {prog}", ""]
    return "\n".join(lines)


def _help_of(sub: argparse.ArgumentParser) -> str:
    return getattr(sub, "_kvroom_help", "") or ""


def _fish(prog: str, commands: dict[str, argparse.ArgumentParser], catalog: dict[str, list[str]]) -> str:
    def q(text: str) -> str:
        return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'"

    lines = [f"# fish completion for {prog}: {prog} completion fish > ~/.config/fish/completions/{prog}.fish",
             f"complete -c {prog} -f"]
    for name, sub in commands.items():
        lines.append(f"complete -c {prog} -n __fish_use_subcommand -a {name} -d {q(_help_of(sub) or name)}")
    for name, sub in commands.items():
        cond = f"-n '__fish_seen_subcommand_from {name}'"
        for flag, text, choices, takes in _flags(sub, catalog):
            opt = f"-l {flag[2:]}" if flag.startswith("--") else f"-o {flag[1:]}"
            extra = f" -x -a {q(' '.join(choices))}" if choices else (" -r" if takes else "")
            lines.append(f"complete -c {prog} {cond} {opt}{extra} -d {q(text[:80])}")
        positional = _positional_choices(sub) or _positional_models(sub, catalog)
        if positional:
            lines.append(f"complete -c {prog} {cond} -a {q(' '.join(positional))}")
    return "\n".join(lines) + "\n"
