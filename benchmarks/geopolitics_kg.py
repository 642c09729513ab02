"""A geopolitics KG of our own, made up for an unseen-KG check (2026-11-26; written after
the football, library, music, hospital, company, travel and academia KGs, to check the
rules they led to, and not tuned on): people (politicians and others), parties, countries,
regions, cities, universities, prizes, languages, currencies, rivers, companies, birth and
founding years and population counts. Relation names are YAGO-style camel-case predicates
(`wasBornIn`, `isLeaderOf`, `hasOfficialLanguage`), each stored once, no types file.

`isLocatedIn` is a chain, city -> region -> country, so "where" walks up; a country's
capital is the first city of its first region. `isLeaderOf` is said of a country's leader
and of a party's alike; `isMarriedTo` and `hasChild` link people to people (a child is born
22 to 40 years after its parents, in their country); `dealsWith` is a country's own list of
trade partners, so a pair may be stated one way or both. Birth and founding years overlap as
numbers, and `hasNumberOfPeople` is said of countries and cities alike. People are drawn
with `NameDrawer` (distinct names); a few names are short or look like words ("Ur",
"Victory", "Forward", "Amber", "Sol"). Wordings were written before any run and were not
changed for the score.
"""

from __future__ import annotations

import random

from benchmarks.made_up_kg import KGRecipe, MadeUpKG, NameDrawer, Wordings

BORN_IN = "wasBornIn"
CITIZEN = "isCitizenOf"
LEADER = "isLeaderOf"
PARTY = "isAffiliatedTo"
CAPITAL = "hasCapital"
LOCATED = "isLocatedIn"
LANGUAGE = "hasOfficialLanguage"
CURRENCY = "hasCurrency"
MARRIED = "isMarriedTo"
CHILD = "hasChild"
GRADUATED = "graduatedFrom"
PRIZE = "hasWonPrize"
FOUNDED = "wasFoundedOnDate"
BORN_ON = "wasBornOnDate"
POPULATION = "hasNumberOfPeople"
FLOWS = "flowsThrough"
TRADES = "dealsWith"
OWNS = "owns"
HEADQUARTERS = "isHeadquarteredIn"

FIRST = ["Adrian", "Amber", "Beatrix", "Casimir", "Dalia", "Emeric", "Farida", "Georgia",
         "Henrik", "Ilse", "Ines", "Jordan", "Katalin", "Leontine", "Matthias", "Nadira",
         "Octavian", "Pilar", "Rashid", "Sol", "Tobias", "Ursula", "Viktor", "Wanjiru",
         "Yusuf", "Zofia"]  # fmt: skip
LAST = ["Albescu", "Brandt", "Castellvi", "Dragan", "Eklund", "Ferreira", "Gashi",
        "Halloran", "Ivanek", "Jurado", "Kessler", "Lindahl", "Mbatha", "Moreno", "Novak",
        "Orsini", "Petrov", "Quintero", "Rahimi", "Salo", "Terzic", "Umarov", "Varela",
        "Wexford", "Yilmaz", "Zand"]  # fmt: skip
