"""kvroom's Python API: plan a vLLM launch (and, through kvroom.explain, read a failed one).

``plan()`` is the library entry point the CLI, the sweep and the web page all call. It returns a typed
``PlanResult`` whose ``to_dict()`` is the JSON contract (schema_version 1). No printing here.
"""

from __future__ import annotations

from functools import lru_cache
TYPE_CHECKING = False  # typing costs start-up time; annotations are strings (PEP 563)
if TYPE_CHECKING:
    from typing import Any

from kvroom.core.engine import (
    EngineConfig,
    EngineConfigError,
    PlanRequest,
    attention_backend,
    auto_keeps_float32,
    check_kv_cache_memory_bytes,
    release_rules,
    request_with,
    resolve,
    worker_specs,
)
from kvroom.core.frozen import field, frozen, record_fields, replace, replace_checked
# every plan builds the model under the memory flags (no import statement on each call)
from kvroom.core.memflags import (
    FlagEffect,
    cpu_offload_bytes,
    graphs_disabled,
    host_memory_effects,
    online_quantization,
    parse_mm_limits,
    parse_speculative,
    resolve_dtype,
    validate_numbers,
    vision_tower_skipped,
)
from kvroom.core.model import ModelDescription
from kvroom.core.planning import StartupDecision, decide, largest_lengths, layout_for
from kvroom.core.specs import SizingContext
from kvroom.errors import InputError

SCHEMA_VERSION = 1


@frozen
class GroupSummary:
    """One KV cache group as the JSON and the text report show it."""

    layer_type: str
    num_layers: int
    block_size: int
    page_size_bytes: int
    bytes_per_request: int
    sliding_window: int | None = None
    attention_chunk_size: int | None = None


@frozen
class PlanResult:
    """Everything kvroom knows about one launch; ``to_dict()`` is the JSON contract."""

    model: ModelDescription
    request: PlanRequest
    engine: EngineConfig
    decision: StartupDecision
    available_bytes: int | None
    memory: Any = None  # kvroom.core.budget.MemoryBudget when the budget was estimated
    largest_range: tuple[int, int] | None = None  # largest --max-model-len at the budget's low/high
    notes: tuple[str, ...] = field(default=())
    memory_flags: tuple[Any, ...] = ()  # kvroom.core.memflags.FlagEffect: what each memory-changing flag did
    fixes: tuple[Any, ...] = ()  # kvroom.loadfit.LoadFix: launches that hold the weights (weights_oom only)

    @property
    def starts(self) -> bool:
        return self.decision.starts

    @property
    def error(self) -> str | None:
        return self.decision.error

    def group_summaries(self) -> list[GroupSummary]:
        ctx = self.engine.sizing(self.decision.max_model_len)
        out = []
        for g in self.decision.groups:
            spec = g.spec
            out.append(
                GroupSummary(
                    layer_type=spec.type_name if not g.uniform_type else f"UniformType[{spec.type_name}]",
                    num_layers=len(g.layer_names),
                    block_size=spec.block_size,
                    page_size_bytes=g.page_size_bytes if g.uniform_type else spec.page_size_bytes,
                    bytes_per_request=(g.max_memory_usage_bytes(ctx) if g.uniform_type else len(g.layer_names) * spec.max_memory_usage_bytes(ctx)),
                    sliding_window=getattr(spec, "sliding_window", None),
                    attention_chunk_size=getattr(spec, "attention_chunk_size", None),
                )
            )
        return out

    def kv_bytes_per_token(self) -> int:
        """KV bytes one token costs on one worker across the attention layers (Mamba state is per request, not
        per token; a sliding-window layer stops growing at its window)."""
        groups = self.decision.groups
        kept = _BYTES_PER_TOKEN.get(id(groups))
        if kept is not None and kept[0] is groups:
            return kept[1]
        total = _kv_bytes_per_token(groups)
        if len(_BYTES_PER_TOKEN) >= 256:
            _BYTES_PER_TOKEN.clear()
        _BYTES_PER_TOKEN[id(groups)] = (groups, total)  # the groups held, so the id is not reused while kept
        return total

    def to_dict(self) -> dict[str, Any]:
        d = self.decision
        e = self.engine
        return {
            "schema_version": SCHEMA_VERSION,
            "vllm_version": str(e.release),
            "platform": e.platform,
            "model": self.model.model_id,
            "architecture": self.model.architecture,
            "max_model_len": d.max_model_len,
            "derived_max_model_len": e.derived.default_max_model_len,
            "auto_fit": e.auto_fit,
            "starts": d.starts,
            "error": d.error,
            "error_kind": d.error_kind,
            "engine": "v0" if e.use_v0 else "v1",
            "kv_cache": {
                "bytes_per_request": d.bytes_per_request,
                "available_bytes": self.available_bytes,
                "check_memory_bytes": d.check_memory_bytes if self.available_bytes is not None else None,
                "estimated_max_model_len": d.estimated_max_model_len if self.available_bytes is not None else None,
                "largest_max_model_len": d.largest_max_model_len if self.available_bytes is not None else None,
                "num_gpu_blocks": d.num_gpu_blocks,
                "kv_cache_tokens": d.kv_cache_tokens,
                "max_concurrency": d.max_concurrency,
                "block_size": e.block_size,
                "bytes_per_block": d.bytes_per_block,
                "bytes_per_token": self.kv_bytes_per_token(),
                "kv_cache_dtype": e.kv_cache_dtype,
                "dtype_bytes": e.kv_dtype_bytes,
                "groups": [g.__dict__ for g in self.group_summaries()],
            },
            "settings": {
                "tensor_parallel_size": e.tensor_parallel_size,
                "pipeline_parallel_size": e.pipeline_parallel_size,
                "max_num_batched_tokens": e.max_num_batched_tokens,
                "max_num_seqs": e.max_num_seqs,
                "in_flight_tokens": e.in_flight_tokens,
                "disable_hybrid_kv_cache_manager": e.disable_hybrid_kv_cache_manager,
            },
            "memory": memory_dict(self.memory),
            "largest_max_model_len_range": list(self.largest_range) if self.largest_range else None,
            "log_lines": list(d.log_lines),
            "notes": list(e.notes) + list(self.notes),
            "refusal_reason": refusal_reason(d.error_kind),
            "memory_flags": [effect.to_dict() for effect in self.memory_flags],
            "fixes": [fix.to_dict() for fix in self.fixes],
        }


