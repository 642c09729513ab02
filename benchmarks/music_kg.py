"""A music KG of our own, made up from a seed, with questions a new user would ask of it.

Musicians, bands, albums, record labels, cities, countries, genres, instruments, years and
track counts, with relations named as schema.org names its properties (`memberOf`,
`byArtist`, `birthPlace`, `containedInPlace`, `numTracks`): camel case, mostly nouns, each
stored once, no types file. Founding years and release years are one pool of numbers.
It was written after the football and library KGs' rules, and measured once before
anything was changed for it: the third check that the rules hold on a KG they were not
made on.
"""

from __future__ import annotations

import random

from benchmarks.made_up_kg import KGRecipe, MadeUpKG, Wordings

FIRST = ["Abel", "Bianca", "Cyrus", "Dagny", "Emil", "Freya", "Gideon", "Hana", "Ivo",
         "Juno", "Kasper", "Lotte", "Milo", "Nell", "Otto", "Pia", "Rafael", "Saskia"]  # fmt: skip
LAST = ["Archer", "Bellamy", "Castellano", "Dunmore", "Eriksen", "Falk", "Gallagher",
        "Holm", "Iversen", "Jovanovic", "Kerr", "Lombardi", "Moreau", "Novak", "Okafor",
        "Pryce"]  # fmt: skip
BAND_WORDS = ["Velvet", "Neon", "Iron", "Paper", "Electric", "Wild", "Glass", "Midnight",
              "Lunar", "Copper", "Restless", "Hollow"]  # fmt: skip
BAND_NOUNS = ["Foxes", "Engines", "Saints", "Tides", "Owls", "Ghosts", "Horses", "Comets",
              "Wolves", "Kings"]  # fmt: skip
ALBUM_NOUNS = ["Echoes", "Static", "Embers", "Satellites", "Shadows", "Rivers", "Signals",
               "Ashes", "Harbours", "Fireflies", "Highways", "Strangers"]  # fmt: skip
ALBUM_PLACES = ["the Valley", "Glass", "the North", "Tomorrow", "the Sea", "Neon",
                "the Night", "Summer", "Stone"]  # fmt: skip
CITIES = {  # city: the country it lies in
    "Manchester": "England", "Bristol": "England", "Seattle": "United States",
    "Austin": "United States", "Berlin": "Germany", "Hamburg": "Germany",
    "Reykjavik": "Iceland", "Melbourne": "Australia", "Montreal": "Canada",
    "Glasgow": "Scotland",
}  # fmt: skip
LABELS = ["Sub Pop Records", "Rough Trade", "Blue Lantern Music", "Northern Star Records",
          "Quietus Sound", "Harbour Lights Records"]  # fmt: skip
GENRES = ["Indie Rock", "Shoegaze", "Post-Punk", "Folk", "Synth-Pop", "Jazz"]
INSTRUMENTS = ["Guitar", "Bass", "Drums", "Keyboards", "Vocals", "Violin"]

MUSIC = Wordings(
    one_hop={
        ("memberOf", True): ("which band is {x} in ?", "what band does {x} play in ?",
                             "{x} is a member of which band ?"),
        ("memberOf", False): ("who are the members of {x} ?", "who plays in {x} ?",
                              "name a member of {x} ?"),
        ("instrument", True): ("what instrument does {x} play ?",
                               "which instrument is played by {x} ?"),
        ("instrument", False): ("who plays the {x} ?", "name a musician who plays {x} ?"),
        ("birthPlace", True): ("where was {x} born ?", "what is the birthplace of {x} ?"),
        ("birthPlace", False): ("which musicians were born in {x} ?",),
        ("containedInPlace", True): ("which country is {x} in ?",),
        ("foundingLocation", True): ("where was {x} formed ?",
                                     "in which city was {x} founded ?"),
        ("foundingDate", True): ("when was {x} formed ?", "what year was {x} founded ?"),
        ("byArtist", True): ("who recorded {x} ?", "which band made the album {x} ?",
                             "who is the artist of {x} ?"),
        ("byArtist", False): ("which albums did {x} release ?", "name an album by {x} ?"),
        ("recordLabel", True): ("which label released {x} ?",
                                "what record label put out {x} ?"),
        ("recordLabel", False): ("which albums came out on {x} ?",),
        ("genre", True): ("what genre is {x} ?", "what kind of music is {x} ?"),
        ("datePublished", True): ("when was {x} released ?", "what year did {x} come out ?"),
        ("numTracks", True): ("how many tracks are on {x} ?", "how many songs does {x} have ?"),
    },
    two_hop={
        (("byArtist", True), ("foundingLocation", True)): (
            "where was the band that recorded {x} formed ?",
            "which city is the artist of {x} from ?"),
        (("memberOf", True), ("foundingLocation", True)): ("where was the band of {x} formed ?",),
        (("memberOf", False), ("instrument", True)): (
            "what instruments do the members of {x} play ?",),
        (("byArtist", False), ("recordLabel", True)): (
            "which labels released albums by {x} ?",),
        (("memberOf", True), ("byArtist", False)): ("name an album by the band of {x} ?",),
        (("birthPlace", True), ("containedInPlace", True)): (
            "which country was {x} born in ?",),
    },
    two_anchor=(
        (("byArtist", False), ("genre", False), ("which {y} album did {x} release ?",)),
        (("memberOf", False), ("instrument", False),
         ("who plays {y} in {x} ?", "which member of {x} plays the {y} ?")),
    ),
)  # fmt: skip


def music_kg(seed: int = 5) -> MadeUpKG:
    """A made-up music scene: 40 bands of 3 to 5 musicians each, 100 albums."""
    rng = random.Random(seed)
    facts: list[tuple[str, str, str]] = []
    bands: set[str] = set()
    while len(bands) < 40:
        bands.add(f"The {rng.choice(BAND_WORDS)} {rng.choice(BAND_NOUNS)}")
    names: set[str] = set()
    for band in sorted(bands):
        facts += [(band, "foundingLocation", rng.choice(sorted(CITIES))),
                  (band, "foundingDate", str(rng.randint(1965, 2012)))]  # fmt: skip
        for _ in range(rng.randint(3, 5)):
            name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
            while name in names:
                name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
            names.add(name)
            facts += [(name, "memberOf", band),
                      (name, "instrument", rng.choice(INSTRUMENTS)),
                      (name, "birthPlace", rng.choice(sorted(CITIES)))]  # fmt: skip
    albums: set[str] = set()
    while len(albums) < 100:
        albums.add(f"{rng.choice(ALBUM_NOUNS)} of {rng.choice(ALBUM_PLACES)}")
    for album in sorted(albums):
        facts += [(album, "byArtist", rng.choice(sorted(bands))),
                  (album, "recordLabel", rng.choice(LABELS)),
                  (album, "genre", rng.choice(GENRES)),
                  (album, "datePublished", str(rng.randint(1968, 2024))),
                  (album, "numTracks", str(rng.randint(8, 16)))]  # fmt: skip
    facts += [(city, "containedInPlace", country) for city, country in CITIES.items()]
    return MadeUpKG.of(facts)


RECIPE = KGRecipe("music", music_kg, MUSIC, default_seed=5)
