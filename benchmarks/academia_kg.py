"""An academia KG of our own, made up for an unseen-KG check (2026-11-26; written after
the football, library, music, hospital, company and travel KGs, to check the rules they
led to, and not tuned on): researchers, universities, cities, countries, research fields,
awards, journals and papers, doctoral advisors, founding, birth and publication years and
citation counts. Relation names are Wikidata property labels, with spaces (`educated at`,
`doctoral advisor`, `located in the administrative territorial entity`), each stored once,
no types file.

`doctoral advisor` links researchers to researchers (a student mostly did the PhD where
the advisor works); `country` is said of cities, `country of citizenship` of researchers.
Founding, birth and publication years overlap as numbers. Researchers and paper titles are
drawn with `NameDrawer` (distinct names). Wordings were written before any run and were
not changed for the score.
"""

from __future__ import annotations

import random

from benchmarks.made_up_kg import KGRecipe, MadeUpKG, NameDrawer, Wordings

EDUCATED = "educated at"
EMPLOYER = "employer"
ADVISOR = "doctoral advisor"
FIELD = "field of work"
AWARD = "award received"
BORN = "date of birth"
CITIZEN = "country of citizenship"
LOCATED = "located in the administrative territorial entity"
COUNTRY = "country"
INCEPTION = "inception"
AUTHOR = "author"
PUBLISHED_IN = "published in"
PUBLISHED = "publication date"
CITATIONS = "number of citations"

FIRST = ["Agnieszka", "Bertrand", "Chiara", "Dariusz", "Elif", "Fumiko", "Gustavo",
         "Helga", "Ingrid", "Jaroslav", "Kofi", "Leopold", "Margarethe", "Nikhil", "Orsolya",
         "Pieter", "Quentin", "Rosalind", "Siddharth", "Thandiwe", "Ulrike", "Vikram",
         "Wilhelmina", "Xiaoling"]  # fmt: skip
LAST = ["Abernathy", "Bergstrom", "Chandrasekhar", "Dubois", "Eisenhardt", "Falkenberg",
        "Gutierrez", "Hollander", "Iwasaki", "Jablonski", "Kowalczyk", "Lindgren",
        "Mbeki", "Nordqvist", "Osei", "Pellegrini", "Quiroga", "Rasmussen", "Szabo",
        "Tanaka", "Underwood", "Vasquez", "Weissman", "Zhao"]  # fmt: skip
COUNTRIES = {  # country: its cities
    "United Kingdom": ["Edinburgh", "Manchester", "Bristol"],
    "Germany": ["Heidelberg", "Leipzig", "Bonn"],
    "Netherlands": ["Leiden", "Utrecht"],
    "Switzerland": ["Zurich", "Basel"],
    "Sweden": ["Uppsala", "Lund"],
    "Poland": ["Krakow", "Wroclaw"],
    "Hungary": ["Budapest", "Szeged"],
    "Japan": ["Kyoto", "Sendai"],
    "India": ["Bangalore", "Pune"],
    "Canada": ["Montreal", "Waterloo"],
    "Ghana": ["Accra"],
}  # fmt: skip
SECOND_UNIVERSITIES = {  # city: a second university there, beside "University of <city>"
    "Edinburgh": "Heriot Lomond University", "Heidelberg": "Ruprecht Institute",
    "Zurich": "Zurich Institute of Technology", "Krakow": "Jagiellon Academy",
    "Budapest": "Eotvos College", "Kyoto": "Kamo River University",
    "Bangalore": "Indian Institute of Applied Science", "Montreal": "Mont Royal University",
    "Leiden": "Rapenburg Polytechnic", "Manchester": "Owens Institute of Science",
}  # fmt: skip
FIELDS = {  # field: the awards for it
    "Number Theory": ["Varga Prize in Mathematics"],
    "Algebraic Geometry": ["Varga Prize in Mathematics"],
    "Quantum Optics": ["Meridian Prize in Physics"],
    "Condensed Matter Physics": ["Meridian Prize in Physics"],
    "Astrophysics": ["Meridian Prize in Physics", "Halley Medal"],
    "Organic Chemistry": ["Lindqvist Medal in Chemistry"],
    "Molecular Biology": ["Okafor Award in Life Sciences"],
    "Neuroscience": ["Okafor Award in Life Sciences"],
    "Ecology": ["Okafor Award in Life Sciences"],
    "Machine Learning": ["Brandt Medal for Computing"],
    "Cryptography": ["Brandt Medal for Computing"],
    "Computational Linguistics": ["Brandt Medal for Computing"],
    "Macroeconomics": ["Thessaly Prize in Economics"],
    "Climate Science": ["Halley Medal"],
}  # fmt: skip
GENERAL_AWARDS = ["Crane Prize", "Order of the Silver Quill",
                  "Aldous Award for Young Researchers"]  # fmt: skip