# the groups of a launch (shared by every plan of it, kvroom.api._LAUNCHES) -> their KV bytes per token
_BYTES_PER_TOKEN: dict[int, tuple[tuple, int]] = {}


def _kv_bytes_per_token(groups) -> int:
    from kvroom.core.specs import MambaSpec

    total = 0
    for g in groups:
        specs = g.layer_specs if g.uniform_type else (g.spec,) * len(g.layer_names)
        for spec in specs:
            if not isinstance(spec, MambaSpec) and spec.block_size:
                total += spec.unpadded_page_size_bytes // spec.block_size
    return total


# error_kind -> the one-word reason a launch refuses (the sweep's "why" column, the web page)
_REASONS = {"weights_oom": "weights", "free_memory_low": "free_memory", "config_refused": "config",
            "vllm_failed": "config"}


def refusal_reason(error_kind: str | None) -> str | None:
    """Why vLLM refuses, in one word: weights (they do not load), kv (the KV check), free_memory, config."""
    if error_kind is None:
        return None
    return _REASONS.get(error_kind, "kv")


def config_refusal_dict(model: ModelDescription, request: PlanRequest, message: str,
                        error_kind: str = "config_refused") -> dict[str, Any]:
    """The JSON of a launch vLLM refuses while building its config (e.g. "User-specified max_model_len ... is
    greater than the derived max_model_len"), in the same shape as PlanResult.to_dict()."""
    from kvroom.core.releases import Release

    kv_keys = ("bytes_per_request", "available_bytes", "check_memory_bytes", "estimated_max_model_len",
               "largest_max_model_len", "num_gpu_blocks", "kv_cache_tokens", "max_concurrency", "block_size",
               "bytes_per_block", "bytes_per_token", "kv_cache_dtype", "dtype_bytes")
    settings_keys = ("tensor_parallel_size", "pipeline_parallel_size", "max_num_batched_tokens", "max_num_seqs",
                     "in_flight_tokens", "disable_hybrid_kv_cache_manager")
    message, *hints = message.split("\nkvroom: ")  # kvroom's own lines under vLLM's text go to notes
    kv: dict[str, Any] = dict.fromkeys(kv_keys)
    kv.update(available_bytes=request.kv_cache_memory_bytes, kv_cache_dtype=request.kv_cache_dtype, groups=[])
    settings: dict[str, Any] = dict.fromkeys(settings_keys)
    settings.update(tensor_parallel_size=request.tensor_parallel_size,
                    pipeline_parallel_size=request.pipeline_parallel_size)
    return {
        "schema_version": SCHEMA_VERSION, "vllm_version": str(Release.parse(request.vllm_version)),
        "platform": request.platform, "model": model.model_id, "architecture": model.architecture,
        "max_model_len": request.max_model_len, "derived_max_model_len": None, "auto_fit": request.max_model_len == -1,
        "starts": False, "error": message, "error_kind": error_kind, "engine": None, "kv_cache": kv,
        "settings": settings, "memory": None, "largest_max_model_len_range": None, "log_lines": [],
        "notes": hints, "refusal_reason": "config", "memory_flags": [], "fixes": [],
    }


def load_model(name: str, revision: str | None = None) -> ModelDescription:
    """A model by local path (directory or config.json), catalog id, or Hugging Face Hub id (in that order).

    The Hub is asked only for an id that is neither a local path nor in the catalog (and never offline)."""
    import os.path  # not pathlib: a catalog or Hub id should not pay for its import

    if not isinstance(name, str) or (revision is not None and not isinstance(revision, str)):
        raise InputError("the model must be a string (a path, catalog id or Hub id) and the revision a string")
    if len(name) > 4096 or "\x00" in name:
        raise InputError("the model name is not a path, catalog id or Hub id")
    path = os.path.expanduser(name)
    if os.path.exists(path):
        from kvroom.sources.config import load_config_path

        return load_config_path(path)
    from kvroom.errors import UnknownModelError
    from kvroom.sources import catalog

    try:
        return catalog.lookup(name)
    except UnknownModelError:
        if not _looks_like_hub_id(name):
            raise
    from kvroom.sources.hub import describe_hub_model

    return describe_hub_model(name, revision)


def _looks_like_hub_id(name: str) -> bool:
    import re

    return bool(re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9._-]{0,95}/[A-Za-z0-9][A-Za-z0-9._-]{0,95}", name))