COUNTRIES = {  # country: its regions, each with its cities (the very first is the capital)
    "Valdoria": {"Castavar": ["Valdor", "Miravel", "Tessin"],
                 "Oriel": ["Port Alden", "Brennic"], "Lower Brenn": ["Hollin", "Asterby"]},
    "Norvaland": {"Skarholm": ["Eskvik", "Tromsel"],
                  "Vestmark": ["Halden Bay", "Ostrafjell", "Lyng"],
                  "Fjellheim": ["Kirkstad", "Ost"]},
    "Kesh": {"Amaru": ["Tal Kesh", "Suhar", "Ur"], "Irem": ["Qasra", "Bayt Nur"]},
    "Belmora": {"Santa Ilaria": ["Belmonte", "Corvara"],
                "Ventosa": ["Aldana", "Victory", "Pradell"], "Isla Roja": ["Puerto Cielo"]},
    "Tarsk": {"Dravin": ["Tarskov", "Belograd", "Volnik"], "Zaroye": ["Krasnik", "Ilavets"]},
    "Ilyria": {"Sarrel": ["Lisme", "Coudray", "Vauclerc"], "Ombrine": ["Saint Aubel", "Merlay"]},
    "Montavia": {"Alta Verra": ["Montaro", "Seravalle", "Liberty"],
                 "Calvina": ["Rocca Fiore", "Tolmi"]},
    "Zaruba": {"Nkandu": ["Mbarra", "Kitenge"], "Lowaze": ["Sabini", "Makuta", "Ende"]},
    "Vesterholm": {"Nordby": ["Vester", "Ringsted"], "Sjoland": ["Haverlund", "Aalvik"]},
    "Qadira": {"Al Nahra": ["Qadir", "Zahran", "Dalit"], "Sahel Rim": ["Kufra", "Awal"]},
    "Luvenia": {"Drava": ["Luvena", "Orlen", "Bresk"], "Karsta": ["Solna", "Idrin"]},
    "Amarante": {"Douro Alto": ["Amarel", "Sao Brio", "Vila Rasa"],
                 "Minho Sul": ["Ponte Clara", "Tavora"]},
    "Hanseth": {"Elbmark": ["Hansa", "Lubren", "Kielstadt"], "Harzland": ["Wernig", "Brocken"]},
    "Sundara": {"Kalinga": ["Sundapura", "Mataram", "Bima"], "Lombo": ["Ampenan", "Sela"]},
}  # fmt: skip
LANGUAGES = {  # country: its official languages
    "Valdoria": ["Valdorian"], "Norvaland": ["Norvan", "Samic"], "Kesh": ["Keshi", "Qadiri"],
    "Belmora": ["Belmoran"], "Tarsk": ["Tarskan"], "Ilyria": ["Ilyrian", "Valdorian"],
    "Montavia": ["Montavian", "Ilyrian"], "Zaruba": ["Zarubi", "Lowazi"],
    "Vesterholm": ["Vestic"], "Qadira": ["Qadiri"], "Luvenia": ["Luvenian", "Tarskan"],
    "Amarante": ["Amarantine"], "Hanseth": ["Hansic"], "Sundara": ["Sundari", "Basa"],
}  # fmt: skip
CURRENCIES = {  # country: its currency
    "Valdoria": "Ecu", "Ilyria": "Ecu", "Montavia": "Ecu", "Norvaland": "Norvan Krone",
    "Vesterholm": "Vestic Krone", "Kesh": "Dinar", "Qadira": "Qadiri Dinar", "Belmora": "Real",
    "Amarante": "Escudo", "Tarsk": "Zlot", "Zaruba": "Shilling", "Luvenia": "Tolar",
    "Hanseth": "Mark", "Sundara": "Sol",
}  # fmt: skip
PARTIES = {  # country: its parties
    "Valdoria": ["Valdorian Democrats", "Forward", "Green Future"],
    "Norvaland": ["Norvan Labour", "Coastal League"],
    "Kesh": ["Crescent Movement", "National Renewal"],
    "Belmora": ["Popular Front", "Belmoran Socialists", "Union of the Centre"],
    "Tarsk": ["Unity", "Tarskan Communists"],
    "Ilyria": ["Republicans of Ilyria", "Ilyrian Greens"],
    "Montavia": ["Christian Democrats", "Liberty and Order"],
    "Zaruba": ["Zaruba African Congress", "Movement for Change"],
    "Vesterholm": ["Vestic Liberals", "Farmers' League"],
    "Qadira": ["Justice and Development", "Dawn"],
    "Luvenia": ["Luvenian People's Party", "New Left"],
    "Amarante": ["Social Democratic Centre", "Amarantine Socialists"],
    "Hanseth": ["Hanseatic Union", "Pirates", "Free Voters"],
    "Sundara": ["Garuda Front", "Sundari Awakening"],
}  # fmt: skip
RIVERS = {  # river: the countries it flows through
    "Senna": ["Valdoria", "Ilyria", "Montavia"], "Brenn": ["Valdoria"],
    "Olm": ["Norvaland", "Vesterholm"], "Amber": ["Hanseth", "Tarsk", "Luvenia"],
    "Istra": ["Tarsk", "Luvenia"], "Euphra": ["Kesh", "Qadira"], "Nahr": ["Qadira"],
    "Zambra": ["Zaruba"], "Lowe": ["Zaruba"], "Mondel": ["Amarante", "Belmora"],
    "Sil": ["Belmora", "Amarante"], "Rhen": ["Hanseth", "Montavia", "Ilyria", "Vesterholm"],
    "Citarum": ["Sundara"], "Ek": ["Norvaland"],
}  # fmt: skip
UNIVERSITIES = ["University of Valdor", "Castavar Institute of Technology", "Eskvik University",
                "Tal Kesh College", "Belmonte University", "Tarskov State University",
                "Lisme Polytechnic", "Montaro University", "Mbarra University",
                "Vester Academy", "Qadir University", "Luvena University", "Amarel University",
                "Hansa Technical University", "Sundapura Institute", "St Aldric's College",
                "Marlow School of Government", "Ebbing Institute", "Collegium Novum",
                "Kings Hollow"]  # fmt: skip