JOURNALS = ["Annals of Pure Inquiry", "Journal of Applied Structures", "Physical Letters B",
            "Review of Molecular Systems", "Transactions on Computation",
            "Quarterly Journal of Economics and Society", "Earth and Planetary Notes",
            "Proceedings of the Northern Academy", "Acta Scientifica Nova",
            "Letters in Neural Sciences", "Journal of Chemical Synthesis",
            "Open Frontiers"]  # fmt: skip
TITLE_FIRST = ["Sparse", "Robust", "Adaptive", "Stochastic", "Nonlinear", "Hidden",
               "Emergent", "Chaotic", "Scalable", "Dynamic", "Coupled", "Random",
               "Universal", "Fractional", "Hierarchical", "Minimal", "Rapid", "Bayesian",
               "Topological", "Inverse"]  # fmt: skip
TITLE_LAST = ["Lattice Sieves", "Spin Glasses", "Enzyme Kinetics", "Galaxy Clusters",
              "Coral Reefs", "Tensor Networks", "Prime Gaps", "Photonic Crystals",
              "Gene Regulation", "Neural Codes", "Word Embeddings", "Labour Markets",
              "Ice Sheets", "Hash Functions", "Elliptic Curves", "Dark Matter Halos",
              "Soil Microbes", "Protein Folding", "Graph Colouring",
              "Ocean Currents"]  # fmt: skip