def plan(model: ModelDescription | str, request: PlanRequest | None = None, **flags: Any) -> PlanResult:
    """Plan a vLLM launch. ``flags`` are PlanRequest fields (vLLM's names), e.g. max_model_len=32768.

    The available KV memory is ``kv_cache_memory_bytes`` when given (exact: vLLM's bypass flag), else the
    memory budget of ``gpu`` (kvroom.core.budget, estimated terms with their range)."""
    if isinstance(model, str):
        model = load_model(model)
    elif not isinstance(model, ModelDescription):
        raise InputError(f"model must be a name, a path or a ModelDescription, got {type(model).__name__}")
    request = request_with(request, flags)  # unknown flag names and wrong types: one InputError line
    return _plan(model, request, propose_fixes=True)


def plan_without_fixes(model: ModelDescription, request: PlanRequest) -> PlanResult:
    """plan() without searching for launches that hold weights that do not load (kvroom.loadfit uses it to check
    each candidate)."""
    return _plan(model, request, propose_fixes=False)


def _plan(model: ModelDescription, request: PlanRequest, *, propose_fixes: bool) -> PlanResult:
    result = _plan_launch(model, request, propose_fixes=propose_fixes)
    hints = _hints(result)
    return replace(result, notes=result.notes + hints) if hints else result


def _hints(result: PlanResult) -> tuple[str, ...]:
    """kvroom's notes beside the plan (kvroom.core.hints): GPUs left idle, what a k/K length spelling means."""
    request, engine = result.request, result.engine
    if not request.gpu and not request.max_model_len_text:
        return ()  # nothing to say: no GPU count to leave idle, no k/K spelling to explain
    key = (request.gpu, request.max_model_len_text, engine.tensor_parallel_size, engine.pipeline_parallel_size,
           request.data_parallel_size, request.enable_expert_parallel and result.model.moe is not None, engine.release)
    kept = _HINTS.get(key)
    if kept is None:
        if len(_HINTS) >= 256:
            _HINTS.clear()
        kept = _HINTS[key] = _hint_notes(*key)
    return kept


_HINTS: dict[tuple, tuple[str, ...]] = {}  # the notes are a function of these few fields: a sweep asks them again


def _hint_notes(gpu, max_model_len_text, tensor_parallel_size, pipeline_parallel_size, data_parallel_size,
                experts_split, release) -> tuple[str, ...]:
    from kvroom.core.hints import idle_gpus_note
    from kvroom.core.lengths import shorthand_note

    notes = []
    num_gpus = _gpu_count_of(gpu)
    idle = idle_gpus_note(gpu or "", num_gpus, tensor_parallel_size, pipeline_parallel_size, data_parallel_size,
                          experts_split)
    if idle:
        notes.append(idle)
    length = shorthand_note(max_model_len_text, release)
    if length:
        notes.append(length)
    return tuple(notes)


def fill_data_parallel_size(result: PlanResult) -> int | None:
    """The --data-parallel-size that uses every GPU of ``--gpu NAMExN`` when this launch leaves some idle."""
    from kvroom.core.hints import idle_gpus

    return idle_gpus(_gpu_count(result.request), result.engine.tensor_parallel_size,
                     result.engine.pipeline_parallel_size, result.request.data_parallel_size)


def _gpu_count(request: PlanRequest) -> int:
    return _gpu_count_of(request.gpu)


def _gpu_count_of(gpu: str | None) -> int:
    if not gpu:
        return 1
    from kvroom.gpus import parse_gpu

    return parse_gpu(gpu).count


class _Launch:
    """What vLLM settles before it measures memory, for one model and one request less its KV memory: the model as
    the memory flags build it, the engine config, each stage's KV specs, the flags' effects and the KV layout.
    None of it reads --kv-cache-memory-bytes, so plans that differ only in the KV memory (a sweep over KV sizes,
    the same launch asked again) share one."""

    __slots__ = ("given", "model", "engine", "stages", "effects", "layout", "budget_parts", "gpu_changes",
                 "load_failure_on_card")

    def __init__(self, given: ModelDescription, model: ModelDescription, engine: EngineConfig, stages: list,
                 effects: tuple) -> None:
        self.given = given  # held, so the id in the cache key is not reused while the entry lives
        self.model, self.engine, self.stages, self.effects = model, engine, stages, effects
        self.layout = layout_for(engine, stages)
        self.budget_parts = None  # _budget_parts: what the memory budget reads of the launch, built on first use
        self.gpu_changes = None  # the request fields --gpu filled (_gpu_changes), None without --gpu
        self.load_failure_on_card = _UNSET  # load_failure with no --free-memory given (a launch's), on first use


_UNSET = object()


_LAUNCHES: dict[tuple, _Launch] = {}
_LAUNCHES_MAX = 256
_launch_key_fields = None  # (operator.itemgetter, operator.attrgetter) over every PlanRequest field the launch reads
# what only the memory budget reads (kvroom.core.budget: the requested share, the free-memory gate) or only the
# decision (the KV memory given): a sweep over them plans one launch
_NOT_LAUNCH_FIELDS = frozenset(("kv_cache_memory_bytes", "gpu_memory_utilization", "free_memory_bytes"))


def clear_launch_cache() -> None:
    """Forget the launches plan() has kept (bench/: the cost of a plan whose launch was never planned before)."""
    _LAUNCHES.clear()


