""" "who" asks for a person or a body acting as one: a type a relation names as the doer of
its verb (what `made_by`, a `developer` reach) fits it at least `WHO_DOER_FIT`, and a path
ending at things done to (what is `made_by`) loses `WHO_THING` where no word of the
question says its last step ("who is behind Elbling": the wineries, not their wines; "who won
the X award" says the wines' `award_won`)."""

from __future__ import annotations

from app.kg.embeddings import Embedder
from app.planners.answer_type import doers_and_done_to
from app.planners.encoder_planner import EncoderPlanner

from conftest import make_catalog, module_planner

WINES = {
    "Steinmauer Kabinett": ("Elbling", "Weinhaus Steinmauer"),
    "Rebenhang Alte Reben": ("Riesling", "Weingut Rebenhang"),
    "Colleverde Superiore": ("Sangiovese", "Fattoria Colleverde"),
    "Thornbird Red": ("Shiraz", "Thornbird Estate"),
    "Montclar Blanc": ("Elbling", "Clos Montclar"),
    "Kallisto White": ("Riesling", "Kallisto Estate"),
}
OWNERS = ["Anna Pryce", "Ben Kellow", "Cara Doyle", "Dan Moss", "Eva Lind", "Finn Hale"]
ROWS = []
for k, (wine, (grape, winery)) in enumerate(WINES.items()):
    ROWS += [(wine, "made_from", grape), (wine, "made_by", winery)]
    ROWS += [(winery, "owned_by", OWNERS[k]), (wine, "award_won", f"Gold Cup {2000 + k}")]

planner = module_planner(ROWS, "w")


def test_things_made_by_a_doer_are_done_to(embedder: Embedder) -> None:
    schema = [
        ("game", "developed_by", "studio"),
        ("game", "lead_designer", "person"),
        ("studio", "based_in", "city"),
        ("studio", "owned_by", "publisher"),  # done to, and a doer: not a thing made
        ("person", "born_in", "city"),
        ("person", "trained_by", "person"),  # to itself: neither
    ]
    doers, done_to = doers_and_done_to(make_catalog(embedder, schema))
    assert (doers, done_to) == ({"studio", "person", "publisher"}, {"game"})


def test_who_asks_for_the_maker_not_the_thing_made(planner: EncoderPlanner) -> None:
    [best, *_] = planner.rank("who is behind Elbling ?")
    walked = planner.catalog.walked
    assert tuple(map(walked, best.paths[0].hops)) == (("made_from", False), ("made_by", True))


def test_a_word_saying_the_step_keeps_the_thing(planner: EncoderPlanner) -> None:
    [best, *_] = planner.rank("who won the Gold Cup 2003 ?")
    walked = planner.catalog.walked
    assert tuple(map(walked, best.paths[0].hops)) == (("award_won", False),)