PRIZES = ["Aurelian Peace Prize", "Halvorsen Prize", "Order of the White Crane",
          "Medal of Civic Merit", "Kestrel Award", "Sakharin Prize for Freedom",
          "Star of Concord", "Grand Cross of Valdoria"]  # fmt: skip
COMPANIES = ["Apex", "Nordlys Energy", "Valdor Steel", "Castamar Shipping", "Orbis Telecom",
             "Helix Pharma", "Kestrel Motors", "Sundari Palm Oil", "Qadir Petroleum",
             "Brightwater", "Mondel Foods", "Tarskmet", "Ilyrian Rail", "Halcyon Bank",
             "Bluefjord Seafood", "Zenit Media", "Aurum Mining", "Corvara Textiles", "Lumen",
             "Hansa Logistics", "Verdant Agro", "Polaris Airlines", "Granite Cement",
             "Meridian Insurance", "Opal Software", "Saffron Hotels", "Tidewater Ports",
             "Crescent Gas", "Nova", "Rhen Chemicals", "Sela Coffee", "Kirkstad Breweries",
             "Ironclad Defence", "Marisol Cosmetics", "Lisme Glassworks",
             "Ember"]  # fmt: skip

GEOPOLITICS = Wordings(
    one_hop={
        (BORN_IN, True): ("where was {x} born ?", "which city was {x} born in ?",
                          "what is the birthplace of {x} ?"),
        (BORN_IN, False): ("who was born in {x} ?", "which people were born in {x} ?",
                           "name someone born in {x} ?"),
        (CITIZEN, True): ("what nationality is {x} ?", "which country is {x} a citizen of ?",
                          "which country is {x} from ?"),
        (CITIZEN, False): ("who are the citizens of {x} ?", "name a citizen of {x} ?"),
        (LEADER, True): ("what does {x} lead ?", "what is {x} the leader of ?"),
        (LEADER, False): ("who leads {x} ?", "who is the leader of {x} ?",
                          "who is in charge of {x} ?"),
        (PARTY, True): ("which party is {x} in ?", "what party does {x} belong to ?",
                        "{x} is a member of which party ?"),
        (PARTY, False): ("who is a member of {x} ?", "which politicians belong to {x} ?",
                         "who are the members of {x} ?"),
        (CAPITAL, True): ("what is the capital of {x} ?", "which city is the capital of {x} ?",
                          "{x}'s capital ?"),
        (CAPITAL, False): ("which country has {x} as its capital ?",
                           "{x} is the capital of what country ?"),
        (LOCATED, True): ("where is {x} ?", "where is {x} located ?", "what is {x} part of ?"),
        (LOCATED, False): ("what is located in {x} ?", "which places are in {x} ?",
                           "name a place in {x} ?"),
        (LANGUAGE, True): ("what language is spoken in {x} ?",
                           "what is the official language of {x} ?",
                           "which languages are official in {x} ?"),
        (LANGUAGE, False): ("where is {x} spoken ?", "which countries speak {x} ?",
                            "in which countries is {x} an official language ?"),
        (CURRENCY, True): ("what currency does {x} use ?", "what is the currency of {x} ?",
                           "what money do they use in {x} ?"),
        (CURRENCY, False): ("which countries use the {x} ?", "where is the {x} used ?"),
        (MARRIED, True): ("who is {x} married to ?", "who is the spouse of {x} ?"),
        (MARRIED, False): ("who is married to {x} ?", "who is {x}'s husband or wife ?"),
        (CHILD, True): ("who are the children of {x} ?", "{x}'s children ?",
                        "who is the child of {x} ?", "who are {x}'s kids ?"),
        (CHILD, False): ("who are the parents of {x} ?", "whose child is {x} ?",
                         "who is the mother or father of {x} ?"),
        (GRADUATED, True): ("where did {x} study ?", "which university did {x} graduate from ?",
                            "what is {x}'s alma mater ?"),
        (GRADUATED, False): ("who graduated from {x} ?", "who studied at {x} ?",
                             "name an alumnus of {x} ?"),
        (PRIZE, True): ("what prizes has {x} won ?", "which awards did {x} receive ?",
                        "what has {x} been awarded ?"),
        (PRIZE, False): ("who has won the {x} ?", "who received the {x} ?",
                         "name a winner of the {x} ?"),
        (FOUNDED, True): ("when was {x} founded ?", "what year was {x} established ?",
                          "in which year was {x} set up ?"),
        (FOUNDED, False): ("what was founded in {x} ?",),
        (BORN_ON, True): ("when was {x} born ?", "what year was {x} born ?",
                          "what is {x}'s year of birth ?"),
        (BORN_ON, False): ("who was born in {x} ?", "name someone born in {x} ?"),
        (POPULATION, True): ("how many people live in {x} ?", "what is the population of {x} ?",
                             "how many inhabitants does {x} have ?"),
        (FLOWS, True): ("which countries does the {x} flow through ?",
                        "which country does river {x} flow through ?",
                        "where does the {x} flow ?"),
        (FLOWS, False): ("which rivers flow through {x} ?", "what rivers are in {x} ?",
                         "name a river in {x} ?"),
        (TRADES, True): ("which countries does {x} deal with ?", "who does {x} trade with ?",
                         "what are the trading partners of {x} ?"),
        (TRADES, False): ("which countries deal with {x} ?",
                          "which countries have {x} as a trading partner ?"),
        (OWNS, True): ("what does {x} own ?", "which companies does {x} own ?"),
        (OWNS, False): ("who owns {x} ?", "who is the owner of {x} ?", "whose company is {x} ?"),
        (HEADQUARTERS, True): ("where is {x} headquartered ?", "which city is {x} based in ?",
                               "where is the head office of {x} ?"),
        (HEADQUARTERS, False): ("which companies are based in {x} ?",
                                "what firms have their headquarters in {x} ?",
                                "name a company in {x} ?"),
    },
    two_hop={
        ((BORN_IN, True), (LOCATED, True)): (
            "which region was {x} born in ?", "in what region is {x}'s birthplace ?"),
        ((LOCATED, True), (LOCATED, True)): (
            "which country is {x} in ?", "in what country is {x} ?"),
        ((CAPITAL, True), (POPULATION, True)): (
            "how many people live in the capital of {x} ?",
            "what is the population of {x}'s capital ?"),
        ((CAPITAL, True), (LOCATED, True)): ("which region is the capital of {x} in ?",),
        ((LEADER, False), (PARTY, True)): (
            "which party does the leader of {x} belong to ?",),
        ((LEADER, False), (BORN_IN, True)): (
            "where was the leader of {x} born ?",),
        ((LEADER, False), (BORN_ON, True)): ("when was the leader of {x} born ?",),
        ((MARRIED, True), (PARTY, True)): (
            "what party does the husband or wife of {x} belong to ?",),
        ((MARRIED, True), (BORN_IN, True)): ("where was {x}'s spouse born ?",),
        ((CHILD, True), (BORN_IN, True)): ("where were {x}'s children born ?",),
        ((CHILD, False), (PARTY, True)): ("which party do the parents of {x} belong to ?",),
        ((PARTY, False), (BORN_IN, True)): ("where were the members of {x} born ?",),
        ((PARTY, True), (LEADER, False)): (
            "who leads {x}'s party ?", "who is the leader of the party {x} belongs to ?"),
        ((GRADUATED, False), (PARTY, True)): (
            "which parties do graduates of {x} belong to ?",),
        ((PRIZE, False), (CITIZEN, True)): (
            "which countries do the winners of the {x} come from ?",),
        ((OWNS, True), (HEADQUARTERS, True)): (
            "where is the company {x} owns based ?",
            "in which city is {x}'s company headquartered ?"),
        ((OWNS, False), (CITIZEN, True)): ("what nationality is the owner of {x} ?",),
        ((HEADQUARTERS, True), (LOCATED, True)): ("which region is {x} headquartered in ?",),
        ((HEADQUARTERS, False), (OWNS, False)): ("who owns companies based in {x} ?",),
        ((FLOWS, True), (CAPITAL, True)): (
            "what are the capitals of the countries the {x} flows through ?",),
        ((FLOWS, True), (CURRENCY, True)): ("what currency is used along the {x} ?",),
        ((CITIZEN, True), (LANGUAGE, True)): (
            "what language do they speak in {x}'s country ?",),
        ((CITIZEN, True), (CURRENCY, True)): ("what currency does {x}'s country use ?",),
        ((CITIZEN, True), (LEADER, False)): ("who leads {x}'s country ?",),
        ((BORN_IN, False), (PARTY, True)): (
            "which parties do people born in {x} belong to ?",),
        ((TRADES, True), (CURRENCY, True)): (
            "which currencies do {x}'s trading partners use ?",),
        ((LANGUAGE, False), (CAPITAL, True)): (
            "what are the capitals of countries where {x} is spoken ?",),
    },
    two_anchor=(
        ((PARTY, False), (BORN_IN, False),
         ("which politician of {x} was born in {y} ?", "who in {x} was born in {y} ?")),
        ((PARTY, False), (GRADUATED, False),
         ("which member of {x} graduated from {y} ?", "who from {x} studied at {y} ?")),
        ((CITIZEN, False), (PRIZE, False),
         ("which citizen of {x} has won the {y} ?", "who from {x} received the {y} ?")),
        ((PARTY, False), (BORN_ON, False),
         ("which {x} politician was born in {y} ?",)),
        ((HEADQUARTERS, False), (FOUNDED, False),
         ("which company based in {x} was founded in {y} ?",
          "what {x} company dates from {y} ?")),
        ((LANGUAGE, False), (CURRENCY, False),
         ("which country speaks {x} and uses the {y} ?",
          "where do they speak {x} and pay in {y} ?")),
        ((CITIZEN, False), (BORN_ON, False),
         ("which {x} citizen was born in {y} ?",)),
        ((LOCATED, False), (POPULATION, False),
         ("which city in {x} has a population of {y} ?",)),
        ((CHILD, True), (BORN_IN, False),
         ("which child of {x} was born in {y} ?",)),
        ((HEADQUARTERS, False), (OWNS, True),
         ("which company in {x} does {y} own ?",)),
    ),
)  # fmt: skip