def _launch_key(model: ModelDescription, request: PlanRequest) -> tuple:
    global _launch_key_fields
    if _launch_key_fields is None:
        from operator import attrgetter, itemgetter

        names = [f.name for f in record_fields(PlanRequest) if f.name not in _NOT_LAUNCH_FIELDS]
        _launch_key_fields = itemgetter(*names), attrgetter(*names)
    if type(request) is PlanRequest:
        # a @frozen record keeps each field in its instance dict (kvroom.core.frozen): read there, the values cost
        # half what attribute look-ups do
        return id(model), _launch_key_fields[0](request.__dict__)
    return id(model), _launch_key_fields[1](request)


def _launch(model: ModelDescription, given: PlanRequest) -> tuple[_Launch, PlanRequest]:
    """(the launch, the request with the GPU facts filled in) of ``given`` on ``model``, from the cache or built: the
    GPU facts, the memory flags, vLLM's config resolution (its refusals raise here, with kvroom's hints beside them)
    and the KV specs. The key is the request as given: the facts --gpu fills are a function of fields the key holds
    (the GPU spelling and memory, the parallel sizes), so a kept launch keeps them too."""
    key = _launch_key(model, given)
    launch = _LAUNCHES.get(key)
    if launch is not None:
        check_kv_cache_memory_bytes(given.kv_cache_memory_bytes)  # the one field the key leaves out
        changes = launch.gpu_changes
        return launch, (given if changes is None else replace_checked(given, changes))
    changes = _gpu_changes(given)
    request = given if changes is None else replace_checked(given, changes)
    effects: list[Any] = []
    built = _apply_memory_flags(model, request, effects)
    try:
        engine = resolve(built, request)
    except EngineConfigError as exc:
        hints = [hint for hint in (_length_hint(built, request, str(exc)) or _parallel_hint(built, request, str(exc)),
                                   _spelling_hint(request, str(exc))) if hint]
        if hints:
            exc.hints = tuple(exc.hints) + tuple(hints)  # vLLM's text stays the message (kvroom.errors)
        raise
    stages = worker_specs(built, engine, request)
    stages = _with_draft_kv(built, engine, request, stages, effects)
    launch = _Launch(model, built, engine, stages, tuple(effects))
    launch.gpu_changes = changes
    if len(_LAUNCHES) >= _LAUNCHES_MAX:
        _LAUNCHES.clear()
    _LAUNCHES[key] = launch
    return launch, request


def _plan_launch(model: ModelDescription, request: PlanRequest, *, propose_fixes: bool) -> PlanResult:
    given_model, given_request = model, request
    launch, request = _launch(model, request)
    model, engine, stages, layout = launch.model, launch.engine, launch.stages, launch.layout
    flags = launch.effects
    if request.kv_cache_memory_bytes is not None:
        available = [request.kv_cache_memory_bytes] * len(stages)
        return PlanResult(model, request, engine, decide(engine, stages, available, layout),
                          request.kv_cache_memory_bytes, memory_flags=flags)
    if not request.gpu_total_memory_bytes:
        raise InputError(
            "no memory to plan against: pass --gpu NAME (kvroom gpus lists them), --gpu-memory SIZE, "
            "or --kv-cache-memory-bytes BYTES (the KV memory per GPU worker)"
        )
    memory, weights, flags, notes = _launch_budget(launch, request)
    if memory.free_memory_gate_message:
        decision = decide(engine, stages, [memory.available_kv_bytes] * len(stages), layout)
        decision = replace(decision, starts=False, error=memory.free_memory_gate_message, error_kind="free_memory_low",
                           num_gpu_blocks=None, kv_cache_tokens=None, max_concurrency=None)
        return PlanResult(model, request, engine, decision, memory.available_kv_bytes, memory, memory_flags=flags)
    if request.free_memory_bytes is None:  # then a function of the launch alone (the card, the weights): kept
        failure = launch.load_failure_on_card
        if failure is _UNSET:
            failure = launch.load_failure_on_card = _load_failure()(engine, request, weights, memory, model)
    else:
        failure = _load_failure()(engine, request, weights, memory, model)
    if failure is not None:
        from kvroom.loadfit import load_fixes

        decision = decide(engine, stages, [memory.available_kv_bytes] * len(stages), layout)
        decision = replace(decision, starts=False, error=failure, error_kind="weights_oom", num_gpu_blocks=None,
                           kv_cache_tokens=None, max_concurrency=None, log_lines=())
        return PlanResult(model, request, engine, decision, memory.available_kv_bytes, memory, memory_flags=flags,
                          fixes=tuple(load_fixes(given_model, given_request)) if propose_fixes else ())
    decision = decide(engine, stages, [memory.available_kv_bytes] * len(stages), layout)
    low, high = largest_lengths(engine, stages, [memory.available_kv_low_bytes, memory.available_kv_high_bytes],
                                 layout)
    return PlanResult(model, request, engine, decision, memory.available_kv_bytes, memory,
                      largest_range=(min(low, high), max(low, high)), notes=notes, memory_flags=flags)


_LOAD_FAILURE = None  # kvroom.loadfit.load_failure, imported by the first plan against a card's memory


def _load_failure():
    """kvroom.loadfit.load_failure: a plan given only the KV memory never imports kvroom.loadfit, and a plan against a
    card's memory does not pay an import statement on every call (about 4 % of a plan)."""
    global _LOAD_FAILURE
    if _LOAD_FAILURE is None:
        from kvroom.loadfit import load_failure

        _LOAD_FAILURE = load_failure
    return _LOAD_FAILURE