ACADEMIA = Wordings(
    one_hop={
        (EDUCATED, True): ("where did {x} study ?", "which university did {x} attend ?",
                           "where was {x} educated ?", "what is the alma mater of {x} ?"),
        (EDUCATED, False): ("who studied at {x} ?", "which researchers were educated at {x} ?",
                            "name an alumnus of {x} ?"),
        (EMPLOYER, True): ("where does {x} work ?", "which university employs {x} ?",
                           "who is the employer of {x} ?"),
        (EMPLOYER, False): ("who works at {x} ?", "which researchers does {x} employ ?",
                            "who is on the faculty of {x} ?"),
        (ADVISOR, True): ("who was the doctoral advisor of {x} ?",
                          "who supervised the phd of {x} ?", "who was {x}'s phd advisor ?"),
        (ADVISOR, False): ("who were the doctoral students of {x} ?",
                           "whose phd did {x} supervise ?", "which students did {x} advise ?"),
        (FIELD, True): ("what field does {x} work in ?", "what is {x}'s area of research ?",
                        "what does {x} research ?"),
        (FIELD, False): ("who works on {x} ?", "which researchers study {x} ?",
                         "name a researcher in {x} ?"),
        (AWARD, True): ("what awards has {x} received ?", "which prize did {x} win ?",
                        "what honours did {x} get ?"),
        (AWARD, False): ("who received the {x} ?", "who has won the {x} ?",
                         "name a winner of the {x} ?"),
        (BORN, True): ("when was {x} born ?", "what year was {x} born ?",
                       "what is the birth year of {x} ?"),
        (CITIZEN, True): ("what nationality is {x} ?", "which country is {x} a citizen of ?"),
        (CITIZEN, False): ("which researchers are citizens of {x} ?",
                           "who holds {x} citizenship ?"),
        (LOCATED, True): ("which city is {x} in ?", "where is {x} located ?",
                          "in what city is {x} ?"),
        (LOCATED, False): ("which universities are in {x} ?", "name a university in {x} ?"),
        (COUNTRY, True): ("which country is {x} in ?", "what country is the city of {x} in ?"),
        (COUNTRY, False): ("which cities are in {x} ?", "name a city in {x} ?"),
        (INCEPTION, True): ("when was {x} founded ?", "what year was {x} established ?",
                            "when was {x} set up ?"),
        (AUTHOR, True): ("who wrote {x} ?", "who are the authors of {x} ?",
                         "who is the author of the paper {x} ?"),
        (AUTHOR, False): ("what papers did {x} write ?", "which papers has {x} published ?",
                          "name a paper by {x} ?"),
        (PUBLISHED_IN, True): ("which journal published {x} ?", "where was {x} published ?",
                               "in what journal did {x} appear ?"),
        (PUBLISHED_IN, False): ("which papers appeared in {x} ?", "what has {x} published ?"),
        (PUBLISHED, True): ("when was {x} published ?", "what year did {x} come out ?"),
        (CITATIONS, True): ("how many citations does {x} have ?",
                            "how often has {x} been cited ?",
                            "what is the citation count of {x} ?"),
    },
    two_hop={
        ((EMPLOYER, True), (LOCATED, True)): (
            "which city does {x} work in ?", "in which city is {x}'s employer ?"),
        ((LOCATED, True), (COUNTRY, True)): (
            "in which country is {x} ?", "what country is the university {x} in ?"),
        ((ADVISOR, True), (EMPLOYER, True)): (
            "where did the doctoral advisor of {x} work ?",
            "which university employs {x}'s phd advisor ?"),
        ((ADVISOR, True), (ADVISOR, True)): (
            "who was the doctoral advisor of {x}'s doctoral advisor ?",
            "who supervised the advisor of {x} ?"),
        ((ADVISOR, False), (EMPLOYER, True)): (
            "where do the doctoral students of {x} work ?",),
        ((EDUCATED, True), (LOCATED, True)): (
            "in which city did {x} study ?", "which city did {x} go to university in ?"),
        ((AUTHOR, True), (EMPLOYER, True)): (
            "which university is the author of {x} at ?",
            "where do the authors of {x} work ?"),
        ((AUTHOR, True), (FIELD, True)): ("what field do the authors of {x} work in ?",),
        ((AUTHOR, False), (PUBLISHED_IN, True)): (
            "which journals has {x} published in ?",
            "in what journals do {x}'s papers appear ?"),
        ((EMPLOYER, False), (AWARD, True)): ("what awards have researchers at {x} won ?",),
        ((AWARD, False), (CITIZEN, True)): (
            "what nationality are the winners of the {x} ?",),
        ((ADVISOR, True), (AWARD, True)): (
            "what awards did {x}'s doctoral advisor receive ?",),
        ((LOCATED, False), (EMPLOYER, False)): (
            "who works at a university in {x} ?", "which researchers work in {x} ?"),
        ((PUBLISHED_IN, False), (AUTHOR, True)): (
            "who has published in {x} ?", "which researchers have papers in {x} ?"),
        ((ADVISOR, True), (BORN, True)): ("when was the doctoral advisor of {x} born ?",),
    },
    two_anchor=(
        ((EMPLOYER, False), (FIELD, False),
         ("who at {x} works on {y} ?", "which {y} researcher works at {x} ?")),
        ((EDUCATED, False), (ADVISOR, False),
         ("which student of {y} studied at {x} ?",)),
        ((AWARD, False), (EMPLOYER, False),
         ("who at {y} has won the {x} ?", "which {y} researcher received the {x} ?")),
        ((PUBLISHED_IN, False), (PUBLISHED, False),
         ("which paper in {x} was published in {y} ?", "what did {x} publish in {y} ?")),
        ((AUTHOR, False), (PUBLISHED_IN, False),
         ("which paper by {x} appeared in {y} ?", "what has {x} published in {y} ?")),
        ((LOCATED, False), (INCEPTION, False),
         ("which university in {x} was founded in {y} ?",
          "what {x} university dates from {y} ?")),
        ((CITIZEN, False), (FIELD, False),
         ("who from {x} works on {y} ?",)),
    ),
)  # fmt: skip


