"""The `safe` command line."""

from __future__ import annotations

import json
import sys
from dataclasses import asdict, replace
from pathlib import Path
from typing import Any

import click
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from app.cli.common import (
    RichProgress,
    console,
    db_options,
    emit,
    llm_options,
    matching_options,
    open_graph,
    planner_option,
    progress_bars,
    server_options,
    settings_from,
)
from app.cli.evaluate import eval_command
from app.cli.serve import serve_command
from app.errors import ConfigError, SafeError
from app.kg.entity_vectors import AUTO_STATIC_ENTITIES
from app.kg.entity_vectors import CHOICES as ENTITY_VECTOR_CHOICES
from app.kg.schema_graph import SchemaGraphOptions
from app.kg.store import EmbeddedServer
from app.kg.store.dialect import HnswOptions
from app.planners.llm import LLMClient, LLMSettings
from app.planners.type_naming import name_inferred_types
from app.query_graph import PseudoQueryGraph
from app.safe.adj import ADJOptions
from loaders.formats import FORMATS


class _SafeGroup(click.Group):
    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except SafeError as exc:
            console.print(f"[red]error:[/red] {exc}")
            sys.exit(2)


@click.group(cls=_SafeGroup)
@click.version_option(package_name="safe-kgqa", prog_name="safe")
def main() -> None:
    """safe-kgqa: ask questions of your knowledge graph (SAFE: schema-driven ADJ)."""


@main.group()
def db() -> None:
    """Manage the embedded FalkorDB server."""


def _server(home: str | None) -> EmbeddedServer:
    return EmbeddedServer(settings_from(home=home).home / "falkordb")


@db.command("start")
@server_options
def db_start(home: str | None, as_json: bool) -> None:
    """Start the embedded server (or reuse the running one)."""
    status = _server(home).start()
    emit(asdict(status)) if as_json else click.echo(
        f"running (pid {status.pid}) at {status.socket}"
    )


@db.command("stop")
@server_options
def db_stop(home: str | None, as_json: bool) -> None:
    """Stop the embedded server after it saves its data."""
    stopped = _server(home).stop()
    emit({"stopped": stopped}) if as_json else click.echo("stopped" if stopped else "not running")


@db.command("status")
@server_options
def db_status(home: str | None, as_json: bool) -> None:
    """Whether the embedded server runs, where, and its memory use."""
    status = _server(home).status()
    if as_json:
        emit(asdict(status))
    elif status.running:
        state = "loading its data" if status.loading else "running"
        click.echo(f"{state} (pid {status.pid}) at {status.socket}, memory {status.used_memory}")
    else:
        click.echo(f"not running (data directory {status.data_dir})")