def _length_hint(model: ModelDescription, request: PlanRequest, message: str) -> str | None:
    """kvroom's line under vLLM's "User-specified max_model_len" refusal when a YaRN override did not lengthen the
    context: from 0.30 vLLM takes max_position_embeddings as already scaled (config/model.py, spec §1.3)."""
    from kvroom.core.releases import Release, rules_for

    if not message.startswith("User-specified max_model_len") or not (request.hf_overrides or request.rope_scaling):
        return None
    if rules_for(Release.parse(request.vllm_version)).rope_family != "0.30":
        return None
    if not any(r.rope_type in ("yarn", "deepseek_yarn") for r in model.context.rope):
        return None
    return (f"from vLLM 0.30 a YaRN rope dict does not lengthen the derived max_model_len (max_position_embeddings "
            f"is taken as already scaled): add \"max_position_embeddings\": {request.max_model_len} to --hf-overrides")


def _spelling_hint(request: PlanRequest, message: str) -> str | None:
    """What a k/K --max-model-len meant, under vLLM's refusal of that length ("User-specified max_model_len")."""
    if "max_model_len" not in message:
        return None
    from kvroom.core.lengths import shorthand_note
    from kvroom.core.releases import Release

    return shorthand_note(request.max_model_len_text, Release.parse(request.vllm_version))


def _parallel_hint(model: ModelDescription, request: PlanRequest, message: str) -> str | None:
    """kvroom's line under vLLM's "Total number of attention heads (N) must be divisible by tensor parallel size
    (M)." (and kvroom's KV-head refusal): the sizes that do divide, up to the GPUs given."""
    if not message.startswith(("Total number of attention heads", "Total number of key/value heads")):
        return None
    from kvroom.core.hints import tensor_parallel_hint

    return tensor_parallel_hint(model, request.tensor_parallel_size, _gpu_count(request))


def _apply_memory_flags(model: ModelDescription, request: PlanRequest, effects: list[Any]) -> ModelDescription:
    """The model as vLLM builds it under the memory-changing flags: --hf-overrides / --rope-scaling /
    --rope-theta (kvroom.sources.config.apply_hf_overrides) and --dtype (kvroom.core.memflags.resolve_dtype)."""
    validate_numbers(request)
    rules = release_rules(request.vllm_version)[1]
    # vLLM checks these while building its config, whichever way the KV memory is given: refuse or reject early
    online_quantization(model, request.quantization, rules)
    parse_mm_limits(request.limit_mm_per_prompt)
    parse_speculative(request.speculative_config)
    graphs_disabled(request)
    if request.hf_overrides or request.rope_scaling or request.rope_theta is not None:
        from kvroom.sources.config import apply_hf_overrides

        model = apply_hf_overrides(model, request.hf_overrides, request.rope_scaling, request.rope_theta,
                                   rules, effects)
    dtype = resolve_dtype(model, request.dtype, platform=request.platform, gpu_name=request.gpu_name,
                          compute_capability=request.gpu_compute_capability, rules=rules, effects=effects)
    if dtype != model.dtype and not (request.dtype == "auto" and model.dtype == "float32"):
        model = replace(model, dtype=dtype)
    effects.extend(host_memory_effects(request, rules))
    return model


def _with_draft_kv(model: ModelDescription, engine: EngineConfig, request: PlanRequest, stages: list,
                   effects: list[Any]) -> list:
    """A draft model's (or EAGLE head's) attention layers join the target's KV cache groups: vLLM gives every
    Attention layer of the drafter a KV spec in the same pool (v1/worker/gpu_model_runner.py::get_kv_cache_spec
    walks all attention layers, the drafter's included), so their share comes out of the KV budget."""
    if not request.speculative_config:
        return stages
    from kvroom.speculative import draft_worker_specs

    return draft_worker_specs(model, engine, request, stages, effects)


def _with_gpu(request: PlanRequest) -> PlanRequest:
    """Fill the GPU facts (total memory, compute capability, name) from the catalog; GPUxN sets TP."""
    changes = _gpu_changes(request)
    return request if changes is None else replace_checked(request, changes)


def _gpu_changes(request: PlanRequest) -> dict[str, Any] | None:
    """The request fields _with_gpu fills (None without --gpu): a function of the GPU spelling and memory and the
    parallel sizes asked (kvroom.api's launch cache keeps it with the launch)."""
    if request.gpu is None:
        return None
    count, facts = _gpu_facts(request.gpu, request.gpu_total_memory_bytes or None)
    world = request.tensor_parallel_size * request.pipeline_parallel_size
    dp = request.data_parallel_size if isinstance(request.data_parallel_size, int) else 1
    if count > 1 and world == 1 and dp == 1:
        facts = {**facts, "tensor_parallel_size": count}
    elif world * dp > count > 1:
        raise InputError(
            f"--gpu {request.gpu} has {count} GPUs but tensor x pipeline"
            + (" x data" if dp > 1 else "") + f" parallel needs {world * dp}"
        )
    # the catalog's values have the fields' types (int bytes, str name, (int, int) capability, int count): the
    # request's own check (PlanRequest.__post_init__) has nothing left to refuse
    return facts


