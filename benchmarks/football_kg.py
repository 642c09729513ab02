"""A football KG of our own, made up from a seed, with questions a new user would ask of it.

Players, clubs, countries, positions, ages and shirt numbers, every relation stored twice
(`r` and `r_inverse`), no types file: the shape a user's own KG often has. Questions come
in several wordings per relation (`made_up_kg.Wordings`).
"""

from __future__ import annotations

import random
from functools import partial

from benchmarks.made_up_kg import KGRecipe, MadeUpKG, Wordings

FIRST = [
    "Aron",
    "Bruno",
    "Caio",
    "Dario",
    "Emil",
    "Fabio",
    "Goran",
    "Hugo",
    "Ivo",
    "Jonas",
    "Kasper",
    "Luca",
    "Mateo",
    "Nils",
    "Otto",
    "Pavel",
    "Quim",
    "Rafa",
    "Sami",
    "Tomas",
    "Umar",
    "Viktor",
    "Wout",
    "Yann",
    "Zeno",
]
LAST = [
    "Almeida",
    "Berger",
    "Castell",
    "Dumont",
    "Eriksen",
    "Ferraro",
    "Gallo",
    "Horvat",
    "Ibsen",
    "Janssen",
    "Kovac",
    "Lindahl",
    "Moreau",
    "Novak",
    "Okoye",
    "Petrov",
    "Quintero",
    "Rossi",
    "Sandoval",
    "Tanaka",
    "Urban",
    "Varga",
    "Weber",
    "Yilmaz",
    "Zoric",
]
CLUBS = {  # club: country it plays in
    "Harbor City FC": "England", "Redvale United": "England", "Porto Azul": "Portugal",
    "Real Montera": "Spain", "Atletico Sierra": "Spain", "Rheinstadt 04": "Germany",
    "Sporting Lagoa": "Portugal", "Olympique Brisac": "France",
}  # fmt: skip
COUNTRIES = [
    "England",
    "Portugal",
    "Spain",
    "Germany",
    "France",
    "Brazil",
    "Nigeria",
    "Croatia",
    "Japan",
    "Argentina",
]
POSITIONS = ("Goalkeeper", "Defender", "Midfielder", "Forward")

RELATIONS = ("plays_for", "citizen_of", "plays_position", "age", "shirt_number", "club_country")
ONE_HOP: dict[tuple[str, bool], tuple[str, ...]] = {
    # (relation, asked from its head?) -> wordings; {x} is the anchor
    ("plays_for", True): (
        "which club does {x} play for ?",
        "what team is {x} on ?",
        "{x} plays for which club ?",
    ),
    ("plays_for", False): (
        "which players play for {x} ?",
        "name a player of {x} ?",
        "who is in the squad of {x} ?",
    ),
    ("citizen_of", True): (
        "which country is {x} from ?",
        "what is the nationality of {x} ?",
        "where does {x} come from ?",
    ),
    ("citizen_of", False): (
        "which players come from {x} ?",
        "name a player from {x} ?",
        "who is a footballer from {x} ?",
    ),
    ("plays_position", True): (
        "what position does {x} play ?",
        "{x} plays in which position ?",
        "what is the position of {x} ?",
    ),
    ("plays_position", False): (
        "name a player who plays {x} ?",
        "which players play as {x} ?",
        "who plays {x} ?",
    ),
    ("age", True): ("how old is {x} ?", "what is the age of {x} ?"),
    ("shirt_number", True): ("what shirt number does {x} wear ?", "what number is {x} ?"),
    ("club_country", True): ("which country is {x} based in ?", "where is {x} located ?"),
    ("club_country", False): ("which clubs are based in {x} ?", "name a club in {x} ?"),
}
TWO_HOP: dict[tuple[tuple[str, bool], tuple[str, bool]], tuple[str, ...]] = {
    (("plays_for", True), ("club_country", True)): (
        "which country is the club of {x} based in ?",
        "in which country does {x} play club football ?",
    ),
    (("plays_for", True), ("plays_for", False)): (
        "who are the teammates of {x} ?",
        "which players play for the same club as {x} ?",
    ),
    (("citizen_of", False), ("plays_for", True)): (
        "which clubs do players from {x} play for ?",
        "name a club that has a player from {x} ?",
    ),
    (("club_country", False), ("plays_for", False)): (
        "which players play for clubs based in {x} ?",
        "name a player at a club located in {x} ?",
    ),
    (("plays_position", False), ("citizen_of", True)): (
        "which countries do players who play {x} come from ?",
    ),
}
TWO_ANCHOR: tuple[tuple[tuple[str, bool], tuple[str, bool], tuple[str, ...]], ...] = (
    (("plays_for", False), ("citizen_of", False),
     ("which player in {x} is from {y} ?", "name a player of {x} who comes from {y} ?")),
    (("plays_for", False), ("plays_position", False),
     ("which player of {x} plays {y} ?", "who plays {y} for {x} ?")),
    (("citizen_of", False), ("plays_position", False),
     ("which player from {x} plays {y} ?",)),
)  # fmt: skip


FOOTBALL = Wordings(ONE_HOP, TWO_HOP, TWO_ANCHOR)


def football_kg(players: int = 150, seed: int = 7) -> MadeUpKG:
    """A made-up league: players with a club, country, position, age and shirt number."""
    rng = random.Random(seed)
    facts: list[tuple[str, str, str]] = []
    names: set[str] = set()
    while len(names) < players:
        names.add(f"{rng.choice(FIRST)} {rng.choice(LAST)}")
    for name in sorted(names):
        club = rng.choice(sorted(CLUBS))
        home = CLUBS[club] if rng.random() < 0.5 else rng.choice(COUNTRIES)
        facts += [(name, "plays_for", club), (name, "citizen_of", home),
                  (name, "plays_position", rng.choice(POSITIONS)),
                  (name, "age", str(rng.randint(18, 36))),
                  (name, "shirt_number", str(rng.randint(1, 40)))]  # fmt: skip
    facts += [(club, "club_country", country) for club, country in CLUBS.items()]
    return MadeUpKG.of(facts, twins="_inverse")


RECIPE = KGRecipe("football", partial(football_kg, 150), FOOTBALL, default_seed=7)