def geopolitics_kg(seed: int = 1) -> MadeUpKG:
    """A made-up political world: 14 countries, 31 regions, 74 cities, 31 parties,
    20 universities, 8 prizes, 14 rivers, 36 companies, 230 people."""
    rng = random.Random(seed)
    facts: list[tuple[str, str, str]] = []
    person = NameDrawer(rng, FIRST, LAST)

    cities_of: dict[str, list[str]] = {}  # country: its cities
    for country, regions in COUNTRIES.items():
        capital = next(iter(regions.values()))[0]
        for region, cities in regions.items():
            facts.append((region, LOCATED, country))
            for city in cities:
                size = (800_000, 6_000_000) if city == capital else (15_000, 900_000)
                facts += [(city, LOCATED, region), (city, POPULATION, str(rng.randint(*size)))]
                cities_of.setdefault(country, []).append(city)
        facts += [(country, CAPITAL, capital), (country, CURRENCY, CURRENCIES[country]),
                  (country, POPULATION, str(rng.randint(400_000, 90_000_000)))]  # fmt: skip
        facts += [(country, LANGUAGE, language) for language in LANGUAGES[country]]
        facts += [(party, FOUNDED, str(rng.randint(1870, 2018))) for party in PARTIES[country]]
    countries = sorted(COUNTRIES)
    cities = sorted(c for found in cities_of.values() for c in found)
    for country in countries:
        others = [c for c in countries if c != country]
        facts += [(country, TRADES, partner) for partner in rng.sample(others, rng.randint(2, 4))]
    for river, through in RIVERS.items():
        facts += [(river, FLOWS, country) for country in through]
    facts += [(u, FOUNDED, str(rng.randint(1150, 1995))) for u in UNIVERSITIES]

    births = sorted(rng.randint(1930, 2000) for _ in range(230))
    born: dict[str, int] = {}
    citizens: dict[str, list[str]] = {}  # country: its citizens (first citizenship)
    members: dict[str, list[str]] = {}  # party: its members
    for year in births:
        name = person()
        country = rng.choice(countries)
        home = rng.choice(cities_of[country]) if rng.random() < 0.9 else rng.choice(cities)
        facts += [(name, BORN_IN, home), (name, BORN_ON, str(year)), (name, CITIZEN, country)]
        if rng.random() < 0.05:
            facts.append((name, CITIZEN, rng.choice([c for c in countries if c != country])))
        if rng.random() < 0.7:
            party = rng.choice(PARTIES[country])
            facts.append((name, PARTY, party))
            members.setdefault(party, []).append(name)
        if rng.random() < 0.6:
            studied = rng.sample(UNIVERSITIES, 2 if rng.random() < 0.15 else 1)
            facts += [(name, GRADUATED, u) for u in studied]
        if rng.random() < 0.12:
            facts.append((name, PRIZE, rng.choice(PRIZES)))
        born[name] = year
        citizens.setdefault(country, []).append(name)

    for country in countries:
        for party in PARTIES[country]:
            if party not in members:  # a party nobody drew: one of its country's citizens
                members[party] = [rng.choice(citizens[country])]
                facts.append((members[party][0], PARTY, party))
            facts.append((rng.choice(members[party]), LEADER, party))
        politicians = sorted({m for p in PARTIES[country] for m in members[p]})
        facts.append((rng.choice(politicians), LEADER, country))

    couples: dict[str, list[tuple[str, str]]] = {}  # country: its married couples
    married: set[str] = set()
    for country in countries:
        for name in citizens[country]:
            if name in married or rng.random() < 0.55:
                continue
            free = [o for o in citizens[country] if o != name and o not in married]
            near = [o for o in free if abs(born[o] - born[name]) <= 6]
            if near:
                spouse = rng.choice(near)
                facts.append((name, MARRIED, spouse))
                married |= {name, spouse}
                couples.setdefault(country, []).append((name, spouse))
    for country in countries:
        for name in citizens[country]:
            if rng.random() < 0.6:
                continue
            fitting = [(a, b) for a, b in couples.get(country, [])
                       if born[name] - max(born[a], born[b]) >= 22
                       and born[name] - min(born[a], born[b]) <= 40]  # fmt: skip
            if fitting:
                a, b = rng.choice(fitting)
                facts += [(a, CHILD, name)] + ([(b, CHILD, name)] if rng.random() < 0.8 else [])

    everyone = sorted(born)
    for company in COMPANIES:
        city = rng.choice(cities)
        owners = rng.sample(everyone, 2 if rng.random() < 0.25 else 1)
        facts += [(company, HEADQUARTERS, city), (company, FOUNDED, str(rng.randint(1850, 2020)))]
        facts += [(owner, OWNS, company) for owner in owners]
    return MadeUpKG.of(facts)


RECIPE = KGRecipe("geopolitics", geopolitics_kg, GEOPOLITICS)