@lru_cache(maxsize=64)
def _gpu_facts(gpu: str, total_memory_bytes: int | None) -> tuple[int, dict[str, Any]]:
    """(GPU count, the request fields --gpu fills: total memory, and the card's name and compute capability when
    the catalog knows it); kept per spelling, as a sweep asks the same card again. The dict is only read."""
    from kvroom.gpus import resolve_gpu

    selection = resolve_gpu(gpu, total_memory_bytes)
    facts: dict[str, Any] = {"gpu_total_memory_bytes": selection.total_memory_bytes}
    if selection.gpu is not None:
        facts["gpu_name"] = selection.gpu.name
        facts["gpu_compute_capability"] = selection.gpu.sm
    return selection.count, facts


@lru_cache(maxsize=256)
def _weights(model: ModelDescription, tensor_parallel_size: int, pipeline_parallel_size: int,
             enable_expert_parallel: bool = False, data_parallel_size: int = 1,
             online_quantization: str | None = None, skip_vision: bool = False,
             gpu_compute_capability: tuple[int, int] | None = None):
    """Weight bytes per rank; cached because sweeps plan the same model at many settings."""
    from kvroom.core.weights import weights_per_rank

    return weights_per_rank(model, tensor_parallel_size=tensor_parallel_size,
                            pipeline_parallel_size=pipeline_parallel_size,
                            enable_expert_parallel=enable_expert_parallel, data_parallel_size=data_parallel_size,
                            online_quantization=online_quantization, skip_vision=skip_vision,
                            gpu_compute_capability=gpu_compute_capability)


def gpu_weights(model: ModelDescription, request: PlanRequest, engine: EngineConfig, effects: list[Any]):
    """Weight bytes per GPU rank under the memory flags (--quantization, -dp/--enable-expert-parallel,
    --cpu-offload-gb, a speculative drafter), each effect recorded; a WeightsEstimate."""
    if model.dtype == "float32" and request.platform == "cuda" and request.dtype == "auto":
        if auto_keeps_float32(model, request):
            effects.append(FlagEffect("--dtype", "auto", f"{model.model_type} refuses float16 and the GPU has no "
                                      "bfloat16: the float32 checkpoint stays float32 (x2 weight and KV bytes)",
                                      None, True, "vllm/config/model.py::_resolve_auto_dtype"))
        else:
            # vLLM runs a float32 checkpoint ("auto" dtype) in bfloat16 on current GPUs (spec §3.2)
            model = replace(model, dtype="bfloat16")
    quant = online_quantization(model, request.quantization, engine.rules)
    dp = request.data_parallel_size if request.enable_expert_parallel else 1
    skip_vision = _vision_skipped(model, request, engine, effects)
    cc = tuple(request.gpu_compute_capability) if request.gpu_compute_capability else None
    weights = _weights(model, engine.tensor_parallel_size, engine.pipeline_parallel_size,
                       request.enable_expert_parallel, dp, quant, skip_vision, cc)
    if quant:
        plain = _weights(model, engine.tensor_parallel_size, engine.pipeline_parallel_size,
                         request.enable_expert_parallel, dp, None, skip_vision, cc)
        effects.append(FlagEffect("--quantization", quant, f"linear weights converted to {quant} while loading: "
                                  f"{_gib(plain.bytes_per_rank)} -> {_gib(weights.bytes_per_rank)} GiB per GPU",
                                  weights.bytes_per_rank - plain.bytes_per_rank, True,
                                  "vllm/model_executor/layers/quantization/fp8.py::Fp8LinearMethod "
                                  "(unserialized checkpoint)"))
    if request.data_parallel_size > 1 or request.enable_expert_parallel:
        if request.enable_expert_parallel and model.moe is not None:
            text = (f"experts split over TP x DP = {engine.tensor_parallel_size * dp} ranks; attention and dense "
                    "layers replicated on each DP rank")
        elif request.enable_expert_parallel:
            text = "no MoE layers: expert parallelism changes nothing"
        else:
            text = f"{request.data_parallel_size} full replicas (each rank holds TP-sharded weights as without -dp)"
        effects.append(FlagEffect("-dp/--enable-expert-parallel", f"dp={request.data_parallel_size}", text, None,
                                  True, "vllm/model_executor/layers/fused_moe/layer.py::FusedMoE (ep_size = "
                                  "tp_size * dp_size with expert parallelism)"))
    if request.speculative_config:  # parse_speculative(None) is None: no drafter, and kvroom.speculative not imported
        from kvroom.speculative import drafter_weights

        weights = drafter_weights(model, request, engine, weights, effects)
    offload = cpu_offload_bytes(request.cpu_offload_gb, weights.decoder_bytes)
    if offload:
        weights = replace(weights, bytes_per_rank=weights.bytes_per_rank - offload, low=weights.low - offload,
                          high=weights.high - offload, basis=f"{weights.basis}; minus {_gib(offload)} GiB in host "
                          "memory (--cpu-offload-gb)")
        effects.append(FlagEffect("--cpu-offload-gb", f"{request.cpu_offload_gb:g}",
                                  f"{_gib(offload)} GiB of decoder weights per GPU kept in host memory (read over "
                                  "PCIe every forward pass)", -offload, True,
                                  "vllm/model_executor/offloader/uva.py::UVAOffloader (0.32); "
                                  "models/utils.py::maybe_offload_to_cpu before"))
    return weights


def _graphs_disabled(request: PlanRequest, effects: list[Any] | None) -> bool:
    return graphs_disabled(request, effects)


def _vision_skipped(model: ModelDescription, request: PlanRequest, engine: EngineConfig,
                    effects: list[Any] | None) -> bool:
    return vision_tower_skipped(model, parse_mm_limits(request.limit_mm_per_prompt), engine.rules, effects)