def academia_kg(seed: int = 1) -> MadeUpKG:
    """A made-up academic world: 11 countries, 23 cities, 33 universities, 14 fields,
    10 awards, 12 journals, 200 researchers, 160 papers."""
    rng = random.Random(seed)
    facts: list[tuple[str, str, str]] = []
    person = NameDrawer(rng, FIRST, LAST)
    title = NameDrawer(rng, TITLE_FIRST, TITLE_LAST)

    country_of: dict[str, str] = {}  # university: its country
    for country, cities in COUNTRIES.items():
        for city in cities:
            facts.append((city, COUNTRY, country))
            for university in [f"University of {city}"] + (
                [SECOND_UNIVERSITIES[city]] if city in SECOND_UNIVERSITIES else []
            ):
                country_of[university] = country
                facts += [(university, LOCATED, city),
                          (university, INCEPTION, str(rng.randint(1150, 1990)))]  # fmt: skip
    universities = sorted(country_of)
    countries = sorted(COUNTRIES)
    fields = sorted(FIELDS)

    births = sorted(rng.randint(1930, 1996) for _ in range(200))
    researchers: list[str] = []
    born: dict[str, int] = {}
    works_at: dict[str, str] = {}
    fields_of: dict[str, list[str]] = {}
    for i, year in enumerate(births):
        name = person()
        elders = [r for r in researchers if born[r] <= year - 22]
        advisor = rng.choice(elders) if i >= 30 and elders and rng.random() < 0.85 else None
        employer = rng.choice(universities)
        if advisor:
            facts.append((name, ADVISOR, advisor))
            studied = {works_at[advisor]}
            worked_on = [rng.choice(fields_of[advisor])] if rng.random() < 0.7 else []
        else:
            studied = {rng.choice(universities)}
            worked_on = []
        if rng.random() < 0.4:
            studied.add(rng.choice(universities))
        if rng.random() < 0.3:
            employer = rng.choice(sorted(studied))
        wanted = rng.randint(1, 2)
        while len(worked_on) < wanted:
            field = rng.choice(fields)
            if field not in worked_on:
                worked_on.append(field)
        citizen = country_of[employer] if rng.random() < 0.6 else rng.choice(countries)
        facts += [(name, EDUCATED, u) for u in sorted(studied)]
        facts += [(name, EMPLOYER, employer), (name, BORN, str(year)),
                  (name, CITIZEN, citizen)]  # fmt: skip
        facts += [(name, FIELD, f) for f in worked_on]
        awards: set[str] = set()
        if rng.random() < 0.35:
            awards.add(rng.choice(FIELDS[worked_on[0]]))
        if rng.random() < 0.15:
            awards.add(rng.choice(GENERAL_AWARDS))
        facts += [(name, AWARD, a) for a in sorted(awards)]
        researchers.append(name)
        born[name], works_at[name], fields_of[name] = year, employer, worked_on

    students: dict[str, list[str]] = {}
    for head, relation, tail in facts:
        if relation == ADVISOR:
            students.setdefault(tail, []).append(head)
    for _ in range(160):
        paper = title()
        lead = rng.choice(researchers)
        nearby = sorted((set(students.get(lead, [])) | {rng.choice(researchers)}) - {lead})
        authors = [lead, *rng.sample(nearby, min(len(nearby), rng.randint(0, 2)))]
        year = rng.randint(max(1970, born[lead] + 24), 2025)
        facts += [(paper, AUTHOR, a) for a in authors]
        facts += [(paper, PUBLISHED_IN, rng.choice(JOURNALS)), (paper, PUBLISHED, str(year)),
                  (paper, CITATIONS, str(rng.randint(0, 2400)))]  # fmt: skip
    return MadeUpKG.of(facts)


RECIPE = KGRecipe("academia", academia_kg, ACADEMIA)
