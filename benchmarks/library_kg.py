"""A library KG of our own, made up from a seed, with questions a new user would ask of it.

Authors and translators, books, publishers, cities, genres, years and page counts, named
as a Neo4j user names relationships (`WROTE`, `PUBLISHED_BY`, `BORN_IN`), each stored
once, no types file: unlike the football KG (`football_kg.py`) no relation has a twin to
read it backwards, and several relations end at numbers. It was written after the
football KG's rules, to check them on a KG they were not made on.
"""

from __future__ import annotations

import random

from benchmarks.made_up_kg import KGRecipe, MadeUpKG, Wordings

FIRST = ["Ada", "Boris", "Clara", "Dmitri", "Edith", "Felix", "Greta", "Henrik", "Irene",
         "Jorge", "Kira", "Leon", "Mira", "Nadia", "Oskar", "Petra"]  # fmt: skip
LAST = ["Ashford", "Brandt", "Corvin", "Delacroix", "Ellison", "Fontaine", "Grimaldi",
        "Hartley", "Ivanova", "Jensen", "Kowalski", "Lindqvist", "Marchetti",
        "Nakamura"]  # fmt: skip
ADJECTIVES = ["Silent", "Crimson", "Hollow", "Distant", "Golden", "Broken", "Northern",
              "Quiet", "Burning", "Last", "Hidden", "Pale"]  # fmt: skip
NOUNS = ["Harbor", "Orchard", "Lantern", "River", "Garden", "Winter", "Mirror", "Tower",
         "Island", "Letter", "Voyage", "Meadow"]  # fmt: skip
PUBLISHERS = {  # publisher: the city it is based in
    "Penrose House": "London", "Blackwell and Lane": "London", "Atlas Editions": "Paris",
    "Nordlys Forlag": "Oslo", "Vintage Quill": "New York", "Sierra Press": "Madrid",
}  # fmt: skip
CITIES = ["London", "Paris", "Oslo", "New York", "Madrid", "Lisbon", "Vienna", "Prague"]
GENRES = ["Mystery", "Fantasy", "Romance", "Poetry", "History"]

LIBRARY = Wordings(
    one_hop={
        ("WROTE", True): ("which books did {x} write ?", "what has {x} written ?",
                          "name a novel by {x} ?"),
        ("WROTE", False): ("who wrote {x} ?", "who is the author of {x} ?",
                           "which writer wrote {x} ?"),
        ("TRANSLATED", False): ("who translated {x} ?", "who is the translator of {x} ?"),
        ("PUBLISHED_BY", True): ("who published {x} ?", "which publisher published {x} ?",
                                 "what company published {x} ?"),
        ("PUBLISHED_BY", False): ("which books did {x} publish ?",
                                  "name a book published by {x} ?"),
        ("BASED_IN", True): ("where is {x} based ?", "in which city is {x} based ?"),
        ("BORN_IN", True): ("where was {x} born ?", "which city is {x} from ?"),
        ("BORN_IN", False): ("who was born in {x} ?", "name a person born in {x} ?"),
        ("HAS_GENRE", True): ("what genre is {x} ?", "what kind of book is {x} ?"),
        ("HAS_GENRE", False): ("name a book in the {x} genre ?", "which books are {x} ?"),
        ("PUBLICATION_YEAR", True): ("when was {x} published ?",
                                     "in what year did {x} come out ?"),
        ("PAGE_COUNT", True): ("how many pages does {x} have ?", "how long is {x} ?"),
        ("BIRTH_YEAR", True): ("when was {x} born ?", "what year was {x} born ?"),
    },
    two_hop={
        (("WROTE", False), ("BORN_IN", True)): ("where was the author of {x} born ?",
                                                "which city is the writer of {x} from ?"),
        (("WROTE", True), ("PUBLISHED_BY", True)): (
            "which publishers published books written by {x} ?",
            "who published the books of {x} ?"),
        (("PUBLISHED_BY", True), ("BASED_IN", True)): ("where is the publisher of {x} based ?",
                                                       "in which city was {x} published ?"),
        (("WROTE", True), ("HAS_GENRE", True)): ("what genres does {x} write ?",
                                                 "which genres are the books of {x} ?"),
        (("BORN_IN", False), ("WROTE", True)): (
            "which books were written by authors born in {x} ?",),
    },
    two_anchor=(
        (("WROTE", True), ("PUBLISHED_BY", False),
         ("which book by {x} was published by {y} ?",
          "name a book of {x} from the publisher {y} ?")),
        (("HAS_GENRE", False), ("PUBLISHED_BY", False), ("which {x} books did {y} publish ?",)),
    ),
)  # fmt: skip


def library_kg(seed: int = 3) -> MadeUpKG:
    """A made-up library: 80 people (55 authors, the rest translators), 120 books."""
    rng = random.Random(seed)
    facts: list[tuple[str, str, str]] = []
    names: set[str] = set()
    while len(names) < 80:
        names.add(f"{rng.choice(FIRST)} {rng.choice(LAST)}")
    people = sorted(names)
    authors, translators = people[:55], people[55:]
    titles: set[str] = set()
    while len(titles) < 120:
        titles.add(f"The {rng.choice(ADJECTIVES)} {rng.choice(NOUNS)}")
    for person in people:
        facts += [(person, "BORN_IN", rng.choice(CITIES)),
                  (person, "BIRTH_YEAR", str(rng.randint(1900, 1990)))]  # fmt: skip
    for book in sorted(titles):
        facts += [(rng.choice(authors), "WROTE", book),
                  (book, "PUBLISHED_BY", rng.choice(sorted(PUBLISHERS))),
                  (book, "HAS_GENRE", rng.choice(GENRES)),
                  (book, "PUBLICATION_YEAR", str(rng.randint(1950, 2020))),
                  (book, "PAGE_COUNT", str(rng.randint(120, 900)))]  # fmt: skip
        if rng.random() < 0.4:
            facts.append((rng.choice(translators), "TRANSLATED", book))
    facts += [(publisher, "BASED_IN", city) for publisher, city in PUBLISHERS.items()]
    return MadeUpKG.of(facts)


RECIPE = KGRecipe("library", library_kg, LIBRARY, default_seed=3)