def _gib(value: int) -> str:
    return f"{value / 2**30:.2f}"


def _budget(model: ModelDescription, request: PlanRequest, engine: EngineConfig, effects: list[Any] | None = None):
    inputs = _budget_inputs(model, request, engine, effects if effects is not None else [])
    return _estimate_budget(inputs, request, engine), inputs[0]


def _launch_budget(launch: _Launch, request: PlanRequest):
    """(memory budget, weights, flag effects, notes) of ``request`` on its launch: what the budget reads of the launch
    (weights, the model the estimates size, graphs, backend, and so the subtracted terms) is built once per launch;
    the requested share and the free-memory gate are this request's."""
    parts = launch.budget_parts
    if parts is None:
        from kvroom.core.budget import budget_terms, launch_budgets

        effects = list(launch.effects)
        inputs = _budget_inputs(launch.model, request, launch.engine, effects)
        settled = _budget_arguments(inputs, request, launch.engine)
        # estimate_available_kv split at the share: the launch's checks and terms once, each share asked after
        share = launch_budgets(release=settled["release"], total_memory_bytes=settled["total_memory_bytes"],
                               geometry=settled["geometry"], terms=budget_terms(**settled),
                               tensor_parallel_size=settled["tensor_parallel_size"],
                               pipeline_parallel_size=settled["pipeline_parallel_size"], engine=settled["engine"])
        notes: tuple[str, ...] = ()
        # inputs[3]: attention_backend of the model the budget sizes (its attention layers are the launch model's)
        if request.attention_backend is None and inputs[3] == "FLASHINFER":
            notes = ("vLLM picks FlashInfer by itself here (Blackwell, or an fp8 KV cache off Hopper from 0.11.2), "
                     "which can leave 0.4-0.6 GiB less KV room than FlashAttention; the low end of the range allows "
                     "for it",)
        parts = launch.budget_parts = (inputs[0], tuple(effects), share, notes)
    weights, flags, share, notes = parts
    memory = share(request.gpu_memory_utilization, request.free_memory_bytes)
    return memory, weights, flags, notes


def _budget_inputs(model: ModelDescription, request: PlanRequest, engine: EngineConfig, effects: list[Any]):
    """(weights, the model the estimates size, graphs disabled, attention backend): none reads the requested share,
    the free memory or the KV memory given."""
    weights = gpu_weights(model, request, engine, effects)
    if model.dtype == "float32" and request.platform == "cuda" and request.dtype == "auto":
        if not auto_keeps_float32(model, request):
            model = replace(model, dtype="bfloat16")
    if model.is_multimodal and _vision_skipped(model, request, engine, None):
        model = replace(model, is_multimodal=False)  # no tower: vLLM skips the encoder profiling batch
    return weights, model, _graphs_disabled(request, effects), attention_backend(model, request, engine.rules)


def _budget_arguments(inputs: tuple, request: PlanRequest, engine: EngineConfig) -> dict[str, Any]:
    """estimate_available_kv's arguments that a launch settles (all but the share asked and the free memory)."""
    weights, model, eager, backend = inputs
    return dict(
        release=engine.release,
        total_memory_bytes=request.gpu_total_memory_bytes,
        weights=weights,
        geometry=model,
        tensor_parallel_size=engine.tensor_parallel_size,
        pipeline_parallel_size=engine.pipeline_parallel_size,
        max_num_batched_tokens=engine.max_num_batched_tokens,
        max_num_seqs=engine.max_num_seqs,
        max_model_len=engine.max_model_len,
        enforce_eager=eager,
        attention_backend=backend,
        engine="v0" if engine.use_v0 else "v1",
        gpu_name=request.gpu_name,
        usage_context="llm" if request.usage_context == "llm" else "serve",
        compilation_config=request.compilation_config,
    )


def _estimate_budget(inputs: tuple, request: PlanRequest, engine: EngineConfig):
    from kvroom.core.budget import estimate_available_kv

    return estimate_available_kv(**_budget_arguments(inputs, request, engine),
                                 gpu_memory_utilization=request.gpu_memory_utilization,
                                 free_memory_bytes=request.free_memory_bytes, device="cuda:0")


def sizing_context(result: PlanResult) -> SizingContext:
    return result.engine.sizing(result.decision.max_model_len)


def memory_dict(memory: Any) -> dict[str, Any] | None:
    """The budget as JSON: every term in bytes, estimates with low/high (None when the memory was given)."""
    if memory is None:
        return None
    terms = {}
    for term in memory.terms:
        terms[term.name] = {
            "bytes": term.bytes, "low": term.low_bytes, "high": term.high_bytes, "exact": term.exact,
            "subtracted": term.subtracted, "source": term.source,
        }
    return {
        "formula": memory.formula,
        "total_memory_bytes": memory.total_memory_bytes,
        "gpu_memory_utilization": memory.gpu_memory_utilization,
        "requested_memory_bytes": memory.requested_memory_bytes,
        "terms": terms,
        "available_kv_bytes": memory.available_kv_bytes,
        "available_kv_low_bytes": memory.available_kv_low_bytes,
        "available_kv_high_bytes": memory.available_kv_high_bytes,
        "exact": memory.exact,
        "free_memory_gate_message": memory.free_memory_gate_message,
        "notes": list(memory.notes),
    }