@main.command()
@click.argument("path", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--format", "fmt", type=click.Choice(FORMATS), required=True, help="input format")
@click.option(
    "--types",
    "types_file",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    help="entity<TAB>type file",
)
@click.option("--adapter", help="dataset type adapter (default: the format's, e.g. metaqa)")
@click.option("--replace", is_flag=True, help="delete the graph first")
@click.option("--skip-bad", is_flag=True, help="skip and count malformed lines instead of stopping")
@click.option(
    "--batch-size", default=5000, show_default=True, help="triples written per transaction"
)
@click.option("--min-support", default=1, show_default=True, help="schema edge support threshold")
@click.option(
    "--min-confidence", default=0.0001, show_default=True, help="schema edge confidence threshold"
)
@click.option(
    "--hnsw-m", default=16, show_default=True, help="HNSW links per vector index node (M)"
)
@click.option("--hnsw-ef", default=64, show_default=True, help="HNSW efConstruction")
@click.option(
    "--distance-cap", default=4, show_default=True, help="exact type distances up to this"
)
@click.option(
    "--model", "embedding_model", help="sentence-transformers model [SAFE_EMBEDDING_MODEL]"
)
@click.option(
    "--name-types",
    is_flag=True,
    help="ask the configured LLM once per inferred type for a short name (cached per graph)",
)
@click.option(
    "--entity-vectors",
    type=click.Choice(ENTITY_VECTOR_CHOICES),
    default="auto",
    show_default=True,
    help="entity-name vectors for fuzzy linking: the embedding model's (full), a static "
    "model distilled from it (static: far faster), or none; auto: static from "
    f"{AUTO_STATIC_ENTITIES:,} entities",
)
@click.option(
    "--bulk/--no-bulk",
    default=True,
    show_default=True,
    help="create a new graph in one bulk pass where the store has one (FalkorDB: GRAPH.BULK)",
)
@click.option("--json", "as_json", is_flag=True, help="print the summary as JSON")
@llm_options
@db_options
def load(path: Path, fmt: str, types_file: Path | None, adapter: str | None, replace: bool,
         skip_bad: bool, batch_size: int, min_support: int, min_confidence: float, hnsw_m: int,
         hnsw_ef: int, distance_cap: int, embedding_model: str | None, name_types: bool,
         entity_vectors: str, bulk: bool, as_json: bool, llm_base_url: str | None,
         llm_model: str | None, llm_api_key: str | None, **db: Any) -> None:  # fmt: skip
    """Load a triple file into the graph, then build its schema graph and indexes."""
    from app.kg.embeddings import Embedder
    from loaders.pipeline import LoadOptions, load_file

    llm = LLMSettings.resolve(base_url=llm_base_url, api_key=llm_api_key, model=llm_model)
    if name_types and llm is None:
        raise click.UsageError("--name-types needs an LLM: set --llm-base-url and --llm-model")
    settings = settings_from(embedding_model=embedding_model, **db)
    options = LoadOptions(
        fmt=fmt, types_file=types_file, adapter=adapter, replace=replace, skip_bad=skip_bad,
        batch_size=batch_size, schema=SchemaGraphOptions(min_support, min_confidence),
        hnsw=HnswOptions(hnsw_m, hnsw_ef), distance_cap=distance_cap,
        entity_vectors=entity_vectors, bulk=bulk,
    )  # fmt: skip
    with open_graph(settings) as store:
        progress = progress_bars(as_json)
        embedder = Embedder(settings.embedding_model, runtime=settings.encoder_runtime)
        with progress:
            report = load_file(
                store, embedder, path, options, settings.cache_dir, RichProgress(progress),
                models_dir=settings.models_dir,
            )  # fmt: skip
        naming = None
        if name_types and llm is not None:
            naming = name_inferred_types(
                LLMClient(llm), store, embedder, settings.cache_dir, options.schema
            )
    if as_json:
        summary = report.as_dict()
        if naming is not None:
            summary["type_names"] = {
                "named": naming.named,
                "already_named": naming.cached,
                "rejected": naming.rejected,
                "llm": asdict(naming.usage),
            }
        emit(summary)
        return
    written = "in bulk" if report.writes == "bulk" else "through Cypher"
    click.echo(
        f"loaded {report.triples_read:,} triples from {path} into {report.graph!r} "
        f"in {report.seconds['total']:.1f} s: {report.entities:,} entities, "
        f"{report.relations} relations, {report.types} types, {report.schema_edges} schema edges"
        f"; entity vectors: {report.entity_vectors}; written {written}"
    )
    if report.skipped_lines:
        click.echo(
            f"skipped {report.skipped_lines} malformed lines, first: {report.first_errors[0]}"
        )
    click.echo("seconds per phase: " + ", ".join(f"{k} {v:.1f}" for k, v in report.seconds.items()))
    for warning in report.warnings:
        console.print(f"[yellow]warning:[/yellow] {escape(warning)}")
    if naming is not None:
        given = ", ".join(f"{t} -> {n}" for t, n in naming.named.items()) or "none new"
        click.echo(f"type names: {given} ({naming.cached} already named)")
        for type_name, why in naming.rejected.items():
            click.echo(f"type name refused for {type_name!r}: {why}")


@main.command("index")
@click.option(
    "--name",
    "names",
    multiple=True,
    metavar="LABEL=PROP",
    help="the property naming a label's nodes (PROP or FIRST+LAST); repeatable",
)
@click.option("--drop", is_flag=True, help="remove everything safe index added, and nothing else")
@click.option("--batch-size", default=2000, show_default=True, help="nodes per page")
@click.option("--min-support", default=1, show_default=True, help="schema edge support threshold")
@click.option(
    "--model", "embedding_model", help="sentence-transformers model [SAFE_EMBEDDING_MODEL]"
)
@click.option("--json", "as_json", is_flag=True, help="print the summary as JSON")
@db_options
def index(names: tuple[str, ...], drop: bool, batch_size: int, min_support: int,
          embedding_model: str | None, as_json: bool, **db: Any) -> None:  # fmt: skip
    """Make a property graph already in the database answerable, in place.

    Labels become types, relationship types relations, and node properties facts. Your
    labels, relationships and properties are never changed; what SAFE adds is namespaced
    (the SafeEntity label, safe_ properties, Safe* nodes and indexes) and --drop removes it.
    """
    from app.kg.embeddings import Embedder
    from loaders.property_graph import IndexOptions, drop_index, index_graph

    overrides: dict[str, str] = {}
    for given in names:
        label, sep, prop = given.partition("=")
        if not sep or not label or not prop:
            raise click.BadParameter(f"expected LABEL=PROP, got {given!r}", param_hint="--name")
        overrides[label] = prop
    settings = settings_from(embedding_model=embedding_model, **db)
    with open_graph(settings) as store:
        if drop:
            removed = drop_index(store, settings.cache_dir)
            if as_json:
                emit({"graph": store.graph, "dropped": removed})
            else:
                click.echo(
                    f"dropped SAFE's index of {store.graph!r}: {removed['values']:,} value nodes, "
                    f"{removed['safe_nodes']:,} schema nodes, marks on {removed['user_nodes']:,} "
                    "of your nodes"
                )
            return
        options = IndexOptions(
            names=overrides,
            batch_size=batch_size,
            schema=SchemaGraphOptions(min_support=min_support),
        )
        progress = progress_bars(as_json)
        embedder = Embedder(settings.embedding_model, runtime=settings.encoder_runtime)
        with progress:
            report = index_graph(
                store, embedder, settings.cache_dir, options, RichProgress(progress)
            )
    if as_json:
        emit(report.as_dict())
        return
    click.echo(
        f"indexed {report.nodes:,} nodes of {report.graph!r} in {report.seconds['total']:.1f} s: "
        f"{len(report.labels)} labels, {report.relations} relations, {report.facts:,} property "
        f"facts ({report.values:,} new values), {report.types} types, "
        f"{report.schema_edges} schema edges; {report.embedded:,} names embedded"
    )
    click.echo(
        "display names: "
        + ", ".join(f"{label} = {rule}" for label, rule in report.display_names.items())
    )
    if report.skipped_values:
        click.echo(f"{report.skipped_values:,} property values over 1,000 characters left out")


@main.command()
@click.option("--json", "as_json", is_flag=True, help="print the counts as JSON")
@db_options
def stats(as_json: bool, **db: Any) -> None:
    """Counts of entities, triples, relations, types and schema edges."""
    from app.kg.stats import graph_stats

    settings = settings_from(**db)
    with open_graph(settings) as store:
        data = graph_stats(store, settings)
        if not data["entities"] and data["load"] is None:
            known = ", ".join(repr(g) for g in store.graph_names()) or "none"
            raise SafeError(
                f"graph {settings.graph!r} does not exist at {store.location} "
                f"(graphs there: {known}); check --graph or SAFE_GRAPH"
            )
    if as_json:
        emit(data)
        return
    table = Table(title=f"graph {settings.graph!r} at {data['location']}")
    table.add_column("what")
    table.add_column("count", justify="right")
    for key in (
        "triples",
        "entities",
        "relations",
        "types",
        "schema_edges",
        "type_distances_cached",
    ):
        value = data[key]
        shown = ("yes" if value else "no") if isinstance(value, bool) else f"{value:,}"
        table.add_row(key.replace("_", " "), shown)
    Console().print(table)
    load_info = data["load"]
    if load_info and load_info.get("status") != "complete":
        console.print(
            f"[yellow]the load of {load_info.get('file')} did not finish: rerun `safe load` "
            "with the same file to resume[/yellow]"
        )


def _pseudo_graph(value: str | None) -> PseudoQueryGraph | None:
    """A pseudo query graph given as JSON text or as a path to a JSON file."""
    if value is None:
        return None
    if value.lstrip().startswith("{"):  # JSON text (may be too long to test as a file name)
        text = value
    elif Path(value).is_file():
        text = Path(value).read_text(encoding="utf-8")
    else:
        raise ConfigError(f"--query-graph {value!r}: neither JSON text nor a file")
    try:
        return PseudoQueryGraph.model_validate_json(text)
    except ValueError as exc:
        raise ConfigError(f"--query-graph is not a valid pseudo query graph: {exc}") from exc


@main.command()
@click.argument("question")
@planner_option
@click.option(
    "--query-graph", help="use this pseudo query graph (JSON text or file) instead of a planner"
)
@click.option(
    "--answerer",
    type=click.Choice(["auto", "llm", "extract"]),
    default="auto",
    show_default=True,
    help="who words the answer (auto: llm when configured; extract: the evidence's answer entities)",
)
@matching_options
@click.option("--delta", default=1, show_default=True, help="ADJ distance threshold δ")
@click.option(
    "--k-schema",
    default=3,
    show_default=True,
    help="ADJ: nearest schema edges kept per pseudo edge",
)
@click.option("--k-qg", default=5, show_default=True, help="ADJ: aligned query graphs kept")
@click.option(
    "--sim-ent", default=3, show_default=True, help="candidate entities linked per mention"
)
@click.option(
    "--sim-rel",
    default=10,
    show_default=True,
    help="nearest KG relations scored per pseudo relation",
)
@click.option(
    "--sim-typ", default=8, show_default=True, help="nearest KG types scored per pseudo type"
)
@click.option(
    "--min-share",
    default=0.01,
    show_default=True,
    help="ADJ ignores schema edges holding less of their relation's triples",
)
@click.option(
    "--bridge-cost",
    type=float,
    help="SemDist of each bridge hop [default: fitted, see README]",
)
@click.option("--scan-limit", default=2000, show_default=True, help="matches scanned per query")
@click.option("--directed", is_flag=True, help="match edges only in their stored direction")
@click.option("--show-cypher", is_flag=True, help="print the compiled queries")
@click.option(
    "--html",
    "html_file",
    type=click.Path(dir_okay=False, path_type=Path),
    help="also write the answer, pseudo graph and evidence drawn as graphs to this HTML file",
)
@llm_options
@click.option("--llm-timeout", type=float, help="seconds per LLM call [SAFE_LLM_TIMEOUT]")
@click.option(
    "--json", "as_json", is_flag=True, help="print the answer, evidence and timings as JSON"
)
@db_options
def ask(question: str, planner: str, query_graph: str | None, answerer: str, mode: str, delta: int,
        k_schema: int, k_qg: int, k_retrieval: int, sim_ent: int, sim_rel: int, sim_typ: int,
        no_types: bool, min_share: float, bridge_cost: float | None, scan_limit: int, directed: bool,
        show_cypher: bool, html_file: Path | None, llm_base_url: str | None,
        llm_model: str | None, llm_api_key: str | None, llm_timeout: float | None, as_json: bool,
        **db: Any) -> None:  # fmt: skip
    """Answer QUESTION from the loaded graph, with the evidence behind the answer."""
    from app.qa import QAOptions, build_qa

    settings = settings_from(**db)
    options = QAOptions(
        adj=ADJOptions(delta=delta, k_schema=k_schema, k_qg=k_qg, sim_typ=sim_typ,
                       sim_rel=sim_rel, use_types=not no_types, min_share=min_share),
        mode=mode, k_retrieval=k_retrieval, sim_ent=sim_ent, directed=directed,  # type: ignore[arg-type]
        scan_limit=scan_limit,
    )  # fmt: skip
    if bridge_cost is not None:
        options = replace(options, bridge_cost=bridge_cost)
    llm = LLMSettings.resolve(
        base_url=llm_base_url, api_key=llm_api_key, model=llm_model, timeout_s=llm_timeout
    )
    with open_graph(settings) as store:
        given = _pseudo_graph(query_graph)
        qa = build_qa(
            store, settings, options, llm, planner="none" if given else planner, answerer=answerer
        )
        result = qa.ask(question, given)
    if html_file is not None:
        from app.serve.view import standalone_html

        html_file.write_text(standalone_html(result.as_dict(with_cypher=True)), encoding="utf-8")
    if as_json:
        emit(result.as_dict(with_cypher=show_cypher))
        return
    out = Console()
    # questions, names and Cypher hold brackets ("[Glass Orchard]", "$ids[i]"): escaped
    out.print(f"[bold]{escape(question)}[/bold]")
    out.print(
        "answers: "
        + (escape(", ".join(result.answers)) if result.answers else "[yellow]none found[/yellow]")
    )
    if result.explanation:
        out.print(f"explanation: {result.explanation}", markup=False)
    for mention, entity in result.weak_links().items():
        out.print(
            f"note: {mention!r} matched no name exactly; read as {entity.name!r} "
            f"(distance {entity.distance:.2f})",
            markup=False,
        )
    for warning in result.warnings:
        out.print(f"warning: {warning}", style="yellow", markup=False)
    if result.pseudo_graph is not None:
        out.print(
            "pseudo query graph: "
            + "; ".join(f"({s}, {r}, {t})" for s, r, t in result.pseudo_graph.edges),
            markup=False,
        )
    for i, evidence in enumerate(result.evidence, 1):
        triples = "; ".join(f"({s}, {r}, {t})" for s, r, t in evidence.named_triples())
        out.print(f"  [{i}] {evidence.score:.3f}  {triples}", highlight=False, markup=False)
    if show_cypher:
        for compiled in result.cypher:
            out.print(compiled.text, highlight=False, markup=False)
            out.print(f"params: {json.dumps(compiled.params)}", highlight=False, markup=False)
    if result.browser_url:
        out.print(f"Neo4j Browser: {result.browser_url}")
    timings = ", ".join(f"{k} {v:.1f} ms" for k, v in result.timings.items())
    out.print(
        f"time: {timings}; LLM calls {result.llm.calls}, tokens {result.llm.prompt_tokens}+{result.llm.completion_tokens}"
    )


@main.command()
@click.argument(
    "questions",
    nargs=-1,
    required=True,
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
)
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["metaqa", "pathquestion", "jsonl"]),
    required=True,
    help="question file format",
)
@click.option("--epochs", default=6, show_default=True, help="passes over the training questions")
@click.option("--seed", default=0, show_default=True, help="seed of training")
@click.option("--split-seed", default=0, show_default=True, help="seed of the train/held-out split")
@click.option(
    "--max-examples", default=8000, show_default=True, help="training questions drawn at most"
)
@click.option(
    "--eval-limit", default=500, show_default=True, help="held-out questions scored per file"
)
@click.option("--json", "as_json", is_flag=True, help="print the training report as JSON")
@db_options
def train(questions: tuple[Path, ...], fmt: str, epochs: int, seed: int, split_seed: int,
          max_examples: int, eval_limit: int, as_json: bool, **db: Any) -> None:  # fmt: skip
    """Train the encoder planner's path scorer on a dataset's training split (CPU, minutes).

    `--format jsonl` takes your own `{"question", "answers"}` pairs, one a line: the
    shortest relation paths from the linked entity that reach the answers are the labels."""
    from app.training.path_scorer_training import train_command

    progress = progress_bars(as_json)
    with progress:
        report = train_command(
            settings_from(**db), list(questions), fmt, epochs=epochs, seed=seed,
            split_seed=split_seed, max_examples=max_examples, eval_limit=eval_limit,
            progress=RichProgress(progress),
        )  # fmt: skip
    if as_json:
        emit(report)
        return
    left_out = (
        f"; {report['unlabelled']} left out, no path reaching their answers"
        if report.get("unlabelled")
        else ""
    )
    click.echo(
        f"trained on {report['examples']} questions ({report['skipped']} not linked to their path{left_out}) "
        f"in {report['seconds']} s, {report['epochs']} epochs: saved {report['saved']}"
    )
    for name, scores in report["evaluation"].items():
        click.echo(
            f"held out of {name}: {scores['questions']} {scores['split']} questions, top-1 path "
            f"{100 * scores['untrained']:.1f} % untrained -> {100 * scores['trained']:.1f} % trained"
        )
    click.echo("questions on this graph now use the trained scorer")


main.add_command(eval_command)
main.add_command(serve_command)