def plan_calibrated(model: ModelDescription | str, request: PlanRequest, calibration: Any) -> PlanResult:
    """Plan ``request`` on the GPU and release of a measured log (kvroom.calibration.Calibration), anchored on it.

    kvroom estimates the budget twice, for the launch the log shows and for the one asked about, and moves the
    measured available KV by the difference (kvroom.core.budget.calibrated_budget): an unchanged launch gives the
    logged value, a changed length, utilization, dtype or model moves it by the mechanisms."""
    from kvroom.core.budget import calibrated_budget
    from kvroom.core.engine import v0_batching, v0_default_chunked_prefill

    if isinstance(model, str):
        model = load_model(model)
    cal = calibration
    # what the request leaves at vLLM's default is taken from the log, so an unchanged launch is the logged one
    inherit = {
        "gpu_memory_utilization": cal.gpu_memory_utilization if request.gpu_memory_utilization is None else None,
        "max_model_len": cal.max_model_len if request.max_model_len is None else None,
        "max_num_batched_tokens": cal.max_num_batched_tokens if request.max_num_batched_tokens is None else None,
        "max_num_seqs": cal.max_num_seqs if request.max_num_seqs is None else None,
        "tensor_parallel_size": cal.tensor_parallel_size if request.tensor_parallel_size == 1 else None,
        "pipeline_parallel_size": cal.pipeline_parallel_size if request.pipeline_parallel_size == 1 else None,
        "vllm_version": cal.release,
    }
    request = replace(request, **{k: v for k, v in inherit.items() if v is not None})
    request = replace(_with_gpu(request), vllm_version=cal.release, kv_cache_memory_bytes=None)
    request = replace(request, gpu_total_memory_bytes=cal.gpu_total_memory_bytes)
    logged = replace(
        request, gpu_memory_utilization=cal.gpu_memory_utilization,
        tensor_parallel_size=cal.tensor_parallel_size or request.tensor_parallel_size,
        pipeline_parallel_size=cal.pipeline_parallel_size or request.pipeline_parallel_size,
        max_model_len=cal.max_model_len or request.max_model_len,
        max_num_batched_tokens=cal.max_num_batched_tokens or request.max_num_batched_tokens,
        max_num_seqs=cal.max_num_seqs or request.max_num_seqs)

    def settle(req: PlanRequest) -> EngineConfig:
        engine = resolve(model, req)
        if cal.engine == "v0" and not engine.use_v0:  # the log ran V0 (e.g. a pre-Ampere card): so does this launch
            is_mla = any(layer.kind == "mla" for layer in model.attention_layers)
            chunked = req.enable_chunked_prefill
            if chunked is None:
                chunked = v0_default_chunked_prefill(model, engine.max_model_len, is_mla)
            mnbt, mns = v0_batching(req, engine.max_model_len, chunked)
            engine = replace(engine, use_v0=True, max_num_batched_tokens=mnbt, max_num_seqs=mns)
        return engine

    engine = settle(request)
    stages = worker_specs(model, engine, request)
    memory = calibrated_budget(_budget(model, request, engine)[0], _budget(model, logged, settle(logged))[0],
                               cal.measured, label=cal.label)
    decision = decide(engine, stages, [memory.available_kv_bytes] * len(stages))
    low, high = largest_lengths(engine, stages, [memory.available_kv_low_bytes, memory.available_kv_high_bytes])
    return PlanResult(model, request, engine, decision, memory.available_kv_bytes, memory,
                      largest_range=(min(low, high), max(low, high)), notes=(memory.notes[-1],))


@frozen
class ModelSummary:
    """One catalog model at a glance (``kvroom models``): the context vLLM derives, the weights it loads on one
    GPU and the KV bytes one token costs, at vLLM's defaults (default release, --dtype auto, TP 1)."""

    model_id: str
    status: str
    source: str
    derived_max_model_len: int | None  # vllm/config/model.py::_get_and_verify_max_len (kvroom.core.lengths)
    weights_bytes: int | None  # weights on one GPU at TP 1 (kvroom.core.weights)
    weights_exact: bool
    num_parameters: int | None  # from the checkpoint facts, when the catalog has them
    kv_bytes_per_token: int | None  # all attention layers, TP 1, the default KV dtype
    error: str | None = None  # why the model could not be summarized (its plan refused while building the config)


def model_summaries() -> list[ModelSummary]:
    """Every catalog model summarized; a model kvroom cannot plan keeps its id and says why."""
    from kvroom.errors import KvroomError
    from kvroom.sources import catalog

    out = []
    for entry in catalog.list_models():
        base = dict(model_id=entry.model_id, status=entry.status, source=entry.source)
        try:
            model = catalog.lookup(entry.model_id)
            # the KV memory bypass: no GPU needed; only the engine settings and specs are read
            result = _plan(model, PlanRequest(kv_cache_memory_bytes=2**50), propose_fixes=False)
            weights = gpu_weights(result.model, result.request, result.engine, [])
        except KvroomError as exc:
            out.append(ModelSummary(**base, derived_max_model_len=None, weights_bytes=None, weights_exact=False,
                                    num_parameters=None, kv_bytes_per_token=None, error=str(exc).split("\n")[0]))
            continue
        derived = result.engine.derived.default_max_model_len
        out.append(ModelSummary(
            **base, derived_max_model_len=int(derived), weights_bytes=weights.bytes_per_rank,
            weights_exact=weights.exact, kv_bytes_per_token=result.kv_bytes_per_token(),
            num_parameters=model.checkpoint.num_parameters if model.checkpoint is not None else None))
    return out
